// A stand-in for the API server in unit tests: answers fetch by method and path pattern, and
// records every call so a test can check what the screen asked for.
import { configureApi, type SessionUserInput } from '@careconnect/shared-ui';

export const API_ORIGIN = 'http://api.test';

export interface FakeReply {
  status?: number;
  body?: unknown;
  /** Sent as the X-Total-Count header. */
  total?: number;
  /** false: X-Total-Count-Exact: false (a search counted only so far ahead). */
  exact?: boolean;
}

export interface FakeCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Handler =
  FakeReply | ((call: FakeCall, params: Record<string, string>) => FakeReply | Promise<FakeReply>);

/** 'GET /api/appointment/get/:id' → handler. Unmatched calls answer 404. */
export type Routes = Record<string, Handler>;

function match(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i += 1) {
    const part = want[i]!;
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(got[i]!);
    else if (part !== got[i]) return null;
  }
  return params;
}

function respond({ status = 200, body, total, exact }: FakeReply): Response {
  const text = body === undefined ? '' : JSON.stringify(body);
  const headers = new Map<string, string>();
  if (total !== undefined) headers.set('x-total-count', String(total));
  if (exact === false) headers.set('x-total-count-exact', 'false');
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: status === 404 ? 'Not Found' : '',
    headers: { get: (name: string) => headers.get(name.toLowerCase()) ?? null },
    text: () => Promise.resolve(text),
    json: () => Promise.resolve(body),
  } as unknown as Response;
}

/** Installs the fake as global fetch. `routes` may be changed later (e.g. after a deletion). */
export function fakeApi(routes: Routes) {
  configureApi({ baseUrl: API_ORIGIN });
  const calls: FakeCall[] = [];
  const fetchMock = jest.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input);
    const method = init?.method ?? 'GET';
    const call: FakeCall = {
      method,
      path: url.pathname,
      query: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    for (const [key, handler] of Object.entries(routes)) {
      const [routeMethod, pattern] = key.split(' ') as [string, string];
      if (routeMethod !== method) continue;
      const params = match(pattern, url.pathname);
      if (!params) continue;
      const reply = typeof handler === 'function' ? await handler(call, params) : handler;
      return respond(reply);
    }
    return respond({ status: 404, body: { message: `No fake for ${method} ${url.pathname}` } });
  });
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
  return {
    routes,
    calls,
    /** The calls made to `method path` (exact path). */
    callsTo: (method: string, path: string) =>
      calls.filter((c) => c.method === method && c.path === path),
  };
}

export const adminUser: SessionUserInput = {
  _id: '00000000-0000-4000-8000-000000000001',
  firstName: 'Alex',
  lastName: 'Morgan',
  email: 'admin@careconnect.test',
  role: 'admin',
};

export const adminSession = { token: 'admin-token', user: adminUser };

/** A promise that never settles: keeps a query loading. */
export const never = () => new Promise<FakeReply>(() => undefined);

/** Types into a field at once (typing key by key is slow on a busy machine). */
export async function fill(
  user: {
    clear: (el: Element) => Promise<void>;
    click: (el: Element) => Promise<void>;
    paste: (text: string) => Promise<void>;
  },
  element: HTMLElement,
  text: string,
) {
  await user.clear(element);
  await user.click(element);
  await user.paste(text);
}
