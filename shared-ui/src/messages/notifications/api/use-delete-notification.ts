import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, isApiError, unreadNotificationsKey } from '@careconnect/shared-ui';
import { notificationsKey, type NotificationsPage } from './get-notifications';

export const DELETE_NOTIFICATION_FAILED = 'Failed to delete notification.';

/** DELETE /api/notify/{id}. One already gone (404) counts as deleted. */
export async function deleteNotification(id: string): Promise<void> {
  try {
    await apiRequest(`/api/notify/${encodeURIComponent(id)}`, {
      method: 'DELETE',
      fallbackMessage: DELETE_NOTIFICATION_FAILED,
    });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return;
    throw error;
  }
}

/** Deletes a notification, removes its row at once, then refetches the pages. */
export function useDeleteNotification(userId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNotification,
    onSuccess: (_result, id) => {
      queryClient.setQueriesData<NotificationsPage>(
        { queryKey: notificationsKey(userId) },
        (page) =>
          page && {
            data: page.data.filter((notification) => notification._id !== id),
            total: Math.max(0, page.total - 1),
          },
      );
      void queryClient.invalidateQueries({ queryKey: notificationsKey(userId) });
      void queryClient.invalidateQueries({ queryKey: unreadNotificationsKey });
    },
  });
}
