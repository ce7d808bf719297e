import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@careconnect/shared-ui';
import { mockApi, resetSession } from '@careconnect/shared-ui/testing';
import { field } from '../../../testing/fields';
import { renderAuth } from '../../../testing/render-auth';

const doctor = {
  _id: 'u-doc',
  firstName: 'Tessa',
  lastName: 'Stepwise',
  email: 'tessa@example.test',
  role: 'doctor',
  doctorId: 'd-1',
  doctorApproved: true,
};
const signedIn = { message: 'Login successful', token: 'jwt-2fa', user: doctor };
const location = () => screen.getByTestId('location').textContent;

type User = ReturnType<typeof userEvent.setup>;

/** Pasted rather than typed key by key: this file is about the step after the form. */
async function enter(user: User, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

async function passwordStep(user: User) {
  await enter(user, field('Email'), 'tessa@example.test');
  await enter(user, field('Password'), 'secret1');
  await user.click(screen.getByRole('button', { name: 'Log In' }));
}

afterEach(() => resetSession());

describe('Login: the second step', () => {
  it('asks for the code after the password, and signs in only with it', async () => {
    const api = mockApi();
    api.on('POST /api/user/login', {
      status: 202,
      body: {
        message: 'Enter the code from your authenticator app, or use a passkey.',
        step: 'second-factor',
        pendingToken: 'pending-1',
        methods: { totp: true, passkey: false },
      },
    });
    api.on('POST /api/user/two-step/totp', { body: signedIn });
    const user = userEvent.setup();
    renderAuth('/login');
    await passwordStep(user);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Two-step sign-in' }),
    ).toBeInTheDocument();
    expect(sessionStore.getState().token).toBeFalsy();
    expect(localStorage.getItem('token')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Use a passkey' })).not.toBeInTheDocument();

    await enter(user, screen.getByRole('textbox', { name: /^Authentication code/ }), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(location()).toBe('/doctor/dashboard'));
    expect(api.callsTo('POST /api/user/two-step/totp')[0]!.body).toEqual({
      pendingToken: 'pending-1',
      code: '123456',
    });
    expect(sessionStore.getState().token).toBe('jwt-2fa');
  });

  it('takes a recovery code instead, and shows the server’s refusal', async () => {
    const api = mockApi();
    api.on('POST /api/user/login', {
      status: 202,
      body: {
        message: 'x',
        step: 'second-factor',
        pendingToken: 'pending-2',
        methods: { totp: true, passkey: true },
      },
    });
    api.on('POST /api/user/two-step/recovery', {
      status: 400,
      body: { message: 'That recovery code is not right or was already used.' },
    });
    const user = userEvent.setup();
    renderAuth('/login');
    await passwordStep(user);
    expect(await screen.findByRole('button', { name: 'Use a passkey' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    await enter(user, screen.getByRole('textbox', { name: /^Recovery code/ }), 'abcde-fghjk');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findAllByText(/That recovery code is not right or was already used\./),
    ).not.toHaveLength(0);
    expect(sessionStore.getState().token).toBeFalsy();
    await user.click(screen.getByRole('button', { name: 'Back to login' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
  });

  it('leads an account the clinic requires it of to set up an app, then shows the codes once', async () => {
    const api = mockApi();
    api.on('POST /api/user/login', {
      status: 202,
      body: {
        message: 'x',
        step: 'enrol',
        pendingToken: 'pending-3',
        methods: { totp: false, passkey: false },
      },
    });
    api.on('POST /api/user/two-step/enrol/totp', {
      body: { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', uri: 'otpauth://totp/CareConnect:x' },
    });
    api.on('POST /api/user/two-step/enrol/totp/confirm', {
      body: { ...signedIn, user: { ...doctor, role: 'admin' }, recoveryCodes: ['aaaaa-bbbbb'] },
    });
    const user = userEvent.setup();
    renderAuth('/login');
    await passwordStep(user);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Set up two-step sign-in' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open in authenticator app' })).toHaveAttribute(
      'href',
      'otpauth://totp/CareConnect:x',
    );
    await enter(user, screen.getByRole('textbox', { name: /^Code from the app/ }), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('aaaaa-bbbbb')).toBeInTheDocument();
    expect(sessionStore.getState().token).toBeFalsy();
    await user.click(screen.getByRole('button', { name: 'I saved them, continue' }));
    await waitFor(() => expect(location()).toBe('/admin/dashboard'));
  });
});
