import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { AppThemeProvider, configureApi, ToastHost } from '@careconnect/shared-ui';
import { API_ORIGIN, mockApi, resetSession } from '@careconnect/shared-ui/testing';
import SignInPage from './sign-in';
import { field } from './testing/fields';
import { patientUser as patient } from './testing/accounts';

/** The sign-in page as the shell draws it before its router: no router around it. */
function renderAlone(ui: ReactElement) {
  configureApi({ baseUrl: API_ORIGIN });
  return render(
    <AppThemeProvider>
      {ui}
      <ToastHost />
    </AppThemeProvider>,
  );
}

afterEach(() => {
  jest.useRealTimers();
  resetSession();
});

describe('The sign-in page alone (the shell’s first /login)', () => {
  it('signs in without a router: the next page is told at once, opened 200 ms later', async () => {
    jest.useFakeTimers();
    const api = mockApi();
    api.on('POST /api/user/login', () => ({
      body: { message: 'Login successful', token: 'jwt-1', user: patient },
    }));
    const navigate = jest.fn();
    const prepare = jest.fn();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderAlone(
      <SignInPage
        navigate={navigate}
        prepare={prepare}
        search="?email=jane%40example.test"
        state={null}
      />,
    );

    // the address's email fills the field, as on the routed page
    expect(field('Email')).toHaveValue('jane@example.test');
    await user.type(field('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(prepare).toHaveBeenCalledWith('/patient/dashboard'));
    expect(localStorage.getItem('token')).toBe('jwt-1');
    expect(navigate).not.toHaveBeenCalled();
    act(() => {
      jest.advanceTimersByTime(200);
    });
    expect(navigate).toHaveBeenCalledWith('/patient/dashboard');
  });

  it('returns to the page a signed-out visit asked for, from the state it was opened with', async () => {
    const api = mockApi();
    api.on('POST /api/user/login', () => ({ body: { token: 'jwt-1', user: patient } }));
    const navigate = jest.fn();
    const user = userEvent.setup();
    renderAlone(
      <SignInPage
        navigate={navigate}
        search=""
        state={{ from: '/patient/appointments/a-1/reschedule' }}
      />,
    );
    await user.type(field('Email'), 'jane@example.test');
    await user.type(field('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/patient/appointments/a-1/reschedule'),
    );
  });

  it('moves on through its links on a plain click, and leaves a click with a modifier to the browser', async () => {
    mockApi();
    const navigate = jest.fn();
    const user = userEvent.setup();
    renderAlone(<SignInPage navigate={navigate} search="" state={null} />);

    await user.click(screen.getByRole('link', { name: 'Signup' }));
    expect(navigate).toHaveBeenLastCalledWith('/signup');
    await user.click(screen.getByRole('link', { name: 'CareConnect' }));
    expect(navigate).toHaveBeenLastCalledWith('/');

    navigate.mockClear();
    const link = screen.getByRole('link', { name: 'Forgot your password?' });
    for (const modifier of ['ctrlKey', 'metaKey', 'shiftKey', 'altKey'] as const) {
      const click = new MouseEvent('click', { bubbles: true, cancelable: true, [modifier]: true });
      link.dispatchEvent(click);
      expect(click.defaultPrevented).toBe(false);
    }
    expect(navigate).not.toHaveBeenCalled();
  });
});
