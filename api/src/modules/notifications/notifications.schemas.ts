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

/** The kinds of record a notification can be about (the apps link to each). */
export const SUBJECT_TYPES = [
  'appointment',
  'foodPlan',
  'sportsPlan',
  'healthComplaint',
  'doctor',
  'patient',
  'care',
  'emergencyAccess',
  'visitSummary',
] as const;
export const SubjectType = Type.Enum([...SUBJECT_TYPES]);
export type SubjectType = Static<typeof SubjectType>;

/** The record a notification is about; its reader may no longer reach it. */
export const NotificationSubject = Type.Object({ type: SubjectType, id: Id });
export type NotificationSubject = Static<typeof NotificationSubject>;

export const Notification = Type.Object({
  _id: Id,
  message: Type.String(),
  /** What it is about: appointment, plan, care, message, reminder or general. */
  kind: NotificationKind,
  /** The record it is about (the apps link to it), or null. */
  about: Type.Union([NotificationSubject, Type.Null()]),
  read: Type.Boolean(),
  readAt: Type.Union([DateTime, Type.Null()]),
  /** Present (true) when a later change made it out of date; it then counts as read. */
  superseded: Type.Optional(Type.Boolean()),
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
