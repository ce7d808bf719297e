import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  availability,
  freeSlot,
  pinClock,
  renderWithProviders,
  resetSession,
  restoreBrowserTimeZone,
  setBrowserTimeZone,
} from '@careconnect/shared-ui/testing';
import { mockApi, type MockApi, type RecordedRequest } from '../../testing';
import type { ScheduledAppointment } from '../types';
import { RescheduleButton } from './reschedule-button';

const DOCTOR = 'd0000000-0000-4000-8000-000000000001';
const session = {
  token: 't',
  user: { _id: 'u1', firstName: 'Jane', lastName: 'Doe', email: 'j@x.test', role: 'patient' },
};

const appointment: ScheduledAppointment = {
  _id: 'a1',
  doctor: { _id: DOCTOR, user: { firstName: 'Gregory', lastName: 'Smith' } },
  patient: { _id: 'p1', user: { firstName: 'Jane', lastName: 'Doe' } },
  date: '2026-12-01',
  timeSlot: '10:00 AM - 10:30 AM',
  status: 'pending',
  start: '2026-12-01T15:00:00.000Z',
  timeZone: 'America/New_York',
};

const december = [
  freeSlot('2026-12-02', '09:00'),
  freeSlot('2026-12-02', '09:30'),
  freeSlot('2026-12-03', '14:00'),
];

function api(): MockApi {
  const test = mockApi();
  test.on(`GET /api/doctor/availability/${DOCTOR}`, { body: availability() });
  test.on(`GET /api/doctor/slots/${DOCTOR}`, (call) => ({
    body: call.query.get('from') === '2026-12-01' ? december : [],
  }));
  return test;
}

function bodyOf(call: RecordedRequest) {
  return call.body;
}

function renderButton(onRescheduled = jest.fn()) {
  renderWithProviders(
    <RescheduleButton appointment={appointment} onRescheduled={onRescheduled} limitToHorizon />,
    { session },
  );
  return onRescheduled;
}

beforeEach(() => {
  pinClock('2026-11-24T12:00:00Z');
  setBrowserTimeZone('Europe/Berlin');
});
afterEach(() => {
  act(() => resetSession());
  jest.useRealTimers();
  restoreBrowserTimeZone();
});

async function openOnDecember(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Reschedule' }));
  const dialog = screen.getByRole('dialog', { name: 'Reschedule appointment' });
  expect(dialog).toHaveTextContent('Now: Tue 1 Dec 2026, 10:00 AM');
  await user.click(within(dialog).getByRole('button', { name: 'Next month' }));
  await waitFor(() =>
    expect(
      within(dialog).getByRole('button', { name: 'Wednesday 2 December 2026' }),
    ).not.toHaveAttribute('aria-disabled'),
  );
  return dialog;
}

describe('RescheduleButton', () => {
  it("offers the doctor's free days and times in the doctor's zone, with the zone note", async () => {
    const user = userEvent.setup();
    const test = api();
    renderButton();
    const dialog = await openOnDecember(user);
    expect(within(dialog).getByText(/^Times in New York \(E[SD]T\)$/)).toBeVisible();
    const slotCalls = test.callsTo(`GET /api/doctor/slots/${DOCTOR}`);
    expect(slotCalls.map((c) => [c.query.get('from'), c.query.get('to')])).toEqual([
      ['2026-11-01', '2026-11-30'],
      ['2026-12-01', '2026-12-31'],
    ]);
    expect(within(dialog).getByRole('button', { name: 'Friday 4 December 2026' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Wednesday 2 December 2026' }));
    const times = within(dialog)
      .getAllByRole('button', { pressed: false })
      .map((button) => button.textContent);
    expect(times).toEqual(['09:00 AM', '09:30 AM']);
    expect(
      within(dialog).getByRole('heading', { name: 'Free times on Wednesday 2 December 2026' }),
    ).toBeVisible();
  });

  it('moves the appointment: PATCH with the start, toast, and the caller hears of it', async () => {
    const user = userEvent.setup();
    const test = api();
    const moved = { ...appointment, date: '2026-12-02', timeSlot: '09:30 AM - 10:00 AM' };
    test.on('PATCH /api/appointment/reschedule/a1', { body: moved });
    const onRescheduled = renderButton();
    const dialog = await openOnDecember(user);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm new time' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Choose a day and a free time first.',
    );
    expect(test.callsTo('PATCH /api/appointment/reschedule/a1')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Wednesday 2 December 2026' }));
    await user.click(within(dialog).getByRole('button', { name: '09:30 AM' }));
    expect(within(dialog).getByRole('button', { name: '09:30 AM' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Confirm new time' }));
    expect(await screen.findByText('Appointment rescheduled.')).toBeVisible();
    expect(bodyOf(test.callsTo('PATCH /api/appointment/reschedule/a1')[0]!)).toEqual({
      start: december[1]!.start,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onRescheduled).toHaveBeenCalledWith(moved);
  });

  it('shows a 409 as it comes and asks for the free times again', async () => {
    const user = userEvent.setup();
    const test = api();
    test.on('PATCH /api/appointment/reschedule/a1', {
      status: 409,
      body: { message: 'This time slot is already booked for this doctor.' },
    });
    renderButton();
    const dialog = await openOnDecember(user);
    await user.click(within(dialog).getByRole('button', { name: 'Wednesday 2 December 2026' }));
    await user.click(within(dialog).getByRole('button', { name: '09:00 AM' }));
    const before = test.callsTo(`GET /api/doctor/slots/${DOCTOR}`).length;
    // Someone else took 09:00 meanwhile.
    test.on(`GET /api/doctor/slots/${DOCTOR}`, { body: december.slice(1) });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm new time' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /^This time slot is already booked for this doctor\.$/,
    );
    await waitFor(() =>
      expect(within(dialog).queryByRole('button', { name: '09:00 AM' })).not.toBeInTheDocument(),
    );
    expect(test.callsTo(`GET /api/doctor/slots/${DOCTOR}`).length).toBeGreaterThan(before);
    expect(within(dialog).getByRole('button', { name: '09:30 AM' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes with Keep current time and sends nothing', async () => {
    const user = userEvent.setup();
    const test = api();
    renderButton();
    await user.click(screen.getByRole('button', { name: 'Reschedule' }));
    await user.click(screen.getByRole('button', { name: 'Keep current time' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(test.calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Reschedule' })).toHaveFocus();
  });
});
