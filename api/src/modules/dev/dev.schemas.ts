import Type, { type Static } from 'typebox';
import { DateTime, Id } from '../common/common.schemas.js';

export const OutboxQuery = Type.Object({
  to: Type.String({
    minLength: 3,
    maxLength: 254,
    description: 'The address whose emails to read (required: the outbox never lists everyone).',
    errorMessage: {
      required: 'Name the address whose emails to read: /api/dev/outbox?to=EMAIL.',
      invalid: 'Name the address whose emails to read: /api/dev/outbox?to=EMAIL.',
    },
  }),
});
export type OutboxQuery = Static<typeof OutboxQuery>;

export const OutboxMessage = Type.Object({
  _id: Id,
  to: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  /** The iCalendar invitation that went with the email (text/calendar), when there was one. */
  calendar: Type.Optional(Type.String()),
  createdAt: DateTime,
});
export type OutboxMessage = Static<typeof OutboxMessage>;
