// Test-only: answers fetch by method and path like a tiny API server, and records the calls.
import { configureApi } from '@careconnect/shared-ui';

export const API = 'http://api.test';

export interface ApiAnswer {
  status?: number;
  statusText?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  /** The parsed JSON body, if any. */
  body: unknown;
}

type Handler = (call: RecordedCall) => ApiAnswer | Promise<ApiAnswer>;

export interface TestApi {
  calls: RecordedCall[];
  /** Answers `METHOD /path` (without the query); a later `on` for the same route wins. */
  on(method: string, path: string, answer: Handler | ApiAnswer): TestApi;
  callsTo(method: string, path: string): RecordedCall[];
}

function response({ status = 200, statusText = '', body, headers = {} }: ApiAnswer): Response {
  const text = body === undefined ? '' : JSON.stringify(body);
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText,
    headers: { get: (name: string) => lower[name.toLowerCase()] ?? null },
    text: () => Promise.resolve(text),
    json: () => Promise.resolve(JSON.parse(text) as unknown),
  } as unknown as Response;
}

export function installTestApi(): TestApi {
  configureApi({ baseUrl: API });
  const handlers = new Map<string, Handler>();
  const calls: RecordedCall[] = [];
  const fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
    const parsed = new URL(url);
    const call: RecordedCall = {
      method: init?.method ?? 'GET',
      path: parsed.pathname,
      query: parsed.searchParams,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    calls.push(call);
    const handler = handlers.get(`${call.method} ${call.path}`);
    if (!handler) return response({ status: 404, body: { message: 'Route not found' } });
    return response(await handler(call));
  });
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
  const api: TestApi = {
    calls,
    on(method, path, answer) {
      handlers.set(`${method} ${path}`, typeof answer === 'function' ? answer : () => answer);
      return api;
    },
    callsTo(method, path) {
      return calls.filter((call) => call.method === method && call.path === path);
    },
  };
  return api;
}

/** A promise the test resolves when it wants (to see a pending state). */
export function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
