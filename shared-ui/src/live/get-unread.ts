import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@careconnect/shared-ui/core';
import { chatKeys, unreadNotificationsKey } from './chat-keys';
import type { UnreadCount } from './chat-types';

async function count(path: string, signal?: AbortSignal): Promise<number> {
  const { count: value } = await apiRequest<UnreadCount>(path, { signal });
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/** GET /api/notify/unread: the bell's number. */
export function useUnreadNotifications(enabled = true) {
  return useQuery({
    queryKey: unreadNotificationsKey,
    queryFn: ({ signal }) => count('/api/notify/unread', signal),
    enabled,
  });
}

/** GET /api/chats/unread: messages from the other side not read yet. */
export function useUnreadMessages(enabled = true) {
  return useQuery({
    queryKey: chatKeys.unread,
    queryFn: ({ signal }) => count('/api/chats/unread', signal),
    enabled,
  });
}

/** '3 unread notifications', '1 unread message'. */
export function unreadLabel(value: number, noun: 'notification' | 'message'): string {
  return `${value} unread ${noun}${value === 1 ? '' : 's'}`;
}
