import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequestWithTotal } from '@careconnect/shared-ui';
import type { AuditEntry } from '@careconnect/api/contracts';

export const PATIENT_AUDIT_PAGE_SIZE = 20;
export const PATIENT_AUDIT_ERROR = 'Failed to fetch the audit trail';

/** GET /api/audit/patient/{patientId}?page&limit: who read or changed the patient's data, newest first. */
export async function getPatientAudit(
  patientId: string,
  page: number,
  signal?: AbortSignal,
): Promise<{ entries: AuditEntry[]; total: number }> {
  const { data, total } = await apiRequestWithTotal<AuditEntry[]>(
    `/api/audit/patient/${encodeURIComponent(patientId)}`,
    {
      signal,
      query: { page, limit: PATIENT_AUDIT_PAGE_SIZE },
      fallbackMessage: PATIENT_AUDIT_ERROR,
    },
  );
  return { entries: data, total };
}

export function usePatientAudit(patientId: string, page: number) {
  return useQuery({
    queryKey: ['audit', 'patient', patientId, page],
    queryFn: ({ signal }) => getPatientAudit(patientId, page, signal),
    placeholderData: keepPreviousData,
    // The trail grows with every look at the patient: always ask again.
    staleTime: 0,
  });
}
