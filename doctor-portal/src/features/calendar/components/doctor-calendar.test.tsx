import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation, useParams } from 'react-router-dom';
import {
  deferred,
  renderWithProviders,
  resetSession,
  type MockReply,
} from '@careconnect/shared-ui/testing';
import type { CareCalendarProps } from '@careconnect/shared-ui/calendar';
import {
  appointment,
  doctor,
  DOCTOR_ID,
  DOCTOR_USER_ID,
  doctorApi,
  doctorSession,
} from '../../../testing/fixtures';
import type { MockApi } from '@careconnect/shared-ui/testing';
import { NOT_FREE } from './calendar-board';
import { DoctorCalendar } from './doctor-calendar-screen';

// The real calendar renders; its last props are kept so a test can pick a time as the grid's
// pointer selection would (jsdom has no layout to drag in).
let mockCalendarProps: CareCalendarProps | undefined;
jest.mock('@careconnect/shared-ui/calendar', () => {
  const actual = jest.requireActual('@careconnect/shared-ui/calendar');
  return {
    ...actual,
    CareCalendar: (props: CareCalendarProps) => {
      mockCalendarProps = props;
      return actual.CareCalendar(props);
    },
  };
});

// Tuesday, November 24, 2026, 09:10 in New York.
const NOW = new Date('2026-11-24T14:10:00.000Z');
const now = () => NOW;
const ZONE = 'America/New_York';

const availability = {
  doctor: DOCTOR_ID,
  timeZone: ZONE,
  slotMinutes: 30,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  minimumNoticeHours: 1,
  horizonDays: 90,
  maxUpcomingPerPatient: 2,
  weekly: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '17:00' })),
  overrides: [],
  timeOff: [],
  updatedAt: '2026-11-01T10:00:00.000Z',
};

/** An appointment as the scheduling API sends it: with its real start, end and zone. */
function booked(overrides: Record<string, unknown> = {}) {
  return {
    ...appointment(),
    status: 'confirmed',
    start: '2026-11-24T15:00:00.000Z',
    end: '2026-11-24T15:30:00.000Z',
    timeZone: ZONE,
    ...overrides,
  };
}

const APPOINTMENTS = `/api/appointment/byDoctor/${DOCTOR_ID}`;
const AVAILABILITY = `/api/doctor/availability/${DOCTOR_ID}`;
const SLOTS = `/api/doctor/slots/${DOCTOR_ID}`;

function calendarApi(rows: unknown[] = [booked()]): MockApi {
  return doctorApi()
    .on(`GET ${AVAILABILITY}`, { body: availability })
    .on(`GET ${APPOINTMENTS}`, { body: rows, headers: { 'X-Total-Count': String(rows.length) } });
}

function Viewed() {
  const { id } = useParams();
  return <h1>Appointment {id}</h1>;
}

function Creating() {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  return (
    <>
      <h1>Create New Appointment</h1>
      <p>
        {params.get('date')} | {params.get('timeSlot')}
      </p>
      <p>{location.search}</p>
    </>
  );
}

function renderCalendar(route = '/doctor/calendar') {
  return renderWithProviders(
    <Routes>
      <Route path="/doctor/calendar" element={<DoctorCalendar now={now} />} />
      <Route path="/doctor/appointments/view/:id" element={<Viewed />} />
      <Route path="/doctor/appointments/create" element={<Creating />} />
    </Routes>,
    { route, session: doctorSession },
  );
}

function ranges(api: MockApi) {
  return api
    .callsTo(`GET ${APPOINTMENTS}`)
    .map((c) => `${c.query.get('from')}..${c.query.get('to')} p${c.query.get('page')}`);
}

const janeAtTen = { name: /10:00( AM)? – 10:30 AM\s*Jane Cooper\s*Confirmed/ };

function narrowScreen(matches: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches,
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}

beforeEach(() => {
  mockCalendarProps = undefined;
  // The grid's pointer handling asks what is under the pointer; jsdom has no layout.
  document.elementFromPoint = () => null;
  narrowScreen(false);
});

afterEach(() => resetSession());

describe('the doctor’s calendar', () => {
  it('shows the week in the doctor’s zone, the appointment at its time, and says the zone', async () => {
    const api = calendarApi();
    renderCalendar();

    expect(await screen.findByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'November 23 – 29, 2026' }),
    ).toBeVisible();
    // The browser here is in UTC: the doctor's zone is named (once the working hours are in).
    expect(await screen.findByText(/^Times in New York \(E[SD]T\)$/)).toBeVisible();
    expect(await screen.findByRole('button', janeAtTen)).toHaveClass('cc-status-confirmed');
    expect(screen.getByRole('button', { name: 'Week' })).toHaveAttribute('aria-pressed', 'true');
    // One call for Monday to Sunday, in pages of 100.
    expect(ranges(api)).toEqual(['2026-11-23..2026-11-29 p1']);
    expect(api.callsTo(`GET ${APPOINTMENTS}`)[0]!.query.get('limit')).toBe('100');
    expect(api.callsTo(`GET ${AVAILABILITY}`)).toHaveLength(1);
    // Working hours: 09:00 is where the grid scrolls to.
    expect(mockCalendarProps?.scrollToMinutes).toBe(9 * 60);
    expect(mockCalendarProps?.zone).toBe(ZONE);
  });

  it('shows the week’s title and its controls while the working hours load', async () => {
    calendarApi();
    renderCalendar();
    expect(await screen.findByRole('status', { name: 'Loading working hours' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'November 23 – 29, 2026' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Week' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('button', janeAtTen)).toBeVisible();
  });

  it('draws the toolbar while the doctor’s record loads, and keeps it when the grid comes', async () => {
    const held = deferred<MockReply>();
    const api = calendarApi().on(
      `GET /api/doctor/getDoctorByUser/${DOCTOR_USER_ID}`,
      () => held.promise,
    );
    renderCalendar();
    const title = await screen.findByRole('heading', { level: 2, name: 'November 23 – 29, 2026' });
    expect(screen.getByRole('status', { name: 'Loading working hours' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Week' })).toHaveAttribute('aria-pressed', 'true');
    // Nothing of the doctor's is asked for before the record says who they are.
    expect(api.callsTo(`GET ${AVAILABILITY}`)).toHaveLength(0);

    held.resolve({ body: doctor() });
    expect(await screen.findByRole('button', janeAtTen)).toBeVisible();
    // The same heading element throughout: not drawn again (nor announced again) as the grid comes.
    expect(screen.getByRole('heading', { level: 2, name: 'November 23 – 29, 2026' })).toBe(title);
  });

  it('places an old appointment without a start by its date and time slot', async () => {
    calendarApi([booked({ start: null, end: null, timeSlot: '02:00 PM - 02:30 PM' })]);
    renderCalendar();
    expect(
      await screen.findByRole('button', { name: /2:00( PM)? – 2:30 PM\s*Jane Cooper/ }),
    ).toBeVisible();
    const [event] = mockCalendarProps!.events;
    expect(event!.start.toISOString()).toBe('2026-11-24T19:00:00.000Z');
  });

  it('reads every page of a busy week', async () => {
    const firstPage = Array.from({ length: 100 }, (_, i) =>
      booked({ _id: `ap-${i}`, status: 'pending' }),
    );
    const api = doctorApi()
      .on(`GET ${AVAILABILITY}`, { body: availability })
      .on(`GET ${APPOINTMENTS}`, (call) =>
        call.query.get('page') === '1'
          ? { body: firstPage, headers: { 'X-Total-Count': '101' } }
          : { body: [booked({ _id: 'last' })], headers: { 'X-Total-Count': '101' } },
      );
    renderCalendar();
    await waitFor(() => expect(mockCalendarProps?.events).toHaveLength(101));
    expect(ranges(api)).toEqual(['2026-11-23..2026-11-29 p1', '2026-11-23..2026-11-29 p2']);
  });

  it('moves by week and by day, and asks for what it shows', async () => {
    const user = userEvent.setup();
    const api = calendarApi();
    renderCalendar();
    await screen.findByRole('button', janeAtTen);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'November 30 – December 6, 2026' }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Today' }));
    await user.click(screen.getByRole('button', { name: 'Day' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Tuesday, November 24, 2026' }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Monday, November 23, 2026' }),
    ).toBeVisible();
    await waitFor(() =>
      expect(ranges(api)).toEqual([
        '2026-11-23..2026-11-29 p1',
        '2026-11-30..2026-12-06 p1',
        '2026-11-24..2026-11-24 p1',
        '2026-11-23..2026-11-23 p1',
      ]),
    );
  });

  it('opens on one day on a phone', async () => {
    narrowScreen(true);
    const api = calendarApi();
    renderCalendar();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Tuesday, November 24, 2026' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Day' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(ranges(api)).toEqual(['2026-11-24..2026-11-24 p1']));
  });

  it('keeps its place in the address', async () => {
    const api = calendarApi();
    renderCalendar('/doctor/calendar?date=2026-12-15&view=day');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Tuesday, December 15, 2026' }),
    ).toBeVisible();
    await waitFor(() => expect(ranges(api)).toEqual(['2026-12-15..2026-12-15 p1']));
  });

  it('hides cancelled and declined appointments until asked', async () => {
    const user = userEvent.setup();
    calendarApi([
      booked(),
      booked({
        _id: 'ap-2',
        status: 'cancelled',
        start: '2026-11-24T16:00:00.000Z',
        end: '2026-11-24T16:30:00.000Z',
      }),
    ]);
    renderCalendar();
    await screen.findByRole('button', janeAtTen);
    expect(screen.queryByRole('button', { name: /Cancelled/ })).not.toBeInTheDocument();
    const legend = screen.getByRole('list', { name: 'Status colours' });
    expect(within(legend).queryByText('Cancelled')).not.toBeInTheDocument();
    expect(within(legend).getByText('Awaiting patient')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Show cancelled' }));
    expect(
      await screen.findByRole('button', {
        name: /11:00( AM)? – 11:30 AM\s*Jane Cooper\s*Cancelled/,
      }),
    ).toHaveClass('cc-status-cancelled');
    expect(within(legend).getByText('Cancelled')).toBeInTheDocument();
    expect(within(legend).getByText('Declined')).toBeInTheDocument();
  });

  it('opens an appointment on click', async () => {
    const user = userEvent.setup();
    calendarApi();
    renderCalendar();
    await user.click(await screen.findByRole('button', janeAtTen));
    expect(await screen.findByRole('heading', { name: 'Appointment ap-1' })).toBeVisible();
  });

  it('opens an appointment from the keyboard', async () => {
    calendarApi();
    renderCalendar();
    const block = await screen.findByRole('button', janeAtTen);
    block.focus();
    fireEvent.keyDown(block, { key: 'Enter' });
    expect(await screen.findByRole('heading', { name: 'Appointment ap-1' })).toBeVisible();
  });

  it('shades the hours the doctor does not work', async () => {
    calendarApi();
    renderCalendar();
    await screen.findByRole('button', janeAtTen);
    const isOpen = mockCalendarProps!.isOpen!;
    expect(isOpen(new Date('2026-11-24T14:00:00.000Z'))).toBe(true); // 09:00 Tuesday
    expect(isOpen(new Date('2026-11-24T13:30:00.000Z'))).toBe(false); // 08:30
    expect(isOpen(new Date('2026-11-24T21:30:00.000Z'))).toBe(true); // 16:30, ends at 17:00
    expect(isOpen(new Date('2026-11-24T22:00:00.000Z'))).toBe(false); // 17:00
    expect(isOpen(new Date('2026-11-29T15:00:00.000Z'))).toBe(false); // Sunday
    expect(document.querySelectorAll('.rbc-day-slot .cc-closed').length).toBeGreaterThan(0);
    expect(document.querySelectorAll('.rbc-day-slot .cc-open').length).toBeGreaterThan(0);
  });

  it('turns a free time into Create New Appointment with the date and slot filled', async () => {
    const api = calendarApi().on(`GET ${SLOTS}`, {
      body: [
        {
          start: '2026-11-25T16:00:00.000Z',
          end: '2026-11-25T16:30:00.000Z',
          date: '2026-11-25',
          timeSlot: '11:00 AM - 11:30 AM',
          timeZone: ZONE,
        },
      ],
    });
    renderCalendar();
    await screen.findByRole('button', janeAtTen);
    // Wednesday 11:00 in New York.
    await act(async () => mockCalendarProps!.onPickTime!(new Date('2026-11-25T16:00:00.000Z')));

    expect(await screen.findByRole('heading', { name: 'Create New Appointment' })).toBeVisible();
    expect(screen.getByText('2026-11-25 | 11:00 AM - 11:30 AM')).toBeVisible();
    expect(screen.getByText('?date=2026-11-25&timeSlot=11:00%20AM%20-%2011:30%20AM')).toBeVisible();
    const [slots] = api.callsTo(`GET ${SLOTS}`);
    expect([slots!.query.get('from'), slots!.query.get('to')]).toEqual([
      '2026-11-25',
      '2026-11-25',
    ]);
  });

  it('says so when the time picked is not free', async () => {
    calendarApi().on(`GET ${SLOTS}`, { body: [] });
    renderCalendar();
    await screen.findByRole('button', janeAtTen);
    await act(async () => mockCalendarProps!.onPickTime!(new Date('2026-11-25T16:00:00.000Z')));
    expect(await screen.findByText(NOT_FREE)).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  });

  it('cuts the slot from the working hours when the free slots cannot be had', async () => {
    calendarApi().on(`GET ${SLOTS}`, { status: 500, body: { message: 'Server error' } });
    renderCalendar();
    await screen.findByRole('button', janeAtTen);
    await act(async () => mockCalendarProps!.onPickTime!(new Date('2026-11-25T16:10:00.000Z')));
    expect(await screen.findByText('2026-11-25 | 11:00 AM - 11:30 AM')).toBeVisible();
  });

  it('shows the spec’s error when the appointments cannot be fetched, and retries', async () => {
    const user = userEvent.setup();
    let fail = true;
    doctorApi()
      .on(`GET ${AVAILABILITY}`, { body: availability })
      .on(`GET ${APPOINTMENTS}`, () =>
        fail ? { status: 500, body: {} } : { body: [booked()], headers: { 'X-Total-Count': '1' } },
      );
    renderCalendar();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error: Failed to fetch appointments',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', janeAtTen)).toBeVisible();
  });

  it('says when the working hours cannot be fetched', async () => {
    doctorApi().on(`GET ${AVAILABILITY}`, { status: 500, body: {} });
    renderCalendar();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error: Failed to fetch working hours',
    );
  });

  it('says when the week has no appointments', async () => {
    calendarApi([]);
    renderCalendar();
    expect(await screen.findByText('No appointments found.')).toBeVisible();
  });
});
