import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@careconnect/shared-ui';
import { resetSession, deferred, mockApi, type MockReply } from '@careconnect/shared-ui/testing';
import { ERROR_RED, expectFieldError, field } from '../../../testing/fields';
import { renderAuth } from '../../../testing/render-auth';
import { DOCTOR_VERIFIED, PATIENT_VERIFIED } from './verify-screen';

const location = () => screen.getByTestId('location').textContent;
const boxes = () =>
  Array.from({ length: 7 }, (_, i) => screen.getByRole('textbox', { name: `Digit ${i + 1} of 7` }));
const hiddenCode = () =>
  document.querySelector<HTMLInputElement>('input[type="hidden"][name="code"]');
const values = () => boxes().map((box) => (box as HTMLInputElement).value);

/** The message shown under the code boxes, checked to be red. */
function codeError() {
  const error = document.getElementById('code-error');
  if (error) expect(getComputedStyle(error).color).toBe(ERROR_RED);
  return error?.textContent ?? null;
}

const signedIn = (role: string) => ({
  message: 'Email verified',
  token: 'jwt-v',
  user: {
    _id: 'u-9',
    firstName: 'Tess',
    lastName: 'Tester',
    email: 'tess@example.test',
    role,
  },
});

afterEach(() => {
  jest.useRealTimers();
  resetSession();
});

describe('Verify screen: the seven boxes', () => {
  it('moves to the next box on each digit and joins them in the hidden code field', async () => {
    mockApi();
    const user = userEvent.setup();
    renderAuth('/verify?email=tess%40example.test');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Email Verification' }),
    ).toBeInTheDocument();
    expect(screen.getByText('tess@example.test')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Email/)).not.toBeInTheDocument();

    await user.click(boxes()[0]!);
    await user.keyboard('1234');
    expect(values()).toEqual(['1', '2', '3', '4', '', '', '']);
    expect(boxes()[4]).toHaveFocus();
    expect(hiddenCode()).toHaveValue('1234');
    await user.keyboard('567');
    expect(hiddenCode()).toHaveValue('1234567');
    expect(boxes()[6]).toHaveFocus();
  });

  it('refuses anything but digits and says so', async () => {
    mockApi();
    const user = userEvent.setup();
    renderAuth('/verify?email=tess%40example.test');
    await user.click(boxes()[0]!);
    await user.keyboard('a');
    expect(values()[0]).toBe('');
    expect(boxes()[0]).toHaveFocus();
    expect(codeError()).toBe('Code must only contain numbers');
    await user.keyboard('7');
    expect(values()[0]).toBe('7');
    expect(codeError()).toBeNull();
  });

  it('goes back one box on Backspace in an empty box', async () => {
    mockApi();
    const user = userEvent.setup();
    renderAuth('/verify?email=tess%40example.test');
    await user.click(boxes()[0]!);
    await user.keyboard('12');
    expect(boxes()[2]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(boxes()[1]).toHaveFocus();
    expect(values()).toEqual(['1', '2', '', '', '', '', '']);
    await user.keyboard('{Backspace}');
    expect(values()).toEqual(['1', '', '', '', '', '', '']);
    expect(boxes()[1]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(boxes()[0]).toHaveFocus();
  });

  it('fills every box from a pasted 7-digit code, wherever it is pasted', async () => {
    mockApi();
    const user = userEvent.setup();
    renderAuth('/verify?email=tess%40example.test');
    await user.click(boxes()[3]!);
    await user.paste('7654321');
    expect(values()).toEqual(['7', '6', '5', '4', '3', '2', '1']);
    expect(hiddenCode()).toHaveValue('7654321');
    expect(boxes()[6]).toHaveFocus();
  });

  it('refuses a pasted text that is not a code', async () => {
    mockApi();
    const user = userEvent.setup();
    renderAuth('/verify?email=tess%40example.test');
    await user.click(boxes()[0]!);
    await user.paste('12a4567');
    expect(values()).toEqual(['', '', '', '', '', '', '']);
    expect(codeError()).toBe('Code must only contain numbers');
  });

  it('replaces the digit of a filled box with the one typed', async () => {
    mockApi();
    renderAuth('/verify?email=tess%40example.test');
    // A caret after the digit rather than a selection: the input briefly holds two characters.
    await act(async () => {
      fireEvent.change(boxes()[0]!, { target: { value: '4' } });
    });
    await act(async () => {
      fireEvent.change(boxes()[0]!, { target: { value: '49' } });
    });
    expect(values()[0]).toBe('9');
    expect(values()[1]).toBe('');
  });

  it('says "Code must be exactly 7 digits" under the boxes for a short code', async () => {
    const api = mockApi();
    const user = userEvent.setup();
    renderAuth('/verify?email=tess%40example.test');
    await user.click(screen.getByRole('button', { name: 'Verify Email' }));
    await waitFor(() => expect(codeError()).toBe('Code must be exactly 7 digits'));
    await user.click(boxes()[0]!);
    await user.keyboard('123456');
    await user.click(screen.getByRole('button', { name: 'Verify Email' }));
    await waitFor(() => expect(codeError()).toBe('Code must be exactly 7 digits'));
    expect(boxes()[0]).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls).toHaveLength(0);
  });
});

describe('Verify screen: the password of the sign-up', () => {
  it('asks for the password chosen at sign-up, with the login form’s message', async () => {
    const api = mockApi();
    const user = userEvent.setup();
    renderAuth('/verify?email=tess%40example.test');
    expect(
      screen.getByText('The password you chose when you created the account.'),
    ).toBeInTheDocument();
    await user.click(boxes()[0]!);
    await user.paste('0015623');
    await user.click(screen.getByRole('button', { name: 'Verify Email' }));
    await waitFor(() => expectFieldError('Password', 'Password must be at least 6 characters'));
    expect(field('Password')).toHaveAttribute('type', 'password');
    expect(api.calls).toHaveLength(0);
  });
});

describe('Verify screen: checking the code on the server', () => {
  it('signs a doctor in and continues to /createdoc', async () => {
    const api = mockApi();
    const reply = deferred<MockReply>();
    api.on('POST /api/user/verify', () => reply.promise);
    const user = userEvent.setup();
    renderAuth('/verify?email=tess%40example.test');
    await user.click(boxes()[0]!);
    await user.paste('0015623');
    await user.type(field('Password'), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Verify Email' }));

    expect(await screen.findByRole('button', { name: 'Verifying...' })).toBeDisabled();
    expect(boxes()[0]).toBeDisabled();
    await waitFor(() => expect(api.callsTo('POST /api/user/verify')).toHaveLength(1));
    expect(api.callsTo('POST /api/user/verify')[0]?.body).toEqual({
      email: 'tess@example.test',
      code: '0015623',
      password: 'secret12',
    });
    await act(async () => reply.resolve({ body: signedIn('doctor') }));
    await waitFor(() => expect(location()).toBe('/createdoc'));
    expect(await screen.findByText(DOCTOR_VERIFIED)).toBeInTheDocument();
    expect(sessionStore.getState()).toMatchObject({
      token: 'jwt-v',
      role: 'doctor',
      userId: 'u-9',
    });
  });

  it('signs a patient in as a login does and opens their dashboard', async () => {
    const api = mockApi();
    api.on('POST /api/user/verify', { body: signedIn('patient') });
    const user = userEvent.setup();
    renderAuth('/verify?email=tess%40example.test');
    await user.click(boxes()[0]!);
    await user.paste('0015623');
    await user.type(field('Password'), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Verify Email' }));
    await waitFor(() => expect(location()).toBe('/patient/dashboard'));
    expect(await screen.findByText(PATIENT_VERIFIED)).toBeInTheDocument();
    expect(PATIENT_VERIFIED).toBe('Your email is verified. Welcome to CareConnect.');
    expect(sessionStore.getState()).toMatchObject({
      token: 'jwt-v',
      role: 'patient',
      userId: 'u-9',
    });
    expect(localStorage.getItem('role')).toBe('patient');
    expect(api.callsTo('POST /api/user/logout')).toHaveLength(0);
  });

  it('leads to the second step the clinic requires, then signs in', async () => {
    const api = mockApi();
    api.on('POST /api/user/verify', {
      status: 202,
      body: {
        message: 'Your clinic requires two-step sign-in. Set up an authenticator app to continue.',
        step: 'enrol',
        pendingToken: 'pending-1',
        methods: { totp: false, passkey: false },
      },
    });
    api.on('POST /api/user/two-step/enrol/totp', {
      body: { secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/CareConnect:x' },
    });
    api.on('POST /api/user/two-step/enrol/totp/confirm', {
      body: { ...signedIn('doctor'), recoveryCodes: ['aaaaa-bbbbb'] },
    });
    const user = userEvent.setup();
    renderAuth('/verify?email=tess%40example.test');
    await user.click(boxes()[0]!);
    await user.paste('0015623');
    await user.type(field('Password'), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Verify Email' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Set up two-step sign-in' }),
    ).toBeInTheDocument();
    expect(location()).toBe('/verify?email=tess%40example.test');
    expect(sessionStore.getState().token).toBeNull();
    await user.click(await screen.findByRole('textbox', { name: /^Code from the app/ }));
    await user.paste('654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await user.click(await screen.findByRole('button', { name: 'I saved them, continue' }));
    // A new doctor without details lands where a new doctor lands: the details form.
    await waitFor(() => expect(location()).toBe('/createdoc'));
    expect(sessionStore.getState()).toMatchObject({ token: 'jwt-v', role: 'doctor' });
  });

  it('shows a wrong code’s message above the button', async () => {
    const api = mockApi();
    const message =
      'The verification code is wrong or has expired. Check the code or request a new one.';
    api.on('POST /api/user/verify', { status: 400, body: { message } });
    const user = userEvent.setup();
    renderAuth('/verify?email=tess%40example.test');
    await user.click(boxes()[0]!);
    await user.paste('1111111');
    await user.type(field('Password'), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Verify Email' }));
    const alert = await screen.findByText(message);
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(location()).toBe('/verify?email=tess%40example.test');
    expect(screen.getByRole('button', { name: 'Verify Email' })).toBeEnabled();
  });

  it('asks for the email when the link carried none', async () => {
    const api = mockApi();
    api.on('POST /api/user/verify', { body: signedIn('patient') });
    const user = userEvent.setup();
    renderAuth('/verify');
    await user.click(boxes()[0]!);
    await user.paste('0015623');
    await user.type(field('Password'), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Verify Email' }));
    await waitFor(() => expectFieldError('Email', 'Email is required'));
    await user.type(field('Email'), 'tess@');
    await user.tab();
    await waitFor(() => expectFieldError('Email', 'Invalid email'));
    expect(api.calls).toHaveLength(0);
    await user.type(field('Email'), 'example.test');
    await user.click(screen.getByRole('button', { name: 'Verify Email' }));
    await waitFor(() => expect(api.callsTo('POST /api/user/verify')).toHaveLength(1));
  });
});

describe('Verify screen: Resend', () => {
  it('sends a new code, says so, and waits 30 s before the next', async () => {
    jest.useFakeTimers();
    const api = mockApi();
    api.on('POST /api/user/resend', {
      body: { message: 'If this account is waiting for verification, a new code has been sent.' },
    });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderAuth('/verify?email=tess%40example.test');

    const resend = screen.getByRole('button', { name: 'Resend' });
    expect(resend).toBeEnabled();
    await user.click(resend);
    expect(
      await screen.findByText(
        'If this account is waiting for verification, a new code has been sent.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('POST /api/user/resend')).toHaveLength(1));
    expect(api.callsTo('POST /api/user/resend')[0]?.body).toEqual({ email: 'tess@example.test' });
    expect(screen.getByText('Resend available in 30 s')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend' })).toBeDisabled();

    act(() => {
      jest.advanceTimersByTime(1000);
    });
    expect(screen.getByText('Resend available in 29 s')).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(29_000);
    });
    expect(screen.queryByText(/Resend available in/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend' })).toBeEnabled();
  });

  it('shows the server’s refusal and waits too when it answers 429', async () => {
    const api = mockApi();
    const message = 'A code was sent moments ago. Please wait 30 seconds before asking again.';
    api.on('POST /api/user/resend', { status: 429, body: { message } });
    const user = userEvent.setup();
    renderAuth('/verify?email=tess%40example.test');
    await user.click(screen.getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText('Resend available in 30 s')).toBeInTheDocument();
  });

  it('needs a valid email before it can resend', async () => {
    const api = mockApi();
    const user = userEvent.setup();
    renderAuth('/verify');
    await user.click(screen.getByRole('button', { name: 'Resend' }));
    await waitFor(() => expectFieldError('Email', 'Email is required'));
    expect(api.calls).toHaveLength(0);
  });
});
