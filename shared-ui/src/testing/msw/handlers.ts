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
const noSlots: DaySlot[] = [];
const noCareTeam: CareMember[] = [];
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
  // Every form with a patient choice asks for the first patients as it opens.
  route('GET /api/patient/choices', { body: [] }),
  // Settings lists the signed-in devices: this one only.
  route('GET /api/user/sessions', { body: [thisDevice] }),
  // An administrator's user pages list that user's devices.
  route('GET /api/user/sessions/user/:userId', { body: [] }),
  // The clinic's list of specializations (sign-up details, the doctor finder).
  route('GET /api/specializations', { body: [] }),
  // A patient's home asks for their next appointments: none unless a test gives some.
  route('GET /api/appointment/byPatient/:patientId', { body: noAppointments, total: 0 }),
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
