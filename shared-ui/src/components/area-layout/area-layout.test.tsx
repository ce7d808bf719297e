import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Route, Routes } from 'react-router-dom';
import { justSignedOut } from '../../session/signed-out';
import { notify } from '../../toasts/notify';
import { sessionStore } from '../../session/session-store';
import { mockApi, renderWithProviders, resetSession, type MockApi } from '../../testing';
import { AreaLayout } from './area-layout';

const menu = [
  { label: 'Home', to: '/patient/dashboard' },
  { label: 'Appointments', to: '/patient/appointments' },
];
const jane = {
  _id: 'u-1',
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@example.test',
  role: 'patient',
};

function LoginStub() {
  const [signedOut] = useState(justSignedOut);
  return <h1>{signedOut ? 'Login after a logout' : 'Login'}</h1>;
}

function PatientArea({
  onLogout,
  screen = <h1>Patient Dashboard</h1>,
  counts = false,
}: {
  onLogout?: () => void;
  screen?: ReactNode;
  /** With the unread counts beside the menu. */
  counts?: boolean;
}) {
  const paths = counts
    ? { notificationsPath: '/patient/notifications', chatsPath: '/patient/chats' }
    : {};
  return (
    <Routes>
      <Route
        path="/patient"
        element={<AreaLayout title="Patient" menu={menu} onLogout={onLogout} {...paths} />}
      >
        <Route path="dashboard" element={screen} />
      </Route>
      <Route path="/login" element={<LoginStub />} />
    </Routes>
  );
}

let api: MockApi;

beforeEach(() => {
  api = mockApi({ 'GET /api/user/getOne/:userId': { body: jane } });
});

afterEach(() => act(() => resetSession()));

describe('AreaLayout', () => {
  it('frames the route: top bar, menu, the screen in main, skip link', async () => {
    renderWithProviders(<PatientArea />, {
      route: '/patient/dashboard',
      session: { token: 't', user: jane },
    });
    expect(screen.getByRole('banner')).toHaveTextContent('Patient');
    expect(screen.getByRole('main')).toContainElement(
      screen.getByRole('heading', { name: 'Patient Dashboard' }),
    );
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute(
      'href',
      '#main-content',
    );
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(await screen.findByText('Jane Doe')).toBeDefined();
  });

  it("fetches the user: 'Loading...' first, then the name and photo from the server", async () => {
    act(() => sessionStore.setState({ token: 't', userId: 'u-1', user: null, role: 'patient' }));
    api.on('GET /api/user/getOne/:userId', {
      body: { user: { ...jane, image: 'https://cdn.test/jane.png' } },
    });
    renderWithProviders(<PatientArea />, { route: '/patient/dashboard' });
    expect(screen.getByText('Loading...')).toBeInTheDocument();

    expect(await screen.findByText('Jane Doe')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('img', { name: 'Profile photo' })).toHaveAttribute(
      'src',
      'https://cdn.test/jane.png',
    );
    expect(api.calls[0]?.url.href).toBe('http://api.test/api/user/getOne/u-1');
    expect(sessionStore.getState().user?.image).toBe('https://cdn.test/jane.png');
  });

  it("asks for the unread counts and the fresh user once the screen's data is in", async () => {
    let release = () => {};
    const figures = new Promise<void>((resolve) => (release = resolve));
    api.on('GET /api/stats/mine', async () => {
      await figures;
      return { body: { total: 3 } };
    });
    function Screen() {
      const { data } = useQuery({
        queryKey: ['stats', 'mine'],
        queryFn: async () => {
          const response = await fetch('http://api.test/api/stats/mine');
          return (await response.json()) as { total: number };
        },
      });
      return <h1>{data ? `Figures: ${data.total}` : 'Patient Dashboard'}</h1>;
    }
    renderWithProviders(<PatientArea screen={<Screen />} counts />, {
      route: '/patient/dashboard',
      session: { token: 't', user: jane },
    });
    await waitFor(() => expect(api.callsTo('GET /api/stats/mine')).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    const extras = () =>
      ['GET /api/notify/unread', 'GET /api/chats/unread', 'GET /api/user/getOne/u-1'].map(
        (call) => api.callsTo(call).length,
      );
    expect(extras()).toEqual([0, 0, 0]);

    release();
    expect(await screen.findByRole('heading', { name: 'Figures: 3' })).toBeInTheDocument();
    await waitFor(() => expect(extras()).toEqual([1, 1, 1]));
  });

  it('opens the drawer from the top bar and closes it with its close button', async () => {
    renderWithProviders(<PatientArea />, {
      route: '/patient/dashboard',
      session: { token: 't', user: jane },
    });
    const openButton = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(openButton);
    expect(openButton).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    expect(openButton).toHaveFocus();
  });

  it('Logout clears the session and all storage and goes to /login', async () => {
    const onLogout = jest.fn();
    renderWithProviders(<PatientArea onLogout={onLogout} />, {
      route: '/patient/dashboard',
      session: { token: 't', user: jane },
    });
    sessionStorage.setItem('draft', 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('heading', { name: /^Login/ })).toBeInTheDocument();
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(sessionStore.getState().token).toBeNull();
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(api.callsTo('POST /api/user/logout')).toHaveLength(1);
  });

  it("takes the area's toasts away and tells the sign-in page it follows a logout", async () => {
    renderWithProviders(<PatientArea />, {
      route: '/patient/dashboard',
      session: { token: 't', user: jane },
    });
    act(() => {
      notify.info('Appointment cancelled.');
    });
    expect(await screen.findByText('Appointment cancelled.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));

    expect(
      await screen.findByRole('heading', { name: 'Login after a logout' }),
    ).toBeInTheDocument();
    // The info toast would stay 4 s: the logout ends it at once (jsdom plays no animation, so
    // an ended toast stays in the page, leaving).
    await waitFor(() => {
      const toast = screen.queryByText('Appointment cancelled.');
      expect(toast === null || toast.getAttribute('data-in') === 'false').toBe(true);
    });
  });
});
