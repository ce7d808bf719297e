import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from './session/session-store';
import { StandaloneApp } from './standalone';
import { mockApi } from './testing';

function PatientApp() {
  return <h1>Patient Dashboard</h1>;
}

afterEach(() => act(() => sessionStore.getState().logout()));

describe('StandaloneApp (a remote run on its own)', () => {
  it('asks an area visitor without a session to sign in, then shows the area', async () => {
    const api = mockApi({
      'POST /api/user/login': {
        body: {
          message: 'Login successful',
          token: 'tok',
          user: { _id: 'u-1', firstName: 'J', lastName: 'D', email: 'p@x.test', role: 'Patient' },
        },
      },
    });
    window.history.pushState(null, '', '/patient/dashboard');
    render(<StandaloneApp App={PatientApp} mountPath="/patient/*" />);

    expect(window.location.pathname).toBe('/login');
    await userEvent.type(screen.getByLabelText('Email'), 'p@x.test');
    await userEvent.type(screen.getByLabelText('Password'), 'CareConnect1!');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));

    expect(await screen.findByRole('heading', { name: 'Patient Dashboard' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/patient/dashboard');
    expect(sessionStore.getState().role).toBe('patient');
    expect(api.callsTo('POST /api/user/login')[0]!.body).toEqual({
      email: 'p@x.test',
      password: 'CareConnect1!',
    });
  });

  it('mounts the auth remote at the root without a guard', () => {
    window.history.pushState(null, '', '/signup');
    render(<StandaloneApp App={() => <h1>Create Account</h1>} mountPath="/*" />);
    expect(screen.getByRole('heading', { name: 'Create Account' })).toBeInTheDocument();
  });
});
