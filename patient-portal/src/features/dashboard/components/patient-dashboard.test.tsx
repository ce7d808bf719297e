import { act, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, resetSession, mockApi } from '@careconnect/shared-ui/testing';
import {
  appointment,
  PATIENT_ID,
  patientRoute,
  patientSession,
  stats,
  USER_ID,
} from '../../../testing/fixtures';
import { NEXT_APPOINTMENT_TITLE } from './next-appointment';
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

const BY_USER = 'GET /api/appointment/byUser/:userId';
const BY_PATIENT_RECORD = 'GET /api/patient/getPatientByUser/:userId';
const STATS = 'GET /api/stats/patient/:patientId';
const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

/** An answer held back until `release()`, as on a slow network. */
function heldAnswer(reply: { body: unknown; total?: number }) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  return { release, route: async () => (await held, reply) };
}

function card(title: string) {
  return screen.getByText(title).closest('a') as HTMLAnchorElement;
}

describe('PatientDashboard', () => {
  it("shows the patient's own figures, linking inside /patient", async () => {
    const figures = heldAnswer({ body: stats });
    const api = mockApi({
      ...patientRoute,
      [STATS]: figures.route,
      // past the questionnaire's window: the card's height is known with the list
      [BY_USER]: { body: [appointment({ start: inHours(100), status: 'confirmed' })], total: 1 },
    });
    renderWithProviders(<PatientDashboard />, { session: patientSession });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Patient Dashboard' }),
    ).toBeInTheDocument();
    // The next appointment, then, before the figures: the cards' titles and the charts' frames,
    // with placeholders.
    expect(await screen.findByRole('heading', { name: NEXT_APPOINTMENT_TITLE })).toBeVisible();
    expect(screen.getByRole('status', { name: 'Loading dashboard' })).toBeInTheDocument();
    expect(card('My Appointments')).toHaveAttribute('aria-busy', 'true');
    expect(card('My Appointments')).toHaveTextContent(/^My Appointments$/);
    for (const title of ['Appointments in the last 7 days', 'Health by Status']) {
      const frame = screen.getByRole('region', { name: title });
      expect(within(frame).getByRole('status', { name: 'Loading chart' })).toBeInTheDocument();
    }

    figures.release();
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

  it('draws nothing under the title until the next appointment has its place', async () => {
    const list = heldAnswer({
      body: [appointment({ start: inHours(100), status: 'confirmed' })],
      total: 1,
    });
    const api = mockApi({ ...patientRoute, [STATS]: { body: stats }, [BY_USER]: list.route });
    renderWithProviders(<PatientDashboard />, { session: patientSession });
    // The figures are in, but a card drawn above them later would push them down: they wait.
    await waitFor(() =>
      expect(api.callsTo(`GET /api/stats/patient/${PATIENT_ID}`)).toHaveLength(1),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText('My Appointments')).not.toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading dashboard' })).not.toBeInTheDocument();

    list.release();
    const next = await screen.findByRole('heading', { name: NEXT_APPOINTMENT_TITLE });
    const figures = await screen.findByText('My Appointments');
    // the card first, the figures under it
    expect(next.compareDocumentPosition(figures) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(card('My Appointments')).getByText('5')).toBeInTheDocument();
  });

  it("asks for the next appointment at once, without waiting for the patient's record", async () => {
    const record = heldAnswer({ body: [{ _id: PATIENT_ID, user: { _id: USER_ID } }] });
    const api = mockApi({
      ...patientRoute,
      [BY_PATIENT_RECORD]: record.route,
      [STATS]: { body: stats },
      [BY_USER]: { body: [appointment({ start: inHours(100), status: 'confirmed' })], total: 1 },
    });
    renderWithProviders(<PatientDashboard />, { session: patientSession });
    // The card is drawn while the record is still on its way; the figures (which need its id)
    // are not asked for yet.
    expect(await screen.findByRole('heading', { name: NEXT_APPOINTMENT_TITLE })).toBeVisible();
    expect(api.callsTo(`GET /api/appointment/byUser/${USER_ID}`)).toHaveLength(1);
    expect(api.callsTo(`GET /api/stats/patient/${PATIENT_ID}`)).toHaveLength(0);
    expect(screen.queryByText('My Appointments')).not.toBeInTheDocument();

    record.release();
    expect(await screen.findByText('My Appointments')).toBeInTheDocument();
    await figuresIn();
    expect(within(card('My Appointments')).getByText('5')).toBeInTheDocument();
  });

  it('without a next appointment, waits for the figures (the welcome panel may go first)', async () => {
    const figures = heldAnswer({
      body: { ...stats, appointments: { ...stats.appointments, total: 0 } },
    });
    mockApi({ ...patientRoute, [STATS]: figures.route });
    renderWithProviders(<PatientDashboard />, { session: patientSession });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('status', { name: 'Loading dashboard' })).not.toBeInTheDocument();

    figures.release();
    const welcome = await screen.findByRole('heading', { name: 'Welcome to CareConnect' });
    expect(
      welcome.compareDocumentPosition(screen.getByText('My Appointments')) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
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
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(
      'Failed to fetch dashboard data',
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});
