// Food and sports plans: the same routes under /api/foods and /api/sports, told apart by the
// kind's description in shared-ui.
import { PLAN_KINDS, type PlanKindName } from '@careconnect/shared-ui';

export type PlanKind = PlanKindName;

export const planSegment = (kind: PlanKind) => PLAN_KINDS[kind].segment;

/** Query keys of a kind's plan lists (rating a plan invalidates them). */
export const plansKey = (kind: PlanKind) => ['plans', kind] as const;

export const PLANS_PAGE_SIZE = 10;

export interface PlanPage {
  page: number;
  limit: number;
}
