// The plans module's read interface: where each kind of plan and its ratings are kept (the foods
// and sports routes serve them through this module; the figures count them).
import type { Db } from '../../db/index.js';
import * as repo from './plans.repository.js';

export type { PlanTables } from './plans.repository.js';

/** The tables of each kind of plan, by the kind's URL segment. */
export interface PlanKinds {
  foods: repo.PlanTables;
  sports: repo.PlanTables;
}

export const planTables: PlanKinds = { foods: repo.foodTables, sports: repo.sportTables };

export type { GivenPlanRow } from './plans.repository.js';

/** The food and sports plans a doctor gave a patient on one day (the day of a visit). */
export async function plansGivenOn(
  db: Db,
  given: { patientId: string; doctorId: string; date: string; timeZone: string },
): Promise<{ foods: repo.GivenPlanRow[]; sports: repo.GivenPlanRow[] }> {
  const [foods, sports] = await Promise.all([
    repo.plansGivenOn(db, repo.foodTables, given),
    repo.plansGivenOn(db, repo.sportTables, given),
  ]);
  return { foods, sports };
}
