import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, queryRoots } from '@careconnect/shared-ui';
import type { Appointment } from '../../../lib/api-types';
import { careTeamKey } from '../../care/api/get-care-team';
import { appointmentKey } from './get-appointment';
import { appointmentsKey } from './get-appointments';

/** Accepting confirms the appointment (and the doctor joins the care team); declining ends it. */
export type ProposalAnswer = 'confirmed' | 'declined';

/** PATCH /api/appointment/status/{id}: the patient answers a doctor's proposed appointment. */
export function answerProposal(id: string, status: ProposalAnswer): Promise<Appointment> {
  return apiRequest<Appointment>(`/api/appointment/status/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { status },
    fallbackMessage:
      status === 'confirmed'
        ? 'Failed to accept the appointment.'
        : 'Failed to decline the appointment.',
  });
}

export function useAnswerProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: ProposalAnswer }) =>
      answerProposal(id, status),
    onSuccess: (appointment, { id }) => {
      queryClient.setQueryData(appointmentKey(id), appointment);
      void queryClient.invalidateQueries({ queryKey: appointmentsKey });
      void queryClient.invalidateQueries({ queryKey: careTeamKey });
      void queryClient.invalidateQueries({ queryKey: queryRoots.stats });
      void queryClient.invalidateQueries({ queryKey: queryRoots.slots });
      void queryClient.invalidateQueries({ queryKey: queryRoots.notifications });
    },
  });
}
