import { act, screen } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { sessionStore } from '../session/session-store';
import { renderWithProviders } from '../testing';
import { ApiError } from './api-error';
import { createQueryClient, QueryProvider, queryClient, shouldRetry } from './query-client';

const user = { _id: 'u-1', firstName: 'A', lastName: 'B', email: 'a@b.test', role: 'patient' };

describe('the query cache', () => {
  it('is emptied on logout (the app client)', () => {
    queryClient.setQueryData(['appointments', 'u-1'], [{ _id: 'a-1', reason: 'Headache' }]);
    sessionStore.getState().logout();
    expect(queryClient.getQueryData(['appointments', 'u-1'])).toBeUndefined();
  });

  it('is emptied on logout (a client given to QueryProvider)', async () => {
    function Appointments() {
      const { data } = useQuery({ queryKey: ['appointments'], queryFn: () => ['a-1'] });
      return <p>{data ? `${data.length} appointment` : 'none'}</p>;
    }
    const { queryClient: client } = renderWithProviders(<Appointments />, {
      session: { token: 't', user },
    });
    expect(await screen.findByText('1 appointment')).toBeInTheDocument();
    act(() => sessionStore.getState().logout());
    expect(client.getQueryData(['appointments'])).toBeUndefined();
  });

  it('is emptied when another user signs in over a session (the sign-in page has no client)', () => {
    sessionStore.getState().signIn({ token: 't', user });
    queryClient.setQueryData(['appointments', 'u-1'], [{ _id: 'a-1', reason: 'Headache' }]);
    sessionStore.getState().signIn({ token: 't', user });
    expect(queryClient.getQueryData(['appointments', 'u-1'])).toHaveLength(1);
    sessionStore.getState().signIn({ token: 't2', user: { ...user, _id: 'u-2' } });
    expect(queryClient.getQueryData(['appointments', 'u-1'])).toBeUndefined();
  });

  it("an area's provider keeps a client already provided above it (a test's, a standalone page's)", async () => {
    function Appointments() {
      const { data } = useQuery({ queryKey: ['outer'], queryFn: () => ['a-1'] });
      return <p>{data ? `${data.length} appointment` : 'none'}</p>;
    }
    const { queryClient: client } = renderWithProviders(
      <QueryProvider>
        <Appointments />
      </QueryProvider>,
      { session: { token: 't', user } },
    );
    expect(await screen.findByText('1 appointment')).toBeInTheDocument();
    expect(client.getQueryData(['outer'])).toEqual(['a-1']);
    expect(queryClient.getQueryData(['outer'])).toBeUndefined();
  });

  it('never writes query data to browser storage', async () => {
    const client = createQueryClient();
    client.setQueryData(['patient', 'p-1'], { bloodType: 'O+' });
    expect(JSON.stringify({ ...localStorage })).not.toContain('O+');
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('O+');
  });
});

describe('retries', () => {
  it('retries a network failure or a server error, twice at most', () => {
    expect(shouldRetry(0, new ApiError(0, 'offline'))).toBe(true);
    expect(shouldRetry(1, new ApiError(503, 'busy'))).toBe(true);
    expect(shouldRetry(2, new ApiError(503, 'busy'))).toBe(false);
  });

  it('does not retry answers that will not change: 401, 403, 404, 409', () => {
    for (const status of [401, 403, 404, 409]) {
      expect(shouldRetry(0, new ApiError(status, 'no'))).toBe(false);
    }
  });
});
