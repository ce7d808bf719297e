// A stand-in API for unit tests: fetch answers from a route table, so the screens run their real
// request code (paths, query strings, bodies) against canned answers.
import { configureApi } from '@careconnect/shared-ui';

export const TEST_API = 'http://api.test';

export interface MockReply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface MockRequest {
  method: string;
  path: string;
  url: URL;
  params: Record<string, string>;
  body: unknown;
}

/** A reply, a function of the request, or `'pending'` to stay loading for ever. */
export type MockRoute =
  MockReply | ((request: MockRequest) => MockReply | Promise<MockReply>) | 'pending';

export interface MockApi {
  fetch: jest.Mock<Promise<Response>, [string, RequestInit?]>;
  /** The requests made so far matching 'METHOD /path' (e.g. 'PATCH /api/appointment/status/a1'). */
  calls(match?: string): MockRequest[];
  /** Adds or replaces routes. */
  set(routes: Record<string, MockRoute>): void;
}

function response({ status = 200, body, headers = {} }: MockReply): Response {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: status === 404 ? 'Not Found' : '',
    headers: { get: (name: string) => lower[name.toLowerCase()] ?? null },
    text: () => Promise.resolve(text),
    json: () => Promise.resolve(JSON.parse(text) as unknown),
  } as unknown as Response;
}

function matcher(pattern: string) {
  const [method, path = ''] = pattern.split(' ');
  const names: string[] = [];
  const source = path.replace(/:(\w+)/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const regex = new RegExp(`^${source}$`);
  return (requestMethod: string, requestPath: string) => {
    if (requestMethod !== method) return null;
    const match = regex.exec(requestPath);
    if (!match) return null;
    return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match[i + 1]!)]));
  };
}

/** Installs the mock as global fetch and points the API client at it. */
export function mockApi(initial: Record<string, MockRoute> = {}): MockApi {
  configureApi({ baseUrl: TEST_API });
  const routes = new Map<string, MockRoute>(Object.entries(initial));
  const seen: MockRequest[] = [];

  const fetchMock: MockApi['fetch'] = jest.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input);
    const method = (init?.method ?? 'GET').toUpperCase();
    let body: unknown;
    if (typeof init?.body === 'string') body = JSON.parse(init.body) as unknown;
    else if (init?.body) body = init.body;
    for (const [pattern, route] of [...routes].reverse()) {
      const params = matcher(pattern)(method, url.pathname);
      if (!params) continue;
      const request: MockRequest = { method, path: url.pathname, url, params, body };
      seen.push(request);
      if (route === 'pending') return new Promise<Response>(() => undefined);
      const reply = typeof route === 'function' ? await route(request) : route;
      return response(reply);
    }
    return response({ status: 404, body: { message: `No mock for ${method} ${url.pathname}` } });
  });
  (globalThis as { fetch?: unknown }).fetch = fetchMock;

  return {
    fetch: fetchMock,
    calls: (match) => (match ? seen.filter((r) => `${r.method} ${r.path}` === match) : [...seen]),
    set: (more) => {
      for (const [pattern, route] of Object.entries(more)) {
        routes.delete(pattern);
        routes.set(pattern, route);
      }
    },
  };
}
