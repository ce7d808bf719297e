import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders, resetSession } from '@careconnect/shared-ui/testing';
import {
  DOCTOR_ID,
  doctor,
  doctorApi,
  doctorSession,
  JANE_ID,
  omar,
  patient,
} from '../../../testing/fixtures';
import { deferred, type ApiAnswer, type TestApi } from '../../../testing/test-api';
import { CreateAppointment, PROPOSAL_NOTICE } from './create-appointment';

function renderForm(api: TestApi, route = '/doctor/appointments/create') {
  api
    .on('GET', '/api/patient/all', {
      body: [patient(), omar(), { _id: 'p-nameless', user: null }],
    })
    .on('GET', `/api/doctor/slots/${DOCTOR_ID}`, {
      body: [
        { timeSlot: '09:00 AM - 09:30 AM', available: false },
        { timeSlot: '09:30 AM - 10:00 AM', available: true },
      ],
    });
  return renderWithProviders(
    <Routes>
      <Route path="/doctor/appointments" element={<h1>Appointments list</h1>} />
      <Route path="/doctor/appointments/create" element={<CreateAppointment />} />
    </Routes>,
    { route, session: doctorSession },
  );
}

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('option', { name: 'Jane Cooper' });
  await user.selectOptions(screen.getByLabelText(/^Patient/), 'Jane Cooper');
  await user.type(screen.getByLabelText(/^Date/), '2026-11-24');
  await user.type(screen.getByLabelText(/^Time Slot/), '10:00 AM - 10:30 AM');
  await user.type(screen.getByLabelText('Reason'), 'Chest pain');
  await user.click(screen.getByRole('button', { name: 'Submit Appointment' }));
}

afterEach(() => {
  resetSession();
  jest.useRealTimers();
});

describe('Create New Appointment', () => {
  it('shows the form of spec §2: patients with fallbacks, the doctor read-only, the slot hint', async () => {
    renderForm(doctorApi());
    expect(await screen.findByRole('heading', { name: 'Create New Appointment' })).toBeVisible();
    const select = await screen.findByLabelText(/^Patient/);
    await waitFor(() =>
      expect(within(select).getByRole('option', { name: 'Jane Cooper' })).toBeInTheDocument(),
    );
    expect(
      within(select).getByRole('option', { name: '-- Select patient --' }),
    ).toBeInTheDocument();
    expect(within(select).getByRole('option', { name: 'Omar Farouk' })).toBeInTheDocument();
    expect(within(select).getByRole('option', { name: 'Unknown Patient' })).toBeInTheDocument();
    expect(screen.getByLabelText('Doctor')).toHaveValue('Dr. Ana Silva');
    expect(screen.getByLabelText('Doctor')).toHaveAttribute('readonly');
    expect(screen.getByText('e.g. 10:00 AM - 10:30 AM')).toBeVisible();
    expect(screen.getByLabelText(/^Time Slot/)).toHaveAttribute(
      'placeholder',
      '10:00 AM - 10:30 AM',
    );
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
    expect(api.callsTo('POST', '/api/appointment/create')).toHaveLength(0);
  });

  it('preselects the patient given in the address', async () => {
    renderForm(doctorApi(), `/doctor/appointments/create?patient=${JANE_ID}`);
    const select = await screen.findByLabelText(/^Patient/);
    await waitFor(() => expect(select).toHaveValue(JANE_ID));
  });

  it('fills in the date and time slot a free time of the calendar carries', async () => {
    renderForm(
      doctorApi(),
      '/doctor/appointments/create?date=2026-11-24&timeSlot=10:00%20AM%20-%2010:30%20AM',
    );
    expect(await screen.findByLabelText(/^Date/)).toHaveValue('2026-11-24');
    expect(screen.getByLabelText(/^Time Slot/)).toHaveValue('10:00 AM - 10:30 AM');
    expect(screen.getByLabelText(/^Patient/)).toHaveValue('');
  });

  it('offers the free slots of the chosen date', async () => {
    const user = userEvent.setup();
    const { container } = renderForm(doctorApi());
    await user.type(await screen.findByLabelText(/^Date/), '2026-11-24');
    await waitFor(() => expect(container.querySelectorAll('datalist option')).toHaveLength(1));
    expect(container.querySelector('datalist option')).toHaveAttribute(
      'value',
      '09:30 AM - 10:00 AM',
    );
  });

  it("books, says 'Appointment created successfully!' and goes back after 1.5 s", async () => {
    const api = doctorApi();
    const held = deferred<ApiAnswer>();
    api.on('POST', '/api/appointment/create', () => held.promise);
    const user = userEvent.setup();
    renderForm(api);
    await fillAndSubmit(user);

    expect(await screen.findByRole('button', { name: /Submitting…/ })).toBeDisabled();
    jest.useFakeTimers();
    held.resolve({ status: 201, body: {} });
    expect(await screen.findByText('Appointment created successfully!')).toBeVisible();
    expect(api.callsTo('POST', '/api/appointment/create')[0]?.body).toEqual({
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

  it("says a booking for a patient outside the doctor's care waits for the patient", async () => {
    const api = doctorApi();
    api.on('POST', '/api/appointment/create', {
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
    api.on('POST', '/api/appointment/create', {
      status: 201,
      body: { _id: 'a-new', status: 'pending' },
    });
    const user = userEvent.setup();
    renderForm(api);
    await fillAndSubmit(user);
    expect(await screen.findByText('Appointment created successfully!')).toBeVisible();
    expect(screen.queryByText(PROPOSAL_NOTICE)).not.toBeInTheDocument();
  });

  it('shows the 409 of a taken slot on the form', async () => {
    const api = doctorApi();
    api.on('POST', '/api/appointment/create', {
      status: 409,
      body: { message: 'This time slot is already booked for this doctor.' },
    });
    const user = userEvent.setup();
    renderForm(api);
    await fillAndSubmit(user);
    expect(
      await screen.findByText('This time slot is already booked for this doctor.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Submit Appointment' })).toBeEnabled();
  });

  it("falls back to 'Failed to create appointment' when the server gives no message", async () => {
    const api = doctorApi();
    api.on('POST', '/api/appointment/create', { status: 500 });
    const user = userEvent.setup();
    renderForm(api);
    await fillAndSubmit(user);
    expect(await screen.findByText('Failed to create appointment')).toBeVisible();
  });
});
