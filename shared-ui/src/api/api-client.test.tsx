import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { sessionStore } from '../session/session-store';
import {
  API_ORIGIN as API,
  mockApi,
  renderWithProviders,
  server,
  type MockApi,
  type MockReply,
} from '../testing';
import { notify } from '../toasts/notify';
import { apiRequest, apiRequestWithTotal, configureApi, signOut } from './api-client';
import { ApiError } from './api-error';
import { setNavigate } from './navigation';

const user = { _id: 'u-1', firstName: 'Ana', lastName: 'Silva', email: 'a@x.test', role: 'doctor' };
let api: MockApi;

beforeEach(() => {
  api = mockApi();
  // A trailing slash is taken off.
  configureApi({ baseUrl: `${API}/` });
  sessionStore.getState().signIn({ token: 'old-token', user });
});

/** Answers `route` with `replies` in turn; the last one again after that. */
function inTurn(route: string, ...replies: MockReply[]) {
  let next = 0;
  api.on(route, () => replies[Math.min(next++, replies.length - 1)]!);
}

afterEach(() => {
  sessionStore.getState().logout();
  setNavigate(null);
  act(() => notify.dismiss());
});

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('requests', () => {
  it('sends the bearer token, the refresh cookie and JSON to the configured origin', async () => {
    api.on('POST /api/appointment/create', { body: { _id: 'a-1' } });

    const result = await apiRequest<{ _id: string }>('/api/appointment/create', {
      method: 'POST',
      body: { reason: 'Headache' },
    });

    expect(result).toEqual({ _id: 'a-1' });
    const [call] = api.calls;
    expect(call?.url.href).toBe(`${API}/api/appointment/create`);
    expect(call?.method).toBe('POST');
    expect(call?.credentials).toBe('include');
    expect(call?.body).toEqual({ reason: 'Headache' });
    expect(call?.headers).toMatchObject({
      authorization: 'Bearer old-token',
      'content-type': 'application/json',
    });
  });

  it('sends no Authorization header when auth is false (login, forgot, reset)', async () => {
    api.on('POST /api/user/login', { body: { message: 'ok' } });
    await apiRequest('/api/user/login', { method: 'POST', body: {}, auth: false });
    expect(api.calls[0]?.headers).not.toHaveProperty('authorization');
  });

  it('adds the query string and leaves empty parameters out', async () => {
    api.on('GET /api/patient/all', { body: [] });
    await apiRequest('/api/patient/all', { query: { page: 2, limit: 8, q: '' } });
    expect(api.calls[0]?.url.href).toBe(`${API}/api/patient/all?page=2&limit=8`);
  });

  it('returns the rows with the X-Total-Count header', async () => {
    api.on('GET /api/notify/get/u-1', { body: [{ _id: 'n-1' }], total: 17 });
    const { data, total, exact } =
      await apiRequestWithTotal<{ _id: string }[]>('/api/notify/get/u-1');
    expect(data).toHaveLength(1);
    expect(total).toBe(17);
    expect(exact).toBe(true);

    api.on('GET /api/appointment/all', { body: [{ _id: 'a-1' }], total: 260, exact: false });
    const searched = await apiRequestWithTotal('/api/appointment/all?q=check');
    expect(searched).toMatchObject({ total: 260, exact: false });
  });

  it('treats an empty answer (204) as no data', async () => {
    api.on('DELETE /api/appointment/delete/a-1', { status: 204 });
    await expect(apiRequest('/api/appointment/delete/a-1', { method: 'DELETE' })).resolves.toBe(
      undefined,
    );
  });
});

describe('errors', () => {
  it('throws { status, message } with the server message', async () => {
    api.on('POST /api/appointment/create', {
      status: 409,
      statusText: 'Conflict',
      body: { message: 'This time slot is already booked for this doctor.' },
    });
    const error = await rejection(apiRequest('/api/appointment/create', { method: 'POST' }));
    expect(error.status).toBe(409);
    expect(error.message).toBe('This time slot is already booked for this doctor.');
  });

  it('uses the caller fallback, then the status text, when the server gives no message', async () => {
    api.on('GET /api/appointment/create', { status: 500, statusText: 'Internal Server Error' });
    const withFallback = await rejection(
      apiRequest('/api/appointment/create', { fallbackMessage: 'Failed to create appointment' }),
    );
    expect(withFallback.message).toBe('Failed to create appointment');
    const withoutFallback = await rejection(apiRequest('/api/appointment/create'));
    expect(withoutFallback.message).toBe('Internal Server Error');
  });

  it('reports an unreachable server as status 0', async () => {
    api.on('GET /api/doctor/all', 'network-error');
    const error = await rejection(apiRequest('/api/doctor/all'));
    expect(error.status).toBe(0);
    expect(error.message).toBe('Something went wrong. Please try again.');
  });

  it('does not try to refresh when an unauthenticated call gets 401 (wrong password)', async () => {
    api.on('POST /api/user/login', { status: 401, body: { message: 'Invalid email or password' } });
    const error = await rejection(apiRequest('/api/user/login', { method: 'POST', auth: false }));
    expect(error.message).toBe('Invalid email or password');
    expect(api.calls).toHaveLength(1);
    expect(sessionStore.getState().token).toBe('old-token');
  });
});

describe('an expired session', () => {
  it('refreshes the token once, stores it and retries the call', async () => {
    inTurn(
      'GET /api/patient/all',
      { status: 401, body: { message: 'Token expired' } },
      { body: [{ _id: 'p-1' }] },
    );
    api.on('POST /api/user/refresh', { body: { token: 'new-token' } });

    const patients = await apiRequest<{ _id: string }[]>('/api/patient/all');

    expect(patients).toEqual([{ _id: 'p-1' }]);
    const [, refresh, retry] = api.calls;
    expect(refresh?.url.href).toBe(`${API}/api/user/refresh`);
    expect(refresh).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(retry?.headers.authorization).toBe('Bearer new-token');
    expect(sessionStore.getState().token).toBe('new-token');
    expect(localStorage.getItem('token')).toBe('new-token');
  });

  it('shares one refresh between calls that fail together', async () => {
    api.on('POST /api/user/refresh', { body: { token: 'new-token' } });
    const list = ({ headers }: { headers: Record<string, string> }) =>
      headers.authorization === 'Bearer new-token' ? { body: [] } : { status: 401 };
    api.on('GET /api/doctor/all', list).on('GET /api/patient/all', list);

    await Promise.all([apiRequest('/api/doctor/all'), apiRequest('/api/patient/all')]);

    expect(api.callsTo('POST /api/user/refresh')).toHaveLength(1);
  });

  it('logs out, says so and goes to /login when the refresh fails', async () => {
    const navigate = jest.fn();
    setNavigate(navigate);
    renderWithProviders(<p>area</p>);
    api.on('GET /api/patient/all', { status: 401 });
    api.on('POST /api/user/refresh', { status: 401, body: { message: 'Refresh expired' } });

    let error: ApiError | undefined;
    await act(async () => {
      error = await rejection(apiRequest('/api/patient/all'));
    });

    expect(error?.status).toBe(401);
    expect(sessionStore.getState().token).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(
      await screen.findByText('Your session has expired. Please log in again.'),
    ).toBeInTheDocument();
  });

  it('logs out when the retried call is refused again', async () => {
    const navigate = jest.fn();
    setNavigate(navigate);
    api.on('GET /api/patient/all', { status: 401 });
    api.on('POST /api/user/refresh', { body: { token: 'new-token' } });

    await rejection(apiRequest('/api/patient/all'));

    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /api/patient/all',
      'POST /api/user/refresh',
      'GET /api/patient/all',
    ]);
    expect(sessionStore.getState().token).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login');
  });
});

describe('signOut', () => {
  it('asks the server to revoke the session and clears it locally at once', async () => {
    signOut();
    expect(sessionStore.getState().token).toBeNull();
    expect(localStorage.length).toBe(0);
    await waitFor(() => expect(api.callsTo('POST /api/user/logout')).toHaveLength(1));
    expect(api.calls[0]?.url.href).toBe(`${API}/api/user/logout`);
    expect(api.calls[0]?.headers.authorization).toBe('Bearer old-token');
  });
});

describe('before the configuration is read', () => {
  it('waits for configureApi instead of calling the wrong origin', async () => {
    await jest.isolateModulesAsync(async () => {
      const client = await import('./api-client');
      const asked: string[] = [];
      server.use(
        http.get('http://late.test/api/doctor/all', ({ request }) => {
          asked.push(request.url);
          return HttpResponse.json([]);
        }),
      );
      const pending = client.apiRequest('/api/doctor/all', { auth: false });
      await Promise.resolve();
      expect(api.calls).toHaveLength(0);

      client.configureApi({ baseUrl: 'http://late.test' });
      await pending;
      expect(asked).toEqual(['http://late.test/api/doctor/all']);
    });
  });
});
