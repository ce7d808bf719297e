import { useQuery } from '@tanstack/react-query';
import { apiRequest, type AnyPlan, type PlanKindDescription } from '@careconnect/shared-ui';

export const plansKey = (kind: PlanKindDescription, patientId: string) =>
  ['plans', kind.segment, patientId] as const;

/** GET /api/{foods|sports}/patient/{patientId}: a patient's plans of one kind, newest first. */
export function getPlans(
  kind: PlanKindDescription,
  patientId: string,
  signal?: AbortSignal,
): Promise<AnyPlan[]> {
  return apiRequest<AnyPlan[]>(`/api/${kind.segment}/patient/${encodeURIComponent(patientId)}`, {
    signal,
    query: { limit: 200 },
    fallbackMessage: kind.planner.loadError,
  });
}

export function usePlans(kind: PlanKindDescription, patientId: string | undefined) {
  return useQuery({
    queryKey: plansKey(kind, patientId ?? ''),
    enabled: Boolean(patientId),
    queryFn: ({ signal }) => getPlans(kind, patientId as string, signal),
  });
}
