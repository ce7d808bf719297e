// MSW handlers written as 'METHOD /path' (with :params) that record each request they answer,
// so a test can check what the screen sent (path, query, body, headers).
import { delay, http, HttpResponse, type HttpHandler } from 'msw';

export const API_ORIGIN = 'http://api.test';

export interface MockReply {
  status?: number;
  statusText?: string;
  /** Sent as JSON; a string is sent as it is (text). */
  body?: unknown;
  headers?: Record<string, string>;
  /** Sent as the X-Total-Count header of a list. */
  total?: number;
  /** false: X-Total-Count-Exact: false (a search counted only so far ahead). */
  exact?: boolean;
}

export interface RecordedRequest {
  method: string;
  /** The path without the query. */
  path: string;
  url: URL;
  query: URLSearchParams;
  /** The route's :params. */
  params: Record<string, string>;
  /** The parsed JSON body, the text if it is not JSON, FormData for a multipart body. */
  body: unknown;
  /** Lower-case names. */
  headers: Record<string, string>;
  /** Whether the browser would send cookies ('include' for the refresh cookie). */
  credentials: RequestCredentials;
}

/**
 * A reply, a function of the request, 'pending' to stay loading for ever, or 'network-error' for
 * a request that never reaches the server (fetch rejects).
 */
export type MockRoute =
  | MockReply
  | ((request: RecordedRequest) => MockReply | Promise<MockReply>)
  | 'pending'
  | 'network-error';

export type MockRoutes = Record<string, MockRoute>;

/** Every request answered since the test began, in order. */
export const recorded: RecordedRequest[] = [];

/** Forgets the recorded requests (the Jest setup does it after each test). */
export function clearRecordedRequests(): void {
  recorded.length = 0;
}

async function readBody(request: Request): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const type = request.headers.get('content-type') ?? '';
  if (type.startsWith('multipart/form-data')) return request.formData();
  const text = await request.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function toResponse({
  status = 200,
  statusText,
  body,
  headers = {},
  total,
  exact,
}: MockReply): Response {
  const all: Record<string, string> = { ...headers };
  if (total !== undefined) all['X-Total-Count'] = String(total);
  if (exact === false) all['X-Total-Count-Exact'] = 'false';
  const init = { status, statusText, headers: all };
  if (body === undefined) return new HttpResponse(null, init);
  if (typeof body === 'string') return HttpResponse.text(body, init);
  return HttpResponse.json(body, init);
}

const methods = {
  GET: http.get,
  POST: http.post,
  PUT: http.put,
  PATCH: http.patch,
  DELETE: http.delete,
} as const;

/** One MSW handler for 'METHOD /path' that records the request and gives the answer. */
export function route(pattern: string, answer: MockRoute): HttpHandler {
  const [method = '', path = ''] = pattern.split(' ');
  const make = methods[method as keyof typeof methods];
  if (!make) throw new Error(`Unknown method in route "${pattern}"`);
  return make(`${API_ORIGIN}${path}`, async ({ request, params }) => {
    const url = new URL(request.url);
    const call: RecordedRequest = {
      method,
      path: url.pathname,
      url,
      query: url.searchParams,
      params: Object.fromEntries(
        Object.entries(params).map(([name, value]) => [name, String(value)]),
      ),
      body: await readBody(request.clone()),
      headers: Object.fromEntries(request.headers.entries()),
      credentials: request.credentials,
    };
    recorded.push(call);
    if (answer === 'network-error') return HttpResponse.error();
    if (answer === 'pending') {
      await delay('infinite');
      return undefined;
    }
    return toResponse(typeof answer === 'function' ? await answer(call) : answer);
  });
}
