import { screen, waitFor } from '@testing-library/react';
import {
  renderWithProviders,
  resetSession,
  installSvgMeasurements,
} from '@careconnect/shared-ui/testing';
import { DOCTOR_ID, doctor, doctorApi, doctorSession, stats } from '../../../testing/fixtures';
import type { MockApi } from '@careconnect/shared-ui/testing';
import { Dashboard } from './dashboard';

const STATS = `/api/stats/doctor/${DOCTOR_ID}`;
/** The dashboard, with today's agenda empty (its own tests are in today-agenda.test.tsx). */
const renderDashboard = (api: MockApi) => {
  api.on(`GET /api/appointment/byDoctor/${DOCTOR_ID}`, { body: [] });
  return renderWithProviders(<Dashboard />, {
    route: '/doctor/dashboard',
    session: doctorSession,
  });
};

beforeAll(() => installSvgMeasurements());
afterEach(() => resetSession());

describe('Doctor Dashboard', () => {
  it('shows My Patients, My Appointments (average per day) and Patient Health Issues (top status)', async () => {
    renderDashboard(doctorApi().on(`GET ${STATS}`, { body: stats() }));
    expect(await screen.findByRole('heading', { name: 'Doctor Dashboard' })).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /My Patients/ })).not.toHaveAttribute('aria-busy'),
    );
    expect(screen.queryByRole('status', { name: 'Loading dashboard' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Health by Status' })).toBeInTheDocument();
    const patients = screen.getByRole('link', { name: /My Patients/ });
    expect(patients).toHaveTextContent('12');
    expect(patients).toHaveAttribute('href', '/doctor/patients');
    const appointments = screen.getByRole('link', { name: /My Appointments/ });
    expect(appointments).toHaveTextContent('40');
    expect(appointments).toHaveTextContent('Average per day: 3.0');
    const health = screen.getByRole('link', { name: /Patient Health Issues/ });
    expect(health).toHaveTextContent('5');
    expect(health).toHaveTextContent('Top status: In review');
    // The charts' numbers, as their screen-reader tables.
    expect(
      await screen.findByRole('table', { name: 'Appointments in the last 7 days' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Health by Status' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'In review' })).toBeInTheDocument();
  });

  it("shows 'No data' in both charts and N/A as top status when there is nothing yet", async () => {
    const empty = stats({
      patients: 0,
      appointments: {
        total: 0,
        last7Days: stats().appointments.last7Days.map((d) => ({ ...d, count: 0 })),
        averagePerDay: 0,
        byStatus: [],
        upcoming: 0,
      },
      health: { total: 0, byStatus: [], topStatus: null },
    });
    renderDashboard(doctorApi().on(`GET ${STATS}`, { body: empty }));
    expect(await screen.findByText('Top status: N/A')).toBeVisible();
    await waitFor(() => expect(screen.getAllByText('No data')).toHaveLength(2));
  });

  it('shows the approval banner instead of figures to an unapproved doctor', async () => {
    const api = doctorApi(doctor({ approved: false }));
    renderDashboard(api);
    expect(await screen.findByText('Awaiting administrator approval')).toBeVisible();
    expect(
      screen.getByText('Your doctor account is awaiting administrator approval.'),
    ).toBeVisible();
    expect(api.callsTo(`GET ${STATS}`)).toHaveLength(0);
  });

  it('shows a failure as an error', async () => {
    renderDashboard(doctorApi().on(`GET ${STATS}`, { status: 500 }));
    expect(await screen.findByText('Error: Failed to fetch dashboard data')).toBeVisible();
  });
  it('draws the figures only once today’s agenda has its height, so they do not jump down', async () => {
    let answerAgenda: () => void = () => undefined;
    const agendaAnswered = new Promise<void>((resolve) => (answerAgenda = resolve));
    const api = doctorApi()
      .on(`GET ${STATS}`, { body: stats() })
      .on(`GET /api/appointment/byDoctor/${DOCTOR_ID}`, async () => {
        await agendaAnswered;
        return { body: [] };
      });
    renderWithProviders(<Dashboard />, { route: '/doctor/dashboard', session: doctorSession });
    expect(await screen.findByRole('status', { name: 'Loading today’s agenda' })).toBeVisible();
    await waitFor(() => expect(api.callsTo(`GET ${STATS}`)).toHaveLength(1));
    // The figures were asked for at once, but are not drawn under an agenda still loading.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link', { name: /My Patients/ })).not.toBeInTheDocument();
    answerAgenda();
    expect(await screen.findByText('No more appointments today.')).toBeVisible();
    const patients = await screen.findByRole('link', { name: /My Patients/ });
    await waitFor(() => expect(patients).toHaveTextContent('12'));
  });
});
