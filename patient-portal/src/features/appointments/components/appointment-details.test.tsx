import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  availability,
  freeSlot,
  pinClock,
  renderWithProviders,
  resetSession,
  mockApi,
} from '@careconnect/shared-ui/testing';
import { appointment, drSmith, patientSession } from '../../../testing/fixtures';
import { AppointmentDetails } from './appointment-details';

afterEach(() => act(() => resetSession()));

const id = appointment()._id;
const render = (at = id) =>
  renderWithProviders(<AppointmentDetails />, {
    session: patientSession,
    route: `/patient/appointments/view/${at}`,
    path: '/patient/appointments/view/:id',
  });

function field(label: string) {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
}

describe('AppointmentDetails', () => {
  it('shows a spinner while loading', () => {
    mockApi({ 'GET /api/appointment/get/:id': 'pending' });
    render();
    expect(screen.getByRole('status', { name: 'Loading appointment' })).toBeInTheDocument();
  });

  it('shows every field: doctor with specialization and hospital, date, slot, status, reason, notes, times', async () => {
    const api = mockApi({ 'GET /api/appointment/get/:id': { body: appointment() } });
    render();
    expect(await screen.findByText('Dr. Gregory Smith')).toBeInTheDocument();
    expect(api.calls[0]?.params.id).toBe(id);
    expect(field('Specialization')).toHaveTextContent('Cardiology');
    expect(field('Hospital')).toHaveTextContent('City Hospital');
    expect(field('Date')).toHaveTextContent('November 24, 2026');
    expect(field('Time Slot')).toHaveTextContent('10:00 AM - 10:30 AM');
    expect(field('Status')).toHaveTextContent('Pending');
    expect(field('Reason')).toHaveTextContent('Chest pain');
    expect(field('Notes')).toHaveTextContent('Bring previous results');
    expect(field('Created')).toHaveTextContent(/^Nov 20, 2026, \d{2}:\d{2}\s[AP]M$/);
    expect(field('Updated')).toHaveTextContent(/^Nov 21, 2026, /);
    expect(screen.getByRole('link', { name: 'Back to Appointments' })).toHaveAttribute(
      'href',
      '/patient/appointments',
    );
  });

  it('shows N/A for what is missing and no Cancel once the appointment is over', async () => {
    mockApi({
      'GET /api/appointment/get/:id': {
        body: appointment({
          doctor: { _id: 'd', user: null },
          reason: undefined,
          notes: undefined,
          status: 'completed',
        }),
      },
    });
    render();
    expect(await screen.findByText('Completed')).toBeInTheDocument();
    for (const label of ['Doctor', 'Specialization', 'Hospital', 'Reason', 'Notes']) {
      expect(field(label)).toHaveTextContent('N/A');
    }
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it.each([
    ['another patient’s or an unknown id (404)', 404],
    ['a malformed id (400)', 400],
  ])("says 'Appointment not found.' for %s", async (_, status) => {
    mockApi({ 'GET /api/appointment/get/:id': { status, body: { message: 'x' } } });
    render('someone-elses');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Appointment not found\.$/);
    expect(screen.queryByText('Dr. Gregory Smith')).not.toBeInTheDocument();
  });

  it("says 'Failed to fetch appointment' when the server fails without a message", async () => {
    mockApi({ 'GET /api/appointment/get/:id': { status: 500 } });
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch appointment');
  });

  it('cancels from the details after the confirmation', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /api/appointment/get/:id': { body: appointment() },
      'PATCH /api/appointment/status/:id': { body: appointment({ status: 'cancelled' }) },
    });
    render();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to cancel this appointment?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Appointment' }));
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(api.callsTo(`PATCH /api/appointment/status/${id}`)[0]?.body).toEqual({
      status: 'cancelled',
    });
  });

  it('the patient confirms they will come; then it says Confirmed', async () => {
    const user = userEvent.setup();
    const ahead = { start: new Date(Date.now() + 3 * 86_400_000).toISOString() };
    const api = mockApi({
      'GET /api/appointment/get/:id': { body: appointment(ahead) },
      'PATCH /api/appointment/patient-confirmation/:id': {
        body: appointment({ ...ahead, patientConfirmedAt: '2026-11-26T09:00:00.000Z' }),
      },
    });
    render();
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText('Thank you: your appointment is confirmed.'),
    ).toBeInTheDocument();
    expect(field('Your confirmation')).toHaveTextContent('Confirmed');
    expect(api.callsTo(`PATCH /api/appointment/patient-confirmation/${id}`)).toHaveLength(1);
  });

  it("says the clinic's cancellation notice before, and sends the optional reason", async () => {
    const user = userEvent.setup();
    const ahead = { start: new Date(Date.now() + 3 * 86_400_000).toISOString() };
    const api = mockApi({
      'GET /api/appointment/get/:id': { body: appointment(ahead) },
      'PATCH /api/appointment/status/:id': {
        body: appointment({ ...ahead, status: 'cancelled', cancelReason: 'Feeling better' }),
      },
    });
    render();
    const notice =
      'Online cancelling closes 2 hours before the appointment. After that, please call the clinic.';
    expect(await screen.findByText(notice, { selector: 'p:not([role])' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent(notice);
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'Feeling better');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Appointment' }));
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(api.callsTo(`PATCH /api/appointment/status/${id}`)[0]?.body).toEqual({
      status: 'cancelled',
      reason: 'Feeling better',
    });
    expect(field('Cancellation reason')).toHaveTextContent('Feeling better');
  });

  it('within the notice: no Cancel button, and the words say to call the clinic', async () => {
    const soon = { start: new Date(Date.now() + 30 * 60_000).toISOString() };
    mockApi({ 'GET /api/appointment/get/:id': { body: appointment(soon) } });
    render();
    expect(
      await screen.findByText(
        'Online cancelling closed 2 hours before the appointment. Please call the clinic to cancel.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it("a reminder's Cancel link asks the question at once; Keep Appointment keeps it", async () => {
    const user = userEvent.setup();
    const api = mockApi({ 'GET /api/appointment/get/:id': { body: appointment() } });
    render(`${id}?action=cancel`);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to cancel this appointment?');
    await user.click(within(dialog).getByRole('button', { name: 'Keep Appointment' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.callsTo(`PATCH /api/appointment/status/${id}`)).toHaveLength(0);
  });

  it("a reminder's Reschedule link opens the dialog at once; nothing for one already cancelled", async () => {
    mockApi({
      'GET /api/appointment/get/:id': { body: appointment({ status: 'confirmed' }) },
      'GET /api/doctor/availability/:doctorId': { body: availability() },
      'GET /api/doctor/slots/:doctorId': { body: [] },
    });
    const { unmount } = render(`${id}?action=reschedule`);
    expect(
      await screen.findByRole('dialog', { name: 'Reschedule appointment' }),
    ).toBeInTheDocument();
    unmount();
    mockApi({ 'GET /api/appointment/get/:id': { body: appointment({ status: 'cancelled' }) } });
    render(`${id}?action=reschedule`);
    await screen.findByText('Dr. Gregory Smith');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('explains a proposal and offers Accept and Decline instead of Cancel', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /api/appointment/get/:id': { body: appointment({ status: 'proposed' }) },
      'PATCH /api/appointment/status/:id': { body: appointment({ status: 'confirmed' }) },
    });
    render();
    expect(
      await screen.findByText(/^Dr. Gregory Smith proposed this appointment. Accept it/),
    ).toBeInTheDocument();
    expect(field('Status')).toHaveTextContent('ProposedWaiting for you');
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(
      await screen.findByText('Appointment accepted. Dr. Gregory Smith is now in your care team.'),
    ).toBeInTheDocument();
    expect(api.callsTo(`PATCH /api/appointment/status/${id}`)[0]?.body).toEqual({
      status: 'confirmed',
    });
    expect(await screen.findByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('reschedules: the month and times of the doctor, PATCH with the start, the new time shown', async () => {
    pinClock('2026-11-24T12:00:00Z');
    try {
      const user = userEvent.setup();
      const slot = freeSlot('2026-11-27', '09:30');
      const api = mockApi({
        'GET /api/appointment/get/:id': { body: appointment({ status: 'confirmed' }) },
        'GET /api/doctor/availability/:doctorId': { body: availability() },
        'GET /api/doctor/slots/:doctorId': { body: [slot] },
        'PATCH /api/appointment/reschedule/:id': {
          body: appointment({ status: 'pending', date: '2026-11-27', timeSlot: slot.timeSlot }),
        },
      });
      render();
      await user.click(await screen.findByRole('button', { name: 'Reschedule' }));
      const dialog = screen.getByRole('dialog', { name: 'Reschedule appointment' });
      expect(dialog).toHaveTextContent('Now: Tue 24 Nov 2026, 10:00 AM');
      const friday = await within(dialog).findByRole('button', { name: 'Friday 27 November 2026' });
      await waitFor(() => expect(friday).not.toHaveAttribute('aria-disabled'));
      expect(api.callsTo(`GET /api/doctor/slots/${drSmith._id}`)[0]?.url.search).toBe(
        '?from=2026-11-01&to=2026-11-30',
      );
      await user.click(friday);
      await user.click(within(dialog).getByRole('button', { name: '09:30 AM' }));
      await user.click(within(dialog).getByRole('button', { name: 'Confirm new time' }));

      expect(await screen.findByText('Appointment rescheduled.')).toBeVisible();
      expect(api.callsTo(`PATCH /api/appointment/reschedule/${id}`)[0]?.body).toEqual({
        start: slot.start,
      });
      expect(field('Date')).toHaveTextContent('November 27, 2026');
      expect(field('Time Slot')).toHaveTextContent('09:30 AM - 10:00 AM');
      expect(field('Status')).toHaveTextContent('Pending');
    } finally {
      jest.useRealTimers();
    }
  });

  it.each(['proposed', 'completed', 'cancelled'] as const)(
    'offers no Reschedule for a %s appointment',
    async (status) => {
      mockApi({ 'GET /api/appointment/get/:id': { body: appointment({ status }) } });
      render();
      await screen.findByText('Dr. Gregory Smith');
      expect(screen.queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();
    },
  );
});
