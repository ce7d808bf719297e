// A doctor's private calendar feed as the API shows it. Types only: part of the contracts.
import Type, { type Static } from 'typebox';
import { DateTime } from '../common/common.schemas.js';

/** Whether the doctor has a live feed link (the link itself is shown once, when it is made). */
export const CalendarFeedStatus = Type.Object({
  active: Type.Boolean(),
  /** When the live link was made; null when there is none, or when the server does not keep it. */
  createdAt: Type.Union([DateTime, Type.Null()]),
});
export type CalendarFeedStatus = Static<typeof CalendarFeedStatus>;

/** The new feed link: its secret is in the URL and is never shown again. */
export const CalendarFeedLink = Type.Object({
  url: Type.String({ format: 'uri' }),
});
export type CalendarFeedLink = Static<typeof CalendarFeedLink>;

export const CalendarFeedParams = Type.Object({
  // Checked by the handler, so that a malformed secret answers the same 404 as an unknown one.
  secret: Type.String({ maxLength: 200 }),
});
export type CalendarFeedParams = Static<typeof CalendarFeedParams>;
