// Test-only: answers fetch by method and path, like a tiny API server, and records the calls.
import { configureApi } from '@careconnect/shared-ui';
import { fakeResponse, installFetch, type FakeResponseInit } from '../test-support/fetch-mock';

export const API = 'http://api.test';

export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  init: RequestInit | undefined;
}

type Answer = FakeResponseInit | Promise<FakeResponseInit>;
type Handler = (call: RecordedCall) => Answer;

export interface TestApi {
  calls: RecordedCall[];
  /** Answers `METHOD /path` (the path without the query) with the handler's response. */
  on(method: string, path: string, handler: Handler | FakeResponseInit): void;
  callsTo(method: string, path: string): RecordedCall[];
}

export function installTestApi(): TestApi {
  configureApi({ baseUrl: API });
  const fetchMock = installFetch();
  const handlers = new Map<string, Handler>();
  const calls: RecordedCall[] = [];
  fetchMock.mockImplementation(async (url, init) => {
    const parsed = new URL(url);
    const call: RecordedCall = {
      method: init?.method ?? 'GET',
      path: parsed.pathname,
      query: parsed.searchParams,
      init,
    };
    calls.push(call);
    const handler = handlers.get(`${call.method} ${call.path}`);
    if (!handler) return fakeResponse({ status: 404, body: { message: 'Route not found' } });
    return fakeResponse(await handler(call));
  });
  return {
    calls,
    on(method, path, handler) {
      handlers.set(`${method} ${path}`, typeof handler === 'function' ? handler : () => handler);
    },
    callsTo(method, path) {
      return calls.filter((call) => call.method === method && call.path === path);
    },
  };
}

/** A promise to hold a response back until the test releases it. */
export function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
