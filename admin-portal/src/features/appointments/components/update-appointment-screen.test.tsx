import { Route, Routes } from 'react-router-dom';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, resetSession, mockApi } from '@careconnect/shared-ui/testing';
import { adminSession, appointment, jane, silva } from '../../../testing/fixtures';
import { UpdateAppointmentScreen } from './update-appointment-screen';

const booked = appointment(jane, silva, { status: 'confirmed', notes: 'Bring last results' });

function render(id = booked._id) {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/appointments/update/:id" element={<UpdateAppointmentScreen />} />
      <Route path="/admin/appointments/view/:id" element={<p>Appointment view</p>} />
    </Routes>,
    { route: `/admin/appointments/update/${id}`, session: adminSession },
  );
}

// Screens with forms and queries are slow to drive on a busy machine.

afterEach(() => resetSession());

describe('Update Appointment', () => {
  it('shows the booked people read-only and the current values', async () => {
    mockApi({ 'GET /api/appointment/get/:id': { body: booked } });
    render();
    expect(await screen.findByDisplayValue('Jane Cooper')).toHaveAttribute('readonly');
    expect(screen.getByDisplayValue('Dr. Ana Silva')).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/Date/)).toHaveValue('2026-11-24');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('confirmed');
    expect(screen.getByLabelText('Notes')).toHaveValue('Bring last results');
  });

  it('requires a time slot', async () => {
    mockApi({ 'GET /api/appointment/get/:id': { body: booked } });
    render();
    await userEvent.clear(await screen.findByLabelText(/Time Slot/));
    await userEvent.click(screen.getByRole('button', { name: 'Update Appointment' }));
    expect(await screen.findByText('Time slot is required')).toBeInTheDocument();
  });

  it('saves the changes and opens the appointment', async () => {
    const api = mockApi({
      'GET /api/appointment/get/:id': { body: booked },
      'PUT /api/appointment/update/:id': { body: { ...booked, status: 'completed' } },
    });
    render();
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Status' }),
      'completed',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Update Appointment' }));
    await waitFor(() => expect(screen.getByText('Appointment view')).toBeInTheDocument());
    expect(await screen.findByText('Appointment updated successfully!')).toBeInTheDocument();
    expect(api.callsTo(`PUT /api/appointment/update/${booked._id}`)[0]!.body).toEqual({
      date: '2026-11-24',
      timeSlot: '10:00 AM - 10:30 AM',
      reason: 'Annual check-up',
      notes: 'Bring last results',
      status: 'completed',
    });
  });

  it("shows the server's refusal on the form", async () => {
    mockApi({
      'GET /api/appointment/get/:id': { body: booked },
      'PUT /api/appointment/update/:id': {
        status: 409,
        body: { message: 'This time slot is already booked for this doctor.' },
      },
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Update Appointment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('already booked');
  });

  it("says 'Appointment not found.' for an unknown id and 'Failed to fetch appointment' otherwise", async () => {
    const api = mockApi({
      'GET /api/appointment/get/:id': { status: 404, body: { message: 'x' } },
    });
    const first = render();
    expect(await screen.findByText('Appointment not found.')).toBeInTheDocument();
    first.unmount();
    api.on('GET /api/appointment/get/:id', { status: 500 });
    render();
    expect(await screen.findByText('Failed to fetch appointment')).toBeInTheDocument();
  });
});
