import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders, resetSession } from '@careconnect/shared-ui/testing';
import type { WaitlistEntry, WaitlistOffer } from '../../../lib/api-types';
import { patientSession } from '../../../testing/fixtures';
import { WAITLIST_TEXT, timeLeft } from './waitlist-text';
import { daysText, WaitlistScreen } from './waitlist-screen';

afterEach(() => act(() => resetSession()));

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

function offer(fields: Partial<WaitlistOffer> = {}): WaitlistOffer {
  return {
    _id: '00000000-0000-4000-8000-00000000a001',
    status: 'open',
    doctor: {
      _id: '00000000-0000-4000-8000-00000000d001',
      name: 'Dr. Ivo Brandt',
      specialization: 'Cardiology',
    },
    start: '2026-12-02T10:00:00.000Z',
    end: '2026-12-02T10:30:00.000Z',
    date: '2026-12-02',
    timeSlot: '10:00 AM - 10:30 AM',
    timeZone: 'UTC',
    sentAt: '2026-11-27T09:00:00.000Z',
    expiresAt: inMinutes(80),
    answeredAt: null,
    appointmentId: null,
    ...fields,
  };
}

const entry: WaitlistEntry = {
  _id: '00000000-0000-4000-8000-00000000e001',
  doctor: {
    _id: '00000000-0000-4000-8000-00000000d001',
    name: 'Dr. Ivo Brandt',
    specialization: 'Cardiology',
  },
  specialization: 'Cardiology',
  appointment: null,
  weekDays: [1, 2, 3, 4, 5],
  from: '08:00',
  to: '12:00',
  until: null,
  status: 'waiting',
  joinedAt: '2026-11-20T09:00:00.000Z',
};

describe('WaitlistScreen', () => {
  it('shows an open offer with the time left; Accept books it', async () => {
    const api = mockApi({
      'GET /api/waitlist/offers': { body: [offer()] },
      'POST /api/waitlist/offers/:id/accept': {
        status: 201,
        body: {
          offer: offer({ status: 'accepted' }),
          appointmentId: offer()._id,
          replacedAppointmentId: null,
        },
      },
    });
    renderWithProviders(<WaitlistScreen />, { session: patientSession });
    const item = await screen.findByRole('listitem', { name: /Dr\. Ivo Brandt, / });
    expect(within(item).getByText(/1 h 19 min left|1 h 20 min left/)).toBeInTheDocument();
    api.on('GET /api/waitlist/offers', { body: [offer({ status: 'accepted' })] });
    await userEvent.click(within(item).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText(WAITLIST_TEXT.accepted)).toBeInTheDocument();
    expect(api.callsTo(`POST /api/waitlist/offers/${offer()._id}/accept`)).toHaveLength(1);
    expect(await screen.findByText(WAITLIST_TEXT.statusAccepted)).toBeInTheDocument();
  });

  it('a time another patient took says so, with no buttons; so does an expired one', async () => {
    mockApi({
      'GET /api/waitlist/offers': {
        body: [
          offer({ status: 'taken' }),
          offer({ _id: '00000000-0000-4000-8000-00000000a002', expiresAt: inMinutes(-1) }),
        ],
      },
    });
    renderWithProviders(<WaitlistScreen />, { session: patientSession });
    expect(await screen.findByText('This time has been taken.')).toBeInTheDocument();
    expect(screen.getByText('This offer has expired.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('a failed accept shows the server’s sentence', async () => {
    mockApi({
      'GET /api/waitlist/offers': { body: [offer()] },
      'POST /api/waitlist/offers/:id/accept': {
        status: 409,
        body: { message: 'This time has been taken.' },
      },
    });
    renderWithProviders(<WaitlistScreen />, { session: patientSession });
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('This time has been taken.')).toBeInTheDocument();
  });

  it('lists what the patient waits for, and Leave ends it', async () => {
    const api = mockApi({
      'GET /api/waitlist': { body: [entry] },
      'DELETE /api/waitlist/:id': { body: { message: 'You left the waitlist.' } },
    });
    renderWithProviders(<WaitlistScreen />, { session: patientSession });
    expect(await screen.findByText(WAITLIST_TEXT.noOffers)).toBeInTheDocument();
    const item = await screen.findByRole('listitem', { name: 'Dr. Ivo Brandt' });
    expect(within(item).getByText('Monday to Friday, 08:00–12:00')).toBeInTheDocument();
    api.on('GET /api/waitlist', { body: [] });
    await userEvent.click(within(item).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText(WAITLIST_TEXT.noEntries)).toBeInTheDocument();
    expect(api.callsTo(`DELETE /api/waitlist/${entry._id}`)).toHaveLength(1);
  });
});

describe('WaitlistScreen from the first available times', () => {
  it('opens the wishes for any doctor of the specialization asked for', async () => {
    const api = mockApi({ 'POST /api/waitlist': { status: 201, body: {} } });
    renderWithProviders(<WaitlistScreen />, {
      session: patientSession,
      route: '/patient/waitlist?specialization=Cardiology',
    });
    expect(
      await screen.findByRole('heading', { name: 'Join the waitlist: any doctor of Cardiology' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    expect(await screen.findByText(WAITLIST_TEXT.joined)).toBeInTheDocument();
    expect(api.callsTo('POST /api/waitlist')[0]?.body).toMatchObject({
      specialization: 'Cardiology',
      weekDays: [1, 2, 3, 4, 5],
    });
  });
});

describe('waitlist wording', () => {
  it.each([
    [[1, 2, 3, 4, 5, 6, 7], 'Every day'],
    [[1, 2, 3], 'Monday to Wednesday'],
    [[6, 1], 'Monday, Saturday'],
  ])('days %j read "%s"', (days, text) => expect(daysText(days)).toBe(text));

  it('the time left', () => {
    const now = Date.parse('2026-11-27T10:00:00Z');
    expect(timeLeft('2026-11-27T11:20:30Z', now)).toBe('1 h 20 min left');
    expect(timeLeft('2026-11-27T10:45:00Z', now)).toBe('45 min left');
    expect(timeLeft('2026-11-27T12:00:00Z', now)).toBe('2 h left');
    expect(timeLeft('2026-11-27T10:00:20Z', now)).toBe('Less than a minute left');
  });
});
