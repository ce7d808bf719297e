// The reminders' one-tap links (Confirm, Cancel), the patient's own confirmation, the reason a
// cancellation gives and the clinic's cancellation notice.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import {
  dayFromToday,
  setupTestApp,
  TEST_CONFIG,
  type Person,
  type TestApp,
} from '../../../test/helpers.js';
import {
  deriveAppointmentLinkKey,
  readAppointmentLink,
  signAppointmentLink,
  type LinkAction,
} from './appointment-links.js';

let t: TestApp;
let patient: Person;
let otherPatient: Person;
let doctor: Person;
let admin: Person;
let offset = 0;
const now = () => new Date(Date.now() + offset);
const key = deriveAppointmentLinkKey(TEST_CONFIG.jwtSecret!);

before(async () => {
  t = await setupTestApp({ now });
});
after(() => t.close());
beforeEach(async () => {
  offset = 0;
  await t.reset();
  patient = await t.createPatient({ firstName: 'Jane', lastName: 'Cooper' });
  otherPatient = await t.createPatient({ firstName: 'Omar', lastName: 'Farouk' });
  doctor = await t.createDoctor({ firstName: 'Ana', lastName: 'Silva' });
  admin = await t.createAdmin();
});

interface Booked {
  _id: string;
  start: string;
  date: string;
  timeSlot: string;
}

async function book(days: number, by: Person = patient, slot = '10:00 AM - 10:30 AM') {
  const reply = await t.request('POST', '/api/appointment/create', {
    token: by.token,
    body: { doctor: doctor.doctorId, date: dayFromToday(days), timeSlot: slot },
  });
  assert.equal(reply.status, 201, JSON.stringify(reply.body));
  return reply.body as Booked;
}

const tokenFor = (appointment: Booked, action: LinkAction) =>
  signAppointmentLink(key, {
    appointmentId: appointment._id,
    action,
    start: Date.parse(appointment.start),
  });

const view = (token: string) => t.request('GET', '/api/appointment/link', { query: { token } });
const use = (token: string, reason?: string) =>
  t.request('POST', '/api/appointment/link', {
    body: reason === undefined ? { token } : { token, reason },
  });
const asDoctor = async (id: string) =>
  (await t.request('GET', `/api/appointment/get/${id}`, { token: doctor.token })).body;

describe('the token', () => {
  it('reads back what was signed, and nothing altered', () => {
    const claims = {
      appointmentId: '1b4e28ba-2fa1-41d2-883f-0016d3cca427',
      action: 'confirm' as const,
      start: 1_800_000_000_000,
    };
    const token = signAppointmentLink(key, claims);
    assert.deepEqual(readAppointmentLink(key, token), claims);
    assert.equal(readAppointmentLink(deriveAppointmentLinkKey('another secret'), token), null);
    assert.equal(readAppointmentLink(key, token.replace('.confirm.', '.cancel.')), null);
    assert.equal(readAppointmentLink(key, `${token}x`), null);
    assert.equal(readAppointmentLink(key, token.slice(0, -2)), null);
    // Every other spelling of the signature's last character (also one that decodes the same).
    for (const c of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_')
      if (c !== token.at(-1)) assert.equal(readAppointmentLink(key, token.slice(0, -1) + c), null);
    assert.equal(readAppointmentLink(key, 'a1.x.confirm.1.y'), null);
  });
});

describe('GET and POST /api/appointment/link', () => {
  it('Confirm: the page shows the appointment; the POST confirms once; a second use says so', async () => {
    const appointment = await book(3);
    const token = tokenFor(appointment, 'confirm');

    const page = await view(token);
    assert.equal(page.status, 200, JSON.stringify(page.body));
    assert.equal(page.body.action, 'confirm');
    assert.equal(page.body.state, 'open');
    assert.equal(page.body.doctorName, 'Dr. Ana Silva');
    assert.equal(page.body.date, appointment.date);
    assert.equal(page.body.timeSlot, appointment.timeSlot);
    assert.equal(page.body.patientConfirmed, false);
    // Reading the page acts on nothing (mail scanners open links).
    assert.equal((await asDoctor(appointment._id)).patientConfirmedAt, undefined);

    const first = await use(token);
    assert.equal(first.status, 200, JSON.stringify(first.body));
    assert.equal(first.body.message, 'Thank you: your appointment is confirmed.');
    const seen = await asDoctor(appointment._id);
    assert.match(seen.patientConfirmedAt, /^\d{4}-\d{2}-\d{2}T/);
    // The doctor's own confirmation is another thing: the status is unchanged.
    assert.equal(seen.status, 'pending');

    const second = await use(token);
    assert.equal(second.status, 409);
    assert.equal(second.body.message, 'You have already confirmed this appointment.');
    const again = await view(token);
    assert.equal(again.body.state, 'done');
    assert.equal(again.body.message, 'You have already confirmed this appointment.');
    const [uses] = await t.sql<{ n: number }>(
      (await import('drizzle-orm')).sql`select count(*)::int as n from appointment_link_uses`,
    );
    assert.equal(uses!.n, 1);
  });

  it('Cancel: cancels with the reason, shown to the doctor; a second use says so', async () => {
    const appointment = await book(3);
    const token = tokenFor(appointment, 'cancel');
    const page = await view(token);
    assert.equal(page.body.state, 'open');
    assert.equal(
      page.body.message,
      'Online cancelling closes 2 hours before the appointment. After that, please call the clinic.',
    );
    assert.equal(page.body.cancellingClosed, false);

    const first = await use(token, '  Feeling better  ');
    assert.equal(first.status, 200, JSON.stringify(first.body));
    assert.equal(first.body.message, 'Your appointment is cancelled.');
    const seen = await asDoctor(appointment._id);
    assert.equal(seen.status, 'cancelled');
    assert.equal(seen.cancelReason, 'Feeling better');

    const second = await use(token);
    assert.equal(second.status, 409);
    assert.equal(second.body.message, 'This appointment is already cancelled.');
    // The time is free again: another patient books it.
    const rebooked = await t.request('POST', '/api/appointment/create', {
      token: otherPatient.token,
      body: { doctor: doctor.doctorId, date: appointment.date, timeSlot: appointment.timeSlot },
    });
    assert.equal(rebooked.status, 201, JSON.stringify(rebooked.body));
  });

  it('an altered token, one of another appointment or of another action acts on nothing', async () => {
    const mine = await book(3);
    const theirs = await book(3, otherPatient, '11:00 AM - 11:30 AM');
    const token = tokenFor(mine, 'confirm');
    const invalid = 'This link is not valid. Open the link from the email again.';

    // The signature of one appointment's link with another's id.
    const swapped = token.replace(mine._id, theirs._id);
    // A confirm link turned into a cancel link.
    const otherAction = token.replace('.confirm.', '.cancel.');
    // One character of the signature changed.
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    const altered = token.slice(0, -1) + last;
    for (const bad of [swapped, otherAction, altered, 'nonsense']) {
      const page = await view(bad);
      assert.equal(page.status, 400, bad);
      assert.equal(page.body.message, invalid);
      const posted = await use(bad);
      assert.equal(posted.status, 400, bad);
      assert.equal(posted.body.message, invalid);
    }
    for (const id of [mine._id, theirs._id]) {
      const row = await asDoctor(id);
      assert.equal(row.status, 'pending');
      assert.equal(row.patientConfirmedAt, undefined);
    }
  });

  it('expires when the appointment starts, and when it moves', async () => {
    const appointment = await book(3);
    const confirm = tokenFor(appointment, 'confirm');
    const cancel = tokenFor(appointment, 'cancel');
    assert.equal((await use(confirm)).status, 200);

    const moved = await t.request('PATCH', `/api/appointment/reschedule/${appointment._id}`, {
      token: patient.token,
      body: { date: appointment.date, timeSlot: '11:00 AM - 11:30 AM' },
    });
    assert.equal(moved.status, 200, JSON.stringify(moved.body));
    // The patient confirmed the old time: the new one waits for their confirmation.
    assert.equal(moved.body.patientConfirmedAt, undefined);
    const stale = await use(confirm);
    assert.equal(stale.status, 410);
    assert.match(stale.body.message, /^This link is out of date: the appointment was moved\./);

    const fresh = tokenFor(moved.body as Booked, 'cancel');
    offset = Date.parse((moved.body as Booked).start) - Date.now() + 60_000;
    for (const token of [fresh, cancel]) {
      const expired = await use(token);
      assert.equal(expired.status, 410);
    }
    const expired = await view(fresh);
    assert.equal(
      expired.body.message,
      'This link has expired: the appointment has already started.',
    );
    assert.equal((await asDoctor(appointment._id)).status, 'pending');
  });

  it('a confirm link of a cancelled appointment says it can no longer be confirmed', async () => {
    const appointment = await book(3);
    const cancelled = await t.request('PATCH', `/api/appointment/status/${appointment._id}`, {
      token: doctor.token,
      body: { status: 'cancelled' },
    });
    assert.equal(cancelled.status, 200);
    const posted = await use(tokenFor(appointment, 'confirm'));
    assert.equal(posted.status, 409);
    assert.equal(
      posted.body.message,
      'This appointment is cancelled and can no longer be confirmed.',
    );
  });
});

describe("the patient's Confirm button", () => {
  it('PATCH /patient-confirmation/:id: the patient their own; a doctor 403, another patient 404', async () => {
    const appointment = await book(3);
    const url = `/api/appointment/patient-confirmation/${appointment._id}`;
    assert.equal((await t.request('PATCH', url, { token: doctor.token })).status, 403);
    assert.equal((await t.request('PATCH', url, { token: otherPatient.token })).status, 404);
    const confirmed = await t.request('PATCH', url, { token: patient.token });
    assert.equal(confirmed.status, 200, JSON.stringify(confirmed.body));
    assert.match(confirmed.body.patientConfirmedAt, /^\d{4}-/);
    // Its link afterwards finds it confirmed.
    const page = await view(tokenFor(appointment, 'confirm'));
    assert.equal(page.body.state, 'done');
    const list = await t.request('GET', `/api/appointment/byDoctor/${doctor.doctorId}`, {
      token: doctor.token,
    });
    assert.equal(list.body[0].patientConfirmedAt, confirmed.body.patientConfirmedAt);
  });
});

describe('cancelling: the reason and the clinic notice', () => {
  it('keeps the reason a patient gives and shows it to the doctor', async () => {
    const appointment = await book(3);
    const reply = await t.request('PATCH', `/api/appointment/status/${appointment._id}`, {
      token: patient.token,
      body: { status: 'cancelled', reason: 'Travelling that week' },
    });
    assert.equal(reply.status, 200, JSON.stringify(reply.body));
    assert.equal((await asDoctor(appointment._id)).cancelReason, 'Travelling that week');
    const tooLong = await t.request('PATCH', `/api/appointment/status/${appointment._id}`, {
      token: patient.token,
      body: { status: 'cancelled', reason: 'x'.repeat(501) },
    });
    assert.equal(tooLong.status, 400);
  });

  it('administrators set the notice; patients are held to it, online and by link; staff are not', async () => {
    const settings = '/api/appointment/settings';
    assert.equal(
      (await t.request('GET', settings, { token: patient.token })).body.cancellationNoticeHours,
      2,
    );
    assert.equal(
      (
        await t.request('PUT', settings, {
          token: doctor.token,
          body: { cancellationNoticeHours: 1 },
        })
      ).status,
      403,
    );
    assert.equal(
      (
        await t.request('PUT', settings, {
          token: admin.token,
          body: { cancellationNoticeHours: 169 },
        })
      ).status,
      400,
    );
    const saved = await t.request('PUT', settings, {
      token: admin.token,
      body: { cancellationNoticeHours: 96 },
    });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    assert.equal(saved.body.cancellationNoticeHours, 96);

    const inside = await book(3);
    const closed =
      'Online cancelling closed 96 hours before the appointment. Please call the clinic to cancel.';
    const refused = await t.request('PATCH', `/api/appointment/status/${inside._id}`, {
      token: patient.token,
      body: { status: 'cancelled' },
    });
    assert.equal(refused.status, 409);
    assert.equal(refused.body.message, closed);
    const token = tokenFor(inside, 'cancel');
    const page = await view(token);
    assert.equal(page.body.cancellingClosed, true);
    assert.equal(page.body.message, closed);
    const posted = await use(token);
    assert.equal(posted.status, 409);
    assert.equal(posted.body.message, closed);
    // A refused use is not recorded: nothing was done.
    assert.equal((await view(token)).body.state, 'open');

    const outside = await book(6);
    const allowed = await t.request('PATCH', `/api/appointment/status/${outside._id}`, {
      token: patient.token,
      body: { status: 'cancelled' },
    });
    assert.equal(allowed.status, 200, JSON.stringify(allowed.body));

    // The doctor (who talks to the patient) may still cancel.
    const byDoctor = await t.request('PATCH', `/api/appointment/status/${inside._id}`, {
      token: doctor.token,
      body: { status: 'cancelled' },
    });
    assert.equal(byDoctor.status, 200);

    // 0: no notice.
    await t.request('PUT', settings, { token: admin.token, body: { cancellationNoticeHours: 0 } });
    const late = await book(1, patient, '02:00 PM - 02:30 PM');
    const lateCancel = await t.request('PATCH', `/api/appointment/status/${late._id}`, {
      token: patient.token,
      body: { status: 'cancelled' },
    });
    assert.equal(lateCancel.status, 200, JSON.stringify(lateCancel.body));
  });
});
