// A small stand-in for fetch in unit tests (jsdom has none).

export interface FakeResponseInit {
  status?: number;
  statusText?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export function fakeResponse({
  status = 200,
  statusText = '',
  body,
  headers = {},
}: FakeResponseInit = {}): Response {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
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

export type FetchMock = jest.Mock<Promise<Response>, [string, RequestInit?]>;

/** Installs a jest.fn as global fetch; answer with mockResolvedValueOnce(fakeResponse(...)). */
export function installFetch(): FetchMock {
  const mock: FetchMock = jest.fn();
  (globalThis as { fetch?: unknown }).fetch = mock;
  return mock;
}

export function headersOf(init: RequestInit | undefined): Record<string, string> {
  return (init?.headers ?? {}) as Record<string, string>;
}
