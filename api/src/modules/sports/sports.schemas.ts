import Type, { type Static } from 'typebox';
import { DateTime, DoctorRef, Id, PatientRef } from '../common/common.schemas.js';
import { Feedback, PlanNotes, PlanPatient } from '../plans/plans.schemas.js';

export const SportItem = Type.Object({
  name: Type.String({
    minLength: 1,
    maxLength: 120,
    pattern: '\\S',
    errorMessage: { required: 'Sport name is required', invalid: 'Sport name is required' },
  }),
  duration: Type.Optional(Type.String({ maxLength: 60 })),
  frequency: Type.Optional(Type.String({ maxLength: 60 })),
  /** e.g. low, moderate, high. */
  intensity: Type.Optional(Type.String({ maxLength: 40 })),
});
export type SportItem = Static<typeof SportItem>;

/** A sports recommendation given to a patient; `feedback` is the patient's rating, when given. */
export const SportPlan = Type.Object({
  _id: Id,
  patient: PatientRef,
  doctor: Type.Union([DoctorRef, Type.Null()]),
  recommendedSports: Type.Array(SportItem),
  notes: Type.Optional(Type.String()),
  feedback: Type.Optional(Feedback),
  createdAt: DateTime,
});
export type SportPlan = Static<typeof SportPlan>;
export const SportPlanList = Type.Array(SportPlan);
export type SportPlanList = Static<typeof SportPlanList>;

export const CreateSportPlanBody = Type.Object({
  patient: PlanPatient,
  recommendedSports: Type.Array(SportItem, {
    minItems: 1,
    maxItems: 50,
    errorMessage: {
      required: 'At least one sport item is required',
      minItems: 'At least one sport item is required',
    },
  }),
  notes: PlanNotes,
});
export type CreateSportPlanBody = Static<typeof CreateSportPlanBody>;
