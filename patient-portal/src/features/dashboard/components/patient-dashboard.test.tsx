import { act, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, resetSession, mockApi } from '@careconnect/shared-ui/testing';
import { PATIENT_ID, patientRoute, patientSession, stats } from '../../../testing/fixtures';
import { PatientDashboard } from './patient-dashboard';

// The charts are shared-ui's (tested there); here: that the dashboard gives them its figures.
jest.mock('@careconnect/shared-ui/charts', () => ({
  AppointmentsLineChart: ({ days }: { days: { date: string; count: number }[] }) => (
    <section aria-label="Appointments in the last 7 days">
      {days.map((d) => `${d.date}:${d.count}`).join(' ')}
    </section>
  ),
  StatusBarChart: ({ statuses }: { statuses: { status: string; count: number }[] }) => (
    <section aria-label="Health by Status">
      {statuses.length ? statuses.map((s) => `${s.status}:${s.count}`).join(' ') : 'No data'}
    </section>
  ),
}));

afterEach(() => act(() => resetSession()));

/** Waits until the figures are in (the frame with placeholders paints before them). */
async function figuresIn() {
  await waitFor(() =>
    expect(screen.queryByRole('status', { name: 'Loading dashboard' })).not.toBeInTheDocument(),
  );
}

function card(title: string) {
  return screen.getByText(title).closest('a') as HTMLAnchorElement;
}

describe('PatientDashboard', () => {
  it("shows the patient's own figures, linking inside /patient", async () => {
    const api = mockApi({ ...patientRoute, 'GET /api/stats/patient/:patientId': { body: stats } });
    renderWithProviders(<PatientDashboard />, { session: patientSession });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Patient Dashboard' }),
    ).toBeInTheDocument();
    // Before the figures: the cards' titles and the charts' frames, with placeholders.
    expect(screen.getByRole('status', { name: 'Loading dashboard' })).toBeInTheDocument();
    expect(card('My Appointments')).toHaveAttribute('aria-busy', 'true');
    expect(card('My Appointments')).toHaveTextContent(/^My Appointments$/);
    for (const title of ['Appointments in the last 7 days', 'Health by Status']) {
      const frame = screen.getByRole('region', { name: title });
      expect(within(frame).getByRole('status', { name: 'Loading chart' })).toBeInTheDocument();
    }

    await figuresIn();
    expect(api.callsTo('GET /api/stats/patient/' + PATIENT_ID)).toHaveLength(1);
    expect(card('My Appointments')).not.toHaveAttribute('aria-busy');

    const appointments = card('My Appointments');
    expect(within(appointments).getByText('5')).toBeInTheDocument();
    expect(within(appointments).getByText('Average per day: 0.4')).toBeInTheDocument();
    expect(appointments).toHaveAttribute('href', '/patient/appointments');

    const doctors = card('My Doctors');
    expect(within(doctors).getByText('2')).toBeInTheDocument();
    expect(doctors).toHaveAttribute('href', '/patient/appointments');

    const health = card('Health Issues');
    expect(within(health).getByText('3')).toBeInTheDocument();
    expect(within(health).getByText('Top status: Open')).toBeInTheDocument();
    expect(health).toHaveAttribute('href', '/patient/reports');

    await screen.findByText(/2026-11-23:1/);
    const line = screen.getByRole('region', { name: 'Appointments in the last 7 days' });
    expect(line).toHaveTextContent('2026-11-23:1');
    expect(screen.getByRole('region', { name: 'Health by Status' })).toHaveTextContent(
      'open:2 resolved:1',
    );
  });

  it('shows N/A as the top status and one decimal when there is nothing yet', async () => {
    mockApi({
      ...patientRoute,
      'GET /api/stats/patient/:patientId': {
        body: {
          ...stats,
          doctors: 0,
          appointments: { ...stats.appointments, total: 0, averagePerDay: 0, last7Days: [] },
          health: { total: 0, byStatus: [], topStatus: null },
        },
      },
    });
    renderWithProviders(<PatientDashboard />, { session: patientSession });
    expect(await screen.findByText('Top status: N/A')).toBeInTheDocument();
    expect(screen.getByText('Average per day: 0.0')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Health by Status' })).toHaveTextContent('No data'),
    );
  });

  it('logs a failure and says so, with Retry', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({
      ...patientRoute,
      'GET /api/stats/patient/:patientId': { status: 500, body: {} },
    });
    renderWithProviders(<PatientDashboard />, { session: patientSession });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch dashboard data');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});
