import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatLongDate, todayIso } from '@careconnect/shared-ui';
import {
  availability,
  installSvgMeasurements,
  pinClock,
  renderWithProviders,
  resetSession,
  type MockApi as TestApi,
} from '@careconnect/shared-ui/testing';
import {
  appointment,
  DOCTOR_ID,
  doctor,
  doctorApi,
  doctorSession,
  stats,
  visitNote,
} from '../../../testing/fixtures';
import { Dashboard } from './dashboard';
import { TodayAgenda } from './today-agenda';

const LIST = `/api/appointment/byDoctor/${DOCTOR_ID}`;
const STATS = `/api/stats/doctor/${DOCTOR_ID}`;

const renderAgenda = (_api: TestApi) =>
  renderWithProviders(<TodayAgenda doctor={doctor()} />, {
    route: '/doctor/dashboard',
    session: doctorSession,
  });

const jane = appointment().patient;
const omar = { _id: 'p-omar', user: { _id: 'u-omar', firstName: 'Omar', lastName: 'Farouk' } };

beforeAll(() => installSvgMeasurements());
afterEach(() => resetSession());

describe("Today's agenda", () => {
  it('shows who checked in and answered, and opens the answers beside the visit', async () => {
    const today = todayIso();
    const api = doctorApi()
      .on(`GET ${LIST}`, {
        body: [
          appointment({ _id: 'first', date: today, status: 'confirmed' }),
          appointment({ _id: 'second', date: today, status: 'pending', patient: omar }),
        ],
      })
      .on('GET /api/doctor/check-ins', {
        body: [
          {
            appointment: 'first',
            questionnaire: 'submitted',
            submittedAt: '2026-11-23T09:00:00.000Z',
            checkedInAt: '2026-11-24T08:00:00.000Z',
          },
        ],
      })
      .on('GET /api/appointments/first/previsit', {
        body: {
          appointment: 'first',
          patient: jane._id,
          start: '2026-11-24T09:00:00.000Z',
          questionnaire: {
            state: 'open',
            opensAt: '2026-11-21T09:00:00.000Z',
            status: 'submitted',
            version: 2,
            questions: [
              { key: 'symptoms', kind: 'longText', label: 'Your symptoms', required: false },
              { key: 'smoker', kind: 'yesNo', label: 'Do you smoke?', required: true },
              { key: 'allergies', kind: 'shortText', label: 'Allergies', required: false },
            ],
            answers: { symptoms: 'Short of breath', smoker: false },
            submittedAt: '2026-11-23T09:00:00.000Z',
          },
          checkIn: {
            state: 'open',
            opensAt: '2026-11-23T09:00:00.000Z',
            checkedInAt: '2026-11-24T08:00:00.000Z',
            details: {
              phoneNumber: '+1 555 0100',
              address: '12 Elm Street',
              insuranceProvider: 'Acme Health',
              insuranceMemberNumber: 'AC-1',
            },
          },
        },
      });
    renderAgenda(api);
    const agenda = await screen.findByRole('region', { name: 'Today’s agenda' });
    const [first, second] = await within(agenda).findAllByRole('listitem');
    expect(await within(first!).findByText('Checked in')).toBeVisible();
    expect(within(first!).getByText('Questionnaire answered')).toBeVisible();
    expect(within(second!).queryByText('Checked in')).not.toBeInTheDocument();
    expect(within(second!).queryByRole('button', { name: /Pre-visit answers/ })).toBeNull();
    expect(api.callsTo('GET /api/doctor/check-ins')[0]?.query.get('appointments')).toBe(
      'first,second',
    );

    await userEvent.click(
      within(first!).getByRole('button', { name: 'Pre-visit answers of Jane Cooper' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Pre-visit answers: Jane Cooper' });
    expect(await within(dialog).findByText('Short of breath')).toBeVisible();
    expect(within(dialog).getByText('Do you smoke?').nextElementSibling).toHaveTextContent('No');
    expect(within(dialog).getByText('Allergies').nextElementSibling).toHaveTextContent(
      'Not answered',
    );
    expect(within(dialog).getByText('Acme Health')).toBeVisible();
  });

  it("falls back to the browser's date when the doctor's time zone cannot be read", async () => {
    const api = doctorApi()
      .on(`GET /api/doctor/availability/${DOCTOR_ID}`, { status: 404, body: { message: 'No' } })
      .on(`GET ${LIST}`, { body: [] });
    renderAgenda(api);
    expect(await screen.findByText('No more appointments today.')).toBeVisible();
    const [call] = api.callsTo(`GET ${LIST}`);
    expect(call?.query.get('from')).toBe(todayIso());
  });

  it.each([
    ['Pacific/Auckland', '2026-11-24T20:00:00Z', '2026-11-25', 'November 25, 2026'],
    ['America/Los_Angeles', '2026-11-25T03:00:00Z', '2026-11-24', 'November 24, 2026'],
  ])("is today in the doctor's time zone (%s at %s)", async (zone, now, today, shown) => {
    pinClock(now);
    try {
      const api = doctorApi()
        .on(`GET /api/doctor/availability/${DOCTOR_ID}`, {
          body: availability({ doctor: DOCTOR_ID, timeZone: zone }),
        })
        .on(`GET ${LIST}`, { body: [] });
      renderAgenda(api);
      expect(await screen.findByText('No more appointments today.')).toBeVisible();
      expect(screen.getByText(shown)).toBeVisible();
      const [call] = api.callsTo(`GET ${LIST}`);
      expect([call?.query.get('from'), call?.query.get('to')]).toEqual([today, today]);
      expect(screen.getByRole('link', { name: 'All of today’s appointments' })).toHaveAttribute(
        'href',
        `/doctor/appointments?date=${today}`,
      );
    } finally {
      jest.useRealTimers();
    }
  });

  it("asks for today's appointments, soonest first, and shows the open ones in that order", async () => {
    const today = todayIso();
    const api = doctorApi().on(`GET ${LIST}`, {
      body: [
        appointment({
          _id: 'done',
          date: today,
          timeSlot: '08:00 AM - 08:30 AM',
          status: 'completed',
        }),
        appointment({
          _id: 'first',
          date: today,
          timeSlot: '09:00 AM - 09:30 AM',
          status: 'confirmed',
          // The patient said they will come (a reminder's link).
          patientConfirmedAt: '2026-11-26T08:00:00.000Z',
        }),
        appointment({
          _id: 'gone',
          date: today,
          timeSlot: '10:00 AM - 10:30 AM',
          status: 'cancelled',
        }),
        appointment({
          _id: 'second',
          date: today,
          timeSlot: '02:00 PM - 02:30 PM',
          status: 'pending',
          patient: omar,
        }),
      ],
    });
    renderAgenda(api);
    const agenda = await screen.findByRole('region', { name: 'Today’s agenda' });
    expect(within(agenda).getByText(formatLongDate(today))).toBeVisible();
    const visits = await within(agenda).findAllByRole('listitem');
    expect(visits.map((visit) => visit.textContent)).toEqual([
      expect.stringMatching(
        /^09:00 AM - 09:30 AMJane CooperConfirmed Confirmed by the patientStartNoteComplete$/,
      ),
      expect.stringMatching(/^02:00 PM - 02:30 PMOmar FaroukPendingStartConfirm$/),
    ]);
    expect(
      within(visits[0]!).getByRole('link', {
        name: 'Start the visit with Jane Cooper, 09:00 AM - 09:30 AM',
      }),
    ).toHaveAttribute('href', '/doctor/appointments/view/first');
    expect(within(visits[0]!).getByRole('link', { name: 'Jane Cooper' })).toHaveAttribute(
      'href',
      `/doctor/patients/view/${jane._id}`,
    );
    expect(
      within(agenda).getByRole('link', { name: 'All of today’s appointments' }),
    ).toHaveAttribute('href', `/doctor/appointments?date=${today}`);
    const asked = api.callsTo(`GET ${LIST}`)[0]!.query;
    expect([asked.get('from'), asked.get('to'), asked.get('order')]).toEqual([
      today,
      today,
      'soonest',
    ]);
  });

  it('completes a visit with the status route, and says so', async () => {
    const today = todayIso();
    const api = doctorApi().on(`GET ${LIST}`, {
      body: [appointment({ _id: 'first', date: today, status: 'confirmed' })],
    });
    api.on('PATCH /api/appointment/status/first', {
      body: appointment({ _id: 'first', date: today, status: 'completed' }),
    });
    // The note is signed: Complete asks nothing more.
    api.on('GET /api/appointments/first/note', {
      body: visitNote({
        appointment: 'first',
        status: 'signed',
        signedAt: `${today}T10:25:00.000Z`,
      }),
    });
    const user = userEvent.setup();
    renderAgenda(api);
    await user.click(
      await screen.findByRole('button', {
        name: 'Complete the visit with Jane Cooper, 10:00 AM - 10:30 AM',
      }),
    );
    expect(await screen.findByText('Appointment marked as completed.')).toBeVisible();
    expect(api.callsTo('PATCH /api/appointment/status/first')[0]?.body).toEqual({
      status: 'completed',
    });
    // The lists are asked again, so the visit leaves the agenda.
    await waitFor(() => expect(api.callsTo(`GET ${LIST}`).length).toBeGreaterThan(1));
  });

  it('offers Complete the moment a confirmed visit begins, without a reload', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-24T09:59:00Z') });
    try {
      renderAgenda(
        doctorApi().on(`GET ${LIST}`, {
          body: [appointment({ _id: 'first', date: '2026-11-24', status: 'confirmed' })],
        }),
      );
      const visit = await screen.findByRole('listitem');
      expect(within(visit).getByRole('link', { name: /^Start the visit/ })).toBeVisible();
      expect(within(visit).queryByRole('button', { name: /^Complete/ })).not.toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(60_000));
      expect(
        within(visit).getByRole('button', {
          name: 'Complete the visit with Jane Cooper, 10:00 AM - 10:30 AM',
        }),
      ).toBeVisible();
    } finally {
      jest.useRealTimers();
    }
  });

  it("says 'No more appointments today.' when every visit is closed, or there is none", async () => {
    renderAgenda(
      doctorApi().on(`GET ${LIST}`, {
        body: [appointment({ date: todayIso(), status: 'completed' })],
      }),
    );
    expect(await screen.findByText('No more appointments today.')).toBeVisible();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('comes first on the dashboard, before the figures', async () => {
    doctorApi().on(`GET ${STATS}`, { body: stats() }).on(`GET ${LIST}`, { body: [] });
    renderWithProviders(<Dashboard />, { route: '/doctor/dashboard', session: doctorSession });
    expect(await screen.findByText('No more appointments today.')).toBeVisible();
    const agenda = screen.getByRole('heading', { name: 'Today’s agenda' });
    const figures = await screen.findByRole('link', { name: /My Patients/ });
    expect(agenda.compareDocumentPosition(figures) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
