import { useCallback, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { signOut } from '@careconnect/shared-ui/core';
import { useCurrentUser } from '@careconnect/shared-ui/query';
import { useSession } from '@careconnect/shared-ui/core';
import { noteSignedOut } from '@careconnect/shared-ui/core';
import { useIdleLogoff } from '@careconnect/shared-ui/core';
import { unreadLabel, useUnreadMessages, useUnreadNotifications } from '../../live/get-unread';
import { useLiveEvents, type UseLiveEventsOptions } from '../../live/use-live-events';
import { ChatsShortcut, NotificationBell } from '../unread-badge/unread-badge';
import { useAfterScreenData } from './after-screen-data';
import { notify } from '@careconnect/shared-ui/core';
import { ToastHost } from '@careconnect/shared-ui/core';
import { InsideMainContext } from '@careconnect/shared-ui/core';
import { SideMenu, type MenuEntry } from '../side-menu/side-menu';
import { TopBar } from '../top-bar/top-bar';
import { visuallyHidden } from '../visually-hidden/visually-hidden';

const SkipLink = styled.a`
  ${visuallyHidden}
  &:focus {
    position: fixed !important;
    top: 8px;
    left: 8px;
    z-index: 100;
    width: auto;
    height: auto;
    margin: 0;
    padding: 8px 16px;
    clip: auto;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const MenuButton = styled.button`
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

const Main = styled.main`
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  outline: none;

  ${({ theme }) => theme.media.md} {
    margin-left: ${({ theme }) => theme.layout.sideMenuWidthMd};
    padding: ${({ theme }) => theme.space.lg};
  }
  ${({ theme }) => theme.media.lg} {
    margin-left: ${({ theme }) => theme.layout.sideMenuWidthLg};
  }
`;

export interface AreaLayoutProps {
  /** The area's name in the top bar (e.g. 'Patient'). */
  title: string;
  /** The side menu's entries (Logout is added by the layout). */
  menu: readonly MenuEntry[];
  /** Runs before the session is cleared (area-specific clean-up). */
  onLogout?: () => void;
  /** The area's notifications screen: the top bar's bell leads there. */
  notificationsPath?: string;
  /** The area's chats screen (patients and doctors): a chat icon and the menu entry's count. */
  chatsPath?: string;
  /** Live updates' options (tests hand in a fake event source). */
  live?: UseLiveEventsOptions;
  /** Content; by default the matched child route. */
  children?: ReactNode;
}

/** A guarded area's frame: top bar, side menu, the route's content, toasts at top-right. */
export function AreaLayout({
  title,
  menu,
  onLogout,
  notificationsPath,
  chatsPath,
  live,
  children,
}: AreaLayoutProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const openButtonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const navigate = useNavigate();
  const user = useSession((state) => state.user);
  // The screen's own requests go first: the fresh copy of the user (the menu shows the stored
  // one meanwhile) and the unread counts are asked for once its data is in. The event stream
  // opens at once, so nothing that happens meanwhile is missed.
  const afterScreen = useAfterScreenData();
  useCurrentUser(afterScreen);
  useIdleLogoff();
  useLiveEvents(live);
  const signedIn = Boolean(useSession((state) => state.token));
  const unreadNotifications = useUnreadNotifications(
    signedIn && afterScreen && Boolean(notificationsPath),
  );
  const unreadMessages = useUnreadMessages(signedIn && afterScreen && Boolean(chatsPath));
  const messageCount = unreadMessages.data;

  const entries = useMemo(
    () =>
      menu.map((entry) =>
        chatsPath && entry.to === chatsPath && messageCount
          ? {
              ...entry,
              badge: { count: messageCount, label: unreadLabel(messageCount, 'message') },
            }
          : entry,
      ),
    [menu, chatsPath, messageCount],
  );

  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const logout = () => {
    onLogout?.();
    // The area's toasts end with it: they would otherwise move on to the sign-in page.
    notify.dismiss();
    signOut();
    noteSignedOut();
    navigate('/login', { replace: true });
  };

  return (
    <InsideMainContext.Provider value>
      {/* On a phone the open menu is modal: everything else is inert until it closes. */}
      <SkipLink href="#main-content" inert={menuOpen}>
        Skip to content
      </SkipLink>
      <TopBar
        title={title}
        inert={menuOpen}
        actions={
          <>
            {chatsPath ? <ChatsShortcut to={chatsPath} count={messageCount} /> : null}
            {notificationsPath ? (
              <NotificationBell to={notificationsPath} count={unreadNotifications.data} />
            ) : null}
          </>
        }
        menuButton={
          <MenuButton
            ref={openButtonRef}
            type="button"
            aria-label="Open menu"
            aria-controls={menuId}
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
          >
            <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                d="M4 6h16M4 12h16M4 18h16"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </MenuButton>
        }
      />
      <SideMenu
        id={menuId}
        entries={entries}
        user={user}
        onLogout={logout}
        open={menuOpen}
        onClose={closeMenu}
        returnFocusRef={openButtonRef}
      />
      <Main id="main-content" tabIndex={-1} inert={menuOpen}>
        {children ?? <Outlet />}
      </Main>
      <ToastHost position="top-right" />
    </InsideMainContext.Provider>
  );
}
