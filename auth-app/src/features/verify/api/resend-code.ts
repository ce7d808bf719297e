import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@careconnect/shared-ui';
import type { MessageResponse } from '../../../lib/contracts';

/** POST /api/user/resend: a new code by email (the server allows one every 30 s). */
export function resendCode(email: string): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/api/user/resend', {
    method: 'POST',
    body: { email },
    auth: false,
    fallbackMessage: 'Could not send a new code',
  });
}

export function useResendCode() {
  return useMutation({ mutationFn: resendCode });
}
