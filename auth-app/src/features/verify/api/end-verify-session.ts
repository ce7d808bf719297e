import { apiRequest } from '@careconnect/shared-ui';

/**
 * POST /api/user/logout without a token: revokes the refresh cookie that verifying set. A
 * patient signs in on the Login screen afterwards, so no session is left behind meanwhile.
 */
export function endVerifySession(): void {
  apiRequest('/api/user/logout', { method: 'POST', auth: false }).catch(() => undefined);
}
