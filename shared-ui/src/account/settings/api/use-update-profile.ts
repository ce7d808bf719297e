import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, currentUserKey } from '@careconnect/shared-ui';
import { updateSessionUser } from '../../session-user';
import type { ProfileResponse, ProfileUpdate } from '../../types';

/** Spec §7/§8: the success message of a saved profile. */
export const PROFILE_SAVED = 'User data updated successfully!';

/** PUT /api/user/profile/{userId} */
export function updateProfile(userId: string, profile: ProfileUpdate): Promise<ProfileResponse> {
  return apiRequest<ProfileResponse>(`/api/user/profile/${encodeURIComponent(userId)}`, {
    method: 'PUT',
    body: profile,
    fallbackMessage: 'Failed to update user data.',
  });
}

/** Saves the profile; the session's user (side menu name) and the cached user follow. */
export function useUpdateProfile(userId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profile: ProfileUpdate) => updateProfile(userId as string, profile),
    onSuccess: ({ user }) => {
      updateSessionUser(user);
      queryClient.setQueryData(currentUserKey(userId), user);
      void queryClient.invalidateQueries({ queryKey: currentUserKey(userId) });
    },
  });
}
