// @careconnect/shared-ui/messages: the parts of the Notifications and Chats screens each area
// composes (the notification list; the conversation list, thread and composer), with their calls
// and texts. No screen and no route: an area decides where each part goes. Its own entry, never
// imported by the main one. Code here imports the kit by package name: one shared copy.
export { NotificationList, NOTIFICATIONS_TEXT, isUnread } from './notifications/notification-list';
export { notificationLink } from './notifications/notification-link';
export type { NotificationLinks } from './notifications/notification-link';
export type { NotificationListProps } from './notifications/notification-list';
export {
  getNotifications,
  useNotifications,
  notificationsKey,
  NOTIFICATIONS_PAGE_SIZE,
} from './notifications/api/get-notifications';
export {
  deleteNotification,
  useDeleteNotification,
} from './notifications/api/use-delete-notification';
export type { UserNotification, NotificationKind } from './types';
export { ChatPanels, ConversationListPanel, ConversationThreadPanel } from './chats/conversations';
export type {
  ChatPanelsProps,
  ConversationListPanelProps,
  ConversationThreadPanelProps,
} from './chats/conversations';
export { CHATS_TEXT } from './chats/chats-text';
export {
  startConversation,
  useStartConversation,
  START_FAILED,
} from './chats/api/start-conversation';
export { MESSAGE_MAX_LENGTH } from './chats/api/send-message';
