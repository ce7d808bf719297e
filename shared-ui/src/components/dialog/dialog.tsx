import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.overlay};
  z-index: 1000;

  @media (max-width: 480px) {
    padding: ${({ theme }) => theme.space.sm};
  }
`;

const Panel = styled.div<{ $width: number }>`
  display: flex;
  flex-direction: column;
  width: min(${({ $width }) => $width}px, 100%);
  max-height: calc(100dvh - 2 * ${({ theme }) => theme.space.md});
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.raised};

  &:focus {
    outline: none;
  }
`;

const Header = styled.div`
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.lg} 0;

  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
  @media (max-width: 480px) {
    padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md} 0;
  }
`;

const Body = styled.div`
  overflow: auto;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};

  @media (max-width: 480px) {
    padding: ${({ theme }) => theme.space.md};
  }
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  @media (max-width: 480px) {
    padding: ${({ theme }) => theme.space.md};
  }
`;

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface DialogProps {
  open: boolean;
  title: ReactNode;
  children: ReactNode;
  /** The buttons at the bottom (the dialog's own Cancel among them). */
  actions?: ReactNode;
  /** Escape (and the caller's Cancel) closes; ignored while `busy`. */
  onClose: () => void;
  busy?: boolean;
  /** What takes focus on opening (default: the dialog itself, so reading starts at its title). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** The widest the panel grows, in pixels (default 480). */
  width?: number;
}

/**
 * A modal dialog of the kit: role dialog with its title as name, focus kept inside while open,
 * Escape closes, focus goes back to what opened it. For a yes/no question use ConfirmDialog.
 */
export function Dialog({
  open,
  title,
  children,
  actions,
  onClose,
  busy = false,
  initialFocus,
  width = 480,
}: DialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useLayoutEffect(() => {
    if (!open) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (initialFocus?.current ?? panelRef.current)?.focus();
    return () => {
      if (opener && opener.isConnected) opener.focus();
    };
    // Focus moves once per opening, not when the caller passes a new ref object.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  useEffect(() => {
    if (!open) return undefined;
    const onFocusIn = (event: FocusEvent) => {
      const panel = panelRef.current;
      if (panel && event.target instanceof Node && !panel.contains(event.target)) panel.focus();
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (!busy) onClose();
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
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <Backdrop>
      <Panel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-busy={busy || undefined}
        tabIndex={-1}
        $width={width}
        onKeyDown={onKeyDown}
      >
        <Header>
          <h2 id={titleId}>{title}</h2>
        </Header>
        <Body>{children}</Body>
        {actions ? <Footer>{actions}</Footer> : null}
      </Panel>
    </Backdrop>,
    document.body,
  );
}
