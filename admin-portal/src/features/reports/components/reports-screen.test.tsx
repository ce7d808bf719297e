import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  renderWithProviders,
  resetSession,
  mockApi,
  type RecordedRequest,
} from '@careconnect/shared-ui/testing';
import {
  adminSession,
  adminStats,
  appointment,
  jane,
  omar,
  silva,
} from '../../../testing/fixtures';
import { ReportsScreen } from './reports-screen';

const route = '/admin/reports?from=2026-11-20&to=2026-11-22';
const render = (at = route) =>
  renderWithProviders(<ReportsScreen />, {
    route: at,
    path: '/admin/reports',
    session: adminSession,
  });

/** The period's figures as the server would count them, for the period asked for. */
function reportFor(call: RecordedRequest) {
  const from = call.query.get('from');
  const to = call.query.get('to');
  const base = adminStats();
  const body = adminStats({
    range: { from, to },
    appointments: {
      ...base.appointments,
      total: 7,
      averagePerDay: 2.3,
      byStatus: [
        { status: 'completed', count: 3 },
        { status: 'confirmed', count: 1 },
        { status: 'no-show', count: 1 },
        { status: 'pending', count: 2 },
      ],
      byDay: [
        { date: '2026-11-20', count: 4 },
        { date: '2026-11-22', count: 3 },
      ],
    },
    // One complaint was made on Nov 20: a period without that day has one fewer.
    health:
      from !== null && from > '2026-11-20'
        ? { total: 5, byStatus: [{ status: 'in review', count: 5 }], topStatus: 'in review' }
        : base.health,
  });
  return { body };
}

function readBlob(blob: Blob): Promise<string> {
  return blob.text();
}

function table(name: RegExp) {
  return screen.getByRole('region', { name });
}

afterEach(() => resetSession());

describe('Reports', () => {
  it("shows the period's appointments by status and per day, from one call for the period", async () => {
    const api = mockApi({ 'GET /api/stats/admin': reportFor });
    render();
    expect(screen.getByRole('heading', { name: 'Reports' })).toBeInTheDocument();
    await screen.findByText('Completed');
    const byStatus = table(/Appointments by status, Nov 20, 2026 – Nov 22, 2026/);
    expect(within(byStatus).getByRole('row', { name: 'Completed 3' })).toBeInTheDocument();
    expect(within(byStatus).getByRole('row', { name: 'No-show 1' })).toBeInTheDocument();
    expect(within(byStatus).getByRole('row', { name: 'Cancelled 0' })).toBeInTheDocument();
    expect(within(byStatus).getByRole('row', { name: 'Total 7' })).toBeInTheDocument();
    expect(within(byStatus).getByRole('row', { name: 'Average per day 2.3' })).toBeInTheDocument();
    const daily = table(/Appointments per day/);
    await within(daily).findByRole('row', { name: 'Nov 20, 2026 4' });
    expect(within(daily).getByRole('row', { name: 'Nov 21, 2026 0' })).toBeInTheDocument();
    expect(within(daily).getByRole('row', { name: 'Nov 22, 2026 3' })).toBeInTheDocument();
    const calls = api.callsTo('GET /api/stats/admin');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.query.get('from')).toBe('2026-11-20');
    expect(calls[0]!.query.get('to')).toBe('2026-11-22');
  });

  it('shows the people today, and the complaints and ratings of the period', async () => {
    mockApi({ 'GET /api/stats/admin': reportFor });
    render();
    const people = await screen.findByRole('region', { name: 'People (today)' });
    expect(await within(people).findByRole('row', { name: 'Patients 30' })).toBeInTheDocument();
    expect(
      within(people).getByRole('row', { name: 'Doctors awaiting approval 1' }),
    ).toBeInTheDocument();
    const health = table(/Health complaints by status, Nov 20, 2026 – Nov 22, 2026/);
    expect(within(health).getByRole('row', { name: 'In review 6' })).toBeInTheDocument();
    expect(within(health).getByRole('row', { name: 'Total 15' })).toBeInTheDocument();
    const ratings = table(/Nutrition and sports ratings, Nov 20, 2026 – Nov 22, 2026/);
    expect(within(ratings).getByRole('row', { name: 'Sports 13 8 2/5 3.7/5' })).toBeInTheDocument();
  });

  it('moves a figure when the period changes', async () => {
    const api = mockApi({ 'GET /api/stats/admin': reportFor });
    render();
    await screen.findByText('Completed');
    const first = table(/Health complaints by status, Nov 20, 2026 – Nov 22, 2026/);
    expect(within(first).getByRole('row', { name: 'Total 15' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-21' } });
    const later = await screen.findByRole('region', {
      name: /Health complaints by status, Nov 21, 2026 – Nov 22, 2026/,
    });
    expect(await within(later).findByRole('row', { name: 'Total 5' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/stats/admin').at(-1)!.query.get('from')).toBe('2026-11-21');
  });

  it('says when the figures cannot be fetched', async () => {
    mockApi({ 'GET /api/stats/admin': { status: 500 } });
    render();
    expect((await screen.findAllByText('Failed to fetch report data')).length).toBeGreaterThan(0);
  });

  it('says when the dates are the wrong way round, and asks nothing', async () => {
    const api = mockApi({ 'GET /api/stats/admin': reportFor });
    render('/admin/reports?from=2026-11-22&to=2026-11-20');
    expect(
      await screen.findByText('The start date must be on or before the end date.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Export figures CSV' })).toBeDisabled();
    expect(api.callsTo('GET /api/stats/admin')).toHaveLength(0);
  });

  it('offers the per-day table for at most 31 days', async () => {
    mockApi({ 'GET /api/stats/admin': reportFor });
    render('/admin/reports?from=2026-01-01&to=2026-03-01');
    expect(
      await screen.findByText('Choose at most 31 days to see appointments per day.'),
    ).toBeInTheDocument();
  });

  it('exports every appointment of the period as a CSV file, page by page', async () => {
    const rows = [
      appointment(jane, silva, { reason: 'Cough, fever', status: 'confirmed' }),
      appointment(omar, silva, { reason: '=cmd', notes: 'Say "hi"' }),
    ];
    const api = mockApi({
      'GET /api/appointment/all': (call) => ({
        body: call.query.get('page') === '1' ? rows : [],
        total: 2,
      }),
      'GET /api/stats/admin': reportFor,
    });
    let saved: Blob | undefined;
    URL.createObjectURL = jest.fn((blob: Blob) => {
      saved = blob;
      return 'blob:report';
    });
    URL.revokeObjectURL = jest.fn();
    const clicked: HTMLAnchorElement[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    render();
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(
      await screen.findByText('Exported 2 appointments.', { selector: 'div' }),
    ).toBeInTheDocument();
    click.mockRestore();

    expect(clicked[0]!.download).toBe('appointments-2026-11-20-to-2026-11-22.csv');
    const exportCall = api.calls.find((c) => c.query.get('limit') === '200')!;
    expect(exportCall.query.get('from')).toBe('2026-11-20');
    expect(exportCall.query.get('to')).toBe('2026-11-22');
    const text = (await readBlob(saved!)).replace(/^\uFEFF/, '');
    const lines = text.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Date,Time Slot,Patient,Patient Email,Doctor,Specialization,Status,Reason,Notes,Booked At',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(
      'Jane Cooper,jane.cooper@careconnect.test,Ana Silva,Cardiology,Confirmed,"Cough, fever"',
    );
    expect(lines[2]).toContain(`'=cmd,"Say ""hi"""`);
  });

  it('says when the export fails', async () => {
    mockApi({
      'GET /api/appointment/all': { status: 500 },
      'GET /api/stats/admin': reportFor,
    });
    render();
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Failed to export appointments')).toBeInTheDocument();
  });

  it('exports the figures of the period as a CSV file', async () => {
    mockApi({ 'GET /api/stats/admin': reportFor });
    let saved: Blob | undefined;
    URL.createObjectURL = jest.fn((blob: Blob) => {
      saved = blob;
      return 'blob:figures';
    });
    URL.revokeObjectURL = jest.fn();
    const clicked: HTMLAnchorElement[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    render();
    await screen.findByText('Completed');
    await userEvent.click(screen.getByRole('button', { name: 'Export figures CSV' }));
    click.mockRestore();
    expect(await screen.findByText('Exported the report figures.')).toBeInTheDocument();
    expect(clicked[0]!.download).toBe('report-2026-11-20-to-2026-11-22.csv');
    const lines = (await readBlob(saved!))
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('"Appointments by status, Nov 20, 2026 – Nov 22, 2026"');
    expect(lines[1]).toBe('Status,Appointments');
    expect(lines).toContain('Total,7');
    expect(lines).toContain('"Nov 21, 2026",0');
    expect(lines).toContain('Doctors awaiting approval,1');
    expect(lines).toContain('In review,6');
    expect(lines).toContain('Sports,13,8,2/5,3.7/5');
  });

  it('shows how many messages were exchanged, all time and in the last 30 days', async () => {
    const api = mockApi({
      'GET /api/stats/admin': reportFor,
      'GET /api/stats/messages': () => ({ body: { total: 1234, last30Days: 56 } }),
    });
    render();
    const messages = await screen.findByRole('region', { name: 'Messages' });
    expect(await within(messages).findByRole('row', { name: 'All time 1234' })).toBeInTheDocument();
    expect(within(messages).getByRole('row', { name: 'Last 30 days 56' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/stats/messages')).toHaveLength(1);
  });

  it('says when the message figures cannot be fetched', async () => {
    mockApi({
      'GET /api/stats/admin': reportFor,
      'GET /api/stats/messages': () => ({ status: 500, body: {} }),
    });
    render();
    expect(await screen.findByText('Failed to fetch message figures')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Messages' })).toBeInTheDocument();
  });

  it('shows the no-show rate per week and per doctor for the period', async () => {
    const api = mockApi({
      'GET /api/stats/admin': reportFor,
      'GET /api/stats/admin/no-shows': (call) => ({
        body: {
          range: { from: call.query.get('from'), to: call.query.get('to') },
          outcomes: 5,
          noShows: 2,
          rate: 0.4,
          byWeek: [
            { week: '2026-11-16', outcomes: 2, noShows: 1, rate: 0.5 },
            { week: '2026-11-23', outcomes: 0, noShows: 0, rate: null },
          ],
          byDoctor: [
            {
              doctorId: '00000000-0000-4000-8000-000000000901',
              firstName: 'Omar',
              lastName: 'Haddad',
              outcomes: 3,
              noShows: 1,
              rate: 0.333,
            },
          ],
        },
      }),
    });
    render();
    const weeks = await screen.findByRole('region', {
      name: 'No-shows per week, Nov 20, 2026 – Nov 22, 2026',
    });
    expect(
      await within(weeks).findByRole('row', { name: 'Week of Nov 16, 2026 2 1 50%' }),
    ).toBeInTheDocument();
    // A week without visits has no rate rather than a rate of 0.
    expect(
      within(weeks).getByRole('row', { name: 'Week of Nov 23, 2026 0 0 N/A' }),
    ).toBeInTheDocument();
    const doctors = screen.getByRole('region', {
      name: 'No-shows per doctor, Nov 20, 2026 – Nov 22, 2026',
    });
    expect(
      within(doctors).getByRole('row', { name: 'Dr. Omar Haddad 3 1 33.3%' }),
    ).toBeInTheDocument();
    expect(within(doctors).getByRole('row', { name: 'All doctors 5 2 40%' })).toBeInTheDocument();
    const call = api.callsTo('GET /api/stats/admin/no-shows')[0]!;
    expect([call.query.get('from'), call.query.get('to')]).toEqual(['2026-11-20', '2026-11-22']);
  });

  it('says when the no-show figures cannot be fetched', async () => {
    mockApi({
      'GET /api/stats/admin': reportFor,
      'GET /api/stats/admin/no-shows': () => ({ status: 500, body: {} }),
    });
    render();
    expect(await screen.findAllByText('Failed to fetch no-show figures')).toHaveLength(2);
  });
});
