// @careconnect/shared-ui/screens: the Notifications, Settings and Update Password screens shared
// by the patient, doctor and admin areas. Uses formik and yup, so it is its own entry (never
// imported by the main one). Code here imports the kit by package name: one shared copy.
export { NotificationsScreen, NOTIFICATIONS_TEXT } from './notifications/notifications-screen';
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
export { SettingsScreen } from './settings/settings-screen';
export type { SettingsScreenProps } from './settings/settings-screen';
export { EmailCopiesCard, EMAIL_COPY_KINDS, EMAIL_COPY_TEXT } from './settings/email-copies-card';
export type { EmailCopyKind, EmailCopies } from './settings/api/email-copies';
export { SignedInDevicesCard, DEVICES_TEXT } from './settings/signed-in-devices-card';
export type { SignedInDevicesCardProps } from './settings/signed-in-devices-card';
export type { SignedInDevice } from './settings/api/signed-in-devices';
export { UpdatePasswordScreen } from './update-password/update-password-screen';
export {
  updatePasswordSchema,
  UPDATE_PASSWORD_MESSAGES,
} from './update-password/update-password-schema';
export type {
  UserNotification,
  NotificationKind,
  ProfileUpdate,
  ProfileResponse,
  ImageResponse,
  PasswordUpdate,
} from './types';
export { ChatsScreen } from './chats/chats-screen';
export type { ChatsScreenProps } from './chats/chats-screen';
export { CHATS_TEXT } from './chats/chats-text';
export {
  startConversation,
  useStartConversation,
  START_FAILED,
} from './chats/api/start-conversation';
export { MESSAGE_MAX_LENGTH } from './chats/api/send-message';
