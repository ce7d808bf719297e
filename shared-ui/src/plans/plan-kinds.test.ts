import type { FoodPlan, SportPlan } from '@careconnect/api/contracts';
import { FOOD_PLANS, PLAN_KINDS, planItems, SPORTS_PLANS } from './plan-kinds';

it('describes each kind as the API names it', () => {
  expect(PLAN_KINDS.food).toBe(FOOD_PLANS);
  expect(PLAN_KINDS.sports).toBe(SPORTS_PLANS);
  expect([FOOD_PLANS.segment, FOOD_PLANS.itemsField]).toEqual(['foods', 'recommendedFoods']);
  expect([SPORTS_PLANS.segment, SPORTS_PLANS.itemsField]).toEqual(['sports', 'recommendedSports']);
});

it('carries the spec’s words for the food screens and form', () => {
  expect(FOOD_PLANS.fields.map((f) => f.label)).toEqual(['Food Name', 'Quantity', 'Time of Day']);
  expect(FOOD_PLANS.fields.map((f) => f.plannerHeader)).toEqual([
    'Food Name',
    'Quantity',
    'Time of Day',
  ]);
  expect(FOOD_PLANS.fields.map((f) => f.patientHeader)).toEqual([
    'Name',
    'Quantity',
    'Time of Day',
  ]);
  expect(FOOD_PLANS.form.title).toBe('Food Recommendation');
  expect(FOOD_PLANS.form.addRow).toBe('Add Another Food');
  expect(FOOD_PLANS.form.nameRequired).toBe('Food name is required');
  expect(FOOD_PLANS.form.atLeastOne).toBe('At least one food item is required');
  expect(FOOD_PLANS.planner.empty).toBe('No food recommendations found.');
  expect(FOOD_PLANS.planner.addButton).toBe('Add Food Plan');
  expect(FOOD_PLANS.patient.title).toBe('Recommended Foods');
  expect(FOOD_PLANS.patient.empty).toBe('No food recommendations found.');
  expect(FOOD_PLANS.form.rowLegend(2)).toBe('Food 2');
});

it('carries the spec’s words for the sports screens and form', () => {
  expect(SPORTS_PLANS.fields.map((f) => f.label)).toEqual([
    'Sport Name',
    'Duration',
    'Frequency',
    'Intensity',
  ]);
  expect(SPORTS_PLANS.fields.map((f) => f.plannerHeader)).toEqual([
    'Sport',
    'Duration',
    'Frequency',
    'Intensity',
  ]);
  expect(SPORTS_PLANS.form.title).toBe('Sports Recommendation');
  expect(SPORTS_PLANS.form.addRow).toBe('Add Another Sport');
  expect(SPORTS_PLANS.form.nameRequired).toBe('Sport name is required');
  expect(SPORTS_PLANS.form.atLeastOne).toBe('At least one sport item is required');
  expect(SPORTS_PLANS.planner.empty).toBe('No sports recommendations found.');
  expect(SPORTS_PLANS.planner.addButton).toBe('Add Sports Plan');
  expect(SPORTS_PLANS.patient.title).toBe('Recommended Sports');
  // Spec §2: the patient's screen says 'sport', the planner 'sports'.
  expect(SPORTS_PLANS.patient.empty).toBe('No sport recommendations found.');
  expect(SPORTS_PLANS.fields[3]?.options?.map((o) => o.label)).toEqual(['Low', 'Moderate', 'High']);
});

it('reads a plan’s items under its kind’s field', () => {
  const food = { recommendedFoods: [{ name: 'Oats', quantity: '1 bowl' }] } as unknown as FoodPlan;
  const sport = { recommendedSports: [{ name: 'Swim' }] } as unknown as SportPlan;
  expect(planItems(FOOD_PLANS, food)).toEqual([{ name: 'Oats', quantity: '1 bowl' }]);
  expect(planItems(SPORTS_PLANS, sport)).toEqual([{ name: 'Swim' }]);
  expect(planItems(SPORTS_PLANS, food)).toEqual([]);
});
