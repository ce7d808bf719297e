// Shapes shared by food and sports plans.
import Type, { type Static } from 'typebox';
import { DateTime, DoctorRef, Id, ListQuery, PatientRef } from '../common/common.schemas.js';

export const Feedback = Type.Object({
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
  comment: Type.Optional(Type.String()),
  createdAt: DateTime,
  updatedAt: DateTime,
});
export type Feedback = Static<typeof Feedback>;

/**
 * A patient's rating of a plan: the admin dashboard's "nutrition reports" (foods) and
 * "sports feedbacks" (sports).
 */
export const PlanReport = Type.Object({
  _id: Id,
  /** The rated plan's id. */
  plan: Id,
  patient: PatientRef,
  doctor: Type.Union([DoctorRef, Type.Null()]),
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
  comment: Type.Optional(Type.String()),
  createdAt: DateTime,
  updatedAt: DateTime,
});
export type PlanReport = Static<typeof PlanReport>;
export const PlanReportList = Type.Array(PlanReport);
export type PlanReportList = Static<typeof PlanReportList>;

export const FeedbackBody = Type.Object({
  rating: Type.Integer({
    minimum: 1,
    maximum: 5,
    errorMessage: 'Rating must be a whole number from 1 to 5.',
  }),
  comment: Type.Optional(Type.String({ maxLength: 2000 })),
});
export type FeedbackBody = Static<typeof FeedbackBody>;

export const PlanIdParams = Type.Object({ planId: Id });
export type PlanIdParams = Static<typeof PlanIdParams>;
export const PlanListQuery = ListQuery;
export type PlanListQuery = Static<typeof PlanListQuery>;

export const PlanNotes = Type.Optional(Type.String({ maxLength: 4000 }));
export const PlanPatient = Type.String({
  format: 'uuid',
  errorMessage: { required: 'Patient is required', invalid: 'Patient must be a valid id.' },
});
export type PlanPatient = Static<typeof PlanPatient>;
