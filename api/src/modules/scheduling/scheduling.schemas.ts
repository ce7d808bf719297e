import Type, { type Static } from 'typebox';
import { CalendarDate, DateInput, DateTime, Id } from '../common/common.schemas.js';
import { Appointment } from '../appointments/appointments.schemas.js';

const Clock = Type.String({
  pattern: '^(?:[01]\\d|2[0-3]):[0-5]\\d$|^24:00$',
  errorMessage: 'must be a time like 09:00 or 17:30',
});
/** The kinds of visit a range's slots may be; left out: in person only. */
export const VisitKinds = Type.Array(Type.Enum(['in_person', 'video']), {
  minItems: 1,
  maxItems: 2,
  uniqueItems: true,
});
const Range = Type.Object({ start: Clock, end: Clock, kinds: Type.Optional(VisitKinds) });

const Rules = {
  timeZone: Type.String({ minLength: 1, maxLength: 64, examples: ['Europe/Paris'] }),
  slotMinutes: Type.Union(
    [15, 20, 30, 45, 60].map((n) => Type.Literal(n)),
    {
      errorMessage: 'must be 15, 20, 30, 45 or 60',
    },
  ),
  bufferBeforeMinutes: Type.Integer({ minimum: 0, maximum: 120 }),
  bufferAfterMinutes: Type.Integer({ minimum: 0, maximum: 120 }),
  minimumNoticeHours: Type.Integer({ minimum: 0, maximum: 720 }),
  horizonDays: Type.Integer({ minimum: 1, maximum: 365 }),
  maxUpcomingPerPatient: Type.Integer({ minimum: 1, maximum: 20 }),
  /** Weekly working hours: ISO weekday (1 Monday … 7 Sunday), several ranges a day allowed. */
  weekly: Type.Array(
    Type.Object({
      weekday: Type.Integer({ minimum: 1, maximum: 7 }),
      start: Clock,
      end: Clock,
      kinds: Type.Optional(VisitKinds),
    }),
    { maxItems: 70 },
  ),
  /** One date's own hours; no ranges = closed that date. */
  overrides: Type.Array(
    Type.Object({ date: CalendarDate, ranges: Type.Array(Range, { maxItems: 10 }) }),
    { maxItems: 400 },
  ),
  /** Dates off, inclusive. */
  timeOff: Type.Array(
    Type.Object({
      from: CalendarDate,
      to: CalendarDate,
      note: Type.Optional(Type.String({ maxLength: 200 })),
    }),
    { maxItems: 100 },
  ),
};

export const AvailabilityBody = Type.Object(Rules, { additionalProperties: false });
export type AvailabilityBody = Static<typeof AvailabilityBody>;

export const Availability = Type.Object({
  doctor: Id,
  ...Rules,
  /** null while the doctor has never saved hours (the defaults apply). */
  updatedAt: Type.Union([DateTime, Type.Null()]),
});
export type Availability = Static<typeof Availability>;

export const SavedAvailability = Type.Object({
  availability: Availability,
  /** Upcoming appointments the new hours no longer hold: never deleted, listed to be moved. */
  outsideHours: Type.Array(Appointment),
});
export type SavedAvailability = Static<typeof SavedAvailability>;

export const SlotsQuery = Type.Object({
  date: Type.Optional(DateInput),
  from: Type.Optional(CalendarDate),
  to: Type.Optional(CalendarDate),
});
export type SlotsQuery = Static<typeof SlotsQuery>;

/** One slot of a day, free or not (the one-day `?date=` form). */
export const DaySlot = Type.Object({
  /** '10:00 AM - 10:30 AM' in the doctor's zone: the text to send as an appointment's timeSlot. */
  timeSlot: Type.String(),
  available: Type.Boolean(),
  start: DateTime,
  end: DateTime,
  kinds: VisitKinds,
});
export type DaySlot = Static<typeof DaySlot>;

export const FreeSlot = Type.Object({
  start: DateTime,
  end: DateTime,
  date: CalendarDate,
  timeSlot: Type.String(),
  timeZone: Type.String(),
  kinds: VisitKinds,
});
export type FreeSlot = Static<typeof FreeSlot>;

export const SlotsAnswer = Type.Union([Type.Array(DaySlot), Type.Array(FreeSlot)]);

export const FirstAvailableQuery = Type.Object({
  specialization: Type.Optional(Type.String({ maxLength: 100 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
});
export type FirstAvailableQuery = Static<typeof FirstAvailableQuery>;

export const FirstAvailableSlot = Type.Object({
  ...FreeSlot.properties,
  doctor: Type.Object({
    _id: Id,
    specialization: Type.String(),
    user: Type.Object({ _id: Id, firstName: Type.String(), lastName: Type.String() }),
  }),
});
export type FirstAvailableSlot = Static<typeof FirstAvailableSlot>;

/** How many upcoming appointments the signed-in patient may still book with one doctor. */
export const BookingAllowance = Type.Object({
  doctor: Id,
  /** The doctor's cap of upcoming appointments per patient. */
  max: Type.Integer(),
  /** The patient's upcoming appointments with this doctor, soonest first. */
  upcoming: Type.Array(Appointment),
});
export type BookingAllowance = Static<typeof BookingAllowance>;
