import { useQuery } from '@tanstack/react-query';
import {
  apiRequest,
  sessionStore,
  useSession,
  type GetUserResponse,
  type User,
} from '@careconnect/shared-ui/core';

export const currentUserKey = (userId: string | null) => ['user', userId] as const;

/** GET /api/user/getOne/{userId} (spec §7). */
export async function getUser(userId: string, signal?: AbortSignal): Promise<User> {
  const body = await apiRequest<GetUserResponse>(`/api/user/getOne/${encodeURIComponent(userId)}`, {
    signal,
  });
  return 'user' in body && body.user ? body.user : (body as User);
}

/**
 * The signed-in user, fetched when userId and token are stored (spec §7), and copied into the
 * session so the menu shows the current name and photo. A failure is only logged (spec §8).
 * Invalidate `currentUserKey(userId)` after saving the profile or the photo. `enabled` false
 * (the area layout, until the screen's data is in) reads the cache without asking.
 */
export function useCurrentUser(enabled = true) {
  const userId = useSession((state) => state.userId);
  const token = useSession((state) => state.token);
  return useQuery({
    queryKey: currentUserKey(userId),
    enabled: enabled && Boolean(userId && token),
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }) => {
      try {
        const user = await getUser(userId as string, signal);
        if (sessionStore.getState().userId === user._id) sessionStore.getState().setUser(user);
        return user;
      } catch (error) {
        console.error('[session] could not fetch the signed-in user', error);
        throw error;
      }
    },
  });
}
