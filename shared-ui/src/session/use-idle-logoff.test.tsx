import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { setNavigate } from '../api/navigation';
import { AreaLayout } from '../components/area-layout/area-layout';
import { mockApi, renderWithProviders, resetSession, type MockApi } from '../testing';
import { IDLE_LOGOFF_MESSAGE, IDLE_TIMEOUT_MS } from './idle-logoff';
import { sessionStore } from './session-store';

const jane = {
  _id: 'u-1',
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@example.test',
  role: 'patient',
};

/** What the shell does: lets code outside React navigate with the router. */
function NavigationBridge() {
  const navigate = useNavigate();
  useEffect(() => setNavigate((to) => navigate(to, { replace: true })), [navigate]);
  return null;
}

function PatientArea() {
  return (
    <>
      <NavigationBridge />
      <Routes>
        <Route
          path="/patient"
          element={
            <AreaLayout title="Patient" menu={[{ label: 'Home', to: '/patient/dashboard' }]} />
          }
        >
          <Route path="dashboard" element={<h1>Patient Dashboard</h1>} />
        </Route>
        <Route path="/login" element={<h1>Login</h1>} />
      </Routes>
    </>
  );
}

let api: MockApi;

beforeEach(() => {
  jest.useFakeTimers();
  api = mockApi({ 'GET /api/user/getOne/:userId': { body: jane } });
});

afterEach(() => {
  act(() => resetSession());
  jest.useRealTimers();
});

const logoutCalls = () => api.callsTo('POST /api/user/logout');

describe('idle logoff in a guarded area', () => {
  it('after 15 minutes idle: server logout, storage cleared, toast, /login', async () => {
    renderWithProviders(<PatientArea />, {
      route: '/patient/dashboard',
      session: { token: 'tok-1', user: jane },
    });
    expect(screen.getByRole('heading', { name: 'Patient Dashboard' })).toBeInTheDocument();

    await act(async () => {
      jest.advanceTimersByTime(IDLE_TIMEOUT_MS - 1000);
    });
    expect(sessionStore.getState().token).toBe('tok-1');
    expect(logoutCalls()).toHaveLength(0);

    await act(async () => {
      jest.advanceTimersByTime(1000);
    });
    await waitFor(() => expect(logoutCalls()).toHaveLength(1));
    expect(logoutCalls()[0]!.headers.authorization).toBe('Bearer tok-1');
    expect(sessionStore.getState().token).toBeNull();
    expect(localStorage.length).toBe(0);
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(await screen.findByText(IDLE_LOGOFF_MESSAGE)).toBeInTheDocument();
  });

  it('a user who keeps typing stays signed in', async () => {
    renderWithProviders(<PatientArea />, {
      route: '/patient/dashboard',
      session: { token: 'tok-1', user: jane },
    });
    for (let minute = 0; minute < 40; minute += 5) {
      await act(async () => {
        jest.advanceTimersByTime(5 * 60_000);
      });
      fireEvent.keyDown(window, { key: 'a' });
    }
    expect(sessionStore.getState().token).toBe('tok-1');
    expect(logoutCalls()).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'Patient Dashboard' })).toBeInTheDocument();
  });

  it('stops watching after a manual logout', async () => {
    renderWithProviders(<PatientArea />, {
      route: '/patient/dashboard',
      session: { token: 'tok-1', user: jane },
    });
    act(() => sessionStore.getState().logout());
    await act(async () => {
      jest.advanceTimersByTime(2 * IDLE_TIMEOUT_MS);
    });
    expect(logoutCalls()).toHaveLength(0);
    expect(screen.queryByText(IDLE_LOGOFF_MESSAGE)).not.toBeInTheDocument();
  });
});
