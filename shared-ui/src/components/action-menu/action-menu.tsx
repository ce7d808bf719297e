import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
} from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { buttonStyles, type ButtonVariant } from '../button/button';

/** One entry of a row's menu: a link (`to`) or an action (`onSelect`). */
export interface ActionMenuItem {
  label: string;
  to?: string;
  onSelect?: () => void;
  /** A destructive action (Delete): red, and set apart from the entries above it. */
  danger?: boolean;
  disabled?: boolean;
}

export interface ActionMenuProps {
  /** The button's accessible name, e.g. 'More actions for Jane Cooper, Nov 24, 2026, 10:00 AM'. */
  label: string;
  items: readonly ActionMenuItem[];
  /** The button's visible word. */
  text?: string;
}

const Trigger = styled.button<{ $variant: ButtonVariant }>`
  ${buttonStyles}
  white-space: nowrap;
`;

const Chevron = styled.span`
  font-size: 0.75em;
`;

const MENU_WIDTH = 200;

const Menu = styled.ul`
  position: fixed;
  z-index: 900;
  min-width: ${MENU_WIDTH}px;
  margin: 0;
  padding: ${({ theme }) => theme.space.xs} 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.controlBorder};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};
`;

const Separator = styled.li`
  height: 1px;
  margin: ${({ theme }) => theme.space.xs} 0;
  background: ${({ theme }) => theme.colors.border};
`;

const entryStyles = css<{ $danger?: boolean }>`
  display: flex;
  align-items: center;
  width: 100%;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: none;
  background: none;
  font: inherit;
  font-weight: 600;
  text-align: left;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  color: ${({ theme, $danger }) => ($danger ? theme.colors.danger : theme.colors.text)};

  &:hover:not(:disabled),
  &:focus {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -2px;
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.65;
  }
`;

const EntryButton = styled.button<{ $danger?: boolean }>`
  ${entryStyles}
`;

const EntryLink = styled(Link)<{ $danger?: boolean }>`
  ${entryStyles}
`;

/** Where the menu goes: under the button, right-aligned with it, above it when there is no room. */
function placeBelow(button: HTMLElement, menu: HTMLElement | null): CSSProperties {
  const rect = button.getBoundingClientRect();
  const height = menu?.offsetHeight ?? 0;
  const width = Math.max(menu?.offsetWidth ?? 0, MENU_WIDTH);
  const roomBelow = window.innerHeight - rect.bottom;
  const top =
    height > 0 && roomBelow < height + 8 && rect.top > height + 8
      ? rect.top - height - 4
      : rect.bottom + 4;
  const left = Math.min(Math.max(8, rect.right - width), window.innerWidth - width - 8);
  return { top, left: Math.max(8, left) };
}

function enabledEntries(entries: readonly (HTMLElement | null)[]): HTMLElement[] {
  return entries.filter(
    (el): el is HTMLElement => el !== null && !(el as HTMLButtonElement).disabled,
  );
}

/**
 * A menu button (WAI-ARIA menu button pattern): the row's less frequent actions, one tab stop.
 * Enter, Space or the arrows open it; arrows, Home and End move; Escape closes it and gives focus
 * back to the button; a click outside or Tab closes it.
 */
export function ActionMenu({ label, items, text = 'More' }: ActionMenuProps) {
  const [open, setOpen] = useState(false);
  const [position, setPosition] = useState<CSSProperties>({ top: 0, left: 0 });
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const entryRefs = useRef<(HTMLElement | null)[]>([]);
  const focusOnOpen = useRef<'first' | 'last'>('first');
  const menuId = useId();
  const buttonId = useId();

  const enabled = () => enabledEntries(entryRefs.current);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  const place = useCallback(() => {
    if (buttonRef.current) setPosition(placeBelow(buttonRef.current, menuRef.current));
  }, []);

  // Placed before paint, then again once the menu's own size is known; focus moves in.
  useLayoutEffect(() => {
    if (!open) return;
    place();
    const entries = enabledEntries(entryRefs.current);
    const target = focusOnOpen.current === 'last' ? entries.at(-1) : entries[0];
    target?.focus({ preventScroll: true });
  }, [open, place]);

  // A click outside closes; the menu follows its button when the page or a table scrolls.
  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      const target = event.target as Node;
      if (menuRef.current?.contains(target) || buttonRef.current?.contains(target)) return;
      close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('mousedown', onPointerDown);
    window.addEventListener('scroll', place, true);
    window.addEventListener('resize', place);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('mousedown', onPointerDown);
      window.removeEventListener('scroll', place, true);
      window.removeEventListener('resize', place);
    };
  }, [open, close, place]);

  const openWith = (focus: 'first' | 'last') => {
    focusOnOpen.current = focus;
    setOpen(true);
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openWith('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openWith('last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const entries = enabled();
    const index = entries.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      entries[(to + entries.length) % entries.length]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        return move(index + 1);
      case 'ArrowUp':
        return move(index - 1);
      case 'Home':
        return move(0);
      case 'End':
        return move(entries.length - 1);
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        return close(true);
      case 'Tab':
        // Focus goes on from the button, as if the menu had not been there.
        return close(true);
      default:
        return undefined;
    }
  };

  const select = (item: ActionMenuItem) => {
    // Focus first goes back to the button, so that a dialog the action opens returns it there.
    close(true);
    item.onSelect?.();
  };

  return (
    <>
      <Trigger
        ref={buttonRef}
        type="button"
        id={buttonId}
        $variant="secondary"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openWith('first'))}
        onKeyDown={onButtonKeyDown}
      >
        {text}
        <Chevron aria-hidden="true">▾</Chevron>
      </Trigger>
      {open ? (
        <Menu
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          style={position}
          onKeyDown={onMenuKeyDown}
        >
          {items.map((item, i) => {
            const ref = (el: HTMLElement | null) => {
              entryRefs.current[i] = el;
            };
            const separated = item.danger && i > 0;
            const entry = item.to ? (
              <EntryLink
                ref={ref}
                role="menuitem"
                tabIndex={-1}
                to={item.to}
                $danger={item.danger}
                onClick={() => close(false)}
              >
                {item.label}
              </EntryLink>
            ) : (
              <EntryButton
                ref={ref}
                type="button"
                role="menuitem"
                tabIndex={-1}
                disabled={item.disabled}
                $danger={item.danger}
                onClick={() => select(item)}
              >
                {item.label}
              </EntryButton>
            );
            return [
              separated ? <Separator key={`${item.label}-separator`} role="separator" /> : null,
              <li key={item.label} role="none">
                {entry}
              </li>,
            ];
          })}
        </Menu>
      ) : null}
    </>
  );
}
