import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@careconnect/shared-ui';
import type { CareAccess, EmergencyBody } from '../../../lib/api-types';
import { appointmentKeys } from '../../appointments/api/keys';
import { patientKey } from '../../patients/api/get-patient';
import { careAccessKey } from './get-care-access';

/**
 * POST /api/care/emergency: reading access to a patient's record outside the doctor's care for
 * 24 hours, with a reason; recorded, and the patient and administrators are told.
 */
export function grantEmergencyAccess(body: EmergencyBody): Promise<CareAccess> {
  return apiRequest<CareAccess>('/api/care/emergency', {
    method: 'POST',
    body,
    fallbackMessage: 'Failed to open emergency access.',
  });
}

export function useGrantEmergencyAccess() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: grantEmergencyAccess,
    onSuccess: async (access) => {
      client.setQueryData(careAccessKey(access.patient), access);
      // The record answered 404 a moment ago; it opens now.
      await client.invalidateQueries({ queryKey: patientKey(access.patient) });
      await client.invalidateQueries({ queryKey: appointmentKeys.byPatient(access.patient) });
    },
  });
}
