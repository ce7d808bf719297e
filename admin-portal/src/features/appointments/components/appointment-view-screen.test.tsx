import { Route, Routes } from 'react-router-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, resetSession } from '@careconnect/shared-ui/testing';
import { adminSession, fakeApi } from '../../../test/fake-api';
import { appointment, jane, silva } from '../../../test/fixtures';
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
jest.setTimeout(20_000);

afterEach(() => resetSession());

describe('Appointment Details', () => {
  it("shows the appointment's fields, N/A for missing ones", async () => {
    fakeApi({ 'GET /api/appointment/get/:id': { body: booked } });
    render();
    expect(await screen.findByRole('link', { name: 'Jane Cooper' })).toHaveAttribute(
      'href',
      `/admin/patients/view/${jane._id}`,
    );
    expect(screen.getByRole('link', { name: 'Dr. Ana Silva' })).toBeInTheDocument();
    expect(screen.getByText('Nov 24, 2026')).toBeInTheDocument();
    expect(screen.getByText('Annual check-up')).toBeInTheDocument();
    expect(screen.getByText('Notes').nextElementSibling).toHaveTextContent('N/A');
    expect(screen.getByRole('link', { name: 'Update' })).toHaveAttribute(
      'href',
      `/admin/appointments/update/${booked._id}`,
    );
  });

  it('deletes after confirmation and returns to the list', async () => {
    const api = fakeApi({
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
    expect(api.callsTo('DELETE', `/api/appointment/delete/${booked._id}`)).toHaveLength(1);
  });

  it("says 'Failed to delete appointment.' and stays when the deletion fails", async () => {
    fakeApi({
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
});
