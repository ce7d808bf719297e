import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  errorMessage,
  formatDateTime,
  notify,
  Pagination,
  Spinner,
  Stack,
  useSession,
  useUnreadNotifications,
  VisuallyHidden,
} from '@careconnect/shared-ui';
import type { UserNotification } from '../types';
import { NOTIFICATIONS_PAGE_SIZE, useNotifications } from './api/get-notifications';
import { DELETE_NOTIFICATION_FAILED, useDeleteNotification } from './api/use-delete-notification';
import { notificationLink, type NotificationLinks } from './notification-link';
import {
  MARK_ALL_READ_FAILED,
  MARK_READ_FAILED,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
} from './api/mark-read';

/** Spec §2 Notifications and §8: the texts of the Notifications screen. */
export const NOTIFICATIONS_TEXT = {
  title: 'Notifications',
  empty: 'No notifications to show.',
  loadError: 'Failed to load notifications. Please try again.',
  notSignedIn: 'Error: User not authenticated',
  confirmDelete: 'Are you sure you want to delete this notification?',
  deleteLabel: 'Delete notification',
  markRead: 'Mark as read',
  markAllRead: 'Mark all as read',
  unread: 'Unread: ',
  allRead: 'All notifications are marked as read.',
  superseded: 'Out of date: a later change replaced it.',
} as const;

/** Unread: no read time and not flagged read. */
export function isUnread(notification: UserNotification): boolean {
  return !notification.read && !notification.readAt;
}

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  transition: opacity 0.15s;

  /* The page being left, while the next one loads. */
  &[aria-busy='true'] {
    opacity: 0.6;
  }
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  padding: 12px ${({ theme }) => theme.space.md};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  &:last-child {
    border-bottom: none;
  }

  /* Unread: a bar in the primary colour, a tinted background, the message in bold. */
  &[data-unread='true'] {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    box-shadow: inset 4px 0 0 ${({ theme }) => theme.colors.primary};
  }
  &[data-unread='true'] p {
    font-weight: 700;
  }
`;

const Toolbar = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: -${({ theme }) => theme.space.sm};
`;

const RowActions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin-left: auto;
`;

// At least 200px for the words: on a phone an unread row's buttons go below them.
const Text = styled.div`
  flex: 1 1 200px;
  min-width: 0;
  overflow-wrap: anywhere;

  p {
    margin: 0;
  }
  /* The message itself is the link to what it is about. */
  /* One box (not a run of inline pieces around the hidden 'Unread: '), the whole message. */
  p a {
    position: relative;
    display: inline-block;
    color: inherit;
    text-decoration: underline;
    text-decoration-color: ${({ theme }) => theme.colors.primary};
    text-decoration-thickness: 2px;
    text-underline-offset: 3px;
  }
  p a:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
  time {
    display: block;
    margin-top: ${({ theme }) => theme.space.xs};
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.mutedText};
  }
  /* A moved appointment's earlier time, a doctor's settled approval: kept, marked as past. */
  p[data-superseded] {
    font-size: 0.875rem;
    font-style: italic;
    color: ${({ theme }) => theme.colors.mutedText};
  }
`;

const TrashButton = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: none;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.danger};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

function TrashIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The page's title (its one h1), made focusable and focused. */
function focusPageTitle(from: Element | null): void {
  const title = from?.ownerDocument.querySelector('h1');
  if (!title) return;
  title.tabIndex = -1;
  title.focus();
}

export interface NotificationListProps {
  /** Where each subject opens in the reader's area; a notification without one is plain text. */
  links?: NotificationLinks;
}

/**
 * Spec §2: the signed-in user's notifications, 8 a page with Previous/Next, each deletable
 * after a confirmation, with 'Mark all as read' above them. The screen's title is the area's.
 */
export function NotificationList({ links }: NotificationListProps) {
  const userId = useSession((state) => state.userId);
  const [page, setPage] = useState(1);
  const [toDelete, setToDelete] = useState<UserNotification | null>(null);
  const [deleted, setDeleted] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const notifications = useNotifications(userId, page);
  const deletion = useDeleteNotification(userId);
  const markRead = useMarkNotificationRead(userId);
  const markAllRead = useMarkAllNotificationsRead(userId);
  const unread = useUnreadNotifications(Boolean(userId));

  const total = notifications.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / NOTIFICATIONS_PAGE_SIZE));
  const rows = notifications.data?.data ?? [];

  // Deleting the last row of the last page: show the page before it (adjusted while rendering,
  // React's pattern for state that follows data).
  if (notifications.data && !notifications.isPlaceholderData && page > pageCount) {
    setPage(pageCount);
  }

  // The deleted row and its button are gone: once the dialog has closed (and stopped keeping
  // focus inside), keyboard users continue from the screen's title.
  useEffect(() => {
    if (deleted > 0) focusPageTitle(rootRef.current);
  }, [deleted]);

  const confirmDelete = () => {
    if (!toDelete) return;
    deletion.mutate(toDelete._id, {
      onSuccess: () => {
        setToDelete(null);
        setDeleted((count) => count + 1);
      },
      onError: (error) => {
        setToDelete(null);
        notify.error(errorMessage(error, DELETE_NOTIFICATION_FAILED));
      },
    });
  };

  const readOne = (id: string) =>
    markRead.mutate(id, {
      onError: (error) => notify.error(errorMessage(error, MARK_READ_FAILED)),
    });
  const readAll = () =>
    markAllRead.mutate(undefined, {
      onSuccess: () => notify.success(NOTIFICATIONS_TEXT.allRead),
      onError: (error) => notify.error(errorMessage(error, MARK_ALL_READ_FAILED)),
    });
  const anyUnread = (unread.data ?? 0) > 0 || rows.some(isUnread);

  let content;
  if (!userId) content = <ErrorState message={NOTIFICATIONS_TEXT.notSignedIn} />;
  else if (notifications.isPending) content = <Spinner label="Loading notifications" />;
  else if (notifications.isError)
    content = (
      <ErrorState
        message={NOTIFICATIONS_TEXT.loadError}
        onRetry={() => void notifications.refetch()}
      />
    );
  else if (rows.length === 0) content = <EmptyState message={NOTIFICATIONS_TEXT.empty} />;
  else
    content = (
      <>
        <List aria-label={NOTIFICATIONS_TEXT.title} aria-busy={notifications.isPlaceholderData}>
          {rows.map((notification) => {
            const fresh = isUnread(notification);
            const to = notificationLink(links, notification.about);
            const message = (
              <>
                {fresh ? <VisuallyHidden>{NOTIFICATIONS_TEXT.unread}</VisuallyHidden> : null}
                {notification.message}
              </>
            );
            return (
              <Row key={notification._id} data-unread={fresh}>
                <Text>
                  <p>
                    {to ? (
                      // Opening it reads it (the mutation finishes after the screen has gone).
                      <Link to={to} onClick={() => (fresh ? readOne(notification._id) : undefined)}>
                        {message}
                      </Link>
                    ) : (
                      message
                    )}
                  </p>
                  <time dateTime={notification.createdAt}>
                    {formatDateTime(notification.createdAt)}
                  </time>
                  {notification.superseded ? (
                    <p data-superseded="">{NOTIFICATIONS_TEXT.superseded}</p>
                  ) : null}
                </Text>
                <RowActions>
                  {fresh ? (
                    <Button
                      variant="link"
                      onClick={() => readOne(notification._id)}
                      disabled={markRead.isPending && markRead.variables === notification._id}
                    >
                      {NOTIFICATIONS_TEXT.markRead}
                    </Button>
                  ) : null}
                  <TrashButton
                    type="button"
                    aria-label={NOTIFICATIONS_TEXT.deleteLabel}
                    title={NOTIFICATIONS_TEXT.deleteLabel}
                    onClick={() => setToDelete(notification)}
                  >
                    <TrashIcon />
                  </TrashButton>
                </RowActions>
              </Row>
            );
          })}
        </List>
        <Pagination
          label="Notifications pages"
          page={page}
          pageCount={pageCount}
          onPageChange={setPage}
          disabled={notifications.isPlaceholderData}
        />
      </>
    );

  return (
    <Stack ref={rootRef}>
      {rows.length > 0 ? (
        <Toolbar>
          <Button
            variant="secondary"
            onClick={readAll}
            disabled={!anyUnread}
            loading={markAllRead.isPending}
          >
            {NOTIFICATIONS_TEXT.markAllRead}
          </Button>
        </Toolbar>
      ) : null}
      {content}
      <ConfirmDialog
        open={toDelete !== null}
        message={NOTIFICATIONS_TEXT.confirmDelete}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
        busy={deletion.isPending}
      />
    </Stack>
  );
}
