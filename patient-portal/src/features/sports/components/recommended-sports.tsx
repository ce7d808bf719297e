import { SPORTS_PLANS } from '@careconnect/shared-ui';
import { RecommendedPlans } from '../../plans/components/recommended-plans';

export const NO_SPORT_PLANS = SPORTS_PLANS.patient.empty;

/** Recommended Sports (spec §2): per plan its date in long US form, newest first. */
export function RecommendedSports() {
  return <RecommendedPlans kind={SPORTS_PLANS} />;
}
