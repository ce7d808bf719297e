// Food and sports plans: the same routes under /api/foods and /api/sports.
export type PlanKind = 'food' | 'sports';

export const planSegment: Record<PlanKind, 'foods' | 'sports'> = {
  food: 'foods',
  sports: 'sports',
};

/** Query keys of a kind's plan lists (rating a plan invalidates them). */
export const plansKey = (kind: PlanKind) => ['plans', kind] as const;

export const PLANS_PAGE_SIZE = 10;

export interface PlanPage {
  page: number;
  limit: number;
}
