import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders, resetSession, type MockApi } from '../../testing';
import { TwoStepCard } from './two-step-card';

const user = {
  _id: 'u-1',
  firstName: 'Tessa',
  lastName: 'Stepwise',
  email: 'tessa@example.test',
  role: 'doctor',
};
const off = {
  totp: false,
  passkeys: [],
  recoveryCodesLeft: 0,
  required: false,
  demoAccount: false,
};

let api: MockApi;
beforeEach(() => {
  api = mockApi();
});
afterEach(() => act(() => resetSession()));

const render = () => renderWithProviders(<TwoStepCard />, { session: { token: 't', user } });

async function enter(person: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await person.click(input);
  await person.paste(text);
}

describe('TwoStepCard', () => {
  it('sets up an authenticator app: the link and key, a code, then the recovery codes once', async () => {
    api.on('GET /api/user/two-step', { body: off });
    api.on('POST /api/user/two-step/totp/setup', {
      body: { secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/CareConnect:tessa' },
    });
    api.on('POST /api/user/two-step/totp/confirm', {
      body: { message: 'Two-step sign-in is on.', recoveryCodes: ['aaaaa-bbbbb', 'ccccc-ddddd'] },
    });
    const person = userEvent.setup();
    render();
    expect(await screen.findByText('Two-step sign-in is off.')).toBeInTheDocument();
    await person.click(screen.getByRole('button', { name: 'Set up authenticator app' }));
    expect(await screen.findByText('JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open in authenticator app' })).toHaveAttribute(
      'href',
      'otpauth://totp/CareConnect:tessa',
    );
    await enter(person, screen.getByRole('textbox', { name: /^Code from the app/ }), '123456');
    await person.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('aaaaa-bbbbb')).toBeInTheDocument();
    expect(api.callsTo('POST /api/user/two-step/totp/confirm')[0]!.body).toEqual({
      code: '123456',
    });
    await person.click(screen.getByRole('button', { name: 'I saved them' }));
    expect(screen.queryByText('aaaaa-bbbbb')).not.toBeInTheDocument();
  });

  it('removing the app asks for the current password first', async () => {
    api.on('GET /api/user/two-step', {
      body: { ...off, totp: true, recoveryCodesLeft: 10, required: true },
    });
    api.on('POST /api/user/two-step/totp/remove', {
      status: 400,
      body: { message: 'The current password is not correct.' },
    });
    const person = userEvent.setup();
    render();
    expect(
      await screen.findByText('Your clinic requires two-step sign-in for your account.'),
    ).toBeInTheDocument();
    expect(screen.getByText('10 recovery codes left.')).toBeInTheDocument();
    await person.click(screen.getByRole('button', { name: 'Remove authenticator app' }));
    await enter(person, screen.getByLabelText(/^Current password/), 'wrong');
    await person.click(
      screen.getByRole('form', { name: 'Remove authenticator app' }).querySelector('button')!,
    );
    expect(await screen.findByText('The current password is not correct.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/user/two-step/totp/remove')[0]!.body).toEqual({
      currentPassword: 'wrong',
    });
  });

  it('tells a demo account it signs in with the password alone', async () => {
    api.on('GET /api/user/two-step', { body: { ...off, demoAccount: true } });
    render();
    expect(
      await screen.findByText(/The demo accounts sign in with the password alone\./),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set up authenticator app' })).toBeNull();
  });
});
