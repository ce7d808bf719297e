// Response shapes of the calls these parts make, from the API's own contracts
// (api/src/modules/notifications), so a change on the server fails the type check here.
import type {
  Notification,
  NotificationKind as ApiNotificationKind,
} from '@careconnect/api/contracts';

/** What a notification is about; each kind can be copied by email or not. */
export type NotificationKind = ApiNotificationKind;

/**
 * GET /api/notify/get/{userId}: one notification (spec §3 "Notification"), with its kind and
 * when it was read (null: unread).
 */
export type UserNotification = Notification;
