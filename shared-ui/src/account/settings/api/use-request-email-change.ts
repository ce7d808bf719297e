import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@careconnect/shared-ui';
import type { EmailChangeRequest, MessageResponse } from '../../types';

/**
 * POST /api/user/email/{userId}: checks the current password and emails a confirmation link to
 * the new address; the address changes only when that link is opened.
 */
export function requestEmailChange(
  userId: string,
  body: EmailChangeRequest,
): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(`/api/user/email/${encodeURIComponent(userId)}`, {
    method: 'POST',
    body,
    fallbackMessage: 'Failed to send the confirmation link.',
  });
}

export function useRequestEmailChange(userId: string | null) {
  return useMutation({
    mutationFn: (body: EmailChangeRequest) => requestEmailChange(userId as string, body),
  });
}
