import { FOOD_PLANS } from '@careconnect/shared-ui';
import { RecommendedPlans } from '../../plans/components/recommended-plans';

export const NO_FOOD_PLANS = FOOD_PLANS.patient.empty;

/** Recommended Foods (spec §2): the patient's food plans, numbered, newest first. */
export function RecommendedFoods() {
  return <RecommendedPlans kind={FOOD_PLANS} />;
}
