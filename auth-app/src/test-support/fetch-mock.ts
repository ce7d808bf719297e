// A stand-in for the API in unit tests: answers by method and path, records every call.

export interface FakeAnswer {
  status?: number;
  body?: unknown;
}

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

type Responder = FakeAnswer | ((call: RecordedCall) => FakeAnswer | Promise<FakeAnswer>);

export const API_ORIGIN = 'http://api.test';

function fakeResponse({ status = 200, body }: FakeAnswer): Response {
  const text = body === undefined ? '' : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: status === 200 ? 'OK' : '',
    headers: { get: () => null },
    text: () => Promise.resolve(text),
    json: () => Promise.resolve(JSON.parse(text) as unknown),
  } as unknown as Response;
}

/** Installs a fake fetch; `answer('POST /api/user/login', …)` sets what a route replies. */
export function installApi() {
  const responders = new Map<string, Responder[]>();
  const calls: RecordedCall[] = [];

  const fetchMock = jest.fn(async (url: string, init: RequestInit = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const path = url.startsWith(API_ORIGIN) ? url.slice(API_ORIGIN.length) : url;
    const call: RecordedCall = {
      method,
      path,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      headers: (init.headers ?? {}) as Record<string, string>,
    };
    calls.push(call);
    const key = `${method} ${path.split('?')[0]}`;
    const queue = responders.get(key);
    if (!queue || queue.length === 0) {
      throw new Error(`No fake answer for ${key}`);
    }
    // The last answer repeats; earlier ones are used once each.
    const responder = queue.length > 1 ? queue.shift()! : queue[0]!;
    const answer = typeof responder === 'function' ? await responder(call) : responder;
    return fakeResponse(answer);
  });
  (globalThis as { fetch?: unknown }).fetch = fetchMock;

  return {
    calls,
    fetchMock,
    /** Queues an answer for `METHOD /path` (without query string). */
    answer(route: string, responder: Responder) {
      const queue = responders.get(route) ?? [];
      queue.push(responder);
      responders.set(route, queue);
    },
    /** Calls made to `METHOD /path`. */
    callsTo(route: string) {
      return calls.filter((call) => `${call.method} ${call.path.split('?')[0]}` === route);
    },
  };
}

/** A promise the test settles itself, to look at the form while a request is pending. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
