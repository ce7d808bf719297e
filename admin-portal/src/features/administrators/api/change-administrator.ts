import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@careconnect/shared-ui';
import type { InvitationResponse } from '../../../lib/api-types';
import { administratorKeys } from './keys';

export const RESEND_ERROR = 'Failed to send the invitation again.';
export const REMOVE_ERROR = 'Failed to remove the administrator.';

/** POST /api/admin/administrators/{id}/invitation: a new link; the earlier ones stop working. */
export function resendInvitation(id: string): Promise<InvitationResponse> {
  return apiRequest<InvitationResponse>(
    `/api/admin/administrators/${encodeURIComponent(id)}/invitation`,
    { method: 'POST', fallbackMessage: RESEND_ERROR },
  );
}

/** DELETE /api/admin/administrators/{id}: the account closes and its sign-ins end. */
export function removeAdministrator(id: string): Promise<InvitationResponse> {
  return apiRequest<InvitationResponse>(`/api/admin/administrators/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    fallbackMessage: REMOVE_ERROR,
  });
}

export function useResendInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resendInvitation,
    onSuccess: () => client.invalidateQueries({ queryKey: administratorKeys.all }),
  });
}

export function useRemoveAdministrator() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeAdministrator,
    onSuccess: () => client.invalidateQueries({ queryKey: administratorKeys.all }),
  });
}
