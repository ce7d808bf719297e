import { sessionStore } from '../session/session-store';
import { notify } from '../toasts/notify';
import { ApiError, NETWORK_ERROR_MESSAGE, SESSION_EXPIRED_MESSAGE } from './api-error';
import { navigateTo } from './navigation';
import type { RefreshResponse } from './types';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface ApiRequestOptions {
  method?: HttpMethod;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as multipart (file uploads); the browser sets the content type. */
  formData?: FormData;
  /** Send the bearer token (default true; false for login, forgot and reset). */
  auth?: boolean;
  signal?: AbortSignal;
  /** Appended as a query string; null, undefined and '' are left out. */
  query?: QueryParams;
  /** Shown when the server's answer has no `message` (else its status text). */
  fallbackMessage?: string;
}

export interface ApiListResult<T> {
  data: T;
  /** The `X-Total-Count` header, or the array's length when the server sent none. */
  total: number;
  /** False when the server counted only so far (`X-Total-Count-Exact: false`): at least `total`. */
  exact?: boolean;
}

const REFRESH_PATH = '/api/user/refresh';
const LOGOUT_PATH = '/api/user/logout';
const CONFIG_WAIT_MS = 10_000;

let baseUrl: string | null = null;
let markConfigured: (url: string) => void = () => undefined;
let configured = new Promise<string>((resolve) => {
  markConfigured = resolve;
});

/** Called once at start-up with the API origin from the run-time configuration. */
export function configureApi({ baseUrl: url }: { baseUrl: string }): void {
  baseUrl = url.replace(/\/+$/, '');
  markConfigured(baseUrl);
  configured = Promise.resolve(baseUrl);
}

/** The API origin ('' until configured). */
export function getApiBaseUrl(): string {
  return baseUrl ?? '';
}

// The shell reads /config.json while it renders; a screen that asks for data in that moment
// waits for the address instead of calling the wrong origin.
async function apiOrigin(): Promise<string> {
  if (baseUrl !== null) return baseUrl;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ApiError(0, NETWORK_ERROR_MESSAGE)), CONFIG_WAIT_MS);
  });
  try {
    return await Promise.race([configured, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function buildUrl(origin: string, path: string, query?: QueryParams): string {
  const url = /^https?:\/\//.test(path)
    ? path
    : `${origin}${path.startsWith('/') ? '' : '/'}${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined || value === '') continue;
    params.append(key, String(value));
  }
  const search = params.toString();
  if (!search) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${search}`;
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function failureMessage(response: Response, fallback?: string): Promise<string> {
  let body: unknown;
  try {
    body = await readJson(response);
  } catch {
    body = undefined;
  }
  if (body && typeof body === 'object' && 'message' in body) {
    const { message } = body as { message: unknown };
    if (typeof message === 'string' && message.trim()) return message;
  }
  return fallback || response.statusText || `Request failed with status ${response.status}`;
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

let refreshing: Promise<string | null> | null = null;

async function requestNewToken(): Promise<string | null> {
  // Only a known user's session is renewed; the refresh cookie alone never signs anyone in.
  if (!sessionStore.getState().userId) return null;
  try {
    const origin = await apiOrigin();
    const response = await fetch(buildUrl(origin, REFRESH_PATH), {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) return null;
    const body = (await readJson(response)) as Partial<RefreshResponse> | undefined;
    if (!body || typeof body.token !== 'string' || !body.token) return null;
    if (!sessionStore.getState().userId) return null; // logged out meanwhile
    sessionStore.getState().setToken(body.token);
    return body.token;
  } catch {
    return null;
  }
}

/**
 * Asks the server for a new access token with the refresh cookie. Concurrent callers share
 * one request (the cookie rotates on every refresh, so a second request would be refused).
 */
export function refreshAccessToken(): Promise<string | null> {
  if (!refreshing) {
    refreshing = requestNewToken().finally(() => {
      refreshing = null;
    });
  }
  return refreshing;
}

/** Ends a session the server no longer accepts: log out, say so, go to /login. */
function expireSession(hadSession: boolean): void {
  sessionStore.getState().logout();
  if (hadSession) notify.error(SESSION_EXPIRED_MESSAGE, { toastId: 'session-expired' });
  navigateTo('/login');
}

async function send(
  path: string,
  options: ApiRequestOptions,
  read: (response: Response) => Promise<unknown> = readJson,
): Promise<{ response: Response; data: unknown }> {
  const { method = 'GET', body, formData, auth = true, signal, query, fallbackMessage } = options;
  const url = buildUrl(await apiOrigin(), path, query);

  const call = async (token: string | null): Promise<Response> => {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined && !formData) headers['Content-Type'] = 'application/json';
    if (auth && token) headers.Authorization = `Bearer ${token}`;
    try {
      return await fetch(url, {
        method,
        headers,
        body: formData ?? (body === undefined ? undefined : JSON.stringify(body)),
        credentials: 'include',
        signal,
      });
    } catch (error) {
      if (isAbort(error)) throw error;
      throw new ApiError(0, NETWORK_ERROR_MESSAGE);
    }
  };

  const sentToken = auth ? sessionStore.getState().token : null;
  let response = await call(sentToken);

  if (response.status === 401 && auth) {
    const current = sessionStore.getState().token;
    // Another call may already have renewed the token while this one was in flight.
    const renewed = current && current !== sentToken ? current : await refreshAccessToken();
    if (renewed) response = await call(renewed);
    if (!renewed || response.status === 401) {
      expireSession(sentToken !== null);
      throw new ApiError(401, SESSION_EXPIRED_MESSAGE);
    }
  }

  if (!response.ok) {
    throw new ApiError(response.status, await failureMessage(response, fallbackMessage));
  }
  return { response, data: await read(response) };
}

/**
 * Calls the API and returns the parsed JSON. Failures throw `ApiError { status, message }`
 * with the server's message; an expired session is renewed once, else ends at /login.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { data } = await send(path, options);
  return data as T;
}

/** Like apiRequest, for paginated lists: the rows and the `X-Total-Count` header. */
export async function apiRequestWithTotal<T>(
  path: string,
  options: ApiRequestOptions = {},
): Promise<ApiListResult<T>> {
  const { response, data } = await send(path, options);
  const header = response.headers.get('X-Total-Count');
  const counted = header === null ? Number.NaN : Number.parseInt(header, 10);
  const total = Number.isFinite(counted) ? counted : Array.isArray(data) ? data.length : 0;
  const exact = response.headers.get('X-Total-Count-Exact') !== 'false';
  return { data: data as T, total, exact };
}

/** Like apiRequest, for a file the API serves (a photo): its bytes, with the same session rules. */
export async function apiBlob(path: string, options: ApiRequestOptions = {}): Promise<Blob> {
  const { data } = await send(path, options, (response) => response.blob());
  return data as Blob;
}

/**
 * Logs out: tells the server to revoke the refresh cookie (without waiting for it), then
 * clears the session and all browser storage at once.
 */
export function signOut(): void {
  const { token } = sessionStore.getState();
  if (token && baseUrl !== null && typeof fetch === 'function') {
    try {
      const revoke = fetch(buildUrl(baseUrl, LOGOUT_PATH), {
        method: 'POST',
        credentials: 'include',
        keepalive: true,
        headers: { Authorization: `Bearer ${token}` },
      });
      Promise.resolve(revoke).catch(() => undefined);
    } catch {
      // Best effort: the local session ends regardless.
    }
  }
  sessionStore.getState().logout();
}
