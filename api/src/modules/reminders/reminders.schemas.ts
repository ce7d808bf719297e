import Type, { type Static } from 'typebox';
import { DateTime, Id } from '../common/common.schemas.js';

export const FailedReminder = Type.Object({
  /** The failed job's id in the queue. */
  _id: Type.String(),
  /** 24 hours or 2 hours before the start. */
  kind: Type.Union([Type.Literal('24h'), Type.Literal('2h')]),
  /** The start the reminder was for. */
  start: DateTime,
  /** When the last try failed. */
  failedAt: DateTime,
  /** Tries in all: the first and the retries. */
  attempts: Type.Integer(),
  /** What the mail server or the mailer answered. */
  error: Type.String(),
  /** The appointment as it is now; null when it was deleted since. */
  appointment: Type.Union([
    Type.Object({
      _id: Id,
      date: Type.String(),
      timeSlot: Type.String(),
      status: Type.String(),
      patientName: Type.String(),
      doctorName: Type.String(),
    }),
    Type.Null(),
  ]),
});
export type FailedReminder = Static<typeof FailedReminder>;

export const FailedReminderList = Type.Array(FailedReminder);
