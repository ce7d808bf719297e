import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@careconnect/shared-ui';
import type { NotificationKind, NotificationPreferences } from '../../types';

/** The kinds offered in Settings ('general' is left to its default, on). */
export type EmailCopyKind = Exclude<NotificationKind, 'general'>;
export type EmailCopies = NotificationPreferences['emailCopies'];

export const EMAIL_COPIES_LOAD_ERROR = 'Failed to load your email settings.';
export const EMAIL_COPIES_SAVE_ERROR = 'Failed to save your email settings.';
export const EMAIL_COPIES_SAVED = 'Email settings saved.';

export const preferencesKey = ['notification-preferences'] as const;

/** GET /api/notify/preferences */
export function getPreferences(signal?: AbortSignal): Promise<NotificationPreferences> {
  return apiRequest<NotificationPreferences>('/api/notify/preferences', {
    signal,
    fallbackMessage: EMAIL_COPIES_LOAD_ERROR,
  });
}

/** PUT /api/notify/preferences {emailCopies} */
export function savePreferences(preferences: NotificationPreferences): Promise<unknown> {
  return apiRequest('/api/notify/preferences', {
    method: 'PUT',
    body: preferences,
    fallbackMessage: EMAIL_COPIES_SAVE_ERROR,
  });
}

export function usePreferences() {
  return useQuery({ queryKey: preferencesKey, queryFn: ({ signal }) => getPreferences(signal) });
}

/** Saves at once and shows the new state meanwhile; a failure puts the old one back. */
export function useSavePreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: savePreferences,
    onMutate: async (next) => {
      await client.cancelQueries({ queryKey: preferencesKey });
      const previous = client.getQueryData<NotificationPreferences>(preferencesKey);
      client.setQueryData(preferencesKey, next);
      return { previous };
    },
    onError: (_error, _next, context) => {
      if (context?.previous) client.setQueryData(preferencesKey, context.previous);
    },
    onSettled: () => client.invalidateQueries({ queryKey: preferencesKey }),
  });
}

/** A kind missing from the settings is copied (on by default). */
export function copiesOn(copies: EmailCopies | undefined, kind: EmailCopyKind): boolean {
  return copies?.[kind] !== false;
}
