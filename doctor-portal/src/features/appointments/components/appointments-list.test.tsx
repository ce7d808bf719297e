import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, todayIso } from '@careconnect/shared-ui';
import {
  availability,
  pinClock,
  renderWithProviders,
  resetSession,
  deferred,
  type MockReply as ApiAnswer,
  type RecordedRequest as ApiCall,
  type MockApi as TestApi,
} from '@careconnect/shared-ui/testing';
import {
  appointment,
  DOCTOR_ID,
  doctor,
  doctorApi,
  doctorSession,
} from '../../../testing/fixtures';
import { AppointmentsList } from './appointments-list';

const LIST = `/api/appointment/byDoctor/${DOCTOR_ID}`;

function renderList(api: TestApi, route = '/doctor/appointments') {
  return renderWithProviders(<AppointmentsList />, { route, session: doctorSession });
}

afterEach(() => resetSession());

const isPast = (call: ApiCall) => call.query.get('order') === 'latest';

/** The Upcoming list's answer, and the Past list's (none by default). */
function lists(upcoming: ApiAnswer, past: ApiAnswer = { body: [] }) {
  return (call: ApiCall) => (isPast(call) ? past : upcoming);
}

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

/** The list under a heading: Upcoming, Past, Today or a day. */
function section(name: string) {
  return screen.getByRole('region', { name });
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
    api.on(`GET ${LIST}`, () => held.promise);
    renderList(api);
    expect(await screen.findByRole('heading', { name: 'Appointments' })).toBeVisible();
    await waitFor(() => expect(api.callsTo(`GET ${LIST}`)).toHaveLength(2));
    expect(screen.getAllByRole('status', { name: 'Loading' })).toHaveLength(2);
    held.resolve({ body: [] });
    await waitFor(() => expect(screen.getAllByText('No appointments found.')).toHaveLength(2));
  });

  it("says 'No appointments found.' when there are none, with 'Add Appointment'", async () => {
    renderList(doctorApi().on(`GET ${LIST}`, { body: [], headers: { 'X-Total-Count': '0' } }));
    await waitFor(() => expect(screen.getAllByText('No appointments found.')).toHaveLength(2));
    expect(within(section('Upcoming')).getByText('No appointments found.')).toBeVisible();
    expect(within(section('Past')).getByText('No appointments found.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Add Appointment' })).toHaveAttribute(
      'href',
      '/doctor/appointments/create',
    );
  });

  it('shows the error with its message', async () => {
    renderList(
      doctorApi().on(`GET ${LIST}`, { status: 500, body: { message: 'Database unavailable' } }),
    );
    await waitFor(() => expect(screen.getAllByText('Error: Database unavailable')).toHaveLength(2));
    expect(screen.getAllByRole('button', { name: 'Retry' })).toHaveLength(2);
  });

  it('lists Patient, Date, Time, Status and the actions of each appointment', async () => {
    renderList(
      doctorApi().on(
        `GET ${LIST}`,
        lists({
          body: [
            appointment(),
            appointment({ _id: 'ap-2', status: 'confirmed', patient: { _id: 'x', user: null } }),
            appointment({ _id: 'ap-3', status: 'completed' }),
          ],
          headers: { 'X-Total-Count': '3' },
        }),
      ),
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
      menu: ['View', 'Update', 'Visit note', 'No-show', 'Cancel', 'Delete'],
    });
    expect(await rowActions(completed!)).toEqual({
      buttons: [],
      links: ['View'],
      menu: ['Update', 'Visit note', 'Delete'],
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

  it('offers Complete and No-show only once the visit has begun; a later one leads with View', async () => {
    renderList(
      doctorApi().on(
        `GET ${LIST}`,
        lists({
          body: [
            appointment({
              _id: 'ap-later',
              status: 'confirmed',
              date: '2099-01-05',
              start: '2099-01-05T10:00:00.000Z',
              end: '2099-01-05T10:30:00.000Z',
            }),
          ],
        }),
      ),
    );
    const table = await screen.findByRole('table');
    const [, later] = within(table).getAllByRole('row');
    expect(await rowActions(later!)).toEqual({
      buttons: [],
      links: ['View'],
      menu: ['Update', 'Cancel', 'Delete'],
    });
  });

  it('links the patient to their page and words a proposal as Awaiting patient', async () => {
    renderList(
      doctorApi().on(
        `GET ${LIST}`,
        lists({
          body: [
            appointment({ status: 'proposed' }),
            appointment({ _id: 'ap-2', status: 'declined' }),
          ],
        }),
      ),
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
    const api = doctorApi().on(
      `GET ${LIST}`,
      lists({ body: [appointment({ status: 'proposed' })] }),
    );
    api.on('PATCH /api/appointment/status/ap-1', {
      body: appointment({ status: 'cancelled' }),
    });
    const user = userEvent.setup();
    renderList(api);
    await choose(user, 'Cancel');
    await user.click(screen.getByRole('button', { name: 'Cancel Appointment' }));
    expect(await screen.findByText('Appointment cancelled.')).toBeVisible();
    expect(api.callsTo('PATCH /api/appointment/status/ap-1')[0]?.body).toEqual({
      status: 'cancelled',
    });
  });

  it('confirms an appointment through the status route', async () => {
    const api = doctorApi().on(`GET ${LIST}`, lists({ body: [appointment()] }));
    api.on('PATCH /api/appointment/status/ap-1', {
      body: appointment({ status: 'confirmed' }),
    });
    const user = userEvent.setup();
    renderList(api);
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Appointment confirmed.')).toBeVisible();
    expect(api.callsTo('PATCH /api/appointment/status/ap-1')[0]?.body).toEqual({
      status: 'confirmed',
    });
    await waitFor(() => expect(api.callsTo(`GET ${LIST}`).length).toBeGreaterThan(1));
  });

  it('asks before cancelling, and shows the life-cycle refusal of the server', async () => {
    const api = doctorApi().on(`GET ${LIST}`, lists({ body: [appointment()] }));
    api.on('PATCH /api/appointment/status/ap-1', {
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
    const api = doctorApi().on(`GET ${LIST}`, lists({ body: [appointment()] }));
    api.on('DELETE /api/appointment/delete/ap-1', { status: 500 });
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
    expect(api.callsTo('DELETE /api/appointment/delete/ap-1')).toHaveLength(0);

    await choose(user, 'Delete');
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Failed to delete appointment.')).toBeVisible();

    api.on('DELETE /api/appointment/delete/ap-1', { body: { message: 'Appointment deleted' } });
    api.on(`GET ${LIST}`, { body: [] });
    await choose(user, 'Delete');
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await within(section('Upcoming')).findByText('No appointments found.')).toBeVisible();
  });

  it('searches by patient name and pages each list through its X-Total-Count', async () => {
    const api = doctorApi().on(`GET ${LIST}`, (call) =>
      isPast(call)
        ? { body: [], headers: { 'X-Total-Count': '0' } }
        : {
            body: [appointment({ _id: `ap-${call.query.get('page')}` })],
            headers: { 'X-Total-Count': '25' },
          },
    );
    const upcomingCalls = () => api.callsTo(`GET ${LIST}`).filter((call) => !isPast(call));
    const user = userEvent.setup();
    renderList(api);
    expect(await screen.findByText('Page 1 of 3')).toBeVisible();
    expect(upcomingCalls().at(-1)?.query.get('limit')).toBe('10');
    await user.click(
      within(screen.getByRole('navigation', { name: 'Upcoming pages' })).getByRole('button', {
        name: 'Next',
      }),
    );
    await waitFor(() => expect(upcomingCalls().at(-1)?.query.get('page')).toBe('2'));
    expect(await screen.findByText('Page 2 of 3')).toBeVisible();

    await user.type(screen.getByLabelText('Search by patient name'), 'jane');
    await waitFor(() => expect(upcomingCalls().at(-1)?.query.get('q')).toBe('jane'));
    expect(upcomingCalls().at(-1)?.query.get('page')).toBe('1');
    expect(api.callsTo(`GET ${LIST}`).filter(isPast).at(-1)?.query.get('q')).toBe('jane');
  });

  it('reads in time order: Upcoming from today soonest first, then Past most recent first', async () => {
    const today = todayIso();
    const api = doctorApi().on(
      `GET ${LIST}`,
      lists(
        { body: [appointment({ _id: 'ap-next', date: today })] },
        {
          body: [
            appointment({
              _id: 'ap-last',
              date: addDays(today, -1),
              patient: {
                ...appointment().patient,
                user: { _id: 'u-omar', firstName: 'Omar', lastName: 'Farouk' },
              },
            }),
          ],
        },
      ),
    );
    renderList(api);
    await screen.findAllByRole('table');
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['Upcoming', 'Past']);
    expect(within(section('Upcoming')).getByText('Jane Cooper')).toBeVisible();
    expect(within(section('Past')).getByText('Omar Farouk')).toBeVisible();
    const [upcoming, past] = [
      api.callsTo(`GET ${LIST}`).find((call) => !isPast(call))!.query,
      api.callsTo(`GET ${LIST}`).find(isPast)!.query,
    ];
    expect([upcoming.get('from'), upcoming.get('to'), upcoming.get('order')]).toEqual([
      today,
      null,
      'soonest',
    ]);
    expect([past.get('from'), past.get('to'), past.get('order')]).toEqual([
      null,
      addDays(today, -1),
      'latest',
    ]);
  });

  it.each([
    // 20:00 in the browser's UTC is already the next morning in Auckland (UTC+13).
    ['Pacific/Auckland', '2026-11-24T20:00:00Z', '2026-11-25'],
    // 03:00 UTC is still the evening before in Los Angeles (UTC-8).
    ['America/Los_Angeles', '2026-11-25T03:00:00Z', '2026-11-24'],
  ])("Today is the date in the doctor's time zone (%s at %s: %s)", async (zone, now, today) => {
    pinClock(now);
    try {
      const api = doctorApi()
        .on(`GET /api/doctor/availability/${DOCTOR_ID}`, {
          body: availability({ doctor: DOCTOR_ID, timeZone: zone }),
        })
        .on(`GET ${LIST}`, { body: [] });
      const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      renderList(api);
      await user.click(await screen.findByRole('button', { name: 'Today' }));
      expect(await screen.findByRole('heading', { level: 2, name: 'Today' })).toBeVisible();
      expect(screen.getByLabelText('Date')).toHaveValue(today);
      const calls = api.callsTo(`GET ${LIST}`);
      const upcoming = calls.find((call) => call.query.get('order') === 'soonest')!.query;
      expect(upcoming.get('from')).toBe(today);
      const last = calls.at(-1)!.query;
      expect([last.get('from'), last.get('to')]).toEqual([today, today]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows one day: Today, a chosen date, and All dates back', async () => {
    const today = todayIso();
    const api = doctorApi().on(`GET ${LIST}`, (call) => ({
      body:
        call.query.get('from') === call.query.get('to')
          ? [appointment({ _id: `ap-${call.query.get('from')}`, date: call.query.get('from')! })]
          : [],
    }));
    const user = userEvent.setup();
    renderList(api);
    const todayButton = await screen.findByRole('button', { name: 'Today' });
    expect(todayButton).toHaveAttribute('aria-pressed', 'false');
    await user.click(todayButton);
    expect(await screen.findByRole('heading', { level: 2, name: 'Today' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Past' })).not.toBeInTheDocument();
    expect(todayButton).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Date')).toHaveValue(today);
    const last = api.callsTo(`GET ${LIST}`).at(-1)!.query;
    expect([last.get('from'), last.get('to'), last.get('order')]).toEqual([
      today,
      today,
      'soonest',
    ]);
    expect(await within(section('Today')).findByText('Jane Cooper')).toBeVisible();

    await user.clear(screen.getByLabelText('Date'));
    await user.type(screen.getByLabelText('Date'), '2026-12-03');
    expect(await screen.findByRole('heading', { level: 2, name: 'Dec 3, 2026' })).toBeVisible();
    expect(todayButton).toHaveAttribute('aria-pressed', 'false');

    await user.click(screen.getByRole('button', { name: 'All dates' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Past' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Upcoming' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'All dates' })).not.toBeInTheDocument();
  });

  it('shows the approval banner to a doctor who is not approved yet, and asks for no list', async () => {
    const api = doctorApi(doctor({ approved: false }));
    renderList(api);
    expect(await screen.findByText('Awaiting administrator approval')).toBeVisible();
    expect(
      screen.getByText('Your doctor account is awaiting administrator approval.'),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Add Appointment' })).not.toBeInTheDocument();
    expect(api.callsTo(`GET ${LIST}`)).toHaveLength(0);
  });

  it('turns a 403 of the list into the banner rather than an error', async () => {
    const api = doctorApi().on(`GET ${LIST}`, {
      status: 403,
      body: { message: 'Your doctor account is awaiting administrator approval.' },
    });
    renderList(api);
    expect(await screen.findByText('Awaiting administrator approval')).toBeVisible();
    // One banner for the screen, not one per list.
    await waitFor(() => expect(api.callsTo(`GET ${LIST}`)).toHaveLength(2));
    expect(screen.getAllByText('Awaiting administrator approval')).toHaveLength(1);
    expect(screen.queryByText(/^Error:/)).not.toBeInTheDocument();
  });
});
