import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, resetSession } from '@careconnect/shared-ui/testing';
import {
  appointment,
  DOCTOR_ID,
  doctor,
  doctorApi,
  doctorSession,
} from '../../../testing/fixtures';
import { deferred, type ApiAnswer, type TestApi } from '../../../testing/test-api';
import { AppointmentsList } from './appointments-list';

const LIST = `/api/appointment/byDoctor/${DOCTOR_ID}`;

function renderList(api: TestApi, route = '/doctor/appointments') {
  return renderWithProviders(<AppointmentsList />, { route, session: doctorSession });
}

afterEach(() => resetSession());

/** The row's menu button, named for the patient and the time. */
function menuButton(row: HTMLElement) {
  return within(row).getByRole('button', { name: /^More actions for / });
}

/** What a row offers: its buttons (the menu's aside), its links and its menu's entries. */
async function rowActions(row: HTMLElement) {
  const buttons = within(row)
    .getAllByRole('button')
    .filter((b) => !b.getAttribute('aria-haspopup'))
    .map((b) => b.textContent);
  const links = within(row)
    .queryAllByRole('link')
    .filter((a) => a.closest('td')?.dataset.label === 'Actions')
    .map((a) => a.textContent);
  await userEvent.click(menuButton(row));
  const menu = screen.getByRole('menu');
  const entries = within(menu)
    .getAllByRole('menuitem')
    .map((m) => m.textContent);
  await userEvent.keyboard('{Escape}');
  return links.length > 0 ? { buttons, links, menu: entries } : { buttons, menu: entries };
}

/** Chooses an entry of the row's menu. */
async function choose(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('button', { name: /^More actions for / }));
  await user.click(screen.getByRole('menuitem', { name }));
}

describe('Appointments list', () => {
  it('shows a spinner while loading', async () => {
    const api = doctorApi();
    const held = deferred<ApiAnswer>();
    api.on('GET', LIST, () => held.promise);
    renderList(api);
    expect(await screen.findByRole('heading', { name: 'Appointments' })).toBeVisible();
    await waitFor(() => expect(api.callsTo('GET', LIST)).toHaveLength(1));
    expect(screen.getByRole('status', { name: 'Loading' })).toBeVisible();
    held.resolve({ body: [] });
    expect(await screen.findByText('No appointments found.')).toBeVisible();
  });

  it("says 'No appointments found.' when there are none, with 'Add Appointment'", async () => {
    renderList(doctorApi().on('GET', LIST, { body: [], headers: { 'X-Total-Count': '0' } }));
    expect(await screen.findByText('No appointments found.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Add Appointment' })).toHaveAttribute(
      'href',
      '/doctor/appointments/create',
    );
  });

  it('shows the error with its message', async () => {
    renderList(
      doctorApi().on('GET', LIST, { status: 500, body: { message: 'Database unavailable' } }),
    );
    expect(await screen.findByText('Error: Database unavailable')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });

  it('lists Patient, Date, Time, Status and the actions of each appointment', async () => {
    renderList(
      doctorApi().on('GET', LIST, {
        body: [
          appointment(),
          appointment({ _id: 'ap-2', status: 'confirmed', patient: { _id: 'x', user: null } }),
          appointment({ _id: 'ap-3', status: 'completed' }),
        ],
        headers: { 'X-Total-Count': '3' },
      }),
    );
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Patient', 'Date', 'Time', 'Status', 'Actions']);
    const [, pending, confirmed, completed] = within(table).getAllByRole('row');
    expect(within(pending!).getByText('Jane Cooper')).toBeVisible();
    expect(within(pending!).getByText('Nov 24, 2026')).toBeVisible();
    expect(within(pending!).getByText('10:00 AM - 10:30 AM')).toBeVisible();
    expect(within(pending!).getByText('Pending')).toBeVisible();
    expect(within(confirmed!).getByText('N/A')).toBeVisible();
    // One button for the next step, the rest in the row's menu; Delete last.
    expect(await rowActions(pending!)).toEqual({
      buttons: ['Confirm'],
      menu: ['View', 'Update', 'Cancel', 'Delete'],
    });
    expect(await rowActions(confirmed!)).toEqual({
      buttons: ['Complete'],
      menu: ['View', 'Update', 'No-show', 'Cancel', 'Delete'],
    });
    expect(await rowActions(completed!)).toEqual({
      buttons: [],
      links: ['View'],
      menu: ['Update', 'Delete'],
    });
    expect(within(completed!).getByRole('link', { name: 'View' })).toHaveAttribute(
      'href',
      '/doctor/appointments/view/ap-3',
    );
    await userEvent.click(menuButton(pending!));
    expect(screen.getByRole('menuitem', { name: 'View' })).toHaveAttribute(
      'href',
      '/doctor/appointments/view/ap-1',
    );
    expect(screen.getByRole('menuitem', { name: 'Update' })).toHaveAttribute(
      'href',
      '/doctor/appointments/update/ap-1',
    );
  });

  it('links the patient to their page and words a proposal as Awaiting patient', async () => {
    renderList(
      doctorApi().on('GET', LIST, {
        body: [
          appointment({ status: 'proposed' }),
          appointment({ _id: 'ap-2', status: 'declined' }),
        ],
      }),
    );
    const table = await screen.findByRole('table');
    const [, proposed, declined] = within(table).getAllByRole('row');
    expect(within(proposed!).getByRole('link', { name: 'Jane Cooper' })).toHaveAttribute(
      'href',
      `/doctor/patients/view/${appointment().patient._id}`,
    );
    expect(within(proposed!).getByText('Awaiting patient')).toBeVisible();
    expect(within(declined!).getByText('Declined')).toBeVisible();
    // The doctor may withdraw a proposal; the patient accepts or declines it.
    expect(await rowActions(proposed!)).toEqual({
      buttons: [],
      links: ['View'],
      menu: ['Update', 'Cancel', 'Delete'],
    });
    expect(await rowActions(declined!)).toEqual({
      buttons: [],
      links: ['View'],
      menu: ['Update', 'Delete'],
    });
  });

  it('withdraws a proposal through the status route, after asking', async () => {
    const api = doctorApi().on('GET', LIST, { body: [appointment({ status: 'proposed' })] });
    api.on('PATCH', '/api/appointment/status/ap-1', {
      body: appointment({ status: 'cancelled' }),
    });
    const user = userEvent.setup();
    renderList(api);
    await choose(user, 'Cancel');
    await user.click(screen.getByRole('button', { name: 'Cancel Appointment' }));
    expect(await screen.findByText('Appointment cancelled.')).toBeVisible();
    expect(api.callsTo('PATCH', '/api/appointment/status/ap-1')[0]?.body).toEqual({
      status: 'cancelled',
    });
  });

  it('confirms an appointment through the status route', async () => {
    const api = doctorApi().on('GET', LIST, { body: [appointment()] });
    api.on('PATCH', '/api/appointment/status/ap-1', {
      body: appointment({ status: 'confirmed' }),
    });
    const user = userEvent.setup();
    renderList(api);
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Appointment confirmed.')).toBeVisible();
    expect(api.callsTo('PATCH', '/api/appointment/status/ap-1')[0]?.body).toEqual({
      status: 'confirmed',
    });
    await waitFor(() => expect(api.callsTo('GET', LIST).length).toBeGreaterThan(1));
  });

  it('asks before cancelling, and shows the life-cycle refusal of the server', async () => {
    const api = doctorApi().on('GET', LIST, { body: [appointment()] });
    api.on('PATCH', '/api/appointment/status/ap-1', {
      status: 409,
      body: { message: 'This appointment is cancelled and can no longer be changed to cancelled.' },
    });
    const user = userEvent.setup();
    renderList(api);
    await choose(user, 'Cancel');
    const dialog = screen.getByRole('alertdialog');
    expect(
      within(dialog).getByText('Are you sure you want to cancel this appointment?'),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Appointment' }));
    expect(
      await screen.findByText(
        'This appointment is cancelled and can no longer be changed to cancelled.',
      ),
    ).toBeVisible();
  });

  it('deletes after the confirm dialog, and says so when it fails', async () => {
    const api = doctorApi().on('GET', LIST, { body: [appointment()] });
    api.on('DELETE', '/api/appointment/delete/ap-1', { status: 500 });
    const user = userEvent.setup();
    renderList(api);
    await choose(user, 'Delete');
    const dialog = screen.getByRole('alertdialog');
    expect(
      within(dialog).getByText('Are you sure you want to delete this appointment?'),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    // Focus is back on the row's menu button, where the doctor was.
    expect(screen.getByRole('button', { name: /^More actions for Jane Cooper, / })).toHaveFocus();
    expect(api.callsTo('DELETE', '/api/appointment/delete/ap-1')).toHaveLength(0);

    await choose(user, 'Delete');
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Failed to delete appointment.')).toBeVisible();

    api.on('DELETE', '/api/appointment/delete/ap-1', { body: { message: 'Appointment deleted' } });
    api.on('GET', LIST, { body: [] });
    await choose(user, 'Delete');
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('No appointments found.')).toBeVisible();
  });

  it('searches by patient name and pages through the X-Total-Count', async () => {
    const api = doctorApi().on('GET', LIST, (call) => ({
      body: [appointment({ _id: `ap-${call.query.get('page')}` })],
      headers: { 'X-Total-Count': '25' },
    }));
    const user = userEvent.setup();
    renderList(api);
    expect(await screen.findByText('Page 1 of 3')).toBeVisible();
    expect(api.calls.at(-1)?.query.get('limit')).toBe('10');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(api.calls.at(-1)?.query.get('page')).toBe('2'));
    expect(await screen.findByText('Page 2 of 3')).toBeVisible();

    await user.type(screen.getByLabelText('Search by patient name'), 'jane');
    await waitFor(() => expect(api.calls.at(-1)?.query.get('q')).toBe('jane'));
    expect(api.calls.at(-1)?.query.get('page')).toBe('1');
  });

  it('shows the approval banner to a doctor who is not approved yet, and asks for no list', async () => {
    const api = doctorApi(doctor({ approved: false }));
    renderList(api);
    expect(await screen.findByText('Awaiting administrator approval')).toBeVisible();
    expect(
      screen.getByText('Your doctor account is awaiting administrator approval.'),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Add Appointment' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', LIST)).toHaveLength(0);
  });

  it('turns a 403 of the list into the banner rather than an error', async () => {
    renderList(
      doctorApi().on('GET', LIST, {
        status: 403,
        body: { message: 'Your doctor account is awaiting administrator approval.' },
      }),
    );
    expect(await screen.findByText('Awaiting administrator approval')).toBeVisible();
    expect(screen.queryByText(/^Error:/)).not.toBeInTheDocument();
  });
});
