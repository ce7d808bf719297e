import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, resetSession, mockApi } from '@careconnect/shared-ui/testing';
import { adminSession, appointment, jane, omar, silva } from '../../../testing/fixtures';
import { fill } from '../../../testing/fill';
import { AppointmentsScreen } from './appointments-screen';

const route = '/admin/appointments';
const render = () =>
  renderWithProviders(<AppointmentsScreen />, { route, path: route, session: adminSession });

// Screens with forms and queries are slow to drive on a busy machine.

afterEach(() => resetSession());

describe('All Appointments', () => {
  it('shows a spinner while loading', () => {
    mockApi({ 'GET /api/appointment/all': 'pending' });
    render();
    expect(screen.getByRole('heading', { name: 'All Appointments' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('says so when the list cannot be fetched, and retries', async () => {
    const api = mockApi({ 'GET /api/appointment/all': { status: 500, body: { message: 'boom' } } });
    render();
    expect(await screen.findByText('Failed to fetch appointments')).toBeInTheDocument();
    api.on('GET /api/appointment/all', { body: [], total: 0 });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No appointments found.')).toBeInTheDocument();
  });

  it('shows the empty text', async () => {
    mockApi({ 'GET /api/appointment/all': { body: [], total: 0 } });
    render();
    expect(await screen.findByText('No appointments found.')).toBeInTheDocument();
  });

  it('lists Patient, Doctor, Purpose, Status and the actions, with the patient linked', async () => {
    const booked = appointment(jane, silva, { reason: 'Chest pain', status: 'confirmed' });
    mockApi({ 'GET /api/appointment/all': { body: [booked], total: 1 } });
    render();
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Patient', 'Doctor', 'Purpose', 'Status', 'Actions']);
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByRole('link', { name: 'Jane Cooper' })).toHaveAttribute(
      'href',
      `/admin/patients/view/${jane._id}`,
    );
    expect(row).toHaveTextContent('Dr. Ana Silva');
    expect(row).toHaveTextContent('Chest pain');
    expect(row).toHaveTextContent('Confirmed');
    expect(within(row).getByRole('link', { name: /^View/ })).toHaveAttribute(
      'href',
      `/admin/appointments/view/${booked._id}`,
    );
    // Update and Delete are in the row's menu, Delete last.
    await userEvent.click(
      within(row).getByRole('button', { name: /^More actions for Jane Cooper/ }),
    );
    const menu = within(row).getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Update', 'Delete']);
    expect(within(menu).getByRole('menuitem', { name: 'Update' })).toHaveAttribute(
      'href',
      `/admin/appointments/update/${booked._id}`,
    );
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('link', { name: 'Add Appointment' })).toHaveAttribute(
      'href',
      '/admin/appointments/create',
    );
    expect(screen.getByText('1 appointment')).toBeInTheDocument();
  });

  it('shows Pending for an appointment without a status', async () => {
    mockApi({
      'GET /api/appointment/all': {
        body: [appointment(jane, silva, { status: undefined })],
        total: 1,
      },
    });
    render();
    expect(await screen.findByText('Pending')).toBeInTheDocument();
  });

  it('shows "Confirmed by the patient" beside the status of one the patient confirmed', async () => {
    mockApi({
      'GET /api/appointment/all': {
        body: [
          appointment(jane, silva, { patientConfirmedAt: '2026-11-26T08:00:00.000Z' }),
          appointment(omar, silva),
        ],
        total: 2,
      },
    });
    render();
    const confirmed = await screen.findByText('Confirmed by the patient');
    expect(confirmed.closest('tr')).toHaveTextContent('Jane');
    expect(screen.getAllByText('Confirmed by the patient')).toHaveLength(1);
  });

  it('searches, filters by status and dates, and pages through the server', async () => {
    const rows = Array.from({ length: 10 }, () => appointment(jane, silva));
    const api = mockApi({ 'GET /api/appointment/all': { body: rows, total: 200 } });
    render();
    expect(await screen.findByText('200 appointments')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 20')).toBeInTheDocument();

    await fill(userEvent, screen.getByRole('searchbox', { name: 'Search' }), 'Cooper');
    await waitFor(() => expect(api.calls.at(-1)!.query.get('q')).toBe('Cooper'));

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'confirmed');
    await waitFor(() => expect(api.calls.at(-1)!.query.get('status')).toBe('confirmed'));

    await fill(userEvent, screen.getByLabelText('From'), '2026-11-01');
    await waitFor(() => expect(api.calls.at(-1)!.query.get('from')).toBe('2026-11-01'));

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(api.calls.at(-1)!.query.get('page')).toBe('2'));
    const last = api.calls.at(-1)!.query;
    expect(last.get('q')).toBe('Cooper');
    expect(last.get('status')).toBe('confirmed');
    expect(last.get('limit')).toBe('10');
    expect(await screen.findByText('Page 2 of 20')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('');
    expect(await screen.findByText('Page 1 of 20')).toBeInTheDocument();
  });

  it('says "at least" when the server counted a search only so far ahead', async () => {
    const rows = Array.from({ length: 10 }, () => appointment(jane, silva));
    mockApi({ 'GET /api/appointment/all': { body: rows, total: 260, exact: false } });
    render();
    expect(await screen.findByText('At least 260 appointments')).toBeInTheDocument();
    expect(screen.queryByText('260 appointments')).not.toBeInTheDocument();
    expect(screen.getByText('Page 1 of 26')).toBeInTheDocument();
  });

  it('deletes after the confirm dialog and removes the row', async () => {
    const first = appointment(jane, silva);
    const second = appointment(omar, silva);
    const api = mockApi({
      'GET /api/appointment/all': { body: [first, second], total: 2 },
      'DELETE /api/appointment/delete/:id': () => {
        api.on('GET /api/appointment/all', { body: [second], total: 1 });
        return { body: { message: 'Appointment deleted' } };
      },
    });
    render();
    const row = (await screen.findByRole('link', { name: 'Jane Cooper' })).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: /^More actions for / }));
    await userEvent.click(within(row).getByRole('menuitem', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this appointment?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Jane Cooper' })).toBeNull());
    expect(api.callsTo(`DELETE /api/appointment/delete/${first._id}`)).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Omar Farouk' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('keeps the row and says so when the deletion fails', async () => {
    mockApi({
      'GET /api/appointment/all': { body: [appointment(jane, silva)], total: 1 },
      'DELETE /api/appointment/delete/:id': { status: 500, body: { message: 'boom' } },
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: /^More actions for / }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Failed to delete appointment.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Jane Cooper' })).toBeInTheDocument();
  });

  it('cancelling the dialog deletes nothing', async () => {
    const api = mockApi({
      'GET /api/appointment/all': { body: [appointment(jane, silva)], total: 1 },
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: /^More actions for / }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await userEvent.click(screen.getByRole('button', { name: 'Go back' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
  });
});

describe('appointments that need a new time', () => {
  it('lists the flagged ones with why and a way to move each', async () => {
    mockApi({
      'GET /api/appointment/all': { body: [], total: 0 },
      'GET /api/appointment/schedule-issues': {
        body: [
          appointment(jane, silva, {
            _id: 'ap-flag',
            timeSlot: 'Ten-ish',
            start: null,
            end: null,
            scheduleIssue: 'unreadable',
          }),
        ],
      },
    });
    render();
    const section = await screen.findByRole('region', {
      name: 'Appointments that need a new time',
    });
    expect(within(section).getByText('Its time slot could not be read.')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Choose a new time' })).toHaveAttribute(
      'href',
      '/admin/appointments/update/ap-flag',
    );
  });

  it('shows nothing when every appointment has its time', async () => {
    mockApi({
      'GET /api/appointment/all': { body: [], total: 0 },
      'GET /api/appointment/schedule-issues': { body: [] },
    });
    render();
    expect(await screen.findByText('No appointments found.')).toBeInTheDocument();
    expect(screen.queryByText('Appointments that need a new time')).not.toBeInTheDocument();
  });
});
