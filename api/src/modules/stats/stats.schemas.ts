import Type, { type Static } from 'typebox';
import { CalendarDate } from '../common/common.schemas.js';

export const DayCount = Type.Object({ date: CalendarDate, count: Type.Integer() });
export type DayCount = Static<typeof DayCount>;
export const StatusCount = Type.Object({ status: Type.String(), count: Type.Integer() });
export type StatusCount = Static<typeof StatusCount>;

export const AppointmentFigures = Type.Object({
  total: Type.Integer(),
  /** The last 7 days, oldest first, today last (by appointment date). */
  last7Days: Type.Array(DayCount),
  /** Appointments of the last 7 days divided by 7, to one decimal. */
  averagePerDay: Type.Number(),
  byStatus: Type.Array(StatusCount),
  /** Pending or confirmed, from today on. */
  upcoming: Type.Integer(),
  /**
   * Only with a date range: the days of the range that have appointments, oldest first (days
   * without any are left out).
   */
  byDay: Type.Optional(Type.Array(DayCount)),
});
export type AppointmentFigures = Static<typeof AppointmentFigures>;

export const HealthFigures = Type.Object({
  total: Type.Integer(),
  /** Complaints by status ('Unknown' when missing). */
  byStatus: Type.Array(StatusCount),
  /** The most frequent status, null when there are no complaints (shown as N/A). */
  topStatus: Type.Union([Type.String(), Type.Null()]),
});
export type HealthFigures = Static<typeof HealthFigures>;

export const RatingFigures = Type.Object({
  plans: Type.Integer(),
  ratings: Type.Integer(),
  latestRating: Type.Union([Type.Integer(), Type.Null()]),
  averageRating: Type.Union([Type.Number(), Type.Null()]),
});
export type RatingFigures = Static<typeof RatingFigures>;

const RangeDate = Type.String({
  format: 'date',
  errorMessage: 'must be a date like 2026-11-24',
  examples: ['2026-11-24'],
});

export const AdminStatsQuery = Type.Object({
  from: Type.Optional({
    ...RangeDate,
    description: 'First day of the period (YYYY-MM-DD, included).',
  }),
  to: Type.Optional({
    ...RangeDate,
    description: 'Last day of the period (YYYY-MM-DD, included).',
  }),
});
export type AdminStatsQuery = Static<typeof AdminStatsQuery>;

export const AdminStats = Type.Object({
  /** The period the figures cover, when one was asked for (either end may be open). */
  range: Type.Optional(
    Type.Object({
      from: Type.Union([CalendarDate, Type.Null()]),
      to: Type.Union([CalendarDate, Type.Null()]),
    }),
  ),
  /** People are counted as of today, whatever the period. */
  patients: Type.Integer(),
  doctors: Type.Integer(),
  pendingDoctors: Type.Integer(),
  appointments: AppointmentFigures,
  health: HealthFigures,
  nutrition: RatingFigures,
  sports: RatingFigures,
});
export type AdminStats = Static<typeof AdminStats>;

export const DoctorStats = Type.Object({
  patients: Type.Integer(),
  appointments: AppointmentFigures,
  health: HealthFigures,
  nutrition: RatingFigures,
  sports: RatingFigures,
});
export type DoctorStats = Static<typeof DoctorStats>;

export const PatientStats = Type.Object({
  doctors: Type.Integer(),
  appointments: AppointmentFigures,
  health: HealthFigures,
  nutrition: RatingFigures,
  sports: RatingFigures,
});
export type PatientStats = Static<typeof PatientStats>;

const Rate = {
  outcomes: Type.Integer({ description: 'Visits whose outcome is known: completed or no-show.' }),
  noShows: Type.Integer(),
  rate: Type.Union([Type.Number({ minimum: 0, maximum: 1 }), Type.Null()], {
    description: 'noShows / outcomes (0–1, three decimals); null without outcomes.',
  }),
};

export const NoShowFigures = Type.Object({
  /** The period counted: the asked one, or the twelve weeks ending with the current one. */
  range: Type.Object({ from: CalendarDate, to: CalendarDate }),
  ...Rate,
  /** Every week of the period (by its Monday), oldest first. */
  byWeek: Type.Array(Type.Object({ week: CalendarDate, ...Rate })),
  /** Doctors with an outcome in the period, the highest rate first. */
  byDoctor: Type.Array(
    Type.Object({
      doctorId: Type.String({ format: 'uuid' }),
      firstName: Type.String(),
      lastName: Type.String(),
      ...Rate,
    }),
  ),
});
export type NoShowFigures = Static<typeof NoShowFigures>;
