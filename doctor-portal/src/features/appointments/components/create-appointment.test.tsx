import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import {
  answerPatientChoices,
  availability,
  chooseOption,
  renderWithProviders,
  resetSession,
  restoreBrowserTimeZone,
  setBrowserTimeZone,
  deferred,
  type MockReply,
  type MockApi,
} from '@careconnect/shared-ui/testing';
import {
  DOCTOR_ID,
  doctor,
  doctorApi,
  doctorSession,
  JANE_ID,
  janeChoice,
  OMAR_ID,
  omarChoice,
} from '../../../testing/fixtures';
import { CreateAppointment, PROPOSAL_NOTICE } from './create-appointment';

function renderForm(api: MockApi, route = '/doctor/appointments/create') {
  api
    .on(
      'GET /api/patient/choices',
      answerPatientChoices([
        janeChoice(),
        omarChoice(),
        { _id: 'p-nameless', firstName: '', lastName: '', yours: false },
      ]),
    )
    .on(`GET /api/doctor/availability/${DOCTOR_ID}`, {
      body: availability({ doctor: DOCTOR_ID, timeZone: 'America/New_York' }),
    })
    .on(`GET /api/doctor/slots/${DOCTOR_ID}`, (call) => ({
      body:
        call.query.get('date') === '2026-11-29'
          ? [{ timeSlot: '09:00 AM - 09:30 AM', available: false }]
          : [
              { timeSlot: '09:00 AM - 09:30 AM', available: false },
              { timeSlot: '09:30 AM - 10:00 AM', available: true },
              { timeSlot: '10:00 AM - 10:30 AM', available: true },
            ],
    }));
  return renderWithProviders(
    <Routes>
      <Route path="/doctor/appointments" element={<h1>Appointments list</h1>} />
      <Route path="/doctor/appointments/create" element={<CreateAppointment />} />
    </Routes>,
    { route, session: doctorSession },
  );
}

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>, before?: () => void) {
  await chooseOption(user, 'Patient', 'coop', 'Jane Cooper');
  await user.type(screen.getByLabelText(/^Date/), '2026-11-24');
  const slot = screen.getByLabelText(/^Time Slot/);
  await waitFor(() => expect(slot).toBeEnabled());
  await user.selectOptions(slot, '10:00 AM - 10:30 AM');
  await user.type(screen.getByLabelText('Reason'), 'Chest pain');
  before?.();
  await user.click(screen.getByRole('button', { name: 'Submit Appointment' }));
}

beforeEach(() => setBrowserTimeZone('America/New_York'));
afterEach(() => {
  resetSession();
  jest.useRealTimers();
  restoreBrowserTimeZone();
});

describe('Create New Appointment', () => {
  it('shows the form of spec §2: a patient search with own patients first, the doctor read-only, the slot hint', async () => {
    const user = userEvent.setup();
    renderForm(doctorApi());
    expect(await screen.findByRole('heading', { name: 'Create New Appointment' })).toBeVisible();
    const patientInput = await screen.findByRole('combobox', { name: 'Patient' });
    expect(patientInput).toHaveAttribute('aria-required', 'true');
    await user.click(patientInput);
    const own = await screen.findByRole('group', { name: 'Your patients' });
    expect(within(own).getByRole('option').textContent).toBe(
      'Jane CooperBorn April 12, 1990 · phone ending 00',
    );
    const others = screen.getByRole('group', { name: 'Other patients' });
    expect(
      within(others)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Omar FaroukDate of birth not given', 'Unknown PatientDate of birth not given']);
    expect(screen.getByLabelText('Doctor')).toHaveValue('Dr. Ana Silva');
    expect(screen.getByLabelText('Doctor')).toHaveAttribute('readonly');
    const slot = screen.getByRole('combobox', { name: /^Time Slot/ });
    expect(slot).toBeDisabled();
    expect(screen.getByText('Choose a date first.')).toBeVisible();
  });

  it('shows the spec §8 message when the patients cannot be loaded', async () => {
    const api = doctorApi();
    renderForm(api);
    api.on('GET /api/patient/choices', { status: 500, body: {} });
    expect(await screen.findByText('Failed to load patients or doctors')).toBeVisible();
  });

  it("reads 'Dr. Unknown' when the doctor record has no user", async () => {
    renderForm(doctorApi(doctor({ user: null })));
    expect(await screen.findByLabelText('Doctor')).toHaveValue('Dr. Unknown');
  });

  it('shows the spec §5 messages in red under the fields and sends nothing', async () => {
    const api = doctorApi();
    const user = userEvent.setup();
    renderForm(api);
    await user.click(await screen.findByRole('button', { name: 'Submit Appointment' }));
    expect(await screen.findByText('Patient is required')).toBeVisible();
    expect(screen.getByText('Date is required')).toBeVisible();
    expect(screen.getByText('Time slot is required')).toBeVisible();
    expect(api.callsTo('POST /api/appointment/create')).toHaveLength(0);
  });

  it('preselects the patient given in the address, shown by name', async () => {
    const api = doctorApi();
    renderForm(api, `/doctor/appointments/create?patient=${OMAR_ID}`);
    const input = await screen.findByRole('combobox', { name: 'Patient' });
    await waitFor(() => expect(input).toHaveValue('Omar Farouk'));
  });

  it('offers only the free times of the chosen date as the Time Slot choice', async () => {
    const api = doctorApi();
    const user = userEvent.setup();
    renderForm(api);
    await user.type(await screen.findByLabelText(/^Date/), '2026-11-24');
    const slot = screen.getByRole('combobox', { name: /^Time Slot/ });
    await waitFor(() => expect(slot).toBeEnabled());
    expect(api.callsTo(`GET /api/doctor/slots/${DOCTOR_ID}`).at(-1)?.query.get('date')).toBe(
      '2026-11-24',
    );
    expect(
      within(slot)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['-- Select time slot --', '09:30 AM - 10:00 AM', '10:00 AM - 10:30 AM']);
    expect(screen.getByText("The doctor's free times on this date.")).toBeVisible();
  });

  it('says the chosen time was taken when the free times come back without it', async () => {
    const api = doctorApi();
    const { queryClient } = renderForm(api);
    let tenTaken = false;
    api.on(`GET /api/doctor/slots/${DOCTOR_ID}`, () => ({
      body: [
        { timeSlot: '09:30 AM - 10:00 AM', available: true },
        { timeSlot: '10:00 AM - 10:30 AM', available: !tenTaken },
      ],
    }));
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Date/), '2026-11-24');
    const slot = screen.getByRole('combobox', { name: /^Time Slot/ });
    await waitFor(() => expect(slot).toBeEnabled());
    await user.selectOptions(slot, '10:00 AM - 10:30 AM');
    expect(screen.queryByText('This time slot is already booked for this doctor.')).toBeNull();

    // Someone books 10:00 meanwhile; the live stream refreshes the free times.
    tenTaken = true;
    await act(() => queryClient.invalidateQueries());
    expect(
      await screen.findByText('This time slot is already booked for this doctor.'),
    ).toBeVisible();
    expect(slot).toHaveValue('');
    expect(within(slot).queryByRole('option', { name: '10:00 AM - 10:30 AM' })).toBeNull();

    // A new choice ends the notice.
    await user.selectOptions(slot, '09:30 AM - 10:00 AM');
    expect(screen.queryByText('This time slot is already booked for this doctor.')).toBeNull();
  });

  it('a time left behind by another date is dropped without saying it was taken', async () => {
    const user = userEvent.setup();
    renderForm(doctorApi());
    await user.type(await screen.findByLabelText(/^Date/), '2026-11-24');
    const slot = screen.getByRole('combobox', { name: /^Time Slot/ });
    await waitFor(() => expect(slot).toBeEnabled());
    await user.selectOptions(slot, '10:00 AM - 10:30 AM');
    const date = screen.getByLabelText(/^Date/);
    await user.clear(date);
    await user.type(date, '2026-11-29');
    expect(await screen.findByText('No free times on this date.')).toBeVisible();
    expect(slot).toHaveValue('');
    expect(screen.queryByText('This time slot is already booked for this doctor.')).toBeNull();
  });

  it("says 'No free times on this date.' when the date has none", async () => {
    const user = userEvent.setup();
    renderForm(doctorApi());
    await user.type(await screen.findByLabelText(/^Date/), '2026-11-29');
    expect(await screen.findByText('No free times on this date.')).toBeVisible();
    expect(screen.getByRole('combobox', { name: /^Time Slot/ })).toBeDisabled();
  });

  it('takes the date and the time slot from the address (the calendar links here)', async () => {
    setBrowserTimeZone('Europe/Berlin');
    const api = doctorApi();
    api.on('POST /api/appointment/create', { status: 201, body: { status: 'pending' } });
    const user = userEvent.setup();
    renderForm(
      api,
      `/doctor/appointments/create?date=2026-11-24&timeSlot=${encodeURIComponent('09:30 AM - 10:00 AM')}&doctor=${DOCTOR_ID}`,
    );
    expect(await screen.findByLabelText(/^Date/)).toHaveValue('2026-11-24');
    const slot = screen.getByRole('combobox', { name: /^Time Slot/ });
    await waitFor(() => expect(slot).toBeEnabled());
    expect(slot).toHaveValue('09:30 AM - 10:00 AM');
    expect(screen.getByText(/^Times in New York \(E[SD]T\)$/)).toBeVisible();
    await chooseOption(user, 'Patient', 'Jane', 'Jane Cooper');
    await user.click(screen.getByRole('button', { name: 'Submit Appointment' }));
    expect(await screen.findByText('Appointment created successfully!')).toBeVisible();
    expect(api.callsTo('POST /api/appointment/create')[0]?.body).toEqual({
      patient: JANE_ID,
      doctor: DOCTOR_ID,
      date: '2026-11-24',
      timeSlot: '09:30 AM - 10:00 AM',
    });
  });

  it('drops a time slot from the address that is not free', async () => {
    renderForm(
      doctorApi(),
      `/doctor/appointments/create?date=2026-11-24&timeSlot=${encodeURIComponent('09:00 AM - 09:30 AM')}`,
    );
    const slot = await screen.findByRole('combobox', { name: /^Time Slot/ });
    await waitFor(() => expect(slot).toBeEnabled());
    await waitFor(() => expect(slot).toHaveValue(''));
  });

  it("books, says 'Appointment created successfully!' and goes back after 1.5 s", async () => {
    const api = doctorApi();
    const held = deferred<MockReply>();
    api.on('POST /api/appointment/create', () => held.promise);
    const user = userEvent.setup();
    renderForm(api);
    await fillAndSubmit(user);

    expect(await screen.findByRole('button', { name: /Submitting…/ })).toBeDisabled();
    jest.useFakeTimers();
    held.resolve({ status: 201, body: {} });
    expect(await screen.findByText('Appointment created successfully!')).toBeVisible();
    expect(api.callsTo('POST /api/appointment/create')[0]?.body).toEqual({
      patient: JANE_ID,
      doctor: DOCTOR_ID,
      date: '2026-11-24',
      timeSlot: '10:00 AM - 10:30 AM',
      reason: 'Chest pain',
    });
    act(() => jest.advanceTimersByTime(1400));
    expect(screen.queryByRole('heading', { name: 'Appointments list' })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(await screen.findByRole('heading', { name: 'Appointments list' })).toBeVisible();
  });

  it('does not call the time it has just booked taken (the live update lands under the form)', async () => {
    const api = doctorApi();
    let tenBooked = false;
    const held = deferred<MockReply>();
    api.on('POST /api/appointment/create', () => {
      tenBooked = true;
      return held.promise;
    });
    const user = userEvent.setup();
    const { queryClient } = renderForm(api);
    api.on(`GET /api/doctor/slots/${DOCTOR_ID}`, () => ({
      body: [
        { timeSlot: '09:30 AM - 10:00 AM', available: true },
        { timeSlot: '10:00 AM - 10:30 AM', available: !tenBooked },
      ],
    }));
    await fillAndSubmit(user);
    // The booking's live event refreshes the free times before the answer arrives.
    const asked = api.callsTo(`GET /api/doctor/slots/${DOCTOR_ID}`).length;
    await act(() => queryClient.invalidateQueries({ queryKey: ['slots'] }));
    expect(api.callsTo(`GET /api/doctor/slots/${DOCTOR_ID}`).length).toBeGreaterThan(asked);
    held.resolve({ status: 201, body: { _id: 'a-new', status: 'pending' } });
    expect(await screen.findByText('Appointment created successfully!')).toBeVisible();
    // And again after it (the mutation refreshes the slots too).
    await act(() => queryClient.invalidateQueries({ queryKey: ['slots'] }));
    expect(screen.queryByText('This time slot is already booked for this doctor.')).toBeNull();
    expect(screen.getByLabelText(/^Time Slot/)).toHaveValue('10:00 AM - 10:30 AM');
  });

  it("says a booking for a patient outside the doctor's care waits for the patient", async () => {
    const api = doctorApi();
    api.on('POST /api/appointment/create', {
      status: 201,
      body: { _id: 'a-new', status: 'proposed' },
    });
    const user = userEvent.setup();
    renderForm(api);
    await fillAndSubmit(user);
    expect(await screen.findByText('Appointment created successfully!')).toBeVisible();
    expect(await screen.findByText(PROPOSAL_NOTICE)).toBeVisible();
  });

  it("adds no second line for a patient in the doctor's care", async () => {
    const api = doctorApi();
    api.on('POST /api/appointment/create', {
      status: 201,
      body: { _id: 'a-new', status: 'pending' },
    });
    const user = userEvent.setup();
    renderForm(api);
    await fillAndSubmit(user);
    expect(await screen.findByText('Appointment created successfully!')).toBeVisible();
    expect(screen.queryByText(PROPOSAL_NOTICE)).not.toBeInTheDocument();
  });

  it('shows the 409 of a taken slot on the form, once', async () => {
    const api = doctorApi();
    let taken = false;
    api.on('POST /api/appointment/create', () => {
      taken = true;
      return {
        status: 409,
        body: { message: 'This time slot is already booked for this doctor.' },
      };
    });
    const user = userEvent.setup();
    renderForm(api);
    api.on(`GET /api/doctor/slots/${DOCTOR_ID}`, () => ({
      body: [
        { timeSlot: '09:30 AM - 10:00 AM', available: true },
        { timeSlot: '10:00 AM - 10:30 AM', available: !taken },
      ],
    }));
    let asked = 0;
    await fillAndSubmit(user, () => {
      asked = api.callsTo(`GET /api/doctor/slots/${DOCTOR_ID}`).length;
    });
    expect(
      await screen.findByText('This time slot is already booked for this doctor.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Submit Appointment' })).toBeEnabled();
    // The free times are asked for again.
    await waitFor(() =>
      expect(api.callsTo(`GET /api/doctor/slots/${DOCTOR_ID}`).length).toBeGreaterThan(asked),
    );
    // The taken time leaves the choice; the form's alert already says why, the field does not.
    await waitFor(() => expect(screen.getByLabelText(/^Time Slot/)).toHaveValue(''));
    expect(screen.getAllByText('This time slot is already booked for this doctor.')).toHaveLength(
      1,
    );
  });

  it("falls back to 'Failed to create appointment' when the server gives no message", async () => {
    const api = doctorApi();
    api.on('POST /api/appointment/create', { status: 500 });
    const user = userEvent.setup();
    renderForm(api);
    await fillAndSubmit(user);
    expect(await screen.findByText('Failed to create appointment')).toBeVisible();
  });
});
