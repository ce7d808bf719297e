import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, resetSession } from '@careconnect/shared-ui/testing';
import { UpdatePasswordForm } from '@careconnect/shared-ui/account';
import { mockApi, type MockApi } from '../../testing';

const doctor = {
  _id: 'u-7',
  firstName: 'Ana',
  lastName: 'Silva',
  email: 'ana@x.test',
  role: 'doctor',
};
const PASSWORD = '/api/user/password/u-7';

let api: MockApi;
beforeEach(() => {
  api = mockApi();
});
afterEach(() => act(() => resetSession()));

function renderScreen() {
  renderWithProviders(<UpdatePasswordForm />, {
    route: '/doctor/settings/update-pass',
    session: { token: 'token-7', user: doctor },
  });
  return {
    current: screen.getByLabelText('Current Password'),
    next: screen.getByLabelText('New Password'),
    confirm: screen.getByLabelText('Confirm Password'),
    submit: screen.getByRole('button', { name: 'Update Password' }),
  };
}

/** The error shown under a field (FormField ties it with aria-describedby). */
function errorUnder(field: HTMLElement): string | null {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids
    .map((id) => document.getElementById(id))
    .find((el) => el?.id.endsWith('-error'));
  return error?.textContent ?? null;
}

describe('UpdatePasswordForm', () => {
  it('is a form named Update Password with three password fields', () => {
    const { current, next, confirm } = renderScreen();
    const form = screen.getByRole('form', { name: 'Update Password' });
    for (const field of [current, next, confirm]) {
      expect(field).toHaveAttribute('type', 'password');
      expect(form).toContainElement(field);
    }
    // The screen's title and its way back are the area's.
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it("shows spec §5's messages under their fields, and sends nothing", async () => {
    const { current, next, confirm, submit } = renderScreen();
    await userEvent.click(submit);
    expect(await screen.findByText('Current password is required')).toBeInTheDocument();
    expect(errorUnder(current)).toBe('Current password is required');
    expect(errorUnder(next)).toBe('New password must be at least 6 characters');

    await userEvent.type(current, '12345');
    await userEvent.type(next, 'abc');
    await userEvent.type(confirm, 'abd');
    await userEvent.click(submit);
    expect(errorUnder(current)).toBe('Current password is required');
    expect(errorUnder(next)).toBe('New password must be at least 6 characters');
    expect(errorUnder(confirm)).toBe('Passwords do not match');
    expect(api.callsTo(`PUT ${PASSWORD}`)).toHaveLength(0);
  });

  it('updates the password: toast with the server message, then an empty form', async () => {
    api.on(`PUT ${PASSWORD}`, { body: { message: 'Password updated successfully' } });
    const { current, next, confirm, submit } = renderScreen();
    await userEvent.type(current, 'secret1');
    await userEvent.type(next, 'better22');
    await userEvent.type(confirm, 'better22');
    await userEvent.click(submit);

    expect(await screen.findByText('Password updated successfully')).toBeInTheDocument();
    const [call] = api.callsTo(`PUT ${PASSWORD}`);
    expect(call?.body).toEqual({
      currentPassword: 'secret1',
      newPassword: 'better22',
      confirm: 'better22',
    });
    expect(call?.headers.authorization).toBe('Bearer token-7');
    expect(current).toHaveValue('');
    expect(next).toHaveValue('');
    expect(confirm).toHaveValue('');
  });

  it('falls back to its own success text when the server sends none', async () => {
    api.on(`PUT ${PASSWORD}`, { body: {} });
    const { current, next, confirm, submit } = renderScreen();
    await userEvent.type(current, 'secret1');
    await userEvent.type(next, 'better22');
    await userEvent.type(confirm, 'better22');
    await userEvent.click(submit);
    expect(await screen.findByText('Password updated successfully!')).toBeInTheDocument();
  });

  it("shows the server's message for a wrong current password, keeping the input", async () => {
    api.on(`PUT ${PASSWORD}`, {
      status: 400,
      body: { message: 'The current password is not correct.' },
    });
    const { current, next, confirm, submit } = renderScreen();
    await userEvent.type(current, 'wrong-one');
    await userEvent.type(next, 'better22');
    await userEvent.type(confirm, 'better22');
    await userEvent.click(submit);

    const form = screen.getByRole('form', { name: 'Update Password' });
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'The current password is not correct.',
    );
    expect(current).toHaveValue('wrong-one');
    expect(submit).toBeEnabled();
  });
});
