import { Route, Routes } from 'react-router-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  availability,
  freeSlot,
  pinClock,
  renderWithProviders,
  resetSession,
  mockApi,
} from '@careconnect/shared-ui/testing';
import { adminSession, appointment, jane, silva } from '../../../testing/fixtures';
import { AppointmentViewScreen } from './appointment-view-screen';

const booked = appointment(jane, silva, { notes: undefined });

function render() {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/appointments/view/:id" element={<AppointmentViewScreen />} />
      <Route path="/admin/appointments" element={<p>Appointments list</p>} />
    </Routes>,
    { route: `/admin/appointments/view/${booked._id}`, session: adminSession },
  );
}

// Screens with forms and queries are slow to drive on a busy machine.

afterEach(() => resetSession());

describe('Appointment Details', () => {
  it("shows the appointment's fields, N/A for missing ones", async () => {
    mockApi({ 'GET /api/appointment/get/:id': { body: booked } });
    render();
    expect(await screen.findByRole('link', { name: 'Jane Cooper' })).toHaveAttribute(
      'href',
      `/admin/patients/view/${jane._id}`,
    );
    expect(screen.getByRole('link', { name: 'Dr. Ana Silva' })).toBeInTheDocument();
    expect(screen.getByText('Nov 24, 2026')).toBeInTheDocument();
    expect(screen.getByText('Annual check-up')).toBeInTheDocument();
    expect(screen.getByText('Notes').nextElementSibling).toHaveTextContent('N/A');
    expect(screen.getByText('Kind of visit').nextElementSibling).toHaveTextContent('In person');
    expect(screen.getByRole('link', { name: 'Update' })).toHaveAttribute(
      'href',
      `/admin/appointments/update/${booked._id}`,
    );
  });

  it('says a video visit is one', async () => {
    mockApi({ 'GET /api/appointment/get/:id': { body: { ...booked, kind: 'video' } } });
    render();
    expect(await screen.findByText('Kind of visit')).toBeInTheDocument();
    expect(screen.getByText('Kind of visit').nextElementSibling).toHaveTextContent('Video visit');
  });

  it('deletes after confirmation and returns to the list', async () => {
    const api = mockApi({
      'GET /api/appointment/get/:id': { body: booked },
      'DELETE /api/appointment/delete/:id': { body: { message: 'Appointment deleted' } },
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', {
      name: 'Are you sure you want to delete this appointment?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByText('Appointments list')).toBeInTheDocument());
    expect(api.callsTo(`DELETE /api/appointment/delete/${booked._id}`)).toHaveLength(1);
  });

  it("says 'Failed to delete appointment.' and stays when the deletion fails", async () => {
    mockApi({
      'GET /api/appointment/get/:id': { body: booked },
      'DELETE /api/appointment/delete/:id': { status: 403, body: { message: 'No.' } },
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Failed to delete appointment.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Appointment Details' })).toBeInTheDocument();
  });

  it.each(['pending', 'confirmed', 'proposed'] as const)(
    'reschedules a %s appointment and shows the new time',
    async (status) => {
      pinClock('2026-11-24T12:00:00Z');
      try {
        const slot = freeSlot('2026-11-26', '11:00', { zone: 'UTC' });
        const api = mockApi({
          'GET /api/appointment/get/:id': { body: { ...booked, status } },
          'GET /api/doctor/availability/:doctorId': { body: availability({ timeZone: 'UTC' }) },
          'GET /api/doctor/slots/:doctorId': { body: [slot] },
          'PATCH /api/appointment/reschedule/:id': {
            body: { ...booked, status, date: '2026-11-26', timeSlot: slot.timeSlot },
          },
        });
        render();
        await userEvent.click(await screen.findByRole('button', { name: 'Reschedule' }));
        const dialog = screen.getByRole('dialog', { name: 'Reschedule appointment' });
        const thursday = within(dialog).getByRole('button', { name: 'Thursday 26 November 2026' });
        await waitFor(() => expect(thursday).not.toHaveAttribute('aria-disabled'));
        await userEvent.click(thursday);
        await userEvent.click(within(dialog).getByRole('button', { name: '11:00 AM' }));
        await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm new time' }));
        expect(await screen.findByText('Appointment rescheduled.')).toBeInTheDocument();
        expect(api.callsTo(`PATCH /api/appointment/reschedule/${booked._id}`)[0]!.body).toEqual({
          start: slot.start,
        });
        expect(await screen.findByText('Nov 26, 2026')).toBeInTheDocument();
        expect(screen.getByText('11:00 AM - 11:30 AM')).toBeInTheDocument();
      } finally {
        jest.useRealTimers();
      }
    },
  );

  it('offers no Reschedule once the appointment is over', async () => {
    mockApi({ 'GET /api/appointment/get/:id': { body: { ...booked, status: 'completed' } } });
    render();
    await screen.findByRole('link', { name: 'Jane Cooper' });
    expect(screen.queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();
  });
});
