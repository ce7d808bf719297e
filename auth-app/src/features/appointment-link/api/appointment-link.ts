import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@careconnect/shared-ui';
import type {
  AppointmentLinkBody,
  AppointmentLinkView,
  MessageResponse,
} from '../../../lib/contracts';

const linkKey = (token: string) => ['appointment-link', token] as const;

/** GET /api/appointment/link?token=…: what the link is for; reading it acts on nothing. */
export function getAppointmentLink(token: string): Promise<AppointmentLinkView> {
  return apiRequest<AppointmentLinkView>('/api/appointment/link', {
    query: { token },
    auth: false,
    fallbackMessage: 'Could not open this link',
  });
}

export function useAppointmentLink(token: string) {
  return useQuery({
    queryKey: linkKey(token),
    queryFn: () => getAppointmentLink(token),
    enabled: token !== '',
    // A refusal (used, expired, altered) is the answer: asking again says the same.
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** POST /api/appointment/link: confirms or cancels, once. */
export function useAppointmentLinkAction() {
  return useMutation({
    mutationFn: (body: AppointmentLinkBody) =>
      apiRequest<MessageResponse>('/api/appointment/link', {
        method: 'POST',
        body,
        auth: false,
        fallbackMessage: 'Could not do this. Please try again.',
      }),
  });
}
