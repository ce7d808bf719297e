import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation, useParams } from 'react-router-dom';
import {
  renderWithProviders,
  resetSession,
  mockApi,
  type RecordedRequest,
  type MockRoutes as ApiRoutes,
} from '@careconnect/shared-ui/testing';
import type { CareCalendarProps } from '@careconnect/shared-ui/calendar';
import { adminSession, appointment, doctor, jane, omar, silva } from '../../../testing/fixtures';
import { AdminCalendarScreen, NOT_FREE, specializationsOf } from './admin-calendar-screen';

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

// Tuesday, November 24, 2026, 08:00 UTC (the browser here is in UTC).
const NOW = new Date('2026-11-24T08:00:00.000Z');
const okafor = doctor('Marcus', 'Okafor', { specialization: 'Dermatology' });

function hours(timeZone: string) {
  return {
    timeZone,
    slotMinutes: 30,
    weekly: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '17:00' })),
    overrides: [],
    timeOff: [],
    updatedAt: null,
  };
}

const janeWithSilva = {
  ...appointment(jane, silva, { status: 'confirmed' }),
  start: '2026-11-24T10:00:00.000Z',
  end: '2026-11-24T10:30:00.000Z',
  timeZone: 'UTC',
};
const omarWithOkafor = {
  ...appointment(omar, okafor, { status: 'pending', timeSlot: '02:00 PM - 02:30 PM' }),
  start: '2026-11-24T14:00:00.000Z',
  end: '2026-11-24T14:30:00.000Z',
  timeZone: 'UTC',
};

function routes(extra: ApiRoutes = {}): ApiRoutes {
  return {
    'GET /api/doctor/all': { body: [silva, okafor], total: 2 },
    'GET /api/doctor/availability/:doctorId': ({ params: { doctorId } }: RecordedRequest) => ({
      body: { doctor: doctorId, ...hours('UTC') },
    }),
    'GET /api/appointment/all': { body: [janeWithSilva, omarWithOkafor], total: 2 },
    ...extra,
  };
}

function Viewed() {
  const { id } = useParams();
  return <h1>Appointment {id}</h1>;
}

function Creating() {
  const { search } = useLocation();
  return (
    <>
      <h1>Create New Appointment</h1>
      <p>{search}</p>
    </>
  );
}

function renderCalendar(route = '/admin/calendar') {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/calendar" element={<AdminCalendarScreen now={() => NOW} />} />
      <Route path="/admin/appointments/view/:id" element={<Viewed />} />
      <Route path="/admin/appointments/create" element={<Creating />} />
    </Routes>,
    { route, session: adminSession },
  );
}

function ranges(api: { callsTo: (route: string) => RecordedRequest[] }) {
  return api
    .callsTo('GET /api/appointment/all')
    .map((c) => `${c.query.get('from')}..${c.query.get('to')} p${c.query.get('page')}`);
}

beforeEach(() => {
  mockCalendarProps = undefined;
  document.elementFromPoint = () => null;
});

afterEach(() => resetSession());

describe('the administrator’s calendar', () => {
  it('shows a column per approved doctor with their appointments of the day', async () => {
    const api = mockApi(routes());
    renderCalendar();

    expect(screen.getByRole('heading', { level: 1, name: 'Calendar' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Tuesday, November 24, 2026' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Times in UTC')).toBeInTheDocument();
    expect(await screen.findByText('Dr. Ana Silva')).toBeInTheDocument();
    expect(screen.getByText('Dr. Marcus Okafor')).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: /10:00 AM – 10:30 AM\s*Jane Cooper\s*Confirmed/ }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: /2:00 PM – 2:30 PM\s*Omar Farouk\s*Pending/ }),
    ).toBeInTheDocument();
    expect(mockCalendarProps!.events.map((e) => [e.title, e.resourceId])).toEqual([
      ['Jane Cooper', silva._id],
      ['Omar Farouk', okafor._id],
    ]);

    // Only approved doctors, every page; the day's appointments, every page.
    const [doctors] = api.callsTo('GET /api/doctor/all');
    expect(doctors!.query.get('approved')).toBe('true');
    expect(doctors!.query.get('limit')).toBe('100');
    expect(ranges(api)).toEqual(['2026-11-24..2026-11-24 p1']);
    expect(api.callsTo(`GET /api/doctor/availability/${silva._id}`)).toHaveLength(1);
  });

  it('filters the columns by specialization', async () => {
    const user = userEvent.setup();
    mockApi(routes());
    renderCalendar();
    await screen.findByText('Dr. Marcus Okafor');
    const filter = screen.getByRole('combobox', { name: 'Specialization' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All specializations', 'Cardiology', 'Dermatology']);

    await user.selectOptions(filter, 'Dermatology');
    await waitFor(() => expect(screen.queryByText('Dr. Ana Silva')).not.toBeInTheDocument());
    expect(screen.getByText('Dr. Marcus Okafor')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Jane Cooper/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Omar Farouk/ })).toBeInTheDocument();
  });

  it('moves a day at a time and asks for that day', async () => {
    const user = userEvent.setup();
    const api = mockApi(routes());
    renderCalendar();
    await screen.findByText('Dr. Ana Silva');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Wednesday, November 25, 2026' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Monday, November 23, 2026' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Tuesday, November 24, 2026' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(ranges(api)).toEqual([
        '2026-11-24..2026-11-24 p1',
        '2026-11-25..2026-11-25 p1',
        '2026-11-23..2026-11-23 p1',
      ]),
    );
  });

  it('goes to any day with the date field, and shows one doctor’s week', async () => {
    const user = userEvent.setup();
    const api = mockApi(routes());
    renderCalendar();
    await screen.findByText('Dr. Ana Silva');
    const date = screen.getByLabelText('Date');
    expect(date).toHaveValue('2026-11-24');
    fireEvent.change(date, { target: { value: '2026-12-08' } });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Tuesday, December 8, 2026' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Week' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'December 7 – 13, 2026' }),
    ).toBeInTheDocument();
    const doctor = screen.getByRole('combobox', { name: 'Doctor (week)' });
    await user.selectOptions(doctor, 'Dr. Ana Silva');
    expect(doctor).toHaveValue(silva._id);
    // One doctor's seven days: no column per doctor.
    await waitFor(() => expect(mockCalendarProps?.view).toBe('week'));
    expect(mockCalendarProps?.resources).toBeUndefined();
    await waitFor(() => expect(ranges(api).at(-1)).toMatch(/^2026-12-0[67]\.\.2026-12-1[34] /));
  });

  it('shows the grid in the zone chosen, asking for the doctors’ dates it covers', async () => {
    const user = userEvent.setup();
    const api = mockApi(
      routes({
        'GET /api/doctor/availability/:doctorId': ({ params: { doctorId } }: RecordedRequest) => ({
          body: {
            doctor: doctorId,
            ...hours(doctorId === okafor._id ? 'America/New_York' : 'UTC'),
          },
        }),
      }),
    );
    renderCalendar();
    await screen.findByText('Dr. Ana Silva');
    const zones = screen.getByRole('combobox', { name: 'Time zone' });
    await waitFor(() =>
      expect(
        within(zones)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['UTC (this device)', 'America/New_York']),
    );
    // A UTC day is 19:00 the day before to 19:00 in New York.
    await waitFor(() => expect(ranges(api)).toEqual(['2026-11-23..2026-11-24 p1']));

    await user.selectOptions(zones, 'America/New_York');
    expect(await screen.findByText(/^Times in New York \(E[SD]T\)$/)).toBeInTheDocument();
    // 10:00 UTC is 5:00 AM in New York.
    expect(
      await screen.findByRole('button', { name: /5:00 AM – 5:30 AM\s*Jane Cooper/ }),
    ).toBeInTheDocument();
    // A New York day is 05:00 to 05:00 the next day in UTC.
    await waitFor(() => expect(ranges(api)).toContain('2026-11-24..2026-11-25 p1'));
  });

  it('opens an appointment on click', async () => {
    const user = userEvent.setup();
    mockApi(routes());
    renderCalendar();
    await user.click(await screen.findByRole('button', { name: /Jane Cooper/ }));
    expect(
      await screen.findByRole('heading', { name: `Appointment ${janeWithSilva._id}` }),
    ).toBeInTheDocument();
  });

  it('turns a free cell into Create New Appointment with doctor, date and slot', async () => {
    const api = mockApi(
      routes({
        'GET /api/doctor/slots/:doctorId': {
          body: [
            {
              start: '2026-11-24T11:00:00.000Z',
              end: '2026-11-24T11:30:00.000Z',
              date: '2026-11-24',
              timeSlot: '11:00 AM - 11:30 AM',
              timeZone: 'UTC',
            },
          ],
        },
      }),
    );
    renderCalendar();
    await screen.findByRole('button', { name: /Jane Cooper/ });
    await act(async () =>
      mockCalendarProps!.onPickTime!(new Date('2026-11-24T11:00:00.000Z'), okafor._id),
    );
    expect(await screen.findByRole('heading', { name: 'Create New Appointment' })).toBeVisible();
    expect(
      screen.getByText(
        `?doctor=${okafor._id}&date=2026-11-24&timeSlot=11:00%20AM%20-%2011:30%20AM`,
      ),
    ).toBeInTheDocument();
    const [slots] = api.callsTo(`GET /api/doctor/slots/${okafor._id}`);
    expect([slots!.query.get('from'), slots!.query.get('to')]).toEqual([
      '2026-11-24',
      '2026-11-24',
    ]);
  });

  it('says so when the cell picked is not free', async () => {
    mockApi(routes({ 'GET /api/doctor/slots/:doctorId': { body: [] } }));
    renderCalendar();
    await screen.findByRole('button', { name: /Jane Cooper/ });
    await act(async () =>
      mockCalendarProps!.onPickTime!(new Date('2026-11-24T10:00:00.000Z'), silva._id),
    );
    expect(await screen.findByText(NOT_FREE)).toBeInTheDocument();
  });

  it('shades each doctor’s hours in their own zone', async () => {
    mockApi(
      routes({
        'GET /api/doctor/availability/:doctorId': ({ params: { doctorId } }: RecordedRequest) => ({
          body: {
            doctor: doctorId,
            ...hours(doctorId === okafor._id ? 'America/New_York' : 'UTC'),
          },
        }),
      }),
    );
    renderCalendar();
    await screen.findByRole('button', { name: /Jane Cooper/ });
    const isOpen = mockCalendarProps!.isOpen!;
    expect(isOpen(new Date('2026-11-24T09:00:00.000Z'), silva._id)).toBe(true);
    expect(isOpen(new Date('2026-11-24T09:00:00.000Z'), okafor._id)).toBe(false); // 04:00 there
    expect(isOpen(new Date('2026-11-24T14:00:00.000Z'), okafor._id)).toBe(true); // 09:00 there
    expect(mockCalendarProps!.scrollToMinutes).toBe(9 * 60);
  });

  it('hides cancelled appointments until asked', async () => {
    const user = userEvent.setup();
    mockApi(
      routes({
        'GET /api/appointment/all': {
          body: [janeWithSilva, { ...omarWithOkafor, status: 'cancelled' }],
          total: 2,
        },
      }),
    );
    renderCalendar();
    await screen.findByRole('button', { name: /Jane Cooper/ });
    expect(screen.queryByRole('button', { name: /Omar Farouk/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Show cancelled' }));
    expect(
      await screen.findByRole('button', { name: /Omar Farouk\s*Cancelled/ }),
    ).toBeInTheDocument();
  });

  it('shows the spec’s failure texts', async () => {
    mockApi(routes({ 'GET /api/appointment/all': { status: 500, body: {} } }));
    renderCalendar();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch appointments');

    resetSession();
    document.body.innerHTML = '';
    mockApi(routes({ 'GET /api/doctor/all': { status: 500, body: {} } }));
    renderCalendar();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch doctors');
  });

  it('names the doctors whose working hours could not be fetched', async () => {
    mockApi(
      routes({
        'GET /api/doctor/availability/:doctorId': ({ params: { doctorId } }: RecordedRequest) =>
          doctorId === okafor._id
            ? { status: 500, body: {} }
            : { body: { doctor: doctorId, ...hours('UTC') } },
      }),
    );
    renderCalendar();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to fetch working hours of Dr. Marcus Okafor',
    );
    // The day is still shown, asked with a day either side (that doctor's zone is unknown).
    expect(await screen.findByRole('button', { name: /Jane Cooper/ })).toBeInTheDocument();
  });
});

describe('specializations', () => {
  it('lists each once, whatever its case, sorted', () => {
    expect(
      specializationsOf([
        doctor('A', 'A', { specialization: 'Neurology' }),
        doctor('B', 'B', { specialization: 'cardiology' }),
        doctor('C', 'C', { specialization: 'Cardiology ' }),
        doctor('D', 'D', { specialization: '' }),
      ]),
    ).toEqual(['cardiology', 'Neurology']);
  });
});
