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

export const ClockBody = Type.Object(
  {
    now: Type.String({
      format: 'date-time',
      description: "The app's new time (ISO 8601 with an offset or Z).",
      errorMessage: {
        required: 'Give the time as now, e.g. 2026-11-25T09:00:00Z.',
        invalid: 'Give the time as now, e.g. 2026-11-25T09:00:00Z.',
      },
    }),
  },
  { additionalProperties: false },
);
export type ClockBody = Static<typeof ClockBody>;

export const ClockAnswer = Type.Object({
  now: DateTime,
  /** How far the app's clock is ahead of the real one (negative: behind), in milliseconds. */
  offsetMs: Type.Number(),
});
export type ClockAnswer = Static<typeof ClockAnswer>;
