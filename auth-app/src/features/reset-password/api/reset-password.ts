import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@careconnect/shared-ui';
import type { MessageResponse, ResetPasswordBody } from '../../../lib/contracts';

/** POST /api/user/resetpassword/{token} (spec §7) with the token from the reset email. */
export function resetPassword({
  token,
  ...body
}: ResetPasswordBody & { token: string }): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(`/api/user/resetpassword/${encodeURIComponent(token)}`, {
    method: 'POST',
    body,
    auth: false,
    fallbackMessage: 'Failed to reset password',
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
