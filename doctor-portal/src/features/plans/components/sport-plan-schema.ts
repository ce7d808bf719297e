import { SPORTS_PLANS } from '@careconnect/shared-ui';
import { planSchema } from './plan-schema';

/** Spec §5 "Sports form": duration, frequency, intensity and notes are optional. */
export const sportPlanSchema = planSchema(SPORTS_PLANS);
