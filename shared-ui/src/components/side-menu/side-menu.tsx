import { useEffect, useRef, type RefObject } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useAvatar } from '../../assets/use-avatar';
import type { SessionUser } from '@careconnect/shared-ui/core';
import { Button } from '../button/button';
import { badgeText, CountBadge } from '../unread-badge/unread-badge';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';

export interface MenuEntry {
  label: string;
  to: string;
  /**
   * The paths this entry stands for, each with everything below it (default: `to`): the entry
   * is marked current on them. A link that carries an id (the doctor's Appointments) names its
   * section here.
   */
  sections?: readonly string[];
  /** A count beside the label (e.g. unread messages), and what it means for screen readers. */
  badge?: { count: number; label: string };
}

// Mobile first: a hidden drawer that slides in; from the md breakpoint a fixed column (spec §9:
// 300px on medium screens, 20% on large ones).
const Nav = styled.nav`
  position: fixed;
  top: 0;
  bottom: 0;
  left: 0;
  z-index: 50;
  display: flex;
  flex-direction: column;
  width: min(300px, 85vw);
  padding: ${({ theme }) => theme.space.md};
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.surface};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  transform: translateX(-100%);
  visibility: hidden;
  /* Closing: slide out, then hide. Opening: visible at once, so focus can move in. */
  transition:
    transform 0.2s ease,
    visibility 0s linear 0.2s;

  &[data-open='true'] {
    transform: none;
    visibility: visible;
    transition: transform 0.2s ease;
  }

  ${({ theme }) => theme.media.md} {
    top: ${({ theme }) => theme.layout.topBarHeight};
    z-index: 10;
    width: ${({ theme }) => theme.layout.sideMenuWidthMd};
    box-shadow: none;
    transform: none;
    visibility: visible;
    transition: none;
  }
  ${({ theme }) => theme.media.lg} {
    width: ${({ theme }) => theme.layout.sideMenuWidthLg};
  }
`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 45;
  background: ${({ theme }) => theme.colors.overlay};

  ${({ theme }) => theme.media.md} {
    display: none;
  }
`;

const CloseButton = styled.button`
  align-self: flex-end;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: none;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: inherit;
  cursor: pointer;

  ${({ theme }) => theme.media.md} {
    display: none;
  }
`;

const Profile = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md} 0;
  text-align: center;

  img {
    width: 88px;
    height: 88px;
    border-radius: 50%;
    object-fit: cover;
    border: 2px solid ${({ theme }) => theme.colors.border};
  }
`;

const Name = styled.p`
  margin: 0;
  font-weight: 700;
  overflow-wrap: anywhere;
`;

const Entries = styled.ul`
  flex: 1;
  list-style: none;
  margin: ${({ theme }) => theme.space.md} 0;
  padding: 0;

  a {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
    padding: 12px ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    font-weight: 500;
  }
  a:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
    box-shadow: inset 4px 0 0 ${({ theme }) => theme.colors.primary};
  }
`;

export interface SideMenuProps {
  entries: readonly MenuEntry[];
  /** The signed-in user; the name reads 'Loading...' until it is known. */
  user: Pick<SessionUser, 'firstName' | 'lastName' | 'image'> | null | undefined;
  onLogout: () => void;
  /** The drawer's state on small screens (wide screens always show the menu). */
  open: boolean;
  onClose: () => void;
  /** Where focus goes when the drawer closes (the button that opened it). */
  returnFocusRef?: RefObject<HTMLElement | null>;
  id?: string;
}

function fullName(user: SideMenuProps['user']): string | null {
  if (!user) return null;
  const name = `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim();
  return name || null;
}

/** The area menu: photo, full name, entries and Logout (spec §2 "Navigation menus"). */
/** The entry for this path: the one with the longest section the path is in or below. */
export function currentEntry(
  entries: readonly MenuEntry[],
  pathname: string,
): MenuEntry | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  let best: MenuEntry | undefined;
  let bestLength = -1;
  for (const entry of entries) {
    for (const section of entry.sections ?? [entry.to]) {
      const base = section.replace(/\/+$/, '');
      const inside = path === base || path.startsWith(`${base}/`);
      if (inside && base.length > bestLength) {
        best = entry;
        bestLength = base.length;
      }
    }
  }
  return best;
}

export function SideMenu({
  entries,
  user,
  onLogout,
  open,
  onClose,
  returnFocusRef,
  id,
}: SideMenuProps) {
  const navRef = useRef<HTMLElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(open);
  const photo = useAvatar(user?.image);
  const current = currentEntry(entries, useLocation().pathname);

  useEffect(() => {
    if (open && !wasOpen.current) closeRef.current?.focus();
    if (!open && wasOpen.current) {
      const active = document.activeElement;
      const focusWasInside =
        !active || active === document.body || navRef.current?.contains(active);
      if (focusWasInside) returnFocusRef?.current?.focus();
    }
    wasOpen.current = open;
  }, [open, returnFocusRef]);

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, onClose]);

  const name = fullName(user);
  return (
    <>
      {open ? <Backdrop aria-hidden="true" onClick={onClose} data-testid="menu-backdrop" /> : null}
      <Nav ref={navRef} id={id} aria-label="Main menu" data-open={open}>
        <CloseButton ref={closeRef} type="button" aria-label="Close menu" onClick={onClose}>
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              d="M6 6l12 12M18 6L6 18"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </CloseButton>
        <Profile>
          <img src={photo} alt="Profile photo" width={88} height={88} />
          <Name>{name ?? 'Loading...'}</Name>
        </Profile>
        <Entries>
          {entries.map((entry) => (
            <li key={entry.to}>
              <Link
                to={entry.to}
                onClick={onClose}
                aria-current={entry === current ? 'page' : undefined}
              >
                {entry.label}
                {entry.badge && entry.badge.count > 0 ? (
                  <>
                    <CountBadge aria-hidden="true">{badgeText(entry.badge.count)}</CountBadge>
                    <VisuallyHidden>{` (${entry.badge.label})`}</VisuallyHidden>
                  </>
                ) : null}
              </Link>
            </li>
          ))}
        </Entries>
        <Button variant="secondary" block onClick={onLogout}>
          Logout
        </Button>
      </Nav>
    </>
  );
}
