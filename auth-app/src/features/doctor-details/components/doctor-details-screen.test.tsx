import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetSession, deferred, mockApi, type MockReply } from '@careconnect/shared-ui/testing';
import { expectFieldError, expectNoFieldError, field } from '../../../testing/fields';
import { renderAuth } from '../../../testing/render-auth';
import { AWAITING_APPROVAL_AFTER_DETAILS, DOCTOR_CREATED } from './doctor-details-screen';

const doctorSession = {
  token: 'jwt-doc',
  user: {
    _id: 'u-doc',
    firstName: 'Tess',
    lastName: 'Tester',
    email: 'tess@example.test',
    role: 'doctor',
  },
};

const location = () => screen.getByTestId('location').textContent;

const entry = (name: string, retired = false) => ({
  _id: `s-${name}`,
  name,
  retired,
  doctors: 0,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
});

/** The field once the list is in it. */
async function listed(label: string) {
  const select = screen.getByRole('combobox', {
    name: new RegExp(`^${label}`),
  }) as HTMLSelectElement;
  await waitFor(() => expect(select.options.length).toBeGreaterThan(1));
  return select;
}

/** The API of these tests, with the clinic's list of specializations. */
function withList() {
  return mockApi().on('GET /api/specializations', {
    body: [entry('Cardiology'), entry('Dermatology'), entry('Pediatrics')],
  });
}

afterEach(() => resetSession());

describe('Doctor Details Form', () => {
  it('asks a visitor who is not signed in as a doctor to log in', () => {
    mockApi();
    renderAuth('/createdoc');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Doctor Details Form' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in as a doctor' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(screen.queryByRole('button', { name: 'Submit Info' })).not.toBeInTheDocument();
  });

  it("offers the clinic's list of specializations to choose from, not a free text", async () => {
    withList();
    const user = userEvent.setup();
    renderAuth('/createdoc', { session: doctorSession });
    const specialization = screen.getByRole('combobox', { name: /^Specialization/ });
    await waitFor(() =>
      expect(
        Array.from((specialization as HTMLSelectElement).options).map((o) => o.textContent),
      ).toEqual(['Select a specialization', 'Cardiology', 'Dermatology', 'Pediatrics']),
    );
    await user.selectOptions(specialization, 'Dermatology');
    expect(specialization).toHaveValue('Dermatology');
  });

  it('shows each §5 message in red under its field', async () => {
    const api = mockApi().on('GET /api/specializations', { body: [] });
    const user = userEvent.setup();
    renderAuth('/createdoc', { session: doctorSession });

    await user.click(screen.getByRole('button', { name: 'Submit Info' }));
    await waitFor(() => expectFieldError('License Number', 'License Number is required'));
    expectFieldError('Specialization', 'Specialization is required');
    expectNoFieldError('Years of Experience');
    expectNoFieldError('Hospital');

    await user.type(field('Years of Experience'), 'ten');
    await user.tab();
    await waitFor(() => expectFieldError('Years of Experience', 'Must be a number'));
    await user.clear(field('Years of Experience'));
    await user.type(field('Years of Experience'), '-1');
    await user.tab();
    await waitFor(() =>
      expectFieldError('Years of Experience', 'Years of experience must be a positive number'),
    );
    await user.clear(field('Years of Experience'));
    await user.type(field('Years of Experience'), '0');
    await user.tab();
    await waitFor(() => expectNoFieldError('Years of Experience'));
    expect(api.calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });

  it('creates the doctor record, says it awaits approval, and goes home', async () => {
    const api = withList();
    const reply = deferred<MockReply>();
    api.on('POST /api/doctor/create', () => reply.promise);
    const user = userEvent.setup();
    renderAuth('/createdoc', { session: doctorSession });

    await user.type(field('License Number'), ' LIC-42 ');
    await user.selectOptions(await listed('Specialization'), 'Cardiology');
    await user.type(field('Years of Experience'), '12');
    await user.type(field('Hospital'), 'City Hospital');
    await user.click(screen.getByRole('button', { name: 'Submit Info' }));

    expect(await screen.findByRole('button', { name: 'Submitting…' })).toBeDisabled();
    expect(field('License Number')).toBeDisabled();
    await waitFor(() => expect(api.callsTo('POST /api/doctor/create')).toHaveLength(1));
    const [call] = api.callsTo('POST /api/doctor/create');
    expect(call?.body).toEqual({
      licenseNumber: 'LIC-42',
      specialization: 'Cardiology',
      yearsOfExperience: 12,
      hospital: 'City Hospital',
    });
    expect(call?.headers.authorization).toBe('Bearer jwt-doc');

    await act(async () =>
      reply.resolve({ status: 201, body: { _id: 'd-1', specialization: 'Cardiology' } }),
    );
    await waitFor(() => expect(location()).toBe('/doctor/dashboard'));
    expect(await screen.findByText(DOCTOR_CREATED)).toBeInTheDocument();
    expect(screen.getByText(AWAITING_APPROVAL_AFTER_DETAILS)).toBeInTheDocument();
  });

  it('leaves out the optional fields when they are empty', async () => {
    const api = withList();
    api.on('POST /api/doctor/create', { status: 201, body: { _id: 'd-1' } });
    const user = userEvent.setup();
    renderAuth('/createdoc', { session: doctorSession });
    await user.type(field('License Number'), 'LIC-42');
    await user.selectOptions(await listed('Specialization'), 'Cardiology');
    await user.click(screen.getByRole('button', { name: 'Submit Info' }));
    await waitFor(() => expect(location()).toBe('/doctor/dashboard'));
    await waitFor(() => expect(api.callsTo('POST /api/doctor/create')).toHaveLength(1));
    expect(api.callsTo('POST /api/doctor/create')[0]?.body).toEqual({
      licenseNumber: 'LIC-42',
      specialization: 'Cardiology',
    });
  });

  it('shows the server’s refusal above the button', async () => {
    const api = withList();
    api.on('POST /api/doctor/create', {
      status: 409,
      body: { message: 'Your doctor details are already saved.' },
    });
    const user = userEvent.setup();
    renderAuth('/createdoc', { session: doctorSession });
    await user.type(field('License Number'), 'LIC-42');
    await user.selectOptions(await listed('Specialization'), 'Cardiology');
    await user.click(screen.getByRole('button', { name: 'Submit Info' }));
    const alert = await screen.findByText('Your doctor details are already saved.');
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(location()).toBe('/createdoc');
  });
});
