import { planRoutes } from '../plans/plans.routes.js';
import { CreateFoodPlanBody, FoodPlan, FoodPlanList } from './foods.schemas.js';

/** /api/foods: food plans given by doctors, and their ratings by patients ("nutrition reports"). */
export const foodsRoutes = planRoutes({
  segment: 'foods',
  label: 'food plan',
  itemsField: 'recommendedFoods',
  planSchema: FoodPlan,
  planListSchema: FoodPlanList,
  createBodySchema: CreateFoodPlanBody,
});
