import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@careconnect/shared-ui';
import type { InvitationResponse, InviteAdministratorBody } from '../../../lib/api-types';
import { administratorKeys } from './keys';

export const INVITE_ERROR = 'Failed to send the invitation.';

/** POST /api/admin/administrators: creates the account and emails the link to choose a password. */
export function inviteAdministrator(body: InviteAdministratorBody): Promise<InvitationResponse> {
  return apiRequest<InvitationResponse>('/api/admin/administrators', {
    method: 'POST',
    body,
    fallbackMessage: INVITE_ERROR,
  });
}

export function useInviteAdministrator() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: inviteAdministrator,
    onSuccess: () => client.invalidateQueries({ queryKey: administratorKeys.all }),
  });
}
