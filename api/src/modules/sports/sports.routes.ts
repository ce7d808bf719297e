import { planRoutes } from '../plans/plans.routes.js';
import { CreateSportPlanBody, SportPlan, SportPlanList } from './sports.schemas.js';

/** /api/sports: sports plans given by doctors, and their ratings by patients ("sports feedbacks"). */
export const sportsRoutes = planRoutes({
  segment: 'sports',
  label: 'sports plan',
  itemsField: 'recommendedSports',
  planSchema: SportPlan,
  planListSchema: SportPlanList,
  createBodySchema: CreateSportPlanBody,
});
