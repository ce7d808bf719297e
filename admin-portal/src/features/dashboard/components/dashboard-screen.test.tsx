import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, resetSession, mockApi } from '@careconnect/shared-ui/testing';
import { adminSession, adminStats } from '../../../testing/fixtures';
import { DashboardScreen } from './dashboard-screen';

// The charts draw with apexcharts, which jsdom cannot; these stand-ins show what they were given.
jest.mock('@careconnect/shared-ui/charts', () => ({
  AppointmentsLineChart: ({ days }: { days: { date: string; count: number }[] }) => (
    <p>Line chart: {days.map((d) => `${d.date}=${d.count}`).join(' ')}</p>
  ),
  StatusBarChart: ({ statuses }: { statuses: { status: string; count: number }[] }) => (
    <p>Bar chart: {statuses.map((s) => `${s.status}=${s.count}`).join(' ')}</p>
  ),
  PeopleDoughnutChart: ({ doctors, patients }: { doctors: number; patients: number }) => (
    <p>
      Doughnut: doctors={doctors} patients={patients}
    </p>
  ),
}));

const render = (signedIn = true) =>
  renderWithProviders(<DashboardScreen title="Admin Dashboard" />, {
    route: '/admin/dashboard',
    session: signedIn ? adminSession : undefined,
  });

afterEach(() => resetSession());

/** Waits until the figures are in (the frame with placeholders paints before them). */
async function figuresIn() {
  await waitFor(() =>
    expect(screen.queryByRole('status', { name: 'Loading dashboard' })).not.toBeInTheDocument(),
  );
}

function card(title: string) {
  const cards = screen.getByRole('list', { name: 'Summary' });
  return within(cards)
    .getAllByRole('listitem')
    .find((item) => item.textContent?.startsWith(title))!;
}

describe('Admin Dashboard', () => {
  it("says 'No authentication token found' without a session, and asks nothing", () => {
    const api = mockApi({});
    render(false);
    expect(screen.getByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('No authentication token found')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it("paints the cards' titles and the charts' frames while the figures load", () => {
    mockApi({ 'GET /api/stats/admin': 'pending' });
    render();
    expect(screen.getByRole('status', { name: 'Loading dashboard' })).toBeInTheDocument();
    for (const title of ['Patients', 'Doctors', 'Appointments', 'Health', 'Nutrition', 'Sports']) {
      const item = card(title);
      expect(item.firstElementChild).toHaveAttribute('aria-busy', 'true');
      expect(item).toHaveTextContent(new RegExp(`^${title}$`)); // no figure, no subtitle text
    }
    for (const title of [
      'Appointments in the last 7 days',
      'Health Complaints by Status',
      'Doctors vs Patients',
    ]) {
      const frame = screen.getByRole('region', { name: title });
      expect(within(frame).getByRole('heading', { name: title })).toBeInTheDocument();
      expect(within(frame).getByRole('status', { name: 'Loading chart' })).toBeInTheDocument();
    }
  });

  it("says 'Failed to fetch dashboard data' when the figures cannot be fetched, and retries", async () => {
    const api = mockApi({ 'GET /api/stats/admin': { status: 500 } });
    render();
    expect(await screen.findByText('Failed to fetch dashboard data')).toBeInTheDocument();
    api.on('GET /api/stats/admin', { body: adminStats() });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('list', { name: 'Summary' });
    await figuresIn();
    expect(card('Patients')).toHaveTextContent('30');
  });

  it('shows the six cards of the spec; Patients and Doctors open their lists', async () => {
    mockApi({ 'GET /api/stats/admin': { body: adminStats() } });
    render();
    await figuresIn();
    expect(within(card('Patients')).getByRole('link')).toHaveAttribute('href', '/admin/patients');
    expect(card('Patients')).toHaveTextContent('30');
    expect(card('Doctors')).toHaveTextContent('7');
    expect(card('Doctors')).toHaveTextContent('1 awaiting approval');
    // '1 awaiting approval' opens the list filtered to those.
    expect(within(card('Doctors')).getByRole('link')).toHaveAttribute(
      'href',
      '/admin/doctors?approval=waiting',
    );
    expect(card('Appointments')).toHaveTextContent('87');
    expect(card('Appointments')).toHaveTextContent('Average per day: 4.3');
    expect(within(card('Appointments')).queryByRole('link')).toBeNull();
    expect(card('Health')).toHaveTextContent('15');
    expect(card('Health')).toHaveTextContent('Top status: In review');
    expect(card('Nutrition')).toHaveTextContent('Latest rating: 4/5');
    expect(card('Sports')).toHaveTextContent('Latest rating: 2/5');
    expect(card('Sports').firstElementChild).not.toHaveAttribute('aria-busy');
  });

  it("opens every doctor when none awaits approval ('View all doctors')", async () => {
    mockApi({ 'GET /api/stats/admin': { body: { ...adminStats(), pendingDoctors: 0 } } });
    render();
    await figuresIn();
    expect(card('Doctors')).toHaveTextContent('View all doctors');
    expect(within(card('Doctors')).getByRole('link')).toHaveAttribute('href', '/admin/doctors');
  });

  it('shows N/A where there is no top status or rating yet', async () => {
    const empty = adminStats();
    empty.health = { total: 0, byStatus: [], topStatus: null };
    empty.nutrition = { plans: 0, ratings: 0, latestRating: null, averageRating: null };
    mockApi({ 'GET /api/stats/admin': { body: empty } });
    render();
    await figuresIn();
    expect(card('Health')).toHaveTextContent('Top status: N/A');
    expect(card('Nutrition')).toHaveTextContent('Latest rating: N/A');
  });

  it("draws the charts from the server's figures", async () => {
    mockApi({ 'GET /api/stats/admin': { body: adminStats() } });
    render();
    expect(await screen.findByText(/Line chart: 2026-11-17=5 .* 2026-11-23=6/)).toBeInTheDocument();
    expect(screen.getByText('Bar chart: in review=6 open=5 resolved=4')).toBeInTheDocument();
    expect(screen.getByText('Doughnut: doctors=7 patients=30')).toBeInTheDocument();
  });

  it('shows the no-show rate of the last 4 weeks, the highest doctor, and links to Reports', async () => {
    const api = mockApi({
      'GET /api/stats/admin': { body: adminStats() },
      'GET /api/stats/admin/no-shows': (call) => ({
        body: {
          range: { from: call.query.get('from'), to: call.query.get('to') },
          outcomes: 24,
          noShows: 3,
          rate: 0.125,
          byWeek: [],
          byDoctor: [
            {
              doctorId: '00000000-0000-4000-8000-000000000901',
              firstName: 'Omar',
              lastName: 'Haddad',
              outcomes: 8,
              noShows: 2,
              rate: 0.25,
            },
          ],
        },
      }),
    });
    render();
    const section = await screen.findByRole('region', { name: 'No-shows, last 4 weeks' });
    expect(await within(section).findByText('12.5%')).toBeInTheDocument();
    expect(section).toHaveTextContent('3 of 24 visits missed');
    expect(section).toHaveTextContent('Highest: Dr. Omar Haddad, 25%');
    const call = api.callsTo('GET /api/stats/admin/no-shows')[0]!;
    const [from, to] = [call.query.get('from')!, call.query.get('to')!];
    // 28 days, today included.
    expect((Date.parse(to) - Date.parse(from)) / 86_400_000).toBe(27);
    expect(
      within(section).getByRole('link', { name: 'By week and by doctor in Reports' }),
    ).toHaveAttribute('href', `/admin/reports?from=${from}&to=${to}`);
  });
});
