import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { unreadLabel } from '../../live/get-unread';

/** The number on a bell or a menu entry ('99+' above 99); hidden from screen readers. */
export const CountBadge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 20px;
  height: 20px;
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.onDanger};
  font-size: 0.75rem;
  font-weight: 700;
  line-height: 1;
`;

export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

const IconLink = styled(Link)`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }

  ${CountBadge} {
    position: absolute;
    top: 2px;
    right: 0;
  }
`;

function BellIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4l2-2zM10 20a2 2 0 0 0 4 0"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function ChatIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M4 5h16v11H9l-5 4V5z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export interface UnreadLinkProps {
  to: string;
  /** Unknown (still loading or failed) shows no number. */
  count: number | undefined;
}

/** The top bar's bell: 'Notifications', or '3 unread notifications' with the number shown. */
export function NotificationBell({ to, count }: UnreadLinkProps) {
  const label = count ? unreadLabel(count, 'notification') : 'Notifications';
  return (
    <IconLink to={to} aria-label={label} title={label}>
      <BellIcon />
      {count ? <CountBadge aria-hidden="true">{badgeText(count)}</CountBadge> : null}
    </IconLink>
  );
}

/** The top bar's chat icon: 'Chats', or '2 unread messages' with the number shown. */
export function ChatsShortcut({ to, count }: UnreadLinkProps) {
  const label = count ? unreadLabel(count, 'message') : 'Chats';
  return (
    <IconLink to={to} aria-label={label} title={label}>
      <ChatIcon />
      {count ? <CountBadge aria-hidden="true">{badgeText(count)}</CountBadge> : null}
    </IconLink>
  );
}
