import { apiRequest } from '@careconnect/shared-ui';
import type { LoginBody, LoginResponse, TwoStepRequired } from '../../../lib/contracts';

/**
 * POST /api/user/login (spec §7): no bearer token, the refresh cookie comes back. When a second
 * step is due it answers 202 with a pending token instead (TwoStepRequired).
 */
export function loginUser(body: LoginBody): Promise<LoginResponse | TwoStepRequired> {
  return apiRequest<LoginResponse | TwoStepRequired>('/api/user/login', {
    method: 'POST',
    body,
    auth: false,
    fallbackMessage: 'Login failed',
  });
}
