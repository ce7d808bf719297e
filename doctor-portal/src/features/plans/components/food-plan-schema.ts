import { FOOD_PLANS } from '@careconnect/shared-ui';
import { planSchema } from './plan-schema';

/** Spec §5 "Food form": quantity, time of day and notes are optional. */
export const foodPlanSchema = planSchema(FOOD_PLANS);
