// The plans module's read interface: where each kind of plan and its ratings are kept (the foods
// and sports routes serve them through this module; the figures count them).
import * as repo from './plans.repository.js';

export type { PlanTables } from './plans.repository.js';

/** The tables of each kind of plan, by the kind's URL segment. */
export interface PlanKinds {
  foods: repo.PlanTables;
  sports: repo.PlanTables;
}

export const planTables: PlanKinds = { foods: repo.foodTables, sports: repo.sportTables };
