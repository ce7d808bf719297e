import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, resetSession } from '@careconnect/shared-ui/testing';
import { appointment, doctorApi as signedInApi, doctorSession } from '../../../testing/fixtures';

/** The signed-in doctor, with no free slot on the day. */
const doctorApi = () => signedInApi().on('GET /api/doctor/slots/:doctorId', { body: [] });
import type { MockApi } from '@careconnect/shared-ui/testing';
import { UpdateAppointment } from './update-appointment';

const renderUpdate = (_api: MockApi) =>
  renderWithProviders(<UpdateAppointment />, {
    route: '/doctor/appointments/update/ap-1',
    path: '/doctor/appointments/update/:id',
    session: doctorSession,
  });

afterEach(() => resetSession());

describe('Update Appointment', () => {
  it('starts from the booked values, the patient read-only', async () => {
    renderUpdate(doctorApi().on('GET /api/appointment/get/ap-1', { body: appointment() }));
    expect(await screen.findByRole('heading', { name: 'Update Appointment' })).toBeVisible();
    expect(await screen.findByLabelText('Patient')).toHaveValue('Jane Cooper');
    expect(screen.getByLabelText('Patient')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Doctor')).toHaveValue('Dr. Ana Silva');
    expect(screen.getByLabelText(/^Date/)).toHaveValue('2026-11-24');
    expect(screen.getByLabelText(/^Time Slot/)).toHaveValue('10:00 AM - 10:30 AM');
    expect(screen.getByLabelText('Reason')).toHaveValue('Annual check-up');
  });

  it('sends the changes, and shows a taken slot on the form', async () => {
    const api = doctorApi().on('GET /api/appointment/get/ap-1', { body: appointment() });
    api.on('PUT /api/appointment/update/ap-1', {
      status: 409,
      body: { message: 'This time slot is already booked for this doctor.' },
    });
    const user = userEvent.setup();
    renderUpdate(api);
    const slot = await screen.findByLabelText(/^Time Slot/);
    await user.clear(slot);
    await user.type(slot, '11:00 AM - 11:30 AM');
    await user.click(screen.getByRole('button', { name: 'Update Appointment' }));
    expect(
      await screen.findByText('This time slot is already booked for this doctor.'),
    ).toBeVisible();
    expect(api.callsTo('PUT /api/appointment/update/ap-1')[0]?.body).toEqual({
      date: '2026-11-24',
      timeSlot: '11:00 AM - 11:30 AM',
      reason: 'Annual check-up',
      notes: '',
    });

    api.on('PUT /api/appointment/update/ap-1', {
      body: appointment({ timeSlot: '11:00 AM - 11:30 AM' }),
    });
    await user.click(screen.getByRole('button', { name: 'Update Appointment' }));
    expect(await screen.findByText('Appointment updated successfully!')).toBeVisible();
  });

  it('asks for the required fields', async () => {
    const api = doctorApi().on('GET /api/appointment/get/ap-1', { body: appointment() });
    const user = userEvent.setup();
    renderUpdate(api);
    await user.clear(await screen.findByLabelText(/^Time Slot/));
    await user.clear(screen.getByLabelText(/^Date/));
    await user.click(screen.getByRole('button', { name: 'Update Appointment' }));
    expect(await screen.findByText('Time slot is required')).toBeVisible();
    expect(screen.getByText('Date is required')).toBeVisible();
    await waitFor(() => expect(api.callsTo('PUT /api/appointment/update/ap-1')).toHaveLength(0));
  });
});
