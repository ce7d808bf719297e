import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, unreadNotificationsKey } from '@careconnect/shared-ui';
import { notificationsKey, type NotificationsPage } from './get-notifications';

export const MARK_READ_FAILED = 'Failed to mark the notification as read.';
export const MARK_ALL_READ_FAILED = 'Failed to mark your notifications as read.';

/** PATCH /api/notify/{id}/read */
export function markNotificationRead(id: string): Promise<unknown> {
  return apiRequest(`/api/notify/${encodeURIComponent(id)}/read`, {
    method: 'PATCH',
    fallbackMessage: MARK_READ_FAILED,
  });
}

/** PATCH /api/notify/read/{userId}: every notification of the user. */
export function markAllNotificationsRead(userId: string): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(`/api/notify/read/${encodeURIComponent(userId)}`, {
    method: 'PATCH',
    fallbackMessage: MARK_ALL_READ_FAILED,
  });
}

function useRefresh(userId: string | null) {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: notificationsKey(userId) });
    void client.invalidateQueries({ queryKey: unreadNotificationsKey });
  };
}

/** Marks one read: the row changes at once, then the pages and the bell are fetched again. */
export function useMarkNotificationRead(userId: string | null) {
  const client = useQueryClient();
  const refresh = useRefresh(userId);
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: (_result, id) => {
      const now = new Date().toISOString();
      client.setQueriesData<NotificationsPage>(
        { queryKey: notificationsKey(userId) },
        (page) =>
          page && {
            ...page,
            data: page.data.map((notification) =>
              notification._id === id
                ? { ...notification, read: true, readAt: notification.readAt ?? now }
                : notification,
            ),
          },
      );
      refresh();
    },
  });
}

export function useMarkAllNotificationsRead(userId: string | null) {
  const refresh = useRefresh(userId);
  return useMutation({
    mutationFn: () => markAllNotificationsRead(userId ?? ''),
    onSuccess: refresh,
  });
}
