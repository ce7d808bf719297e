import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@careconnect/shared-ui';
import type { MessageResponse } from '../../../lib/contracts';

/** POST /api/user/confirm-email: the link's token; the account's address changes. */
export function confirmEmailChange(token: string): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/api/user/confirm-email', {
    method: 'POST',
    body: { token },
    auth: false,
    fallbackMessage: 'Could not confirm the new email address',
  });
}

export function useConfirmEmailChange() {
  return useMutation({ mutationFn: confirmEmailChange });
}
