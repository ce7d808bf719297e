import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  availability,
  renderWithProviders,
  resetSession,
  restoreBrowserTimeZone,
  setBrowserTimeZone,
} from '@careconnect/shared-ui/testing';
import { mockApi, type MockApi } from '../../testing';
import { AvailabilityEditor } from './availability-editor';

const DOCTOR = 'd0000000-0000-4000-8000-000000000001';
const PATH = `/api/doctor/availability/${DOCTOR}`;
const session = {
  token: 't',
  user: { _id: 'u1', firstName: 'Ana', lastName: 'Silva', email: 'a@x.test', role: 'doctor' },
};

function api(saved = availability()): MockApi {
  const test = mockApi();
  test.on(`GET ${PATH}`, { body: saved });
  test.on(`PUT ${PATH}`, (call) => ({
    body: {
      availability: { ...saved, ...(call.body as object) },
      outsideHours: [],
    },
  }));
  return test;
}

const sent = (test: MockApi) => test.callsTo(`PUT ${PATH}`).map((call) => call.body as unknown);

function renderEditor(audience: 'doctor' | 'admin' = 'doctor') {
  return renderWithProviders(
    <AvailabilityEditor
      doctorId={DOCTOR}
      audience={audience}
      appointmentPath={(id) => `/doctor/appointments/view/${id}`}
    />,
    { session },
  );
}

const day = (name: string) => screen.getByRole('group', { name });
const save = () => screen.getByRole('button', { name: 'Save availability' });

beforeEach(() => setBrowserTimeZone('Europe/Berlin'));
afterEach(() => {
  act(() => resetSession());
  restoreBrowserTimeZone();
});

describe('AvailabilityEditor', () => {
  it('shows the saved hours, rules and zone', async () => {
    api(
      availability({
        overrides: [{ date: '2026-12-24', ranges: [] }],
        timeOff: [{ from: '2026-12-28', to: '2027-01-01', note: 'Holidays' }],
      }),
    );
    renderEditor();
    expect(await screen.findByLabelText(/^Time zone/)).toHaveValue('America/New_York');
    expect(screen.getByText(/^Times in New York \(E[SD]T\)$/)).toBeVisible();
    expect(screen.getByLabelText('Appointment length')).toHaveValue('30');
    expect(screen.getByLabelText('Minimum notice (hours)')).toHaveValue(1);
    expect(screen.getByLabelText('Booking horizon (days)')).toHaveValue(90);
    expect(within(day('Monday')).getByLabelText('Monday, range 1, from')).toHaveValue('09:00');
    expect(within(day('Monday')).getByLabelText('Monday, range 1, to')).toHaveValue('17:00');
    expect(within(day('Sunday')).getByText('Closed')).toBeVisible();
    const override = screen.getByRole('listitem', { name: 'Date override 1' });
    expect(within(override).getByLabelText(/^Date/)).toHaveValue('2026-12-24');
    expect(within(override).getByRole('checkbox', { name: 'Closed all day' })).toBeChecked();
    const off = screen.getByRole('listitem', { name: 'Time off 1' });
    expect(within(off).getByLabelText('Note')).toHaveValue('Holidays');
    expect(screen.queryByText(/These are the default hours/)).not.toBeInTheDocument();
  });

  it('says when the hours are still the defaults', async () => {
    api(availability({ updatedAt: null }));
    renderEditor();
    expect(
      await screen.findByText(
        'These are the default hours. They apply until hours are saved here.',
      ),
    ).toBeVisible();
  });

  it('checks ranges and numbers where they are, and sends nothing until they are right', async () => {
    const user = userEvent.setup();
    const test = api();
    renderEditor();
    const monday = await screen.findByRole('group', { name: 'Monday' });
    // An end before the start.
    fireEvent.change(within(monday).getByLabelText('Monday, range 1, to'), {
      target: { value: '08:00' },
    });
    // A second Tuesday range that overlaps the first.
    await user.click(screen.getByRole('button', { name: 'Add range on Tuesday' }));
    fireEvent.change(within(day('Tuesday')).getByLabelText('Tuesday, range 2, from'), {
      target: { value: '12:00' },
    });
    fireEvent.change(within(day('Tuesday')).getByLabelText('Tuesday, range 2, to'), {
      target: { value: '13:00' },
    });
    await user.clear(screen.getByLabelText('Booking horizon (days)'));
    await user.type(screen.getByLabelText('Booking horizon (days)'), '400');
    await user.clear(screen.getByLabelText('Buffer before (minutes)'));
    await user.clear(screen.getByLabelText(/^Time zone/));
    await user.type(screen.getByLabelText(/^Time zone/), 'Mars/Olympus');
    await user.click(save());

    expect(await within(monday).findByText('The end must be after the start.')).toBeVisible();
    expect(
      within(day('Tuesday')).getByText('This range overlaps another range of the same day.'),
    ).toBeVisible();
    expect(within(day('Tuesday')).getByLabelText('Tuesday, range 2, from')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByText('Enter whole days from 1 to 365.')).toBeVisible();
    expect(screen.getByText('Enter whole minutes from 0 to 120.')).toBeVisible();
    expect(screen.getByText('Choose a time zone from the list.')).toBeVisible();
    expect(screen.getByText('Some entries need fixing: see the messages above.')).toBeVisible();
    expect(sent(test)).toHaveLength(0);
  });

  it('checks overrides and time off', async () => {
    const user = userEvent.setup();
    const test = api();
    renderEditor();
    await screen.findByRole('group', { name: 'Monday' });
    await user.click(screen.getByRole('button', { name: 'Add date override' }));
    await user.click(screen.getByRole('button', { name: 'Add date override' }));
    const [first, second] = screen.getAllByRole('listitem', { name: /^Date override/ });
    fireEvent.change(within(first!).getByLabelText(/^Date/), { target: { value: '2026-12-24' } });
    fireEvent.change(within(second!).getByLabelText(/^Date/), { target: { value: '2026-12-24' } });
    await user.click(screen.getByRole('button', { name: 'Add time off' }));
    const off = screen.getByRole('listitem', { name: 'Time off 1' });
    fireEvent.change(within(off).getByLabelText(/^From/), { target: { value: '2027-01-05' } });
    fireEvent.change(within(off).getByLabelText(/^To/), { target: { value: '2027-01-02' } });
    await user.click(save());
    expect(
      await within(second!).findByText('This date already has other hours above.'),
    ).toBeVisible();
    expect(within(off).getByText('The last day cannot be before the first day.')).toBeVisible();
    expect(sent(test)).toHaveLength(0);
  });

  it('saves the whole schedule: PUT body, toast', async () => {
    const user = userEvent.setup();
    const test = api();
    renderEditor();
    const sunday = await screen.findByRole('group', { name: 'Sunday' });
    await user.click(within(sunday).getByRole('button', { name: 'Add range on Sunday' }));
    fireEvent.change(within(sunday).getByLabelText('Sunday, range 1, from'), {
      target: { value: '10:00' },
    });
    fireEvent.change(within(sunday).getByLabelText('Sunday, range 1, to'), {
      target: { value: '12:00' },
    });
    await user.click(screen.getByRole('button', { name: 'Remove range 1 of Friday' }));
    await user.selectOptions(screen.getByLabelText('Appointment length'), '45 minutes');
    await user.clear(screen.getByLabelText('Buffer after (minutes)'));
    await user.type(screen.getByLabelText('Buffer after (minutes)'), '10');
    await user.click(screen.getByRole('button', { name: 'Add date override' }));
    const override = screen.getByRole('listitem', { name: 'Date override 1' });
    fireEvent.change(within(override).getByLabelText(/^Date/), {
      target: { value: '2026-12-31' },
    });
    await user.click(within(override).getByRole('checkbox', { name: 'Closed all day' }));
    await user.click(
      within(override).getByRole('button', { name: 'Add range on the hours of 2026-12-31' }),
    );
    await user.click(screen.getByRole('button', { name: 'Add time off' }));
    const off = screen.getByRole('listitem', { name: 'Time off 1' });
    fireEvent.change(within(off).getByLabelText(/^From/), { target: { value: '2027-01-04' } });
    fireEvent.change(within(off).getByLabelText(/^To/), { target: { value: '2027-01-08' } });
    await user.type(within(off).getByLabelText('Note'), ' Conference ');
    await user.click(save());

    expect(await screen.findByText('Availability saved.')).toBeVisible();
    expect(sent(test)).toEqual([
      {
        timeZone: 'America/New_York',
        slotMinutes: 45,
        bufferBeforeMinutes: 0,
        bufferAfterMinutes: 10,
        minimumNoticeHours: 1,
        horizonDays: 90,
        maxUpcomingPerPatient: 2,
        weekly: [
          { weekday: 1, start: '09:00', end: '17:00' },
          { weekday: 2, start: '09:00', end: '17:00' },
          { weekday: 3, start: '09:00', end: '17:00' },
          { weekday: 4, start: '09:00', end: '17:00' },
          { weekday: 7, start: '10:00', end: '12:00' },
        ],
        overrides: [{ date: '2026-12-31', ranges: [{ start: '09:00', end: '17:00' }] }],
        timeOff: [{ from: '2027-01-04', to: '2027-01-08', note: 'Conference' }],
      },
    ]);
    expect(screen.queryByText(/outside your new hours/)).not.toBeInTheDocument();
  });

  it('says per range which kinds of visit its slots may be', async () => {
    const user = userEvent.setup();
    const test = api(
      availability({
        weekly: [
          { weekday: 1, start: '09:00', end: '12:00', kinds: ['in_person', 'video'] },
          { weekday: 2, start: '09:00', end: '17:00' },
        ],
      }),
    );
    renderEditor();
    const monday = await screen.findByRole('group', { name: 'Monday' });
    expect(within(monday).getByLabelText('Monday, range 1, kind of visit')).toHaveValue('both');
    const tuesday = day('Tuesday');
    const kind = within(tuesday).getByLabelText('Tuesday, range 1, kind of visit');
    expect(kind).toHaveValue('in_person');
    await user.selectOptions(kind, 'Video');
    await user.click(save());

    expect(await screen.findByText('Availability saved.')).toBeVisible();
    expect(sent(test)).toEqual([
      expect.objectContaining({
        weekly: [
          { weekday: 1, start: '09:00', end: '12:00', kinds: ['in_person', 'video'] },
          { weekday: 2, start: '09:00', end: '17:00', kinds: ['video'] },
        ],
      }),
    ]);
  });

  it("shows the server's 400 sentence as it comes", async () => {
    const user = userEvent.setup();
    const test = api();
    test.on(`PUT ${PATH}`, {
      status: 400,
      body: { message: 'Monday 12:00–13:00 overlaps another range.' },
    });
    renderEditor();
    await screen.findByRole('group', { name: 'Monday' });
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Monday 12:00–13:00 overlaps another range\.$/,
    );
    expect(screen.queryByText('Availability saved.')).not.toBeInTheDocument();
  });

  it.each([
    ['doctor', 'These appointments are outside your new hours. Move them or contact the patients.'],
    ['admin', 'These appointments are outside the new hours. Move them or contact the patients.'],
  ] as const)(
    'lists the appointments the new hours no longer offer (%s)',
    async (audience, sentence) => {
      const user = userEvent.setup();
      const test = api();
      test.on(`PUT ${PATH}`, {
        body: {
          availability: availability(),
          outsideHours: [
            {
              _id: 'a7',
              date: '2026-12-05',
              timeSlot: '10:00 AM - 10:30 AM',
              status: 'confirmed',
              patient: { _id: 'p1', user: { firstName: 'Jane', lastName: 'Cooper' } },
              doctor: { _id: DOCTOR },
            },
          ],
        },
      });
      renderEditor(audience);
      await screen.findByRole('group', { name: 'Monday' });
      await user.click(save());
      expect(await screen.findByText(sentence)).toBeVisible();
      const link = screen.getByRole('link', {
        name: 'Sat 5 Dec 2026 · 10:00 AM - 10:30 AM · Jane Cooper',
      });
      expect(link).toHaveAttribute('href', '/doctor/appointments/view/a7');
      await waitFor(() =>
        expect(screen.getByRole('heading', { name: 'Outside the hours' })).toHaveFocus(),
      );
    },
  );
});
