import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@careconnect/shared-ui/testing';
import { renderAuth } from '../../../testing/render-auth';
import type { AppointmentLinkView } from '../../../lib/contracts';
import { APPOINTMENT_LINK_INCOMPLETE } from './appointment-link-screen';

const NOTICE =
  'Online cancelling closes 2 hours before the appointment. After that, please call the clinic.';

function view(overrides: Partial<AppointmentLinkView> = {}): AppointmentLinkView {
  return {
    action: 'confirm',
    state: 'open',
    doctorName: 'Dr. Ana Silva',
    specialization: 'Cardiology',
    date: '2026-12-03',
    timeSlot: '10:00 AM - 10:30 AM',
    timeZone: 'UTC',
    start: '2026-12-03T10:00:00.000Z',
    status: 'pending',
    patientConfirmed: false,
    cancellationNoticeHours: 2,
    cancellingClosed: false,
    message: '',
    ...overrides,
  };
}

describe('the reminder link page (/auth/appointment)', () => {
  it('Confirm: shows the appointment, acts only on the button, once', async () => {
    const api = mockApi();
    api.on('GET /api/appointment/link', { body: view() });
    api.on('POST /api/appointment/link', {
      body: { message: 'Thank you: your appointment is confirmed.' },
    });
    const user = userEvent.setup();
    renderAuth('/auth/appointment?token=abc');
    expect(await screen.findByRole('heading', { name: 'Confirm Appointment' })).toBeInTheDocument();
    expect(screen.getByText('Dr. Ana Silva')).toBeInTheDocument();
    expect(screen.getByText('December 3, 2026')).toBeInTheDocument();
    expect(screen.getByText('10:00 AM - 10:30 AM')).toBeInTheDocument();
    // Opening the page acts on nothing.
    expect(api.callsTo('POST /api/appointment/link')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Confirm Appointment' }));
    expect(
      await screen.findByText('Thank you: your appointment is confirmed.', { selector: 'p' }),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/appointment/link')[0]?.body).toEqual({ token: 'abc' });
    expect(screen.queryByRole('button', { name: 'Confirm Appointment' })).not.toBeInTheDocument();
  });

  it('a used link says so, with no button', async () => {
    const api = mockApi();
    api.on('GET /api/appointment/link', {
      body: view({ state: 'done', message: 'You have already confirmed this appointment.' }),
    });
    renderAuth('/auth/appointment?token=used');
    expect(
      await screen.findByText('You have already confirmed this appointment.', { selector: 'p' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm Appointment' })).not.toBeInTheDocument();
  });

  it('Cancel: shows the notice first and sends the optional reason', async () => {
    const api = mockApi();
    api.on('GET /api/appointment/link', { body: view({ action: 'cancel', message: NOTICE }) });
    api.on('POST /api/appointment/link', { body: { message: 'Your appointment is cancelled.' } });
    const user = userEvent.setup();
    renderAuth('/auth/appointment?token=c1');
    expect(await screen.findByRole('heading', { name: 'Cancel Appointment' })).toBeInTheDocument();
    expect(screen.getByText(NOTICE)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Reason (optional)'), 'Feeling better');
    await user.click(screen.getByRole('button', { name: 'Cancel Appointment' }));
    expect(
      await screen.findByText('Your appointment is cancelled.', { selector: 'p' }),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/appointment/link')[0]?.body).toEqual({
      token: 'c1',
      reason: 'Feeling better',
    });
  });

  it('Cancel within the notice: the refusal, and no button', async () => {
    const api = mockApi();
    const closed =
      'Online cancelling closed 2 hours before the appointment. Please call the clinic to cancel.';
    api.on('GET /api/appointment/link', {
      body: view({ action: 'cancel', cancellingClosed: true, message: closed }),
    });
    renderAuth('/auth/appointment?token=late');
    expect(await screen.findByRole('alert')).toHaveTextContent(closed);
    expect(screen.queryByRole('button', { name: 'Cancel Appointment' })).not.toBeInTheDocument();
  });

  it("an altered or expired link shows the server's words", async () => {
    const api = mockApi();
    const message = 'This link has expired: the appointment has already started.';
    api.on('GET /api/appointment/link', { status: 410, body: { message } });
    renderAuth('/auth/appointment?token=old');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
  });

  it('a link without its token', () => {
    mockApi();
    renderAuth('/auth/appointment');
    expect(screen.getByRole('alert')).toHaveTextContent(APPOINTMENT_LINK_INCOMPLETE);
  });
});
