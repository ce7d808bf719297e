import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@careconnect/shared-ui';
import type { MessageResponse } from '../../../lib/contracts';

/** POST /api/user/forgot (spec §7): emails a single-use reset link. */
export function requestPasswordReset(email: string): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/api/user/forgot', {
    method: 'POST',
    body: { email },
    auth: false,
    fallbackMessage: 'Failed to send reset link',
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
