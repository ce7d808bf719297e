import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetSession, deferred, mockApi, type MockReply } from '@careconnect/shared-ui/testing';
import { expectFieldError, field } from '../../../testing/fields';
import { renderAuth } from '../../../testing/render-auth';

const location = () => screen.getByTestId('location').textContent;

async function send(user: ReturnType<typeof userEvent.setup>, email = 'jane@example.test') {
  await user.type(field('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
}

afterEach(() => resetSession());

describe('Forgot Password screen', () => {
  it('says "Enter a valid email address" in red under the field', async () => {
    const api = mockApi();
    const user = userEvent.setup();
    renderAuth('/forgotpass');
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    await waitFor(() => expectFieldError('Email', 'Enter a valid email address'));
    await user.type(field('Email'), 'jane@');
    await user.tab();
    await waitFor(() => expectFieldError('Email', 'Enter a valid email address'));
    expect(api.calls).toHaveLength(0);
  });

  it('sends the link, shows the server’s message and opens the Reset page', async () => {
    const api = mockApi();
    const reply = deferred<MockReply>();
    api.on('POST /api/user/forgot', () => reply.promise);
    const user = userEvent.setup();
    renderAuth('/forgotpass');
    await send(user);
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    await waitFor(() => expect(api.callsTo('POST /api/user/forgot')).toHaveLength(1));
    expect(api.callsTo('POST /api/user/forgot')[0]?.body).toEqual({ email: 'jane@example.test' });
    expect(api.callsTo('POST /api/user/forgot')[0]?.headers.authorization).toBeUndefined();
    await act(async () =>
      reply.resolve({
        body: { message: 'If an account exists for this email, a reset link has been sent.' },
      }),
    );
    expect(
      await screen.findByText('If an account exists for this email, a reset link has been sent.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/auth/reset?email=jane%40example.test'));
  });

  it('says "Reset instructions sent to your email!" when the server gives no message', async () => {
    const api = mockApi();
    api.on('POST /api/user/forgot', { body: {} });
    const user = userEvent.setup();
    renderAuth('/forgotpass');
    await send(user);
    expect(await screen.findByText('Reset instructions sent to your email!')).toBeInTheDocument();
  });

  it.each([
    [{ status: 429, body: { message: 'Too many attempts.' } }, 'Too many attempts.'],
    [{ status: 500 }, 'Failed to send reset link'],
  ])('shows a refusal (%j) as an error toast and stays', async (answer, text) => {
    const api = mockApi();
    api.on('POST /api/user/forgot', answer);
    const user = userEvent.setup();
    renderAuth('/forgotpass');
    await send(user);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(location()).toBe('/forgotpass');
  });

  it('says "Something went wrong. Please try again." when the server cannot be reached', async () => {
    const api = mockApi();
    api.on('POST /api/user/forgot', 'network-error');
    const user = userEvent.setup();
    renderAuth('/forgotpass');
    await send(user);
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
  });
});
