import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, todayIso } from '@careconnect/shared-ui';
import {
  renderWithProviders,
  resetSession,
  restoreBrowserTimeZone,
  setBrowserTimeZone,
  mockApi,
  type MockReply,
  type RecordedRequest as MockRequest,
} from '@careconnect/shared-ui/testing';
import { appointment, PATIENT_ID, patientRoute, patientSession } from '../../../testing/fixtures';
import { PatientAppointments } from './patient-appointments';
import { DECLINE_QUESTION, DECLINED_TOAST } from './proposal-buttons';

afterEach(() => act(() => resetSession()));

const byPatientOf = () => `GET /api/appointment/byPatient/${PATIENT_ID}`;

const list = (rows: unknown[], total = rows.length) => ({
  body: rows,
  headers: { 'X-Total-Count': String(total) },
});

const byPatient = 'GET /api/appointment/byPatient/:patientId';

const isPast = (request: MockRequest) => request.url.searchParams.get('order') === 'latest';

/** The Upcoming list answers `reply`; the Past list has none. */
const upcoming =
  (reply: MockReply | ((request: MockRequest) => MockReply)) => (request: MockRequest) =>
    isPast(request) ? list([]) : typeof reply === 'function' ? reply(request) : reply;

describe('PatientAppointments', () => {
  it('shows a spinner while loading', async () => {
    const api = mockApi({ ...patientRoute, [byPatient]: 'pending' });
    renderWithProviders(<PatientAppointments />, { session: patientSession });
    expect(screen.getByRole('heading', { name: 'Patient Appointments' })).toBeInTheDocument();
    await waitFor(() =>
      expect(api.callsTo(`GET /api/appointment/byPatient/${PATIENT_ID}`)).toHaveLength(2),
    );
    expect(screen.getAllByRole('status', { name: 'Loading' })).toHaveLength(2);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("says 'No appointments found.' when there are none", async () => {
    mockApi({ ...patientRoute, [byPatient]: list([]) });
    renderWithProviders(<PatientAppointments />, { session: patientSession });
    for (const name of ['Upcoming', 'Past']) {
      expect(
        await within(await screen.findByRole('region', { name })).findByText(
          'No appointments found.',
        ),
      ).toBeInTheDocument();
    }
  });

  it("says 'Error: {message}' when the list cannot be fetched", async () => {
    mockApi({ ...patientRoute, [byPatient]: { status: 500, body: { message: 'Database down' } } });
    renderWithProviders(<PatientAppointments />, { session: patientSession });
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    for (const alert of screen.getAllByRole('alert'))
      expect(alert).toHaveTextContent('Error: Database down');
  });

  it('lists Doctor, Date, Time, Status and Actions, N/A for a missing doctor', async () => {
    const api = mockApi({
      ...patientRoute,
      [byPatient]: upcoming(
        list([
          appointment(),
          appointment({
            _id: 'a2',
            doctor: { _id: 'd9', user: null },
            date: '2026-11-02',
            status: 'completed',
          }),
        ]),
      ),
    });
    renderWithProviders(<PatientAppointments />, { session: patientSession });
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Doctor', 'Date', 'Time', 'Status', 'Actions']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('Dr. Gregory Smith');
    expect(first).toHaveTextContent('November 24, 2026');
    expect(first).toHaveTextContent('10:00 AM - 10:30 AM');
    expect(first).toHaveTextContent('Pending');
    expect(within(first!).getByRole('link', { name: /^View/ })).toHaveAttribute(
      'href',
      '/patient/appointments/view/a0000000-0000-4000-8000-000000000001',
    );
    expect(within(first!).getByRole('button', { name: /^Cancel/ })).toBeInTheDocument();

    expect(second).toHaveTextContent('N/A');
    expect(second).toHaveTextContent('Completed');
    expect(within(second!).queryByRole('button', { name: /^Cancel/ })).not.toBeInTheDocument();

    const request = api.callsTo(`GET /api/appointment/byPatient/${PATIENT_ID}`)[0]!;
    expect(request.url.searchParams.get('page')).toBe('1');
    expect(request.url.searchParams.get('limit')).toBe('10');
    expect(within(screen.getByRole('region', { name: 'Upcoming' })).getByRole('table')).toBe(table);
    expect(screen.getByRole('link', { name: 'Book Appointment' })).toHaveAttribute(
      'href',
      '/patient/appointments/book',
    );
  });

  it("names the doctor's zone beside a time when it is not the browser's", async () => {
    setBrowserTimeZone('America/New_York');
    try {
      mockApi({
        ...patientRoute,
        [byPatient]: upcoming(
          list([
            appointment({ timeZone: 'Europe/Berlin', start: '2026-11-24T09:00:00.000Z' }),
            appointment({ _id: 'a2', timeZone: 'America/New_York', date: '2026-11-25' }),
          ]),
        ),
      });
      renderWithProviders(<PatientAppointments />, { session: patientSession });
      const table = await screen.findByRole('table');
      const [, berlin, newYork] = within(table).getAllByRole('row');
      const time = (row: HTMLElement) => within(row).getAllByRole('cell')[2]!;
      expect(time(berlin!)).toHaveTextContent('10:00 AM - 10:30 AMTimes in Berlin (GMT+1)');
      // The browser's own zone needs no note.
      expect(time(newYork!)).toHaveTextContent(/^10:00 AM - 10:30 AM$/);
    } finally {
      restoreBrowserTimeZone();
    }
  });

  it('shows a proposal as Proposed, waiting for the patient, with Accept and Decline', async () => {
    mockApi({
      ...patientRoute,
      [byPatient]: upcoming(list([appointment({ status: 'proposed' })])),
    });
    renderWithProviders(<PatientAppointments />, { session: patientSession });
    const table = await screen.findByRole('table');
    const [, row] = within(table).getAllByRole('row');
    expect(within(row!).getByText('Proposed')).toBeInTheDocument();
    expect(within(row!).getByText('Waiting for you')).toBeInTheDocument();
    expect(within(row!).getByRole('button', { name: /^Accept appointment with/ })).toBeEnabled();
    expect(within(row!).getByRole('button', { name: /^Decline appointment with/ })).toBeEnabled();
    expect(within(row!).queryByRole('button', { name: /^Cancel/ })).not.toBeInTheDocument();
  });

  it('accepts a proposal through the status route and refreshes the list', async () => {
    const user = userEvent.setup();
    let status: 'proposed' | 'confirmed' = 'proposed';
    const api = mockApi({
      ...patientRoute,
      [byPatient]: upcoming(() => list([appointment({ status })])),
      'PATCH /api/appointment/status/:id': () => {
        status = 'confirmed';
        return { body: appointment({ status }) };
      },
    });
    renderWithProviders(<PatientAppointments />, { session: patientSession });
    await user.click(await screen.findByRole('button', { name: /^Accept appointment with/ }));
    expect(
      await screen.findByText('Appointment accepted. Dr. Gregory Smith is now in your care team.'),
    ).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/appointment/status/' + appointment()._id)[0]?.body).toEqual({
      status: 'confirmed',
    });
    expect(await screen.findByText('Confirmed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Cancel appointment with/ })).toBeInTheDocument();
  });

  it('declines a proposal after asking', async () => {
    const user = userEvent.setup();
    let status: 'proposed' | 'declined' = 'proposed';
    const api = mockApi({
      ...patientRoute,
      [byPatient]: upcoming(() => list([appointment({ status })])),
      'PATCH /api/appointment/status/:id': () => {
        status = 'declined';
        return { body: appointment({ status }) };
      },
    });
    renderWithProviders(<PatientAppointments />, { session: patientSession });
    await user.click(await screen.findByRole('button', { name: /^Decline appointment with/ }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent(DECLINE_QUESTION);
    await user.click(within(dialog).getByRole('button', { name: 'Decline Appointment' }));
    expect(await screen.findByText(DECLINED_TOAST)).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/appointment/status/' + appointment()._id)[0]?.body).toEqual({
      status: 'declined',
    });
    expect(await screen.findByText('Declined')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Accept/ })).not.toBeInTheDocument();
  });

  it('cancels after the confirmation and refreshes the list', async () => {
    const user = userEvent.setup();
    let status: 'pending' | 'cancelled' = 'pending';
    const api = mockApi({
      ...patientRoute,
      [byPatient]: upcoming(() => list([appointment({ status })])),
      'PATCH /api/appointment/status/:id': () => {
        status = 'cancelled';
        return { body: appointment({ status }) };
      },
    });
    renderWithProviders(<PatientAppointments />, { session: patientSession });
    await user.click(await screen.findByRole('button', { name: /^Cancel appointment with/ }));

    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to cancel this appointment?');
    await user.click(within(dialog).getByRole('button', { name: 'Keep Appointment' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.callsTo('PATCH /api/appointment/status/' + appointment()._id)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: /^Cancel appointment with/ }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel Appointment' }),
    );
    expect(await screen.findByText('Appointment cancelled.')).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/appointment/status/' + appointment()._id)[0]?.body).toEqual({
      status: 'cancelled',
    });
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: /^Cancel appointment with/ }),
    ).not.toBeInTheDocument();
  });

  it("shows the server's refusal to cancel as a toast", async () => {
    const user = userEvent.setup();
    mockApi({
      ...patientRoute,
      [byPatient]: upcoming(list([appointment()])),
      'PATCH /api/appointment/status/:id': {
        status: 409,
        body: { message: 'This appointment is completed and can no longer be cancelled.' },
      },
    });
    renderWithProviders(<PatientAppointments />, { session: patientSession });
    await user.click(await screen.findByRole('button', { name: /^Cancel appointment with/ }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel Appointment' }),
    );
    expect(
      await screen.findByText('This appointment is completed and can no longer be cancelled.'),
    ).toBeInTheDocument();
  });

  it('pages with Previous and Next and searches on the server', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      ...patientRoute,
      [byPatient]: upcoming(({ url }) =>
        list([appointment({ _id: `page-${url.searchParams.get('page')}` })], 23),
      ),
    });
    const upcomingCalls = () => api.callsTo(byPatientOf()).filter((r) => !isPast(r));
    renderWithProviders(<PatientAppointments />, { session: patientSession });
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    await user.click(
      within(screen.getByRole('navigation', { name: 'Upcoming pages' })).getByRole('button', {
        name: 'Next',
      }),
    );
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(upcomingCalls().at(-1)?.url.searchParams.get('page')).toBe('2');

    await user.type(screen.getByRole('searchbox', { name: 'Search appointments' }), 'Smith');
    await waitFor(() => expect(upcomingCalls().at(-1)?.url.searchParams.get('q')).toBe('Smith'));
    expect(upcomingCalls().at(-1)?.url.searchParams.get('page')).toBe('1');
  });

  it('reads in time order: Upcoming from today soonest first, then Past most recent first', async () => {
    const today = todayIso();
    const api = mockApi({
      ...patientRoute,
      [byPatient]: (request) =>
        isPast(request)
          ? list([appointment({ _id: 'last', date: addDays(today, -3), status: 'completed' })])
          : list([appointment({ _id: 'next', date: today })]),
    });
    renderWithProviders(<PatientAppointments />, { session: patientSession });
    const past = await screen.findByRole('region', { name: 'Past' });
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['Upcoming', 'Past']);
    expect(await within(past).findByText('Completed')).toBeInTheDocument();
    expect(
      await within(screen.getByRole('region', { name: 'Upcoming' })).findByText('Pending'),
    ).toBeInTheDocument();
    const [first, second] = api.callsTo(byPatientOf()).map((r) => r.url.searchParams);
    // The server splits them: a cancelled or declined visit is Past whatever its date.
    const asked = [first!, second!].map((q) => [q.get('when'), q.get('today'), q.get('order')]);
    expect(asked).toEqual([
      ['upcoming', today, 'soonest'],
      ['past', today, 'latest'],
    ]);
    expect(first!.get('from')).toBeNull();
    expect(second!.get('to')).toBeNull();
  });
});
