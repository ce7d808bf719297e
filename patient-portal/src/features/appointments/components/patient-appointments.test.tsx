import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, resetSession, mockApi } from '@careconnect/shared-ui/testing';
import { appointment, PATIENT_ID, patientRoute, patientSession } from '../../../testing/fixtures';
import { PatientAppointments } from './patient-appointments';
import { DECLINE_QUESTION, DECLINED_TOAST } from './proposal-buttons';

afterEach(() => act(() => resetSession()));

const list = (rows: unknown[], total = rows.length) => ({
  body: rows,
  headers: { 'X-Total-Count': String(total) },
});

const byPatient = 'GET /api/appointment/byPatient/:patientId';

describe('PatientAppointments', () => {
  it('shows a spinner while loading', async () => {
    const api = mockApi({ ...patientRoute, [byPatient]: 'pending' });
    renderWithProviders(<PatientAppointments />, { session: patientSession });
    expect(screen.getByRole('heading', { name: 'Patient Appointments' })).toBeInTheDocument();
    await waitFor(() =>
      expect(api.callsTo(`GET /api/appointment/byPatient/${PATIENT_ID}`)).toHaveLength(1),
    );
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("says 'No appointments found.' when there are none", async () => {
    mockApi({ ...patientRoute, [byPatient]: list([]) });
    renderWithProviders(<PatientAppointments />, { session: patientSession });
    expect(await screen.findByText('No appointments found.')).toBeInTheDocument();
  });

  it("says 'Error: {message}' when the list cannot be fetched", async () => {
    mockApi({ ...patientRoute, [byPatient]: { status: 500, body: { message: 'Database down' } } });
    renderWithProviders(<PatientAppointments />, { session: patientSession });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Database down');
  });

  it('lists Doctor, Date, Time, Status and Actions, N/A for a missing doctor', async () => {
    const api = mockApi({
      ...patientRoute,
      [byPatient]: list([
        appointment(),
        appointment({
          _id: 'a2',
          doctor: { _id: 'd9', user: null },
          date: '2026-11-02',
          status: 'completed',
        }),
      ]),
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
    expect(screen.getByRole('link', { name: 'Book Appointment' })).toHaveAttribute(
      'href',
      '/patient/appointments/book',
    );
  });

  it('shows a proposal as Proposed, waiting for the patient, with Accept and Decline', async () => {
    mockApi({ ...patientRoute, [byPatient]: list([appointment({ status: 'proposed' })]) });
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
      [byPatient]: () => list([appointment({ status })]),
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
      [byPatient]: () => list([appointment({ status })]),
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
      [byPatient]: () => list([appointment({ status })]),
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
      [byPatient]: list([appointment()]),
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
      [byPatient]: ({ url }) =>
        list([appointment({ _id: `page-${url.searchParams.get('page')}` })], 23),
    });
    renderWithProviders(<PatientAppointments />, { session: patientSession });
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(api.calls.at(-1)?.url.searchParams.get('page')).toBe('2');

    await user.type(screen.getByRole('searchbox', { name: 'Search appointments' }), 'Smith');
    await waitFor(() => expect(api.calls.at(-1)?.url.searchParams.get('q')).toBe('Smith'));
    expect(api.calls.at(-1)?.url.searchParams.get('page')).toBe('1');
  });
});
