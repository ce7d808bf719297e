// Query keys of the conversations and of the unread counts. Everything about chats starts with
// 'chats'; the unread notifications sit under 'notifications', so refreshing the notifications
// refreshes the bell too.
export const chatKeys = {
  all: ['chats'] as const,
  list: ['chats', 'list'] as const,
  unread: ['chats', 'unread'] as const,
  messages: (conversationId: string) => ['chats', 'messages', conversationId] as const,
};

export const unreadNotificationsKey = ['notifications', 'unread'] as const;
