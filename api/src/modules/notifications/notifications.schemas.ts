import Type, { type Static } from 'typebox';
import { DateTime, Id } from '../common/common.schemas.js';

export const Notification = Type.Object({
  _id: Id,
  message: Type.String(),
  read: Type.Boolean(),
  createdAt: DateTime,
});
export type Notification = Static<typeof Notification>;

export const NotificationList = Type.Array(Notification);
export type NotificationList = Static<typeof NotificationList>;
