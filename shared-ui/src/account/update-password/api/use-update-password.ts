import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@careconnect/shared-ui';
import type { MessageResponse, PasswordUpdate } from '../../types';

export const PASSWORD_UPDATED = 'Password updated successfully!';

/** PUT /api/user/password/{userId}: the server checks the current password. */
export function updatePassword(userId: string, body: PasswordUpdate): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(`/api/user/password/${encodeURIComponent(userId)}`, {
    method: 'PUT',
    body,
    fallbackMessage: 'Failed to update password.',
  });
}

export function useUpdatePassword(userId: string | null) {
  return useMutation({
    mutationFn: (body: PasswordUpdate) => updatePassword(userId as string, body),
  });
}
