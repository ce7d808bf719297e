// The default answers of the mocked API: what a new account would get from the routes that
// screens call on their way (the counters beside the menu, the away message, the email
// preferences, free slots, the dashboards' side figures, sign-out). A test puts its own answers
// in front with mockApi().
import type {
  Appointment,
  CareMember,
  ChatSummary,
  DaySlot,
  NotificationList,
  NotificationPreferences,
  SignIn,
  TwoStepStatus,
  UnreadCount,
  VisitNote,
  WaitlistFigures,
  VideoRoom,
} from '@careconnect/api/contracts';
import type { HttpHandler } from 'msw';
import { route } from './route';

const none: UnreadCount = { count: 0 };
const noChats: ChatSummary[] = [];
const noNotifications: NotificationList = [];
const noAwayMessage = { awayMessage: null };
const noMessages = { total: 0, last30Days: 0 };
const noOutcomes = {
  range: { from: '2026-11-20', to: '2026-11-22' },
  outcomes: 0,
  noShows: 0,
  rate: null,
  byWeek: [],
  byDoctor: [],
};
const noAppointments: Appointment[] = [];
const noWaitlistFigures: WaitlistFigures = {
  waiting: 0,
  sent: 0,
  accepted: 0,
  declined: 0,
  expired: 0,
  taken: 0,
  open: 0,
  daysGained: 0,
  medianDaysGained: null,
};
const noSlots: DaySlot[] = [];
const noCareTeam: CareMember[] = [];
const noNote = (appointment: string): VisitNote => ({
  appointment,
  patient: '00000000-0000-4000-8000-0000000000a1',
  doctor: '00000000-0000-4000-8000-0000000000d1',
  status: 'none',
  subjective: '',
  objective: '',
  assessment: '',
  plan: '',
  version: 0,
  addenda: [],
  mayWrite: true,
});
const preferences: NotificationPreferences = { emailCopies: {} };
const thisDevice: SignIn = {
  _id: '00000000-0000-4000-8000-0000000000d1',
  device: 'Linux computer',
  browser: 'Chrome 140',
  place: 'This computer (loopback)',
  ip: '127.0.0.1',
  signedInAt: '2026-11-20T09:00:00.000Z',
  lastActiveAt: '2026-11-20T09:05:00.000Z',
  current: true,
};
const twoStepOff: TwoStepStatus = {
  totp: false,
  passkeys: [],
  recoveryCodesLeft: 0,
  required: false,
  demoAccount: false,
};

/** A video visit's room before anyone joined (a test gives the visit's own). */
const videoRoom: VideoRoom = {
  appointmentId: 'a0000000-0000-4000-8000-000000000001',
  role: 'patient',
  opensAt: '2026-11-20T08:50:00.000Z',
  closesAt: '2026-11-20T10:00:00.000Z',
  open: true,
  patientWaiting: false,
  admitted: false,
  doctorPresent: false,
  lastSignalId: 0,
};

export const handlers: HttpHandler[] = [
  route('GET /api/notify/unread', { body: none }),
  route('GET /api/notify/get/:userId', { body: noNotifications, total: 0 }),
  route('GET /api/notify/preferences', { body: preferences }),
  route('GET /api/user/two-step', { body: twoStepOff }),
  route('GET /api/chats/unread', { body: none }),
  route('GET /api/chats', { body: noChats }),
  route('GET /api/doctor/away-message', { body: noAwayMessage }),
  route('GET /api/doctor/slots/:doctorId', { body: noSlots }),
  route('GET /api/appointment/schedule-issues', { body: noAppointments }),
  route('GET /api/stats/messages', { body: noMessages }),
  route('GET /api/stats/admin/no-shows', { body: noOutcomes }),
  route('GET /api/reminders/failed', { body: [] }),
  route('GET /api/care/team/:patientId', { body: noCareTeam }),
  // No questionnaire or check-in unless a test gives one.
  route('GET /api/appointments/:id/previsit', { status: 404, body: { message: 'Not found.' } }),
  route('GET /api/doctor/check-ins', { body: [] }),
  // No visit note, template or follow-up unless a test gives one.
  route('GET /api/appointments/:id/note', ({ params }) => ({ body: noNote(String(params.id)) })),
  route('GET /api/doctor/note-templates', { body: [] }),
  route('GET /api/doctor/follow-ups', { body: [] }),
  route('GET /api/appointments/:id/summary', { status: 404, body: { message: 'Not found.' } }),
  // Every form with a patient choice asks for the first patients as it opens.
  route('GET /api/patient/choices', { body: [] }),
  // Settings lists the signed-in devices: this one only.
  route('GET /api/user/sessions', { body: [thisDevice] }),
  // An administrator's user pages list that user's devices.
  route('GET /api/user/sessions/user/:userId', { body: [] }),
  // The clinic's list of specializations (sign-up details, the doctor finder).
  route('GET /api/specializations', { body: [] }),
  // Earlier-time offers: a patient on no waitlist, with no offers; Reports' figures all zero.
  route('GET /api/waitlist', { body: [] }),
  route('GET /api/waitlist/offers', { body: [] }),
  route('GET /api/waitlist/figures', { body: noWaitlistFigures }),
  route('GET /api/waitlist/settings', { body: { offerMinutes: 120, offersAtOnce: 3 } }),
  // Video visits: an empty room, no signals, no relay.
  route('GET /api/video/:id', { body: videoRoom }),
  route('POST /api/video/:id/join', { body: { ...videoRoom, patientWaiting: true } }),
  route('POST /api/video/:id/admit', { body: { ...videoRoom, admitted: true } }),
  route('POST /api/video/:id/leave', { body: videoRoom }),
  route('POST /api/video/:id/signals', { status: 204 }),
  route('GET /api/video/:id/signals', { body: { signals: [], room: videoRoom } }),
  route('GET /api/video/:id/ice', {
    body: { iceServers: [], iceTransportPolicy: 'all', expiresAt: '2026-11-20T10:00:00.000Z' },
  }),
  // A patient's appointment lists, and their home's next appointments (asked for by user): none
  // unless a test gives some.
  route('GET /api/appointment/byPatient/:patientId', { body: noAppointments, total: 0 }),
  route('GET /api/appointment/byUser/:userId', { body: noAppointments, total: 0 }),
  // The clinic's cancellation notice, shown before a patient cancels (the default setting).
  route('GET /api/appointment/settings', { body: { cancellationNoticeHours: 2 } }),
  // A reminder link's page: a link that is not valid unless a test gives one.
  route('GET /api/appointment/link', {
    status: 400,
    body: { message: 'This link is not valid. Open the link from the email again.' },
  }),
  route('POST /api/appointment/link', {
    status: 400,
    body: { message: 'This link is not valid. Open the link from the email again.' },
  }),
  // Revoking the refresh cookie on sign-out: answered, never awaited.
  route('POST /api/user/logout', { status: 204 }),
];
