import Type, { type Static } from 'typebox';
import { DateTime, DoctorRef, Id, PatientRef } from '../common/common.schemas.js';
import { Feedback, PlanNotes, PlanPatient } from '../plans/plans.schemas.js';

export const FoodItem = Type.Object({
  name: Type.String({
    minLength: 1,
    maxLength: 120,
    pattern: '\\S',
    errorMessage: { required: 'Food name is required', invalid: 'Food name is required' },
  }),
  quantity: Type.Optional(Type.String({ maxLength: 120 })),
  timeOfDay: Type.Optional(Type.String({ maxLength: 60 })),
});
export type FoodItem = Static<typeof FoodItem>;

/** A food recommendation given to a patient; `feedback` is the patient's rating, when given. */
export const FoodPlan = Type.Object({
  _id: Id,
  patient: PatientRef,
  /** The doctor who wrote it (null when an administrator did, or the doctor was deleted). */
  doctor: Type.Union([DoctorRef, Type.Null()]),
  recommendedFoods: Type.Array(FoodItem),
  notes: Type.Optional(Type.String()),
  feedback: Type.Optional(Feedback),
  createdAt: DateTime,
});
export type FoodPlan = Static<typeof FoodPlan>;
export const FoodPlanList = Type.Array(FoodPlan);
export type FoodPlanList = Static<typeof FoodPlanList>;

export const CreateFoodPlanBody = Type.Object({
  patient: PlanPatient,
  recommendedFoods: Type.Array(FoodItem, {
    minItems: 1,
    maxItems: 50,
    errorMessage: {
      required: 'At least one food item is required',
      minItems: 'At least one food item is required',
    },
  }),
  notes: PlanNotes,
});
export type CreateFoodPlanBody = Static<typeof CreateFoodPlanBody>;
