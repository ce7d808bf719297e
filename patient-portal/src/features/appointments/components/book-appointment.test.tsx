import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import {
  availability,
  freeSlot,
  pinClock,
  renderWithProviders,
  resetSession,
  restoreBrowserTimeZone,
  setBrowserTimeZone,
  mockApi,
  type MockRoute,
} from '@careconnect/shared-ui/testing';
import { appointment, drLee, drSmith, patientSession } from '../../../testing/fixtures';
import { BookAppointment } from './book-appointment-screen';
import { emptyBooking } from './book-appointment-schema';
import { bookingFromLink } from './booking-link';

beforeEach(() => {
  pinClock('2026-11-24T12:00:00Z');
  setBrowserTimeZone('America/New_York');
});
afterEach(() => {
  act(() => resetSession());
  jest.useRealTimers();
  restoreBrowserTimeZone();
});

const november = [freeSlot('2026-11-26', '09:00'), freeSlot('2026-11-26', '09:30')];
const december = [freeSlot('2026-12-01', '10:00')];

function routes(extra: Record<string, MockRoute> = {}) {
  return mockApi({
    'GET /api/doctor/search': ({ url }) => {
      const specialization = url.searchParams.get('specialization')?.toLowerCase() ?? '';
      const found = [drSmith, drLee].filter((d) =>
        d.specialization.toLowerCase().includes(specialization),
      );
      return { body: found, headers: { 'X-Total-Count': String(found.length) } };
    },
    'GET /api/doctor/availability/:doctorId': { body: availability({ doctor: drSmith._id }) },
    'GET /api/doctor/availability/:doctorId/allowance': {
      body: { doctor: drSmith._id, max: 3, upcoming: [appointment()] },
    },
    'GET /api/user/getOne/:userId': {
      body: { ...patientSession.user, dateOfBirth: '1987-03-04' },
    },
    'GET /api/doctor/slots/:doctorId': ({ url }) => ({
      body: url.searchParams.get('from') === '2026-12-01' ? december : november,
    }),
    'GET /api/slots/first-available': {
      body: [{ ...december[0], doctor: drSmith }],
    },
    'GET /api/specializations': {
      body: ['Cardiology', 'Dermatology', 'Surgery'].map((name) => ({
        _id: `s-${name}`,
        name,
        retired: false,
        doctors: 0,
        createdAt: '2026-11-01T00:00:00.000Z',
        updatedAt: '2026-11-01T00:00:00.000Z',
      })),
    },
    ...extra,
  });
}

function render() {
  return renderWithProviders(
    <Routes>
      <Route path="/patient/appointments/book" element={<BookAppointment />} />
      <Route path="/patient/appointments" element={<h1>The list</h1>} />
    </Routes>,
    { session: patientSession, route: '/patient/appointments/book' },
  );
}

type User = ReturnType<typeof userEvent.setup>;

/** Picks a specialization of the list once the list is in (the finder's or First available's). */
async function chooseSpecialization(user: User, name: string) {
  const select = screen.getByRole('combobox', { name: 'Specialization' });
  await waitFor(() => expect(within(select).getByRole('option', { name })).toBeInTheDocument());
  await user.selectOptions(select, name);
}

const day = (name: string) => screen.getByRole('button', { name });

async function chooseSmithOn26th(user: User) {
  await user.click(await screen.findByRole('radio', { name: /Dr\. Gregory Smith/ }));
  await waitFor(() =>
    expect(day('Thursday 26 November 2026')).not.toHaveAttribute('aria-disabled'),
  );
  await user.click(day('Thursday 26 November 2026'));
}

describe('BookAppointment: the date of birth before the first booking', () => {
  it('asks once, saves it to the profile, then offers the times', async () => {
    const user = userEvent.setup();
    const api = routes({
      'GET /api/user/getOne/:userId': { body: { ...patientSession.user } },
      'PUT /api/user/profile/:userId': ({ body }) => ({
        body: {
          message: 'User data updated successfully!',
          user: { ...patientSession.user, ...(body as object) },
        },
      }),
    });
    render();
    const form = await screen.findByRole('form', { name: 'Your date of birth' });
    expect(
      within(form.closest('section') ?? document.body).getByText(
        'Before your first booking, please add your date of birth. With your name, it lets the clinic tell you apart from other patients. You are asked only once: it is saved to your profile.',
      ),
    ).toBeVisible();
    await user.click(await screen.findByRole('radio', { name: /Dr\. Gregory Smith/ }));
    expect(
      await screen.findByText('Add your date of birth above to see the free times.'),
    ).toBeVisible();
    expect(screen.queryByRole('grid', { name: 'November 2026' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Submit Appointment' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Save Date of Birth' }));
    expect(await screen.findByText('Date of birth is required')).toBeVisible();
    await user.type(screen.getByLabelText(/^Date of birth/), '2030-01-01');
    await user.click(screen.getByRole('button', { name: 'Save Date of Birth' }));
    expect(await screen.findByText('Date of birth cannot be in the future.')).toBeVisible();
    expect(api.callsTo('PUT /api/user/profile/:userId')).toHaveLength(0);

    await user.clear(screen.getByLabelText(/^Date of birth/));
    await user.type(screen.getByLabelText(/^Date of birth/), '1987-03-04');
    await user.click(screen.getByRole('button', { name: 'Save Date of Birth' }));
    expect(
      await screen.findByText('Your date of birth was saved. You can now choose a time.'),
    ).toBeInTheDocument();
    expect(api.callsTo(`PUT /api/user/profile/${patientSession.user._id}`)[0]?.body).toEqual({
      dateOfBirth: '1987-03-04',
    });
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'Your date of birth' })).toBeNull(),
    );
    expect(await screen.findByRole('grid', { name: 'November 2026' })).toBeVisible();
  });

  it('never asks a patient who has given it', async () => {
    const user = userEvent.setup();
    routes();
    render();
    await chooseSmithOn26th(user);
    expect(screen.queryByRole('form', { name: 'Your date of birth' })).toBeNull();
    expect(screen.queryByText('Add your date of birth above to see the free times.')).toBeNull();
  });
});

describe('BookAppointment: the cap of upcoming appointments with one doctor', () => {
  it('says the cap and how many the patient has, before the times', async () => {
    const user = userEvent.setup();
    routes();
    render();
    await chooseSmithOn26th(user);
    expect(
      screen.getByText(
        'You can have up to 3 upcoming appointments with Dr. Gregory Smith; you have 1.',
      ),
    ).toBeVisible();
    // The note comes before the times.
    const times = screen.getByRole('list', { name: 'Free times on Thursday 26 November 2026' });
    const note = screen.getByRole('status', { name: '' });
    expect(note.compareDocumentPosition(times) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('at the cap offers the patient’s appointments instead of times', async () => {
    const user = userEvent.setup();
    const second = appointment({ _id: 'a-2', date: '2026-11-30', timeSlot: '10:00 AM - 10:30 AM' });
    const api = routes({
      'GET /api/doctor/availability/:doctorId/allowance': {
        body: { doctor: drSmith._id, max: 2, upcoming: [appointment(), second] },
      },
    });
    render();
    await user.click(await screen.findByRole('radio', { name: /Dr\. Gregory Smith/ }));
    expect(
      await screen.findByText(
        'You already have 2 upcoming appointments with Dr. Gregory Smith, the most this doctor allows. To book another, cancel or reschedule one of them:',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Nov 30, 2026, 10:00 AM - 10:30 AM' })).toHaveAttribute(
      'href',
      '/patient/appointments/view/a-2',
    );
    expect(screen.queryByRole('button', { name: 'Thursday 26 November 2026' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Submit Appointment' })).toBeDisabled();
    expect(api.callsTo(`GET /api/doctor/slots/${drSmith._id}`)).toHaveLength(0);
  });
});

describe('BookAppointment', () => {
  it('shows the spec’s messages under the fields when nothing is chosen', async () => {
    const user = userEvent.setup();
    const api = routes();
    render();
    expect(await screen.findByText('Dr. Gregory Smith')).toBeInTheDocument();
    expect(screen.getByText('Choose a doctor first.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Submit Appointment' }));
    expect(await screen.findByText('Doctor is required')).toBeInTheDocument();
    expect(screen.getByText('Date is required')).toBeInTheDocument();
    expect(screen.getByText('Time slot is required')).toBeInTheDocument();
    expect(api.callsTo('POST /api/appointment/create')).toHaveLength(0);
  });

  it("shows the doctor's month: days with free times enabled, then the day's times", async () => {
    const user = userEvent.setup();
    const api = routes();
    render();
    await chooseSmithOn26th(user);
    const request = api.callsTo(`GET /api/doctor/slots/${drSmith._id}`)[0]!;
    expect(request.url.searchParams.get('from')).toBe('2026-11-01');
    expect(request.url.searchParams.get('to')).toBe('2026-11-30');
    expect(screen.getByRole('grid', { name: 'November 2026' })).toBeVisible();
    expect(day('Wednesday 25 November 2026')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText(/^With/)).toHaveTextContent('With Dr. Gregory Smith');
    const times = screen.getByRole('list', { name: 'Free times on Thursday 26 November 2026' });
    expect(
      within(times)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['09:00 AM', '09:30 AM']);
    // The browser is in the doctor's zone: no note.
    expect(screen.queryByText(/^Times in/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next month' }));
    await waitFor(() =>
      expect(day('Tuesday 1 December 2026')).not.toHaveAttribute('aria-disabled'),
    );
    expect(api.callsTo(`GET /api/doctor/slots/${drSmith._id}`).at(-1)?.url.search).toBe(
      '?from=2026-12-01&to=2026-12-31',
    );
  });

  it("notes the doctor's zone when the browser is elsewhere", async () => {
    setBrowserTimeZone('Europe/Berlin');
    const user = userEvent.setup();
    routes();
    render();
    await chooseSmithOn26th(user);
    expect(screen.getByText(/^Times in New York \(E[SD]T\)$/)).toBeVisible();
    // The times stay the doctor's: 09:00 in New York, not 15:00 in Berlin.
    expect(screen.getByRole('button', { name: '09:00 AM' })).toBeVisible();
  });

  it('books the chosen time by its start: success toast, then back to the list', async () => {
    const user = userEvent.setup();
    const api = routes({
      'POST /api/appointment/create': { status: 201, body: appointment() },
    });
    render();
    await chooseSmithOn26th(user);
    await user.click(screen.getByRole('button', { name: '09:30 AM' }));
    expect(screen.getByRole('button', { name: '09:30 AM' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'Check-up');
    await user.click(screen.getByRole('button', { name: 'Submit Appointment' }));

    expect(await screen.findByText('Appointment created successfully!')).toBeInTheDocument();
    expect(api.callsTo('POST /api/appointment/create')[0]?.body).toEqual({
      doctor: drSmith._id,
      start: november[1]!.start,
      reason: 'Check-up',
    });
    expect(await screen.findByRole('heading', { name: 'The list' })).toBeInTheDocument();
  });

  it("shows the server's 409 as it comes and asks for the free times again", async () => {
    const user = userEvent.setup();
    const api = routes({
      'POST /api/appointment/create': {
        status: 409,
        body: { message: 'This time slot is already booked for this doctor.' },
      },
    });
    render();
    await chooseSmithOn26th(user);
    await user.click(screen.getByRole('button', { name: '09:00 AM' }));
    const asked = api.callsTo(`GET /api/doctor/slots/${drSmith._id}`).length;
    // Someone else took 09:00 meanwhile.
    api.on('GET /api/doctor/slots/:doctorId', { body: november.slice(1) });
    await user.click(screen.getByRole('button', { name: 'Submit Appointment' }));

    const alerts = await screen.findAllByText('This time slot is already booked for this doctor.');
    expect(alerts.length).toBeGreaterThanOrEqual(1);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: '09:00 AM' })).not.toBeInTheDocument(),
    );
    expect(api.callsTo(`GET /api/doctor/slots/${drSmith._id}`).length).toBeGreaterThan(asked);
    expect(screen.getByRole('button', { name: '09:30 AM' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.queryByRole('heading', { name: 'The list' })).not.toBeInTheDocument();
    // Submitting again without a time says so.
    await user.click(screen.getByRole('button', { name: 'Submit Appointment' }));
    expect(await screen.findByText('Time slot is required')).toBeVisible();
    expect(api.callsTo('POST /api/appointment/create')).toHaveLength(1);
  });

  it("shows the server's 400 as it comes", async () => {
    const user = userEvent.setup();
    routes({
      'POST /api/appointment/create': {
        status: 400,
        body: { message: 'This time is not available. Please choose another slot.' },
      },
    });
    render();
    await chooseSmithOn26th(user);
    await user.click(screen.getByRole('button', { name: '09:00 AM' }));
    await user.click(screen.getByRole('button', { name: 'Submit Appointment' }));
    const alerts = await screen.findAllByText(
      'This time is not available. Please choose another slot.',
    );
    expect(alerts[0]).toBeVisible();
  });

  it('books the first available time of a specialization', async () => {
    const user = userEvent.setup();
    setBrowserTimeZone('Europe/Berlin');
    const api = routes({
      'POST /api/appointment/create': { status: 201, body: appointment() },
    });
    render();
    await user.click(screen.getByRole('radio', { name: 'First available' }));
    await chooseSpecialization(user, 'Cardiology');
    await waitFor(() =>
      expect(api.callsTo('GET /api/slots/first-available').at(-1)?.url.search).toBe(
        '?specialization=Cardiology&limit=10',
      ),
    );
    const choice = await screen.findByRole('button', {
      name: /^Dr\. Gregory Smith — Tue 1 Dec, 10:00 AM/,
    });
    expect(within(choice.closest('li')!).getByText(/^Times in New York \(E[SD]T\)$/)).toBeVisible();
    await user.click(choice);
    expect(choice).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '10:00 AM' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(screen.getByRole('grid', { name: 'December 2026' })).toBeVisible();
    expect(day('Tuesday 1 December 2026').closest('td')).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('button', { name: 'Submit Appointment' }));
    expect(await screen.findByText('Appointment created successfully!')).toBeInTheDocument();
    expect(api.callsTo('POST /api/appointment/create')[0]?.body).toEqual({
      doctor: drSmith._id,
      start: december[0]!.start,
    });
  });

  it("says 'No doctors found.' when the search finds nobody", async () => {
    const user = userEvent.setup();
    routes();
    render();
    await screen.findByText('Dr. Gregory Smith');
    await chooseSpecialization(user, 'Surgery');
    expect(await screen.findByText('No doctors found.')).toBeInTheDocument();
  });

  it("searches by the clinic's list of specializations, not by typed words", async () => {
    const user = userEvent.setup();
    const api = routes();
    render();
    await screen.findByText('Dr. Gregory Smith');
    const select = screen.getByRole('combobox', { name: 'Specialization' });
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['All specializations', 'Cardiology', 'Dermatology', 'Surgery']),
    );
    await user.selectOptions(select, 'Dermatology');
    await waitFor(() =>
      expect(
        api.callsTo('GET /api/doctor/search').at(-1)?.url.searchParams.get('specialization'),
      ).toBe('Dermatology'),
    );
  });
});

describe('BookAppointment: a follow-up link names the doctor and the day', () => {
  it("opens the doctor's free times on that day", async () => {
    const api = routes({ [`GET /api/doctor/getdoctor/${drSmith._id}`]: { body: drSmith } });
    renderWithProviders(
      <Routes>
        <Route path="/patient/appointments/book" element={<BookAppointment />} />
      </Routes>,
      {
        session: patientSession,
        route: `/patient/appointments/book?doctor=${drSmith._id}&date=2026-11-26`,
      },
    );
    expect(await screen.findByText(/^With/)).toHaveTextContent('With Dr. Gregory Smith');
    const times = await screen.findByRole('list', {
      name: 'Free times on Thursday 26 November 2026',
    });
    expect(
      within(times)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['09:00 AM', '09:30 AM']);
    expect(api.callsTo(`GET /api/doctor/slots/${drSmith._id}`)[0]?.url.search).toBe(
      '?from=2026-11-01&to=2026-11-30',
    );
  });

  it('chooses a video visit for a video follow-up, where the time allows one', async () => {
    routes({
      [`GET /api/doctor/getdoctor/${drSmith._id}`]: { body: drSmith },
      'GET /api/doctor/slots/:doctorId': {
        body: [
          { ...freeSlot('2026-11-26', '09:00'), kinds: ['in_person', 'video'] },
          { ...freeSlot('2026-11-26', '09:30'), kinds: ['in_person'] },
        ],
      },
    });
    renderWithProviders(
      <Routes>
        <Route path="/patient/appointments/book" element={<BookAppointment />} />
      </Routes>,
      {
        session: patientSession,
        route: `/patient/appointments/book?doctor=${drSmith._id}&date=2026-11-26&kind=video`,
      },
    );
    await userEvent.click(await screen.findByRole('button', { name: '09:00 AM' }));
    expect(screen.getByRole('radio', { name: 'Video visit' })).toBeChecked();
    // A time without video: in person; back to one with it: video again.
    await userEvent.click(screen.getByRole('button', { name: '09:30 AM' }));
    expect(screen.getByRole('radio', { name: 'In person' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Video visit' })).toBeDisabled();
  });

  it('ignores a malformed link, and a past day opens on today', () => {
    expect(bookingFromLink(new URLSearchParams('doctor=x&date=2026-11-26'), '2026-11-24')).toEqual(
      emptyBooking,
    );
    expect(
      bookingFromLink(new URLSearchParams(`doctor=${drSmith._id}&date=2026-11-01`), '2026-11-24')
        .date,
    ).toBe('2026-11-24');
  });

  it('asks for a video visit when the follow-up is one, and nothing else', () => {
    const link = (kind: string) =>
      bookingFromLink(
        new URLSearchParams(`doctor=${drSmith._id}&date=2026-11-26&kind=${kind}`),
        '2026-11-24',
      ).kind;
    expect(link('video')).toBe('video');
    expect(link('teleport')).toBe('in_person');
  });
});
