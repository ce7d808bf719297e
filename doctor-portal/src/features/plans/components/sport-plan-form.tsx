import { SPORTS_PLANS } from '@careconnect/shared-ui';
import { PlanRecommendation } from './plan-form';

/** Sports Recommendation (spec §2): repeatable sport rows for one patient. */
export function SportsRecommendation() {
  return <PlanRecommendation kind={SPORTS_PLANS} />;
}
