// Query keys of the conversations and of the unread counts. Everything about chats starts with
// 'chats'; the unread notifications sit under 'notifications', so refreshing the notifications
// refreshes the bell too.
import { queryRoots } from '../api/query-keys';

export const chatKeys = {
  all: queryRoots.chats,
  list: [...queryRoots.chats, 'list'] as const,
  unread: [...queryRoots.chats, 'unread'] as const,
  messages: (conversationId: string) => [...queryRoots.chats, 'messages', conversationId] as const,
};

export const unreadNotificationsKey = [...queryRoots.notifications, 'unread'] as const;
