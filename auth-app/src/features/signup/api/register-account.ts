import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@careconnect/shared-ui';
import type { RegisterBody, RegisterResponse } from '../../../lib/contracts';

/** POST /api/user/register: an unverified account; the server emails a 7-digit code. */
export function registerAccount(body: RegisterBody): Promise<RegisterResponse> {
  return apiRequest<RegisterResponse>('/api/user/register', {
    method: 'POST',
    body,
    auth: false,
    fallbackMessage: 'Could not create the account',
  });
}

export function useRegisterAccount() {
  return useMutation({ mutationFn: registerAccount });
}
