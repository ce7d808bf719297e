import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EndedSignIns, SignIn } from '@careconnect/api/contracts';
import { apiRequest } from '@careconnect/shared-ui';

/** One sign-in of an account (GET /api/user/sessions). */
export type SignedInDevice = SignIn;

export const DEVICES_LOAD_ERROR = 'Failed to load the signed-in devices.';
export const DEVICE_END_ERROR = 'Failed to sign out that device.';

/** The signed-in devices of the caller, or of `userId` (administrators). */
export const devicesKey = (userId?: string) => ['signed-in-devices', userId ?? 'me'] as const;

const listPath = (userId?: string) =>
  userId ? `/api/user/sessions/user/${encodeURIComponent(userId)}` : '/api/user/sessions';

export function useSignedInDevices(userId?: string) {
  return useQuery({
    queryKey: devicesKey(userId),
    queryFn: ({ signal }) =>
      apiRequest<SignedInDevice[]>(listPath(userId), {
        signal,
        fallbackMessage: DEVICES_LOAD_ERROR,
      }),
  });
}

/** DELETE /api/user/sessions/{id}: one of the caller's devices. */
export function useSignOutDevice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) =>
      apiRequest<EndedSignIns>(`/api/user/sessions/${encodeURIComponent(sessionId)}`, {
        method: 'DELETE',
        fallbackMessage: DEVICE_END_ERROR,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: devicesKey() }),
  });
}

/** POST /api/user/sessions/end-others, or DELETE /api/user/sessions/user/{id} (administrators). */
export function useSignOutOthers(userId?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      userId
        ? apiRequest<EndedSignIns>(listPath(userId), {
            method: 'DELETE',
            fallbackMessage: DEVICE_END_ERROR,
          })
        : apiRequest<EndedSignIns>('/api/user/sessions/end-others', {
            method: 'POST',
            fallbackMessage: DEVICE_END_ERROR,
          }),
    onSettled: () => client.invalidateQueries({ queryKey: devicesKey(userId) }),
  });
}
