import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation, useNavigate } from 'react-router-dom';
import { noteSignedOut, sessionStore, SESSION_KEYS } from '@careconnect/shared-ui';
import {
  resetSession,
  deferred,
  mockApi,
  renderWithProviders,
  type MockReply,
} from '@careconnect/shared-ui/testing';
import AuthApp from '../../../app';
import { expectFieldError, field } from '../../../testing/fields';
import { renderAuth } from '../../../testing/render-auth';
import { AWAITING_APPROVAL, returnPath } from './login-screen';
import { patientUser as patient } from '../../../testing/accounts';

const location = () => screen.getByTestId('location').textContent;

async function fillAndSubmit(
  user: ReturnType<typeof userEvent.setup>,
  email = 'jane@example.test',
  password = 'secret1',
) {
  await user.type(field('Email'), email);
  await user.type(field('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log In' }));
}

afterEach(() => {
  jest.useRealTimers();
  resetSession();
});

describe('Login screen', () => {
  it("says 'You are signed out' after a logout, and only then", async () => {
    mockApi();
    function AreaLogout() {
      const navigate = useNavigate();
      return (
        <>
          <button type="button" onClick={() => navigate('/signup')}>
            Elsewhere
          </button>
          <button
            type="button"
            onClick={() => {
              noteSignedOut();
              navigate('/login');
            }}
          >
            Area logout
          </button>
        </>
      );
    }
    renderWithProviders(
      <>
        <AuthApp />
        <AreaLogout />
      </>,
      { route: '/login' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByText('You are signed out')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await screen.findByRole('heading', { level: 1, name: 'Create Account' });
    await userEvent.click(screen.getByRole('button', { name: 'Area logout' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/^You are signed out$/);
  });

  it.each([
    ['a signed-out visit opens the page it asked for', false, '/patient/settings?tab=a'],
    ['a sign-in after a logout starts at the dashboard', true, '/patient/dashboard'],
  ])('%s', async (_, afterLogout, expected) => {
    const api = mockApi();
    api.on('POST /api/user/login', {
      body: { message: 'Login successful', token: 'jwt-1', user: patient },
    });
    // What the shell's route guard does when the session ends on a page of the area.
    function Guard() {
      const navigate = useNavigate();
      const here = useLocation();
      return (
        <>
          <button
            type="button"
            onClick={() => {
              if (afterLogout) noteSignedOut();
              navigate('/login', { state: { from: '/patient/settings?tab=a' } });
            }}
          >
            Session ends
          </button>
          <output data-testid="location">{`${here.pathname}${here.search}`}</output>
        </>
      );
    }
    renderWithProviders(
      <>
        <AuthApp />
        <Guard />
      </>,
      { route: '/signup' },
    );
    await screen.findByRole('heading', { level: 1, name: 'Create Account' });
    await userEvent.click(screen.getByRole('button', { name: 'Session ends' }));
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    await fillAndSubmit(userEvent.setup());
    await waitFor(() => expect(location()).toBe(expected));
  });

  it('shows the spec’s fields, Show Password and the two links', async () => {
    mockApi();
    const user = userEvent.setup();
    renderAuth('/login');

    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Login · CareConnect'));
    expect(field('Email')).toHaveAttribute('type', 'email');
    expect(field('Password')).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('checkbox', { name: 'Show Password' }));
    expect(field('Password')).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('checkbox', { name: 'Show Password' }));
    expect(field('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Signup' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgotpass',
    );
  });

  it('shows each §5 message in red under its field and calls no server', async () => {
    const api = mockApi();
    const user = userEvent.setup();
    renderAuth('/login');

    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expectFieldError('Email', 'Email is required'));
    expectFieldError('Password', 'Password must be at least 6 characters');
    // focus goes to the first field with a problem
    await waitFor(() => expect(field('Email')).toHaveFocus());

    await user.type(field('Email'), 'jane@');
    await user.type(field('Password'), '12345');
    await user.tab();
    await waitFor(() => expectFieldError('Email', 'Invalid email'));
    expectFieldError('Password', 'Password must be at least 6 characters');
    expect(api.calls).toHaveLength(0);
  });

  it('signs in: pending state, session stored, toast, reset, dashboard after 200 ms', async () => {
    jest.useFakeTimers();
    const api = mockApi();
    const reply = deferred<MockReply>();
    api.on('POST /api/user/login', () => reply.promise);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderAuth('/login');

    await fillAndSubmit(user);
    const pending = await screen.findByRole('button', { name: 'Logging in...' });
    expect(pending).toBeDisabled();
    expect(field('Email')).toBeDisabled();

    await act(async () => {
      reply.resolve({ body: { message: 'Login successful', token: 'jwt-1', user: patient } });
    });
    expect(await screen.findByText('Login successful')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('POST /api/user/login')).toHaveLength(1));
    expect(api.callsTo('POST /api/user/login')[0]?.body).toEqual({
      email: 'jane@example.test',
      password: 'secret1',
    });
    await waitFor(() => expect(api.callsTo('POST /api/user/login')).toHaveLength(1));
    expect(api.callsTo('POST /api/user/login')[0]?.headers.authorization).toBeUndefined();
    expect(localStorage.getItem('token')).toBe('jwt-1');
    expect(localStorage.getItem('userId')).toBe('u-patient');
    expect(localStorage.getItem('role')).toBe('patient');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ _id: 'u-patient' });
    expect(field('Email')).toHaveValue('');
    expect(field('Password')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Log In' })).toBeEnabled();

    act(() => {
      jest.advanceTimersByTime(199);
    });
    expect(location()).toBe('/login');
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(location()).toBe('/patient/dashboard');
  });

  it.each([
    ['doctor', '/doctor/dashboard'],
    ['ADMIN', '/admin/dashboard'],
  ])('sends a %s to their dashboard', async (role, path) => {
    const api = mockApi();
    api.on('POST /api/user/login', {
      body: {
        message: 'Login successful',
        token: 'jwt-2',
        user: { ...patient, _id: 'u-2', role, doctorId: 'd-1', doctorApproved: true },
      },
    });
    const user = userEvent.setup();
    renderAuth('/login');
    await fillAndSubmit(user);
    await waitFor(() => expect(location()).toBe(path));
    expect(sessionStore.getState().role).toBe(role.toLowerCase());
    expect(screen.queryByText(AWAITING_APPROVAL)).not.toBeInTheDocument();
  });

  it('tells a doctor whose account is not approved yet that it awaits approval', async () => {
    const api = mockApi();
    api.on('POST /api/user/login', {
      body: {
        message: 'Login successful',
        token: 'jwt-3',
        user: { ...patient, role: 'doctor', doctorId: 'd-1', doctorApproved: false },
      },
    });
    const user = userEvent.setup();
    renderAuth('/login');
    await fillAndSubmit(user);
    expect(await screen.findByText(AWAITING_APPROVAL)).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/doctor/dashboard'));
  });

  it('sends a doctor who never sent their details to the details form', async () => {
    const api = mockApi();
    api.on('POST /api/user/login', {
      body: { message: 'Login successful', token: 'jwt-4', user: { ...patient, role: 'doctor' } },
    });
    const user = userEvent.setup();
    renderAuth('/login');
    await fillAndSubmit(user);
    await waitFor(() => expect(location()).toBe('/createdoc'));
  });

  it('says "Login error: {message}" with the server’s message and stores nothing', async () => {
    const api = mockApi();
    api.on('POST /api/user/login', {
      status: 401,
      body: { message: 'Invalid email or password' },
    });
    const user = userEvent.setup();
    renderAuth('/login');
    await fillAndSubmit(user);
    expect(await screen.findByText('Login error: Invalid email or password')).toBeInTheDocument();
    for (const key of SESSION_KEYS.filter((k) => k !== 'theme')) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    expect(location()).toBe('/login');
    expect(screen.getByRole('button', { name: 'Log In' })).toBeEnabled();
  });

  it('says "Login failed" when the server gives no message', async () => {
    const api = mockApi();
    api.on('POST /api/user/login', { status: 500 });
    const user = userEvent.setup();
    renderAuth('/login');
    await fillAndSubmit(user);
    expect(await screen.findByText('Login error: Login failed')).toBeInTheDocument();
  });

  it('refuses an answer without a token or role', async () => {
    const api = mockApi();
    api.on('POST /api/user/login', { body: { message: 'ok', user: patient } });
    const user = userEvent.setup();
    renderAuth('/login');
    await fillAndSubmit(user);
    expect(
      await screen.findByText('Login error: Missing user role or token in response'),
    ).toBeInTheDocument();
    expect(sessionStore.getState().token).toBeNull();
  });

  it('says "Unknown user role" for a role the product does not know', async () => {
    const api = mockApi();
    api.on('POST /api/user/login', {
      body: { message: 'ok', token: 'jwt-5', user: { ...patient, role: 'nurse' } },
    });
    const user = userEvent.setup();
    renderAuth('/login');
    await fillAndSubmit(user);
    expect(await screen.findByText('Unknown user role')).toBeInTheDocument();
    expect(sessionStore.getState().token).toBeNull();
    expect(location()).toBe('/login');
  });

  it('offers the Verify screen to an account whose email is not verified', async () => {
    const api = mockApi();
    api.on('POST /api/user/login', {
      status: 403,
      body: { message: 'Please verify your email first' },
    });
    const user = userEvent.setup();
    renderAuth('/login');
    await fillAndSubmit(user, 'new.patient@example.test');
    expect(
      await screen.findByText('Login error: Please verify your email first'),
    ).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Verify your email' });
    expect(link).toHaveAttribute('href', '/verify?email=new.patient%40example.test');
    await user.click(link);
    expect(location()).toBe('/verify?email=new.patient%40example.test');
  });

  it('starts with the email carried in ?email=', () => {
    mockApi();
    renderAuth('/login?email=jane%40example.test');
    expect(field('Email')).toHaveValue('jane@example.test');
  });
});

describe('returnPath: the page a signed-out visit asked for', () => {
  it("opens it after sign-in when it is in the signed-in role's area", () => {
    const asked = '/patient/appointments/view/a-1?action=reschedule';
    expect(returnPath(asked, '/patient/dashboard')).toBe(asked);
    expect(returnPath(asked, '/doctor/dashboard')).toBeNull();
    expect(returnPath('//elsewhere.test/patient/', '/patient/dashboard')).toBeNull();
    expect(returnPath(undefined, '/patient/dashboard')).toBeNull();
    expect(returnPath(42, '/patient/dashboard')).toBeNull();
  });
});
