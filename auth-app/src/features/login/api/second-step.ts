import { apiRequest } from '@careconnect/shared-ui';
import type {
  EnrolledLoginResponse,
  LoginResponse,
  TotpSetup,
  WebAuthnOptions,
} from '../../../lib/contracts';

// The second step of a sign-in, with the pending token of the password step (no bearer token).
const post = <T>(path: string, body: unknown) =>
  apiRequest<T>(path, { method: 'POST', body, auth: false, fallbackMessage: 'Login failed' });

export const signInWithCode = (pendingToken: string, code: string) =>
  post<LoginResponse>('/api/user/two-step/totp', { pendingToken, code });

export const signInWithRecoveryCode = (pendingToken: string, code: string) =>
  post<LoginResponse>('/api/user/two-step/recovery', { pendingToken, code });

/** Asks the browser for a passkey (the WebAuthn library loads only then) and signs in with it. */
export async function signInWithPasskey(pendingToken: string): Promise<LoginResponse> {
  const options = await post<WebAuthnOptions>('/api/user/two-step/passkey/options', {
    pendingToken,
  });
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const credential = await startAuthentication({
    optionsJSON: options as unknown as Parameters<typeof startAuthentication>[0]['optionsJSON'],
  });
  return post<LoginResponse>('/api/user/two-step/passkey', { pendingToken, credential });
}

export const startRequiredTotp = (pendingToken: string) =>
  post<TotpSetup>('/api/user/two-step/enrol/totp', { pendingToken });

export const confirmRequiredTotp = (pendingToken: string, code: string) =>
  post<EnrolledLoginResponse>('/api/user/two-step/enrol/totp/confirm', { pendingToken, code });
