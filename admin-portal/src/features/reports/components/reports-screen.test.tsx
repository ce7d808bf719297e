import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, resetSession } from '@careconnect/shared-ui/testing';
import { adminSession, fakeApi, type FakeCall } from '../../../test/fake-api';
import { adminStats, appointment, jane, omar, silva } from '../../../test/fixtures';
import { ReportsScreen } from './reports-screen';

const route = '/admin/reports?from=2026-11-20&to=2026-11-22';
const render = (at = route) =>
  renderWithProviders(<ReportsScreen />, {
    route: at,
    path: '/admin/reports',
    session: adminSession,
  });

/** Counts as the server would: by status and by day, from a small table of appointments. */
const perStatus: Record<string, number> = {
  pending: 2,
  confirmed: 1,
  completed: 3,
  cancelled: 0,
  'no-show': 1,
};
const perDay: Record<string, number> = { '2026-11-20': 4, '2026-11-21': 0, '2026-11-22': 3 };
function countReply(call: FakeCall) {
  const status = call.query.get('status');
  const from = call.query.get('from')!;
  const to = call.query.get('to')!;
  if (from === to) return { body: [], total: perDay[from] ?? 0 };
  if (status) return { body: [], total: perStatus[status] ?? 0 };
  return { body: [], total: 7 };
}

function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

function table(name: RegExp) {
  return screen.getByRole('region', { name });
}

jest.setTimeout(20_000);

afterEach(() => resetSession());

describe('Reports', () => {
  it("shows the period's appointments by status and per day, counted by the server", async () => {
    fakeApi({
      'GET /api/appointment/all': countReply,
      'GET /api/stats/admin': { body: adminStats() },
    });
    render();
    expect(screen.getByRole('heading', { name: 'Reports' })).toBeInTheDocument();
    await screen.findByText('Completed');
    const byStatus = table(/Appointments by status, Nov 20, 2026 – Nov 22, 2026/);
    expect(within(byStatus).getByRole('row', { name: 'Completed 3' })).toBeInTheDocument();
    expect(within(byStatus).getByRole('row', { name: 'No-show 1' })).toBeInTheDocument();
    expect(within(byStatus).getByRole('row', { name: 'Total 7' })).toBeInTheDocument();
    expect(within(byStatus).getByRole('row', { name: 'Average per day 2.3' })).toBeInTheDocument();
    const daily = table(/Appointments per day/);
    await within(daily).findByRole('row', { name: 'Nov 20, 2026 4' });
    expect(within(daily).getByRole('row', { name: 'Nov 21, 2026 0' })).toBeInTheDocument();
    expect(within(daily).getByRole('row', { name: 'Nov 22, 2026 3' })).toBeInTheDocument();
  });

  it('shows the people, complaints and ratings of the dashboard', async () => {
    fakeApi({
      'GET /api/appointment/all': countReply,
      'GET /api/stats/admin': { body: adminStats() },
    });
    render();
    const people = await screen.findByRole('region', { name: 'People (today)' });
    expect(await within(people).findByRole('row', { name: 'Patients 30' })).toBeInTheDocument();
    expect(
      within(people).getByRole('row', { name: 'Doctors awaiting approval 1' }),
    ).toBeInTheDocument();
    const health = table(/Health complaints by status/);
    expect(within(health).getByRole('row', { name: 'In review 6' })).toBeInTheDocument();
    const ratings = table(/Nutrition and sports ratings/);
    expect(within(ratings).getByRole('row', { name: 'Sports 13 8 2/5 3.7/5' })).toBeInTheDocument();
  });

  it('says when the dates are the wrong way round, and asks nothing', async () => {
    const api = fakeApi({ 'GET /api/stats/admin': { body: adminStats() } });
    render('/admin/reports?from=2026-11-22&to=2026-11-20');
    expect(
      await screen.findByText('The start date must be on or before the end date.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    expect(api.callsTo('GET', '/api/appointment/all')).toHaveLength(0);
  });

  it('offers the per-day table for at most 31 days', async () => {
    fakeApi({
      'GET /api/appointment/all': countReply,
      'GET /api/stats/admin': { body: adminStats() },
    });
    render('/admin/reports?from=2026-01-01&to=2026-03-01');
    expect(
      await screen.findByText('Choose at most 31 days to see appointments per day.'),
    ).toBeInTheDocument();
  });

  it('changes the period from the date fields', async () => {
    const api = fakeApi({
      'GET /api/appointment/all': countReply,
      'GET /api/stats/admin': { body: adminStats() },
    });
    render();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-21' } });
    await waitFor(() =>
      expect(
        api.calls.some(
          (c) => c.query.get('from') === '2026-11-21' && c.query.get('to') === '2026-11-22',
        ),
      ).toBe(true),
    );
  });

  it('exports every appointment of the period as a CSV file, page by page', async () => {
    const rows = [
      appointment(jane, silva, { reason: 'Cough, fever', status: 'confirmed' }),
      appointment(omar, silva, { reason: '=cmd', notes: 'Say "hi"' }),
    ];
    const api = fakeApi({
      'GET /api/appointment/all': (call) =>
        call.query.get('limit') === '200'
          ? { body: call.query.get('page') === '1' ? rows : [], total: 2 }
          : countReply(call),
      'GET /api/stats/admin': { body: adminStats() },
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
    fakeApi({
      'GET /api/appointment/all': (call) =>
        call.query.get('limit') === '200' ? { status: 500 } : countReply(call),
      'GET /api/stats/admin': { body: adminStats() },
    });
    render();
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Failed to export appointments')).toBeInTheDocument();
  });
});
