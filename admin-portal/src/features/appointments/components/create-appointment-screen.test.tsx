import { Route, Routes } from 'react-router-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  answerPatientChoices,
  availability,
  chooseOption,
  renderWithProviders,
  resetSession,
  restoreBrowserTimeZone,
  setBrowserTimeZone,
  mockApi,
  type MockRoutes as ApiRoutes,
} from '@careconnect/shared-ui/testing';
import { adminSession, appointment, jane, omar, patient, silva } from '../../../testing/fixtures';
import { fill } from '../../../testing/fill';
import { CreateAppointmentScreen } from './create-appointment-screen';

// Two patients named Jane Cooper: only their second lines tell them apart.
const otherJane = patient('Jane', 'Cooper');
const choices = [
  {
    _id: jane._id,
    firstName: 'Jane',
    lastName: 'Cooper',
    dateOfBirth: '1985-03-04',
    phoneEnding: '42',
  },
  {
    _id: otherJane._id,
    firstName: 'Jane',
    lastName: 'Cooper',
    dateOfBirth: '1990-11-23',
    phoneEnding: '17',
  },
  { _id: omar._id, firstName: 'Omar', lastName: 'Farouk' },
];

const people: ApiRoutes = {
  'GET /api/patient/choices': answerPatientChoices(choices),
  'GET /api/doctor/all': { body: [silva], total: 1 },
  'GET /api/doctor/getdoctor/:id': { body: silva },
  'GET /api/doctor/availability/:doctorId': { body: availability({ timeZone: 'Asia/Tokyo' }) },
  'GET /api/doctor/slots/:doctorId': (call) => ({
    body:
      call.query.get('date') === '2026-12-06'
        ? []
        : [
            { timeSlot: '09:00 AM - 09:30 AM', available: false },
            { timeSlot: '09:30 AM - 10:00 AM', available: true },
          ],
  }),
};

function render(route = '/admin/appointments/create') {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/appointments/create" element={<CreateAppointmentScreen />} />
      <Route path="/admin/appointments" element={<p>Appointments list</p>} />
    </Routes>,
    { route, session: adminSession },
  );
}

async function fillIn() {
  await chooseOption(userEvent, 'Patient', 'jane', 'Jane CooperBorn March 4, 1985');
  await chooseOption(userEvent, 'Doctor', 'silva', 'Dr. Ana Silva');
  await fill(userEvent, screen.getByLabelText(/Date/), '2026-12-01');
  const slot = screen.getByRole('combobox', { name: /Time Slot/ });
  await waitFor(() => expect(slot).toBeEnabled());
  await userEvent.selectOptions(slot, '09:30 AM - 10:00 AM');
  await fill(userEvent, screen.getByLabelText('Reason'), 'Follow-up visit');
}

// Screens with forms and queries are slow to drive on a busy machine.

beforeEach(() => setBrowserTimeZone('Asia/Tokyo'));
afterEach(() => {
  resetSession();
  restoreBrowserTimeZone();
});

describe('Create New Appointment', () => {
  it('fills in the doctor, date and time slot a free time of the calendar carries', async () => {
    mockApi(people);
    renderWithProviders(
      <Routes>
        <Route path="/admin/appointments/create" element={<CreateAppointmentScreen />} />
      </Routes>,
      {
        route: `/admin/appointments/create?doctor=${silva._id}&date=2026-12-01&timeSlot=09:30%20AM%20-%2010:00%20AM`,
        session: adminSession,
      },
    );
    const doctor = await screen.findByRole('combobox', { name: 'Doctor' });
    await waitFor(() => expect(doctor).toHaveValue('Dr. Ana Silva'));
    expect(screen.getByLabelText(/Date/)).toHaveValue('2026-12-01');
    expect(screen.getByLabelText(/Time Slot/)).toHaveValue('09:30 AM - 10:00 AM');
    expect(screen.getByRole('combobox', { name: 'Patient' })).toHaveValue('');
  });

  it('offers patients told apart by their second line, and approved doctors with their specialization', async () => {
    const api = mockApi(people);
    const user = userEvent.setup();
    render();
    expect(screen.getByRole('heading', { name: 'Create New Appointment' })).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Patient' }));
    const listbox = screen.getByRole('listbox', { name: 'Patient' });
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual([
        'Jane CooperBorn March 4, 1985 · phone ending 42',
        'Jane CooperBorn November 23, 1990 · phone ending 17',
        'Omar FaroukDate of birth not given',
      ]),
    );
    // An administrator's list has no 'Your patients' heading.
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    const doctorInput = screen.getByRole('combobox', { name: 'Doctor' });
    expect(doctorInput).toHaveAttribute('placeholder', '-- Select doctor --');
    expect(screen.getByRole('combobox', { name: 'Patient' })).toHaveAttribute(
      'placeholder',
      '-- Select patient --',
    );
    await user.click(doctorInput);
    expect((await screen.findByRole('option', { name: /Dr\. Ana Silva/ })).textContent).toBe(
      'Dr. Ana SilvaCardiology · Riverside General Hospital',
    );
    expect(api.callsTo('GET /api/doctor/all')[0]!.query.get('approved')).toBe('true');
    expect(api.callsTo('GET /api/doctor/all')[0]!.query.get('limit')).toBe('20');
    expect(screen.getByRole('combobox', { name: /Time Slot/ })).toBeDisabled();
    expect(screen.getByText('Choose a doctor and a date first.')).toBeInTheDocument();
  });

  it('searches doctors on the server as the user types', async () => {
    const api = mockApi(people);
    const user = userEvent.setup();
    render();
    await user.type(screen.getByRole('combobox', { name: 'Doctor' }), 'cardio');
    await waitFor(() =>
      expect(api.callsTo('GET /api/doctor/all').at(-1)!.query.get('q')).toBe('cardio'),
    );
  });

  it('shows the spec messages in red under the empty required fields', async () => {
    const api = mockApi(people);
    render();
    await userEvent.click(screen.getByRole('button', { name: 'Submit Appointment' }));
    for (const message of [
      'Patient is required',
      'Doctor is required',
      'Date is required',
      'Time slot is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('books, says so, and goes back after 1.5 seconds', async () => {
    const api = mockApi({
      ...people,
      'POST /api/appointment/create': { status: 201, body: appointment(jane, silva) },
    });
    render();
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Submit Appointment' }));
    expect(await screen.findByText('Appointment created successfully!')).toBeInTheDocument();
    expect(api.callsTo('POST /api/appointment/create')[0]!.body).toEqual({
      patient: jane._id,
      doctor: silva._id,
      date: '2026-12-01',
      timeSlot: '09:30 AM - 10:00 AM',
      reason: 'Follow-up visit',
    });
    expect(screen.getByRole('button', { name: 'Submit Appointment' })).toBeDisabled();
    await waitFor(() => expect(screen.getByText('Appointments list')).toBeInTheDocument());
  });

  it("offers only the doctor's free times of the chosen day as the Time Slot", async () => {
    const api = mockApi(people);
    render();
    await fillIn();
    const slot = screen.getByRole('combobox', { name: /Time Slot/ });
    expect(
      within(slot)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['-- Select time slot --', '09:30 AM - 10:00 AM']);
    expect(api.callsTo(`GET /api/doctor/slots/${silva._id}`)[0]!.query.get('date')).toBe(
      '2026-12-01',
    );
  });

  it("says 'No free times on this date.' when the day has none", async () => {
    mockApi(people);
    render();
    await chooseOption(userEvent, 'Doctor', 'ana', 'Dr. Ana Silva');
    await fill(userEvent, screen.getByLabelText(/Date/), '2026-12-06');
    expect(await screen.findByText('No free times on this date.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Time Slot/ })).toBeDisabled();
  });

  it('fills the doctor, date and time slot from the address (the calendar links here)', async () => {
    setBrowserTimeZone('Europe/Madrid');
    const api = mockApi({
      ...people,
      'POST /api/appointment/create': { status: 201, body: appointment(jane, silva) },
    });
    render(
      `/admin/appointments/create?date=2026-12-01&timeSlot=${encodeURIComponent('09:30 AM - 10:00 AM')}&doctor=${silva._id}`,
    );
    const doctor = await screen.findByRole('combobox', { name: 'Doctor' });
    await waitFor(() => expect(doctor).toHaveValue('Dr. Ana Silva'));
    expect(screen.getByLabelText(/Date/)).toHaveValue('2026-12-01');
    const slot = screen.getByRole('combobox', { name: /Time Slot/ });
    await waitFor(() => expect(slot).toBeEnabled());
    expect(slot).toHaveValue('09:30 AM - 10:00 AM');
    expect(await screen.findByText('Times in Tokyo (GMT+9)')).toBeInTheDocument();
    // The second Jane Cooper, told apart by her date of birth.
    await chooseOption(userEvent, 'Patient', 'cooper', 'Jane CooperBorn November 23, 1990');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Appointment' }));
    expect(await screen.findByText('Appointment created successfully!')).toBeInTheDocument();
    expect(api.callsTo('POST /api/appointment/create')[0]!.body).toEqual({
      patient: otherJane._id,
      doctor: silva._id,
      date: '2026-12-01',
      timeSlot: '09:30 AM - 10:00 AM',
    });
  });

  it("shows the server's message when the booking is refused", async () => {
    const api = mockApi({
      ...people,
      'POST /api/appointment/create': {
        status: 409,
        body: { message: 'This time slot is already booked for this doctor.' },
      },
    });
    render();
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Submit Appointment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This time slot is already booked for this doctor.',
    );
    expect(screen.getByRole('button', { name: 'Submit Appointment' })).toBeEnabled();
    // The free times are asked for again (the one taken meanwhile drops out).
    await waitFor(() =>
      expect(api.callsTo(`GET /api/doctor/slots/${silva._id}`).length).toBeGreaterThan(1),
    );
  });

  it("falls back to 'Failed to create appointment' without a server message", async () => {
    mockApi({ ...people, 'POST /api/appointment/create': { status: 500 } });
    render();
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Submit Appointment' }));
    expect(await screen.findByText('Failed to create appointment')).toBeInTheDocument();
  });

  it("says 'Failed to load patients or doctors' when a choice cannot be loaded", async () => {
    mockApi({ ...people, 'GET /api/patient/choices': { status: 500 } });
    render();
    expect(await screen.findByText('Failed to load patients or doctors')).toBeInTheDocument();
  });
});
