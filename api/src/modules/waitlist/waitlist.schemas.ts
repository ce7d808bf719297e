// Earlier-time offers: what a patient waits for, the times offered to them, and the figures.
import Type, { type Static } from 'typebox';
import { CalendarDate, DateTime, Id } from '../common/common.schemas.js';

const Clock = Type.String({
  pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$|^24:00$',
  errorMessage: 'Times must look like 08:00',
});

export const JoinWaitlistBody = Type.Object(
  {
    doctor: Type.Optional(Id),
    specialization: Type.Optional(Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' })),
    /** The patient's upcoming appointment that an offer would bring forward. */
    appointment: Type.Optional(Id),
    /** ISO weekdays that suit them: 1 Monday … 7 Sunday. */
    weekDays: Type.Array(Type.Integer({ minimum: 1, maximum: 7 }), {
      minItems: 1,
      maxItems: 7,
      uniqueItems: true,
      errorMessage: 'Choose at least one day',
    }),
    /** The times of day that suit them, in the doctor's time zone. */
    from: Clock,
    to: Clock,
    /** Offers stop after this date (none: until they leave). */
    until: Type.Optional(Type.Union([CalendarDate, Type.Null()])),
  },
  { additionalProperties: false },
);
export type JoinWaitlistBody = Static<typeof JoinWaitlistBody>;

const DoctorName = Type.Object({
  _id: Id,
  name: Type.String(),
  specialization: Type.String(),
});

export const WaitlistEntry = Type.Object({
  _id: Id,
  /** The doctor they wait for; null when they wait for a specialization. */
  doctor: Type.Union([DoctorName, Type.Null()]),
  specialization: Type.String(),
  appointment: Type.Union([
    Type.Object({
      _id: Id,
      date: Type.String(),
      timeSlot: Type.String(),
      start: Type.Union([DateTime, Type.Null()]),
    }),
    Type.Null(),
  ]),
  weekDays: Type.Array(Type.Integer()),
  from: Type.String(),
  to: Type.String(),
  until: Type.Union([Type.String(), Type.Null()]),
  status: Type.Enum(['waiting', 'booked', 'left', 'ended']),
  joinedAt: DateTime,
});
export type WaitlistEntry = Static<typeof WaitlistEntry>;
export const WaitlistEntryList = Type.Array(WaitlistEntry);

export const OfferStatus = Type.Enum(['open', 'accepted', 'declined', 'expired', 'taken']);

export const WaitlistOffer = Type.Object({
  _id: Id,
  status: OfferStatus,
  doctor: DoctorName,
  start: DateTime,
  end: DateTime,
  /** How the time is shown: its date and label in the doctor's zone. */
  date: Type.String(),
  timeSlot: Type.String(),
  timeZone: Type.String(),
  sentAt: DateTime,
  /** The answer must come before this (never after the slot's minimum notice). */
  expiresAt: DateTime,
  answeredAt: Type.Union([DateTime, Type.Null()]),
  /** The appointment booked by accepting it. */
  appointmentId: Type.Union([Id, Type.Null()]),
});
export type WaitlistOffer = Static<typeof WaitlistOffer>;
export const WaitlistOfferList = Type.Array(WaitlistOffer);

export const AcceptedOffer = Type.Object({
  offer: WaitlistOffer,
  appointmentId: Id,
  /** The appointment it replaced (cancelled in the same step), if any. */
  replacedAppointmentId: Type.Union([Id, Type.Null()]),
});
export type AcceptedOffer = Static<typeof AcceptedOffer>;

export const WaitlistSettings = Type.Object(
  {
    /** How long a patient has to answer an offer (never past the slot's minimum notice). */
    offerMinutes: Type.Integer({ minimum: 5, maximum: 7 * 24 * 60 }),
    /** How many waiting patients are offered one freed time at once. */
    offersAtOnce: Type.Integer({ minimum: 1, maximum: 50 }),
  },
  { additionalProperties: false },
);
export type WaitlistSettings = Static<typeof WaitlistSettings>;

export const WaitlistFiguresQuery = Type.Object({
  days: Type.Optional(Type.Integer({ minimum: 1, maximum: 3660 })),
});

export const WaitlistFigures = Type.Object({
  /** Patients waiting now. */
  waiting: Type.Integer(),
  sent: Type.Integer(),
  accepted: Type.Integer(),
  declined: Type.Integer(),
  expired: Type.Integer(),
  taken: Type.Integer(),
  /** Sent and still waiting for an answer. */
  open: Type.Integer(),
  /** Days gained in all by the accepted offers. */
  daysGained: Type.Number(),
  medianDaysGained: Type.Union([Type.Number(), Type.Null()]),
});
export type WaitlistFigures = Static<typeof WaitlistFigures>;
