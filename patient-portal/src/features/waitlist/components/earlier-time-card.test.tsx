import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders, resetSession } from '@careconnect/shared-ui/testing';
import { patientSession } from '../../../testing/fixtures';
import { EarlierTimeCard } from './earlier-time-card';
import { JoinWaitlistCard } from './join-waitlist-card';
import { WAITLIST_TEXT } from './waitlist-text';

afterEach(() => act(() => resetSession()));

const APPOINTMENT = '00000000-0000-4000-8000-0000000000a1';
const DOCTOR = '00000000-0000-4000-8000-0000000000d1';
const LATER = new Date(Date.now() + 7 * 86_400_000).toISOString();

describe('EarlierTimeCard', () => {
  it('asks for an earlier time with the days and times that suit', async () => {
    const api = mockApi({ 'POST /api/waitlist': { status: 201, body: {} } });
    renderWithProviders(<EarlierTimeCard appointmentId={APPOINTMENT} start={LATER} />, {
      session: patientSession,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Offer me an earlier time' }));
    // Weekdays are chosen to begin with; the patient adds Saturday and narrows the times.
    await userEvent.click(screen.getByLabelText('Saturday'));
    const to = screen.getByLabelText(/^To/);
    await userEvent.clear(to);
    await userEvent.type(to, '12:00');
    await userEvent.click(screen.getByRole('button', { name: 'Offer me an earlier time' }));
    expect(await screen.findByText(WAITLIST_TEXT.joined)).toBeInTheDocument();
    expect(api.callsTo('POST /api/waitlist')[0]?.body).toEqual({
      appointment: APPOINTMENT,
      weekDays: [1, 2, 3, 4, 5, 6],
      from: '08:00',
      to: '12:00',
      until: null,
    });
  });

  it('refuses no day and an end before the start, in words', async () => {
    const api = mockApi();
    renderWithProviders(<EarlierTimeCard appointmentId={APPOINTMENT} start={LATER} />, {
      session: patientSession,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Offer me an earlier time' }));
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'])
      await userEvent.click(screen.getByLabelText(day));
    const to = screen.getByLabelText(/^To/);
    await userEvent.clear(to);
    await userEvent.type(to, '07:00');
    await userEvent.click(screen.getByRole('button', { name: 'Offer me an earlier time' }));
    expect(await screen.findByText('Choose at least one day')).toBeInTheDocument();
    expect(screen.getByText('The end time must be after the start time.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/waitlist')).toHaveLength(0);
  });

  it('says the patient is waiting once they asked', async () => {
    mockApi({
      'GET /api/waitlist': {
        body: [
          {
            _id: '00000000-0000-4000-8000-0000000000e1',
            doctor: null,
            specialization: 'Cardiology',
            appointment: {
              _id: APPOINTMENT,
              date: '2026-12-09',
              timeSlot: '10:00 AM - 10:30 AM',
              start: null,
            },
            weekDays: [1],
            from: '08:00',
            to: '18:00',
            until: null,
            status: 'waiting',
            joinedAt: '2026-11-20T09:00:00.000Z',
          },
        ],
      },
    });
    renderWithProviders(<EarlierTimeCard appointmentId={APPOINTMENT} start={LATER} />, {
      session: patientSession,
    });
    expect(await screen.findByText(WAITLIST_TEXT.waitingEarlier)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your offers' })).toHaveAttribute(
      'href',
      '/patient/waitlist',
    );
  });

  it('offers nothing once the appointment has begun', () => {
    mockApi();
    renderWithProviders(
      <EarlierTimeCard appointmentId={APPOINTMENT} start="2020-01-01T10:00:00.000Z" />,
      { session: patientSession },
    );
    expect(screen.queryByRole('button', { name: 'Offer me an earlier time' })).toBeNull();
  });
});

describe('JoinWaitlistCard', () => {
  it("joins the doctor's waitlist", async () => {
    const api = mockApi({ 'POST /api/waitlist': { status: 201, body: {} } });
    renderWithProviders(<JoinWaitlistCard doctorId={DOCTOR} />, { session: patientSession });
    await userEvent.click(await screen.findByRole('button', { name: 'Join the waitlist' }));
    await userEvent.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    expect(await screen.findByText(WAITLIST_TEXT.joined)).toBeInTheDocument();
    expect(api.callsTo('POST /api/waitlist')[0]?.body).toMatchObject({
      doctor: DOCTOR,
      weekDays: [1, 2, 3, 4, 5],
    });
  });
});
