import { act, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, resetSession, mockApi } from '@careconnect/shared-ui/testing';
import type { FailedReminder } from '../../../lib/api-types';
import { adminSession } from '../../../testing/fixtures';
import { FailedReminders } from './failed-reminders';

const render = () =>
  renderWithProviders(
    <>
      <p>Dashboard</p>
      <FailedReminders />
    </>,
    { route: '/admin/dashboard', session: adminSession },
  );

afterEach(() => resetSession());

/** Lets the answer reach the screen (it renders nothing, so there is nothing to wait for). */
const answered = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

const failed = (extra: Partial<FailedReminder> = {}): FailedReminder => ({
  _id: 'job-1',
  kind: '24h',
  start: '2026-12-02T10:00:00.000Z',
  failedAt: '2026-12-01T10:05:00.000Z',
  attempts: 4,
  error: 'Mailbox unavailable',
  appointment: {
    _id: 'ap-1',
    date: '2026-12-02',
    timeSlot: '10:00 AM - 10:30 AM',
    status: 'confirmed',
    patientName: 'Jane Cooper',
    doctorName: 'Dr. Ana Silva',
  },
  ...extra,
});

describe('reminders that could not be sent', () => {
  it('lists each with the appointment, which reminder, the tries, what the server said and a link', async () => {
    mockApi({
      'GET /api/reminders/failed': {
        body: [failed(), failed({ _id: 'job-2', kind: '2h', appointment: null, error: 'Timeout' })],
      },
    });
    render();
    const section = await screen.findByRole('region', { name: 'Reminders that could not be sent' });
    expect(
      within(section).getByText(
        'These reminder emails were not delivered. Each patient still got the reminder in their CareConnect notifications. Check the mail server settings, and call the patient if the appointment is soon.',
      ),
    ).toBeInTheDocument();
    const [first, second] = within(section).getAllByRole('listitem');
    expect(first).toHaveTextContent('2026-12-02 · 10:00 AM - 10:30 AM');
    expect(first).toHaveTextContent('Jane Cooper with Dr. Ana Silva');
    expect(first).toHaveTextContent('Reminder 24 hours before');
    expect(first).toHaveTextContent(/Failed .+ after 4 tries/);
    expect(first).toHaveTextContent('Mail server said: Mailbox unavailable');
    expect(within(first!).getByRole('link', { name: 'Open appointment' })).toHaveAttribute(
      'href',
      '/admin/appointments/view/ap-1',
    );
    expect(second).toHaveTextContent('The appointment was deleted since.');
    expect(second).toHaveTextContent('Reminder 2 hours before');
    expect(second).toHaveTextContent('Mail server said: Timeout');
    expect(within(second!).queryByRole('link')).toBeNull();
  });

  it('shows nothing when every reminder went out, or when the list cannot be read', async () => {
    const api = mockApi({ 'GET /api/reminders/failed': { body: [] } });
    const first = render();
    await waitFor(() => expect(api.callsTo('GET /api/reminders/failed')).toHaveLength(1));
    await answered();
    expect(screen.queryByText('Reminders that could not be sent')).toBeNull();
    api.on('GET /api/reminders/failed', { status: 500, body: { message: 'boom' } });
    first.unmount();
    render();
    await waitFor(() => expect(api.callsTo('GET /api/reminders/failed')).toHaveLength(2));
    await answered();
    expect(screen.queryByText('Reminders that could not be sent')).toBeNull();
    expect(screen.queryByText('boom')).toBeNull();
  });
});
