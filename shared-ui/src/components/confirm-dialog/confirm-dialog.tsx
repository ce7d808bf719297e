import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { Button } from '../button/button';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.overlay};
  z-index: 1000;
`;

const Panel = styled.div`
  width: min(480px, 100%);
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.raised};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: 1.25rem;
  }
  p {
    margin: 0;
  }
`;

// Stacked, full width and the safe choice nearest the thumb on a phone; side by side from the
// md breakpoint, however long the labels.
const Actions = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};

  & > button {
    width: 100%;
  }

  ${({ theme }) => theme.media.md} {
    flex-direction: row;
    justify-content: flex-end;

    & > button {
      width: auto;
      white-space: nowrap;
    }
  }
`;

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface ConfirmDialogProps {
  open: boolean;
  /** The question, e.g. 'Are you sure you want to delete this appointment?' */
  message: ReactNode;
  title?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** The confirmed action is running: its button shows busy, Escape and Cancel wait. */
  busy?: boolean;
  /** More under the question, e.g. an optional field the action sends. */
  children?: ReactNode;
}

/** How long a confirm click holds the buttons when the caller shows no busy state. */
const CONFIRM_HOLD_MS = 1000;

/**
 * An accessible confirmation (spec §5: not window.confirm): role alertdialog, focus kept
 * inside while open, Escape cancels, focus goes back to what opened it.
 */
export function ConfirmDialog({
  open,
  message,
  title,
  confirmLabel = 'Delete',
  // Not 'Cancel': next to an appointment's rows that word cancels the appointment.
  cancelLabel = 'Go back',
  onConfirm,
  onCancel,
  busy = false,
  children,
}: ConfirmDialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const messageId = useId();
  // A double click confirms once. The caller's `busy` arrives a moment after the first click
  // (a mutation's state reaches React asynchronously), so the dialog holds its own flag, and a
  // ref for clicks that come before React re-renders.
  const confirmingRef = useRef(false);
  const [confirming, setConfirming] = useState(false);
  const release = () => {
    confirmingRef.current = false;
    setConfirming(false);
  };

  // Once the caller shows busy it takes over; a dialog closed or reopened starts afresh.
  const [seen, setSeen] = useState({ busy, open });
  if (seen.busy !== busy || seen.open !== open) {
    setSeen({ busy, open });
    if (busy || !open) setConfirming(false);
  }
  useEffect(() => {
    if (busy || !open) confirmingRef.current = false;
  }, [busy, open]);

  // A caller that never shows busy (a quick, synchronous action) is not locked out for long.
  useEffect(() => {
    if (!confirming) return undefined;
    const timer = setTimeout(release, CONFIRM_HOLD_MS);
    return () => clearTimeout(timer);
  }, [confirming]);

  // Remember the opener before focus moves, give it back on close.
  useLayoutEffect(() => {
    if (!open) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    cancelRef.current?.focus();
    return () => {
      if (opener && opener.isConnected) opener.focus();
    };
  }, [open]);

  // Focus that escapes (a click outside, a screen reader jump) is brought back in.
  useEffect(() => {
    if (!open) return undefined;
    const onFocusIn = (event: FocusEvent) => {
      const panel = panelRef.current;
      if (panel && event.target instanceof Node && !panel.contains(event.target)) {
        cancelRef.current?.focus();
      }
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, [open]);

  if (!open) return null;

  const waiting = busy || confirming;
  const confirm = () => {
    if (busy || confirmingRef.current) return;
    confirmingRef.current = true;
    setConfirming(true);
    onConfirm();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (!waiting) onCancel();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <Backdrop>
      <Panel
        ref={panelRef}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : messageId}
        aria-describedby={title ? messageId : undefined}
        onKeyDown={onKeyDown}
      >
        {title ? <h2 id={titleId}>{title}</h2> : null}
        <p id={messageId}>{message}</p>
        {children}
        <Actions>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={waiting}>
            {cancelLabel}
          </Button>
          <Button variant="danger" onClick={confirm} loading={waiting}>
            {confirmLabel}
          </Button>
        </Actions>
      </Panel>
    </Backdrop>,
    document.body,
  );
}
