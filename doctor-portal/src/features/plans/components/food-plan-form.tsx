import { FOOD_PLANS } from '@careconnect/shared-ui';
import { PlanRecommendation } from './plan-form';

/** Food Recommendation (spec §2): repeatable food rows for one patient. */
export function FoodRecommendation() {
  return <PlanRecommendation kind={FOOD_PLANS} />;
}
