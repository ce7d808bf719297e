import { act, screen, waitFor, within } from '@testing-library/react';
import type { AdminStats } from '@careconnect/api/contracts';
import { lightTheme, sessionStore } from '@careconnect/shared-ui';
import { renderWithProviders, resetSession } from '@careconnect/shared-ui/testing';
import {
  AppointmentsLineChart,
  groupStatuses,
  lastSevenDays,
  PeopleDoughnutChart,
  StatusBarChart,
} from './index';
import { installSvgMeasurements } from '../testing';

installSvgMeasurements();
afterEach(() => act(() => resetSession()));

const admin = {
  _id: 'u-admin',
  firstName: 'Ada',
  lastName: 'Admin',
  email: 'admin@x.test',
  role: 'admin',
};

/** The visually hidden table's rows as [label, number] pairs. */
function tableRows(name: string): string[][] {
  const table = screen.getByRole('table', { name });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

async function drawn(container: HTMLElement): Promise<Element> {
  // Generous: the first chart loads the library, and the machines' two cores are shared.
  await waitFor(() => expect(container.querySelector('.apexcharts-canvas svg')).not.toBeNull());
  return container.querySelector('.apexcharts-canvas svg') as Element;
}

describe('lastSevenDays', () => {
  it('gives the 7 days ending on the latest day, filling missing days with 0', () => {
    const week = lastSevenDays([
      { date: '2026-11-24', count: 3 },
      { date: '2026-11-20', count: 1 },
      { date: '2026-11-01', count: 9 }, // older than the window
    ]);
    expect(week.map((d) => d.label)).toEqual([
      'Wed 18',
      'Thu 19',
      'Fri 20',
      'Sat 21',
      'Sun 22',
      'Mon 23',
      'Tue 24',
    ]);
    expect(week.map((d) => d.count)).toEqual([0, 0, 1, 0, 0, 0, 3]);
  });

  it('crosses month ends and ignores days that are not dates', () => {
    const week = lastSevenDays([
      { date: '2026-03-02', count: 2 },
      { date: '2026-02-30', count: 5 },
      { date: 'yesterday', count: 5 },
    ]);
    expect(week[0]).toEqual({ date: '2026-02-24', label: 'Tue 24', count: 0 });
    expect(week[6]).toEqual({ date: '2026-03-02', label: 'Mon 2', count: 2 });
    expect(lastSevenDays([])).toEqual([]);
  });
});

describe('AppointmentsLineChart', () => {
  it('shows No data when there is nothing to draw', () => {
    renderWithProviders(<AppointmentsLineChart days={[]} />);
    expect(screen.getByRole('heading', { name: 'Appointments in the last 7 days' })).toBeVisible();
    expect(screen.getByText('No data')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows No data for a week without appointments', () => {
    renderWithProviders(
      <AppointmentsLineChart days={[{ date: '2026-11-24', count: 0 }]} title="My week" />,
    );
    expect(screen.getByText('No data')).toBeInTheDocument();
  });

  it('loads the chart library lazily, then draws the week; the numbers are in a hidden table', async () => {
    const { container } = renderWithProviders(
      <AppointmentsLineChart
        days={[
          { date: '2026-11-24', count: 3 },
          { date: '2026-11-22', count: 2 },
        ]}
      />,
    );
    // The table is there at once; the drawing waits for the library.
    expect(screen.getByRole('status', { name: 'Loading chart' })).toBeInTheDocument();
    expect(tableRows('Appointments in the last 7 days')).toEqual([
      ['Wed 18', '0'],
      ['Thu 19', '0'],
      ['Fri 20', '0'],
      ['Sat 21', '0'],
      ['Sun 22', '2'],
      ['Mon 23', '0'],
      ['Tue 24', '3'],
    ]);
    const svg = await drawn(container);
    expect(screen.queryByRole('status', { name: 'Loading chart' })).not.toBeInTheDocument();
    // apexcharts may add the series a moment after the svg.
    await waitFor(() => {
      expect(svg.textContent).toContain('Tue 24');
      expect(svg.querySelectorAll('.apexcharts-line-series path.apexcharts-line')).toHaveLength(1);
    });
  });
});

describe('StatusBarChart', () => {
  it('groups by status; an empty or missing status is Unknown', () => {
    expect(
      groupStatuses([
        { status: 'open', count: 2 },
        { status: '', count: 1 },
        { status: null, count: 2 },
        { status: 'in review', count: 4 },
      ]),
    ).toEqual([
      { label: 'Open', count: 2 },
      { label: 'Unknown', count: 3 },
      { label: 'In review', count: 4 },
    ]);
  });

  it('shows No data when there are no complaints', () => {
    renderWithProviders(<StatusBarChart statuses={[]} />);
    expect(screen.getByRole('heading', { name: 'Health by Status' })).toBeVisible();
    expect(screen.getByText('No data')).toBeInTheDocument();
  });

  it('draws one bar per status, each in its own colour, with the numbers in a table', async () => {
    const { container } = renderWithProviders(
      <StatusBarChart
        title="Health complaints by status"
        statuses={[
          { status: 'open', count: 5 },
          { status: 'in review', count: 2 },
          { status: 'resolved', count: 7 },
          { status: null, count: 1 },
        ]}
      />,
    );
    expect(tableRows('Health complaints by status')).toEqual([
      ['Open', '5'],
      ['In review', '2'],
      ['Resolved', '7'],
      ['Unknown', '1'],
    ]);
    const svg = await drawn(container);
    const fills = () =>
      [...svg.querySelectorAll('.apexcharts-bar-area')].map((bar) => bar.getAttribute('fill'));
    await waitFor(() => expect(fills()).toHaveLength(4));
    expect(new Set(fills()).size).toBe(4);
    // Each status in its badge's colour (the one status map), Unknown in the neutral one.
    const { colors } = lightTheme;
    const rgba = (hex: string) =>
      `rgba(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(',')},1)`;
    expect(fills()).toEqual(
      [colors.warning, colors.primary, colors.success, colors.mutedText].map(rgba),
    );
    expect(svg.textContent).toContain('Unknown');
  });
});

describe('PeopleDoughnutChart', () => {
  it('shows No data with no doctors and no patients', () => {
    renderWithProviders(<PeopleDoughnutChart doctors={0} patients={0} />);
    expect(screen.getByRole('heading', { name: 'Doctors vs Patients' })).toBeVisible();
    expect(screen.getByText('No data')).toBeInTheDocument();
  });

  it('names the colours in a legend at the bottom; the counts are in a table', async () => {
    const { container } = renderWithProviders(<PeopleDoughnutChart doctors={4} patients={12} />);
    expect(tableRows('Doctors vs Patients')).toEqual([
      ['Doctors (Blue)', '4'],
      ['Patients (Orange)', '12'],
    ]);
    await drawn(container);
    await waitFor(() => expect(container.querySelectorAll('.apexcharts-pie-area')).toHaveLength(2));
    const legend = container.querySelector('.apexcharts-legend') as HTMLElement;
    expect(legend.className).toContain('apx-legend-position-bottom');
    expect(legend.textContent).toContain('Doctors (Blue)');
    expect(legend.textContent).toContain('Patients (Orange)');
    const slices = [...container.querySelectorAll('.apexcharts-pie-area')].map((slice) =>
      slice.getAttribute('fill'),
    );
    expect(slices).toEqual(['rgba(11,92,173,1)', 'rgba(194,65,12,1)']);
  });
});

describe('theme', () => {
  it('draws text in the theme colour and follows a switch to dark', async () => {
    const { container } = renderWithProviders(
      <AppointmentsLineChart days={[{ date: '2026-11-24', count: 1 }]} />,
      { session: { token: 't', user: admin } },
    );
    const svg = await drawn(container);
    const label = () =>
      [...container.querySelectorAll('.apexcharts-xaxis-label')].find(
        (text) => text.querySelector('tspan')?.textContent === 'Tue 24',
      );
    expect(svg).toBeTruthy();
    await waitFor(() => expect(label()?.getAttribute('fill')).toBe('#4a5568'));
    act(() => sessionStore.getState().setTheme('dark'));
    await waitFor(() => expect(label()?.getAttribute('fill')).toBe('#cbd5e1'));
  });
});

describe('the API figures', () => {
  it('are drawn as they come from GET /api/stats/admin', () => {
    // Typed by the server's contract: a change of shape there fails the type check here.
    const stats: Pick<AdminStats, 'doctors' | 'patients'> & {
      appointments: Pick<AdminStats['appointments'], 'last7Days'>;
      health: Pick<AdminStats['health'], 'byStatus'>;
    } = {
      doctors: 2,
      patients: 5,
      appointments: { last7Days: [{ date: '2026-11-24', count: 1 }] },
      health: { byStatus: [{ status: 'Unknown', count: 3 }] },
    };
    renderWithProviders(
      <>
        <AppointmentsLineChart days={stats.appointments.last7Days} />
        <StatusBarChart statuses={stats.health.byStatus} />
        <PeopleDoughnutChart doctors={stats.doctors} patients={stats.patients} />
      </>,
    );
    expect(tableRows('Appointments in the last 7 days').at(-1)).toEqual(['Tue 24', '1']);
    expect(tableRows('Health by Status')).toEqual([['Unknown', '3']]);
    expect(tableRows('Doctors vs Patients')).toEqual([
      ['Doctors (Blue)', '2'],
      ['Patients (Orange)', '5'],
    ]);
  });
});
