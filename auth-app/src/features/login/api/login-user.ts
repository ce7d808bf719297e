import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@careconnect/shared-ui';
import type { LoginBody, LoginResponse } from '../../../lib/contracts';

/** POST /api/user/login (spec §7): no bearer token, the refresh cookie comes back. */
export function loginUser(body: LoginBody): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('/api/user/login', {
    method: 'POST',
    body,
    auth: false,
    fallbackMessage: 'Login failed',
  });
}

export function useLoginUser() {
  return useMutation({ mutationFn: loginUser });
}
