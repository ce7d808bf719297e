import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, currentUserKey, type User } from '@careconnect/shared-ui';

/** PUT /api/user/profile/{userId} with the date of birth only (the profile's own route). */
export function saveDateOfBirth(userId: string, dateOfBirth: string) {
  return apiRequest<{ message: string; user: User }>(
    `/api/user/profile/${encodeURIComponent(userId)}`,
    { method: 'PUT', body: { dateOfBirth }, fallbackMessage: 'Could not save your date of birth' },
  );
}

export function useSaveDateOfBirth(userId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (dateOfBirth: string) => saveDateOfBirth(userId as string, dateOfBirth),
    // The booking screen reads the signed-in user: it moves on to the times at once.
    onSuccess: ({ user }) => queryClient.setQueryData(currentUserKey(userId), user),
  });
}
