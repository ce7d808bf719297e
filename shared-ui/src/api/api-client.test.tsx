import { act, screen } from '@testing-library/react';
import { sessionStore } from '../session/session-store';
import { fakeResponse, headersOf, installFetch, type FetchMock } from '../test-support/fetch-mock';
import { renderWithProviders } from '../testing';
import { notify } from '../toasts/notify';
import { apiRequest, apiRequestWithTotal, configureApi, signOut } from './api-client';
import { ApiError } from './api-error';
import { setNavigate } from './navigation';

const API = 'http://api.test';
const user = { _id: 'u-1', firstName: 'Ana', lastName: 'Silva', email: 'a@x.test', role: 'doctor' };
let fetchMock: FetchMock;

beforeEach(() => {
  configureApi({ baseUrl: `${API}/` });
  fetchMock = installFetch();
  sessionStore.getState().signIn({ token: 'old-token', user });
});

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
    fetchMock.mockResolvedValueOnce(fakeResponse({ body: { _id: 'a-1' } }));

    const result = await apiRequest<{ _id: string }>('/api/appointment/create', {
      method: 'POST',
      body: { reason: 'Headache' },
    });

    expect(result).toEqual({ _id: 'a-1' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`${API}/api/appointment/create`);
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe(JSON.stringify({ reason: 'Headache' }));
    expect(headersOf(init)).toMatchObject({
      Authorization: 'Bearer old-token',
      'Content-Type': 'application/json',
    });
  });

  it('sends no Authorization header when auth is false (login, forgot, reset)', async () => {
    fetchMock.mockResolvedValueOnce(fakeResponse({ body: { message: 'ok' } }));
    await apiRequest('/api/user/login', { method: 'POST', body: {}, auth: false });
    expect(headersOf(fetchMock.mock.calls[0]?.[1])).not.toHaveProperty('Authorization');
  });

  it('adds the query string and leaves empty parameters out', async () => {
    fetchMock.mockResolvedValueOnce(fakeResponse({ body: [] }));
    await apiRequest('/api/patient/all', { query: { page: 2, limit: 8, q: '' } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`${API}/api/patient/all?page=2&limit=8`);
  });

  it('returns the rows with the X-Total-Count header', async () => {
    fetchMock.mockResolvedValueOnce(
      fakeResponse({ body: [{ _id: 'n-1' }], headers: { 'X-Total-Count': '17' } }),
    );
    const { data, total, exact } = await apiRequestWithTotal<{ _id: string }[]>(
      '/api/notify/get/u-1',
    );
    expect(data).toHaveLength(1);
    expect(total).toBe(17);
    expect(exact).toBe(true);

    fetchMock.mockResolvedValueOnce(
      fakeResponse({
        body: [{ _id: 'a-1' }],
        headers: { 'X-Total-Count': '260', 'X-Total-Count-Exact': 'false' },
      }),
    );
    const searched = await apiRequestWithTotal('/api/appointment/all?q=check');
    expect(searched).toMatchObject({ total: 260, exact: false });
  });

  it('treats an empty answer (204) as no data', async () => {
    fetchMock.mockResolvedValueOnce(fakeResponse({ status: 204 }));
    await expect(apiRequest('/api/appointment/delete/a-1', { method: 'DELETE' })).resolves.toBe(
      undefined,
    );
  });
});

describe('errors', () => {
  it('throws { status, message } with the server message', async () => {
    fetchMock.mockResolvedValueOnce(
      fakeResponse({
        status: 409,
        statusText: 'Conflict',
        body: { message: 'This time slot is already booked for this doctor.' },
      }),
    );
    const error = await rejection(apiRequest('/api/appointment/create', { method: 'POST' }));
    expect(error.status).toBe(409);
    expect(error.message).toBe('This time slot is already booked for this doctor.');
  });

  it('uses the caller fallback, then the status text, when the server gives no message', async () => {
    fetchMock
      .mockResolvedValueOnce(fakeResponse({ status: 500, statusText: 'Internal Server Error' }))
      .mockResolvedValueOnce(fakeResponse({ status: 500, statusText: 'Internal Server Error' }));
    const withFallback = await rejection(
      apiRequest('/api/appointment/create', { fallbackMessage: 'Failed to create appointment' }),
    );
    expect(withFallback.message).toBe('Failed to create appointment');
    const withoutFallback = await rejection(apiRequest('/api/appointment/create'));
    expect(withoutFallback.message).toBe('Internal Server Error');
  });

  it('reports an unreachable server as status 0', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = await rejection(apiRequest('/api/doctor/all'));
    expect(error.status).toBe(0);
    expect(error.message).toBe('Something went wrong. Please try again.');
  });

  it('does not try to refresh when an unauthenticated call gets 401 (wrong password)', async () => {
    fetchMock.mockResolvedValueOnce(
      fakeResponse({ status: 401, body: { message: 'Invalid email or password' } }),
    );
    const error = await rejection(apiRequest('/api/user/login', { method: 'POST', auth: false }));
    expect(error.message).toBe('Invalid email or password');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sessionStore.getState().token).toBe('old-token');
  });
});

describe('an expired session', () => {
  it('refreshes the token once, stores it and retries the call', async () => {
    fetchMock
      .mockResolvedValueOnce(fakeResponse({ status: 401, body: { message: 'Token expired' } }))
      .mockResolvedValueOnce(fakeResponse({ body: { token: 'new-token' } }))
      .mockResolvedValueOnce(fakeResponse({ body: [{ _id: 'p-1' }] }));

    const patients = await apiRequest<{ _id: string }[]>('/api/patient/all');

    expect(patients).toEqual([{ _id: 'p-1' }]);
    const [refreshUrl, refreshInit] = fetchMock.mock.calls[1] ?? [];
    expect(refreshUrl).toBe(`${API}/api/user/refresh`);
    expect(refreshInit).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(headersOf(fetchMock.mock.calls[2]?.[1]).Authorization).toBe('Bearer new-token');
    expect(sessionStore.getState().token).toBe('new-token');
    expect(localStorage.getItem('token')).toBe('new-token');
  });

  it('shares one refresh between calls that fail together', async () => {
    fetchMock.mockImplementation((url: string, init?: RequestInit) => {
      if (url.endsWith('/api/user/refresh')) {
        return Promise.resolve(fakeResponse({ body: { token: 'new-token' } }));
      }
      const auth = headersOf(init).Authorization;
      return Promise.resolve(
        auth === 'Bearer new-token' ? fakeResponse({ body: [] }) : fakeResponse({ status: 401 }),
      );
    });

    await Promise.all([apiRequest('/api/doctor/all'), apiRequest('/api/patient/all')]);

    const refreshes = fetchMock.mock.calls.filter(([url]) => url.endsWith('/api/user/refresh'));
    expect(refreshes).toHaveLength(1);
  });

  it('logs out, says so and goes to /login when the refresh fails', async () => {
    const navigate = jest.fn();
    setNavigate(navigate);
    renderWithProviders(<p>area</p>);
    fetchMock
      .mockResolvedValueOnce(fakeResponse({ status: 401 }))
      .mockResolvedValueOnce(fakeResponse({ status: 401, body: { message: 'Refresh expired' } }));

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
    fetchMock
      .mockResolvedValueOnce(fakeResponse({ status: 401 }))
      .mockResolvedValueOnce(fakeResponse({ body: { token: 'new-token' } }))
      .mockResolvedValueOnce(fakeResponse({ status: 401 }));

    await rejection(apiRequest('/api/patient/all'));

    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(sessionStore.getState().token).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login');
  });
});

describe('signOut', () => {
  it('asks the server to revoke the session and clears it locally at once', () => {
    fetchMock.mockResolvedValueOnce(fakeResponse({ status: 204 }));
    signOut();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`${API}/api/user/logout`);
    expect(headersOf(init).Authorization).toBe('Bearer old-token');
    expect(sessionStore.getState().token).toBeNull();
    expect(localStorage.length).toBe(0);
  });
});

describe('before the configuration is read', () => {
  it('waits for configureApi instead of calling the wrong origin', async () => {
    await jest.isolateModulesAsync(async () => {
      const client = await import('./api-client');
      const pending = client.apiRequest('/api/doctor/all', { auth: false });
      await Promise.resolve();
      expect(fetchMock).not.toHaveBeenCalled();

      fetchMock.mockResolvedValueOnce(fakeResponse({ body: [] }));
      client.configureApi({ baseUrl: 'http://late.test' });
      await pending;
      expect(fetchMock.mock.calls[0]?.[0]).toBe('http://late.test/api/doctor/all');
    });
  });
});
