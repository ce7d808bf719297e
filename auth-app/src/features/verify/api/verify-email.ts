import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@careconnect/shared-ui';
import type { VerifyBody, VerifyResponse } from '../../../lib/contracts';

/** POST /api/user/verify: checks the emailed code; the answer signs the account in (202: a second step first). */
export function verifyEmail(body: VerifyBody): Promise<VerifyResponse> {
  return apiRequest<VerifyResponse>('/api/user/verify', {
    method: 'POST',
    body,
    auth: false,
    fallbackMessage: 'Could not verify the code',
  });
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
