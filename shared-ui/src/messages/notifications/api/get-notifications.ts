import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequestWithTotal, isApiError, type ApiListResult } from '@careconnect/shared-ui';
import type { UserNotification } from '../../types';

/** Spec §9: notifications page size. */
export const NOTIFICATIONS_PAGE_SIZE = 8;

export type NotificationsPage = ApiListResult<UserNotification[]>;

/** Every page of a user's notifications (invalidate this after a change). */
export const notificationsKey = (userId: string | null) => ['notifications', userId] as const;

/** GET /api/notify/get/{userId}?page&limit, newest first; the total in X-Total-Count. */
export async function getNotifications(
  userId: string,
  page: number,
  signal?: AbortSignal,
): Promise<NotificationsPage> {
  try {
    const { data, total } = await apiRequestWithTotal<
      UserNotification[] | { notifications?: UserNotification[] }
    >(`/api/notify/get/${encodeURIComponent(userId)}`, {
      query: { page, limit: NOTIFICATIONS_PAGE_SIZE },
      signal,
    });
    const rows = Array.isArray(data) ? data : (data?.notifications ?? []);
    return { data: rows, total };
  } catch (error) {
    // Spec §8: a 404 means the user has no notifications.
    if (isApiError(error) && error.status === 404) return { data: [], total: 0 };
    throw error;
  }
}

export function useNotifications(userId: string | null, page: number) {
  return useQuery({
    queryKey: [...notificationsKey(userId), { page, limit: NOTIFICATIONS_PAGE_SIZE }],
    enabled: Boolean(userId),
    queryFn: ({ signal }) => getNotifications(userId as string, page, signal),
    // The page being left stays on screen (buttons disabled) until the next one arrives.
    placeholderData: keepPreviousData,
  });
}
