import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetSession, deferred, mockApi, type MockReply } from '@careconnect/shared-ui/testing';
import { expectFieldError, expectNoFieldError, field } from '../../../testing/fields';
import { renderAuth } from '../../../testing/render-auth';

const location = () => screen.getByTestId('location').textContent;
const TOKEN = 'reset-token-0123456789';

async function fill(user: ReturnType<typeof userEvent.setup>, password = 'newpass1') {
  await user.type(field('Email'), 'jane@example.test');
  await user.type(field('New Password'), password);
  await user.type(field('Confirm Password'), password);
}

afterEach(() => {
  jest.useRealTimers();
  resetSession();
});

describe('Reset Password screen', () => {
  it('shows each §5 message in red under its field', async () => {
    const api = mockApi();
    const user = userEvent.setup();
    renderAuth(`/auth/reset?token=${TOKEN}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Reset Token/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() => expectFieldError('Email', 'Enter a valid email address'));
    expectFieldError('New Password', 'Password must be at least 6 characters');
    expectFieldError('Confirm Password', 'Passwords do not match');

    await user.type(field('Email'), 'jane@example.test');
    await user.type(field('New Password'), 'newpass1');
    await user.type(field('Confirm Password'), 'newpass2');
    await user.tab();
    await waitFor(() => expectFieldError('Confirm Password', 'Passwords do not match'));
    expectNoFieldError('Email');
    expectNoFieldError('New Password');
    expect(api.calls).toHaveLength(0);
  });

  it('resets with the token of the link, then opens Login after 1.5 s', async () => {
    jest.useFakeTimers();
    const api = mockApi();
    const reply = deferred<MockReply>();
    api.on(`POST /api/user/resetpassword/${TOKEN}`, () => reply.promise);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderAuth(`/auth/reset?token=${TOKEN}`);

    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('button', { name: 'Resetting...' })).toBeDisabled();
    await waitFor(() =>
      expect(api.callsTo(`POST /api/user/resetpassword/${TOKEN}`)).toHaveLength(1),
    );
    const [call] = api.callsTo(`POST /api/user/resetpassword/${TOKEN}`);
    expect(call?.body).toEqual({
      email: 'jane@example.test',
      newPassword: 'newpass1',
      confirm: 'newpass1',
    });
    expect(call?.headers.authorization).toBeUndefined();

    await act(async () => reply.resolve({ body: { message: 'Your password has been reset!' } }));
    expect(await screen.findByText('Your password has been reset!')).toBeInTheDocument();
    expect(field('Email')).toHaveValue('');
    expect(field('New Password')).toHaveValue('');
    act(() => {
      jest.advanceTimersByTime(1499);
    });
    expect(location()).toBe(`/auth/reset?token=${TOKEN}`);
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(location()).toBe('/login');
  });

  it('opened from an invitation, it chooses the first password with the same token', async () => {
    const api = mockApi({
      [`POST /api/user/resetpassword/${TOKEN}`]: {
        body: { message: 'Your password has been reset!' },
      },
    });
    const user = userEvent.setup();
    renderAuth(`/auth/reset?token=${TOKEN}&invite=1`);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Choose your password' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Welcome to CareConnect. Enter your email address and choose a password. When you first log in, you will set up an authenticator app.',
      ),
    ).toBeInTheDocument();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Set Password' }));
    expect(
      await screen.findByText('Your password is set. Log in to continue.'),
    ).toBeInTheDocument();
    expect(api.callsTo(`POST /api/user/resetpassword/${TOKEN}`)[0]?.body).toEqual({
      email: 'jane@example.test',
      newPassword: 'newpass1',
      confirm: 'newpass1',
    });
  });

  it('takes a typed token when the page was opened without the link', async () => {
    const api = mockApi();
    api.on(`POST /api/user/resetpassword/${TOKEN}`, {
      body: { message: 'Your password has been reset!' },
    });
    const user = userEvent.setup();
    renderAuth('/auth/reset?email=jane%40example.test');
    expect(field('Email')).toHaveValue('jane@example.test');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() => expectFieldError('Reset Token', 'Required'));
    await user.type(field('Reset Token'), ` ${TOKEN} `);
    await user.type(field('New Password'), 'newpass1');
    await user.type(field('Confirm Password'), 'newpass1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Your password has been reset!')).toBeInTheDocument();
    expect(api.callsTo(`POST /api/user/resetpassword/${TOKEN}`)).toHaveLength(1);
  });

  it.each([
    [
      {
        status: 400,
        body: { message: 'This reset link is invalid, used or expired. Ask for a new one.' },
      },
      'This reset link is invalid, used or expired. Ask for a new one.',
    ],
    [{ status: 500 }, 'Failed to reset password'],
  ])('shows a refusal (%j) as an error toast and stays', async (answer, text) => {
    const api = mockApi();
    api.on(`POST /api/user/resetpassword/${TOKEN}`, answer);
    const user = userEvent.setup();
    renderAuth(`/auth/reset?token=${TOKEN}`);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(location()).toBe(`/auth/reset?token=${TOKEN}`);
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeEnabled();
  });

  it('says "Something went wrong. Please try again." when the server cannot be reached', async () => {
    const api = mockApi();
    api.on(`POST /api/user/resetpassword/${TOKEN}`, 'network-error');
    const user = userEvent.setup();
    renderAuth(`/auth/reset?token=${TOKEN}`);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
  });
});
