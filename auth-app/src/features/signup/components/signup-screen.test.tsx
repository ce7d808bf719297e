import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetSession, deferred, mockApi, type MockReply } from '@careconnect/shared-ui/testing';
import { expectFieldError, expectNoFieldError, field } from '../../../testing/fields';
import { renderAuth } from '../../../testing/render-auth';
import { fieldOfConflict } from './signup-screen';

const location = () => screen.getByTestId('location').textContent;

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('First Name'), 'Jane');
  await user.type(field('Last Name'), 'Doeson');
  await user.type(field('Username'), 'jane.doe');
  await user.selectOptions(field('Gender'), 'female');
  await user.type(field('Email'), 'jane@example.test');
  await user.type(field('Password'), 'secret1');
}

const created = {
  status: 201,
  body: {
    message: 'Account created. We sent a 7-digit verification code to your email.',
    user: { _id: 'u-1', email: 'jane@example.test', role: 'patient' },
  },
};

afterEach(() => resetSession());

describe('Signup screen', () => {
  it('shows Create Account with the spec’s fields, Patient chosen, and the Login link', async () => {
    mockApi();
    const user = userEvent.setup();
    renderAuth('/signup');
    expect(screen.getByRole('heading', { level: 1, name: 'Create Account' })).toBeInTheDocument();
    for (const label of ['First Name', 'Last Name', 'Username', 'Gender', 'Email', 'Password']) {
      expect(field(label)).toBeInTheDocument();
    }
    expect(
      [...(field('Gender') as unknown as HTMLSelectElement).options].map((o) => o.value),
    ).toEqual(['', 'male', 'female']);
    expect(screen.getByRole('radio', { name: 'Patient' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Doctor' })).not.toBeChecked();
    expect(screen.getByText(/Already have an account\?/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');

    // Show Password shows the password (decisions: sign-up is real).
    expect(field('Password')).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('checkbox', { name: 'Show Password' }));
    expect(field('Password')).toHaveAttribute('type', 'text');
  });

  it('shows each §5 message, word for word, in red under its field', async () => {
    const api = mockApi();
    const user = userEvent.setup();
    renderAuth('/signup');

    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    await waitFor(() => expectFieldError('First Name', 'First Name must be atleast 3 characters'));
    expectFieldError('Last Name', 'Last Name must be atleast 4 characters');
    expectFieldError('Username', 'Username must have atleast 4 characters');
    expectFieldError('Gender', 'Required');
    expectFieldError('Email', 'Email is required');
    expectFieldError('Password', 'Password must be atleast 6 characters');

    await user.type(field('First Name'), 'Jo');
    await user.type(field('Last Name'), 'Doe');
    await user.type(field('Username'), 'jd');
    await user.type(field('Email'), 'jane@example');
    await user.type(field('Password'), '12345');
    await user.tab();
    await waitFor(() => expectFieldError('Email', 'Invalid Email'));
    expectFieldError('First Name', 'First Name must be atleast 3 characters');
    expectFieldError('Last Name', 'Last Name must be atleast 4 characters');
    expectFieldError('Username', 'Username must have atleast 4 characters');
    expectFieldError('Password', 'Password must be atleast 6 characters');

    await user.type(field('First Name'), 'e');
    await user.tab();
    await waitFor(() => expectNoFieldError('First Name'));
    expect(api.calls).toHaveLength(0);
  });

  it('registers a doctor account and goes to /verify with the email', async () => {
    const api = mockApi();
    const reply = deferred<MockReply>();
    api.on('POST /api/user/register', () => reply.promise);
    const user = userEvent.setup();
    renderAuth('/signup');

    await user.click(screen.getByRole('radio', { name: 'Doctor' }));
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create an account' }));

    const pending = await screen.findByRole('button', { name: 'Creating account...' });
    expect(pending).toBeDisabled();
    expect(field('Email')).toBeDisabled();
    await waitFor(() => expect(api.callsTo('POST /api/user/register')).toHaveLength(1));
    expect(api.callsTo('POST /api/user/register')[0]?.body).toEqual({
      firstName: 'Jane',
      lastName: 'Doeson',
      username: 'jane.doe',
      gender: 'female',
      email: 'jane@example.test',
      password: 'secret1',
      accountType: 'doctor',
    });

    await act(async () => reply.resolve(created));
    await waitFor(() => expect(location()).toBe('/verify?email=jane%40example.test'));
    expect(await screen.findByText(created.body.message)).toBeInTheDocument();
    // Signup just sent a code: Resend waits.
    expect(screen.getByText('Resend available in 30 s')).toBeInTheDocument();
  });

  it('shows a taken username under the Username field', async () => {
    const api = mockApi();
    api.on('POST /api/user/register', {
      status: 409,
      body: { message: 'This username is already taken.' },
    });
    const user = userEvent.setup();
    renderAuth('/signup');
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    await waitFor(() => expectFieldError('Username', 'This username is already taken.'));
  });

  it('shows any other refusal above the button', async () => {
    const api = mockApi();
    api.on('POST /api/user/register', {
      status: 429,
      body: { message: 'Too many attempts. Please wait a minute and try again.' },
    });
    const user = userEvent.setup();
    renderAuth('/signup');
    await fillValid(user);
    const button = screen.getByRole('button', { name: 'Create an account' });
    await user.click(button);
    const alert = await screen.findByText('Too many attempts. Please wait a minute and try again.');
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(alert.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('tells which field a conflict is about from its message', () => {
    expect(fieldOfConflict('This username is already taken.')).toBe('username');
    expect(fieldOfConflict('Something else')).toBeNull();
  });
});
