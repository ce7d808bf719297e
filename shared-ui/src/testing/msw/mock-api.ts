// The mocked API every front-end package tests against: `mockApi({ 'GET /api/x/:id': reply })`
// puts routes in front of the default handlers and gives the requests the screen sent.
import { configureApi } from '../../api/api-client';
import {
  API_ORIGIN,
  recorded,
  route,
  type MockRoute,
  type MockRoutes,
  type RecordedRequest,
} from './route';
import { server } from './server';

export interface MockApi {
  /** Every request answered so far, in order. */
  readonly calls: RecordedRequest[];
  /** The requests made to 'METHOD /path' (the exact path, without the query). */
  callsTo(route: string): RecordedRequest[];
  /** Adds a route, or replaces an earlier answer for the same route. */
  on(route: string, answer: MockRoute): MockApi;
}

/** Points the API client at the mocked API and puts these routes in front of the defaults. */
export function mockApi(routes: MockRoutes = {}): MockApi {
  configureApi({ baseUrl: API_ORIGIN });
  const api: MockApi = {
    calls: recorded,
    callsTo: (wanted) => recorded.filter((call) => `${call.method} ${call.path}` === wanted),
    on(pattern, answer) {
      server.use(route(pattern, answer));
      return api;
    },
  };
  const entries = Object.entries(routes);
  if (entries.length > 0) server.use(...entries.map(([pattern, answer]) => route(pattern, answer)));
  return api;
}

/** A promise the test settles itself, to look at a screen while a request is pending. */
export function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
