import Type, { type Static } from 'typebox';
import { DateTime, Id } from '../common/common.schemas.js';

export const NOTIFICATION_KINDS = [
  'appointment',
  'plan',
  'care',
  'message',
  'reminder',
  'general',
] as const;
export const NotificationKind = Type.Enum([...NOTIFICATION_KINDS]);
export type NotificationKind = Static<typeof NotificationKind>;

export const Notification = Type.Object({
  _id: Id,
  message: Type.String(),
  /** What it is about: appointment, plan, care, message, reminder or general. */
  kind: NotificationKind,
  read: Type.Boolean(),
  readAt: Type.Union([DateTime, Type.Null()]),
  createdAt: DateTime,
});
export type Notification = Static<typeof Notification>;

export const NotificationList = Type.Array(Notification);
export type NotificationList = Static<typeof NotificationList>;

export const UnreadCount = Type.Object({ count: Type.Integer({ minimum: 0 }) });
export type UnreadCount = Static<typeof UnreadCount>;

/** Whether an email copy is sent, by kind; a kind left out means yes. */
export const EmailCopies = Type.Object(
  {
    appointment: Type.Optional(Type.Boolean()),
    plan: Type.Optional(Type.Boolean()),
    care: Type.Optional(Type.Boolean()),
    message: Type.Optional(Type.Boolean()),
    reminder: Type.Optional(Type.Boolean()),
    general: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type EmailCopies = Static<typeof EmailCopies>;

export const NotificationPreferences = Type.Object({ emailCopies: EmailCopies });
export type NotificationPreferences = Static<typeof NotificationPreferences>;
