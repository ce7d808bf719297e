import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders, resetSession } from '@careconnect/shared-ui/testing';
import { todayIso } from '../../../lib/format';
import { mockApi, type MockRoute } from '../../../testing/mock-api';
import { appointment, drLee, drSmith, patientSession } from '../../../testing/fixtures';
import { BookAppointment } from './book-appointment';

afterEach(() => act(() => resetSession()));

const inAWeek = todayIso(new Date(Date.now() + 7 * 86_400_000));
const yesterday = todayIso(new Date(Date.now() - 86_400_000));

const slots = [
  { timeSlot: '09:00 AM - 09:30 AM', available: false },
  { timeSlot: '09:30 AM - 10:00 AM', available: true },
  { timeSlot: '10:00 AM - 10:30 AM', available: true },
];

function routes(extra: Record<string, MockRoute> = {}) {
  return mockApi({
    'GET /api/doctor/search': ({ url }) => {
      const specialization = url.searchParams.get('specialization')?.toLowerCase() ?? '';
      const found = [drSmith, drLee].filter((d) =>
        d.specialization.toLowerCase().includes(specialization),
      );
      return { body: found, headers: { 'X-Total-Count': String(found.length) } };
    },
    'GET /api/doctor/slots/:doctorId': { body: slots },
    ...extra,
  });
}

function render() {
  return renderWithProviders(
    <Routes>
      <Route path="/patient/appointments/book" element={<BookAppointment />} />
      <Route path="/patient/appointments" element={<h1>The list</h1>} />
    </Routes>,
    { session: patientSession, route: '/patient/appointments/book' },
  );
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('searchbox', { name: 'Specialization' }), 'cardio');
  await waitFor(() => expect(screen.queryByText('Dr. Ann Lee')).not.toBeInTheDocument());
  await user.click(screen.getByRole('radio', { name: /Dr\. Gregory Smith/ }));
  fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: inAWeek } });
  const slot = screen.getByRole('combobox', { name: /Time Slot/ });
  await waitFor(() => expect(slot).toBeEnabled());
  await user.selectOptions(slot, '10:00 AM - 10:30 AM');
  await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'Check-up');
}

describe('BookAppointment', () => {
  it('shows the spec’s messages under the fields when nothing is chosen', async () => {
    const user = userEvent.setup();
    const api = routes();
    render();
    expect(await screen.findByText('Dr. Gregory Smith')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit Appointment' }));
    expect(await screen.findByText('Doctor is required')).toBeInTheDocument();
    expect(screen.getByText('Date is required')).toBeInTheDocument();
    expect(screen.getByText('Time slot is required')).toBeInTheDocument();
    expect(api.calls('POST /api/appointment/create')).toHaveLength(0);
  });

  it('refuses a day in the past', async () => {
    const user = userEvent.setup();
    routes();
    render();
    fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: yesterday } });
    await user.click(screen.getByRole('button', { name: 'Submit Appointment' }));
    expect(
      await screen.findByText('The appointment date cannot be in the past.'),
    ).toBeInTheDocument();
  });

  it('finds doctors by specialization and offers only the free slots of the chosen day', async () => {
    const user = userEvent.setup();
    const api = routes();
    render();
    expect(await screen.findByText('Dr. Ann Lee')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Specialization' }), 'cardio');
    await waitFor(() => expect(screen.queryByText('Dr. Ann Lee')).not.toBeInTheDocument());
    expect(api.calls().at(-1)?.url.searchParams.get('specialization')).toBe('cardio');
    expect(screen.getByText('Cardiology · City Hospital')).toBeInTheDocument();

    const slot = screen.getByRole('combobox', { name: /Time Slot/ });
    expect(slot).toBeDisabled();
    expect(screen.getByText('Choose a doctor and a date first.')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /Dr\. Gregory Smith/ }));
    fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: inAWeek } });
    await waitFor(() => expect(slot).toBeEnabled());
    const request = api.calls(`GET /api/doctor/slots/${drSmith._id}`)[0]!;
    expect(request.url.searchParams.get('date')).toBe(inAWeek);
    expect(
      screen.getByRole('option', { name: '09:00 AM - 09:30 AM (unavailable)' }),
    ).toBeDisabled();
    expect(screen.getByRole('option', { name: '09:30 AM - 10:00 AM' })).toBeEnabled();
  });

  it('books: success toast, then back to the list', async () => {
    const user = userEvent.setup();
    const api = routes({
      'POST /api/appointment/create': { status: 201, body: appointment() },
    });
    render();
    await screen.findByText('Dr. Gregory Smith');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Submit Appointment' }));

    expect(await screen.findByText('Appointment created successfully!')).toBeInTheDocument();
    expect(api.calls('POST /api/appointment/create')[0]?.body).toEqual({
      doctor: drSmith._id,
      date: inAWeek,
      timeSlot: '10:00 AM - 10:30 AM',
      reason: 'Check-up',
    });
    expect(
      await screen.findByRole('heading', { name: 'The list' }, { timeout: 3000 }),
    ).toBeInTheDocument();
  });

  it("shows the server's message when the slot was taken meanwhile (409)", async () => {
    const user = userEvent.setup();
    routes({
      'POST /api/appointment/create': {
        status: 409,
        body: { message: 'This time slot is already booked for this doctor.' },
      },
    });
    render();
    await screen.findByText('Dr. Gregory Smith');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Submit Appointment' }));

    const alerts = await screen.findAllByText('This time slot is already booked for this doctor.');
    expect(alerts.length).toBeGreaterThanOrEqual(1);
    expect(screen.getByRole('combobox', { name: /Time Slot/ })).toHaveValue('');
    expect(screen.queryByRole('heading', { name: 'The list' })).not.toBeInTheDocument();
  });

  it("says 'No doctors found.' when the search finds nobody", async () => {
    const user = userEvent.setup();
    routes();
    render();
    await screen.findByText('Dr. Gregory Smith');
    await user.type(screen.getByRole('searchbox', { name: 'Specialization' }), 'surgery');
    expect(await screen.findByText('No doctors found.')).toBeInTheDocument();
  });
});
