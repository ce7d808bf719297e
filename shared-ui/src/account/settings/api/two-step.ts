import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  RecoveryCodesResponse,
  TotpSetup,
  TwoStepStatus,
  WebAuthnOptions,
} from '@careconnect/api/contracts';
import { apiRequest } from '@careconnect/shared-ui';

export const TWO_STEP_LOAD_ERROR = 'Failed to load your two-step sign-in settings.';
export const twoStepKey = ['two-step'] as const;

/** GET /api/user/two-step */
export function useTwoStepStatus() {
  return useQuery({
    queryKey: twoStepKey,
    queryFn: ({ signal }) =>
      apiRequest<TwoStepStatus>('/api/user/two-step', {
        signal,
        fallbackMessage: TWO_STEP_LOAD_ERROR,
      }),
  });
}

const post = <T>(path: string, body?: unknown) =>
  apiRequest<T>(path, { method: 'POST', body, fallbackMessage: 'Something went wrong.' });

export const startTotp = () => post<TotpSetup>('/api/user/two-step/totp/setup');
export const confirmTotp = (code: string) =>
  post<RecoveryCodesResponse>('/api/user/two-step/totp/confirm', { code });

/**
 * Asks the browser for a new passkey (the WebAuthn library loads only when someone adds one)
 * and sends its answer to the server.
 */
export async function addPasskey(name: string): Promise<RecoveryCodesResponse> {
  const options = await post<WebAuthnOptions>('/api/user/two-step/passkeys/options');
  const { startRegistration } = await import('@simplewebauthn/browser');
  const credential = await startRegistration({
    optionsJSON: options as unknown as Parameters<typeof startRegistration>[0]['optionsJSON'],
  });
  return post<RecoveryCodesResponse>('/api/user/two-step/passkeys', { credential, name });
}

export type PasswordAction =
  | { kind: 'remove-totp' }
  | { kind: 'remove-passkey'; passkeyId: string; name: string }
  | { kind: 'new-codes' };

/** The actions that ask for the current password first. */
export function runPasswordAction(
  action: PasswordAction,
  currentPassword: string,
): Promise<{ message: string; recoveryCodes?: string[] }> {
  const body = { currentPassword };
  if (action.kind === 'remove-totp')
    return post<{ message: string }>('/api/user/two-step/totp/remove', body);
  if (action.kind === 'remove-passkey')
    return post<{ message: string }>(
      `/api/user/two-step/passkeys/${encodeURIComponent(action.passkeyId)}/remove`,
      body,
    );
  return post<RecoveryCodesResponse>('/api/user/two-step/recovery-codes', body);
}

/** A mutation that refreshes the status after it succeeds. */
export function useTwoStepMutation<A, R>(run: (argument: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: twoStepKey }),
  });
}
