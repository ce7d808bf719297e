import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, queryRoots } from '@careconnect/shared-ui';
import { appointmentsKey } from '../../appointments/api/get-appointments';
import { careTeamKey } from './get-care-team';

/**
 * DELETE /api/care/remove/{id}: the doctor's access ends at once and the patient's upcoming
 * appointments with them are cancelled.
 */
export function removeCareMember(id: string): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(`/api/care/remove/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    fallbackMessage: 'Failed to remove the doctor.',
  });
}

export function useRemoveCareMember() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeCareMember,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: careTeamKey });
      // Upcoming appointments with the doctor were cancelled.
      void client.invalidateQueries({ queryKey: appointmentsKey });
      void client.invalidateQueries({ queryKey: queryRoots.appointment });
      void client.invalidateQueries({ queryKey: queryRoots.stats });
      void client.invalidateQueries({ queryKey: queryRoots.slots });
    },
  });
}
