// Earlier-time offers: which waiting patients a freed time goes to, in which order and how many at
// once, expiry and declines passing it on, the atomic accept (30 patients at once), the old
// appointment freed and offered onward, ownership, the figures, and the job queue's path to a
// real SMTP server.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { setupTestApp, type Person, type TestApp } from '../../../test/helpers.js';
import { startSmtp, type Smtp } from '../../../test/smtp.js';
import { OFFER_ANSWERED, OFFER_EXPIRED, OFFER_TAKEN, TIMES_ORDER } from './waitlist.service.js';

const DAY = 86_400_000;
const MINUTE = 60_000;

let t: TestApp;
/** The app's clock is the real one moved by this much. */
let offset = 0;
const now = () => new Date(Date.now() + offset);

before(async () => {
  t = await setupTestApp({ now });
});
after(async () => {
  await t?.close();
});
beforeEach(async () => {
  offset = 0;
  await t.reset();
  // The defaults unless a test sets its own.
  await t.sql(sql`delete from app_settings where key like 'waitlist_%'`);
});

/** 10:00 UTC (the default hours: every day 09:00-17:00 UTC) `days` ahead. */
function at(days: number, hour = 10): string {
  const d = new Date(Date.now() + days * DAY);
  d.setUTCHours(hour, 0, 0, 0);
  return d.toISOString();
}
const weekdayOf = (iso: string) => ((new Date(iso).getUTCDay() + 6) % 7) + 1;
const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];

async function book(patient: Person, doctor: Person, start: string): Promise<string> {
  const reply = await t.request('POST', '/api/appointment/create', {
    token: patient.token,
    body: { doctor: doctor.doctorId, start, reason: 'Check-up' },
  });
  assert.equal(reply.status, 201, JSON.stringify(reply.body));
  return reply.body._id as string;
}

async function cancel(patient: Person, id: string) {
  const reply = await t.request('PATCH', `/api/appointment/status/${id}`, {
    token: patient.token,
    body: { status: 'cancelled' },
  });
  assert.equal(reply.status, 200, JSON.stringify(reply.body));
}

async function join(patient: Person, body: Record<string, unknown>) {
  const reply = await t.request('POST', '/api/waitlist', {
    token: patient.token,
    body: { weekDays: EVERY_DAY, from: '08:00', to: '18:00', ...body },
  });
  assert.equal(reply.status, 201, JSON.stringify(reply.body));
  return reply.body as { _id: string };
}

type Offer = { _id: string; status: string; start: string; expiresAt: string };
async function offersOf(patient: Person): Promise<Offer[]> {
  const reply = await t.request<Offer[]>('GET', '/api/waitlist/offers', { token: patient.token });
  assert.equal(reply.status, 200);
  return reply.body;
}

async function settings(values: { offerMinutes?: number; offersAtOnce?: number }) {
  const admin = await t.createAdmin({ secondFactor: false });
  const reply = await t.request('PUT', '/api/waitlist/settings', {
    token: admin.token,
    body: { offerMinutes: 120, offersAtOnce: 3, ...values },
  });
  assert.equal(reply.status, 200, JSON.stringify(reply.body));
  return admin;
}

const patients = (n: number, name: string) =>
  Promise.all(
    Array.from({ length: n }, (_, i) =>
      t.createPatient({ firstName: `${name}${i + 1}`, lastName: 'Waiting' }),
    ),
  );

describe('waitlist', () => {
  it('offers a cancelled time to the fitting patients, in the order they joined, 3 at a time', async () => {
    const doctor = await t.createDoctor({ specialization: 'Cardiology' });
    const other = await t.createDoctor({ specialization: 'Dermatology' });
    const a = await t.createPatient({ firstName: 'Ada' });
    const freed = at(3);
    const appointment = await book(a, doctor, freed);
    const [p1, p2, p3, p4, p5, p6, p7, p8, p9] = await patients(9, 'P');
    await join(p1!, { doctor: doctor.doctorId });
    // Not that day of the week, not that time of day, not that doctor, not until then.
    await join(p2!, { doctor: doctor.doctorId, weekDays: [(weekdayOf(freed) % 7) + 1] });
    await join(p3!, { doctor: doctor.doctorId, from: '13:00', to: '17:00' });
    await join(p4!, { doctor: other.doctorId });
    await join(p5!, { doctor: doctor.doctorId, until: at(1).slice(0, 10) });
    // The specialization's waitlist (any cardiologist); and one whose appointment is sooner.
    await join(p6!, { specialization: 'cardiology' });
    const sooner = await book(p7!, doctor, at(2));
    await join(p7!, { appointment: sooner });
    await join(p8!, { doctor: doctor.doctorId });
    // Fits too, but three are offered it at once: P9 comes next if they do not take it.
    await join(p9!, { doctor: doctor.doctorId });

    await cancel(a, appointment);

    const offered = [];
    for (const p of [p1, p2, p3, p4, p5, p6, p7, p8, p9]) {
      const offers = await offersOf(p!);
      if (offers.length) offered.push(p!.firstName);
    }
    // The first three who fit, in the order they joined.
    assert.deepEqual(offered, ['P1', 'P6', 'P8']);
    const [offer] = await offersOf(p1!);
    assert.equal(offer!.status, 'open');
    assert.equal(offer!.start, freed);
    // Two hours to answer by default.
    assert.ok(Math.abs(Date.parse(offer!.expiresAt) - (now().getTime() + 120 * MINUTE)) < MINUTE);
    // Told in the app and by email.
    const notes = await t.request<{ message: string }[]>('GET', `/api/notify/get/${p1!.userId}`, {
      token: p1!.token,
    });
    assert.ok(
      notes.body.some((n) => n.message.startsWith('An earlier time is free with Dr.')),
      JSON.stringify(notes.body),
    );
    const emails = await t.emails(p1!.email);
    assert.equal(emails.filter((e) => e.subject === 'An earlier time is free').length, 1);
    assert.equal((await t.emails(p2!.email)).length, 0);
  });

  it('an offer expires at the latest at the minimum notice, and the next patient gets the time', async () => {
    const doctor = await t.createDoctor();
    const a = await t.createPatient();
    await settings({ offerMinutes: 4 * 60 * 24, offersAtOnce: 1 });
    const freed = at(2);
    const appointment = await book(a, doctor, freed);
    const [p1, p2] = await patients(2, 'E');
    await join(p1!, { doctor: doctor.doctorId });
    await join(p2!, { doctor: doctor.doctorId });
    await cancel(a, appointment);
    const [first] = await offersOf(p1!);
    // Four days to answer, but the slot's notice (1 hour) ends sooner.
    assert.equal(Date.parse(first!.expiresAt), Date.parse(freed) - 60 * MINUTE);
    assert.equal((await offersOf(p2!)).length, 0);

    // Past the answer time: the round (the queue runs it then) passes it on.
    offset = Date.parse(first!.expiresAt) - Date.now() + 1000;
    assert.equal(await t.app.waitlist.runRound(doctor.doctorId!, freed), 0);
    // Too close to the notice to offer again: nobody is offered a time they could not book.
    assert.equal((await offersOf(p1!))[0]!.status, 'expired');
    const late = await t.request('POST', `/api/waitlist/offers/${first!._id}/accept`, {
      token: p1!.token,
    });
    assert.equal(late.status, 409);
    assert.equal(late.body.message, OFFER_EXPIRED);
  });

  it('when an offer expires unanswered or is declined, the next waiting patients get it', async () => {
    const doctor = await t.createDoctor();
    const a = await t.createPatient();
    await settings({ offerMinutes: 30, offersAtOnce: 1 });
    const freed = at(4);
    const appointment = await book(a, doctor, freed);
    const [p1, p2, p3] = await patients(3, 'X');
    for (const p of [p1, p2, p3]) await join(p!, { doctor: doctor.doctorId });
    await cancel(a, appointment);
    assert.equal((await offersOf(p1!)).length, 1);
    assert.equal((await offersOf(p2!)).length, 0);

    offset = 31 * MINUTE;
    assert.equal(await t.app.waitlist.runRound(doctor.doctorId!, freed), 1);
    assert.equal((await offersOf(p1!))[0]!.status, 'expired');
    const [second] = await offersOf(p2!);
    assert.equal(second!.status, 'open');
    // Running the round again changes nothing while P2's offer is open.
    assert.equal(await t.app.waitlist.runRound(doctor.doctorId!, freed), 0);

    const declined = await t.request('POST', `/api/waitlist/offers/${second!._id}/decline`, {
      token: p2!.token,
    });
    assert.equal(declined.status, 200);
    assert.equal(declined.body.status, 'declined');
    assert.equal((await offersOf(p3!))[0]?.status, 'open');
    const again = await t.request('POST', `/api/waitlist/offers/${second!._id}/accept`, {
      token: p2!.token,
    });
    assert.equal(again.status, 409);
    assert.equal(again.body.message, OFFER_ANSWERED);
  });

  it('the first to accept books the time, frees their old appointment (offered onward), and the others are told it is gone', async () => {
    const doctor = await t.createDoctor({ firstName: 'Ivo', lastName: 'Brandt' });
    const a = await t.createPatient();
    const freed = at(3);
    const later = at(6);
    const appointment = await book(a, doctor, freed);
    const [b, c, d] = await patients(3, 'W');
    const old = await book(b!, doctor, later);
    await join(b!, { appointment: old });
    await join(c!, { doctor: doctor.doctorId });
    // D wants only the later day: B's old time, once freed.
    await join(d!, { doctor: doctor.doctorId, weekDays: [weekdayOf(later)] });

    await cancel(a, appointment);
    const [offerB] = await offersOf(b!);
    const [offerC] = await offersOf(c!);
    assert.equal(offerB?.status, 'open');
    assert.equal(offerC?.status, 'open');
    assert.equal((await offersOf(d!)).length, 0);

    const accepted = await t.request('POST', `/api/waitlist/offers/${offerB!._id}/accept`, {
      token: b!.token,
    });
    assert.equal(accepted.status, 201, JSON.stringify(accepted.body));
    assert.equal(accepted.body.offer.status, 'accepted');
    assert.equal(accepted.body.replacedAppointmentId, old);
    const mine = await t.request('GET', `/api/appointment/get/${accepted.body.appointmentId}`, {
      token: b!.token,
    });
    assert.equal(mine.body.start, freed);
    assert.equal(mine.body.status, 'pending');
    const gone = await t.request('GET', `/api/appointment/get/${old}`, { token: b!.token });
    assert.equal(gone.body.status, 'cancelled');

    // C's offer is gone, and says so.
    assert.equal((await offersOf(c!)).find((o) => o.start === freed)?.status, 'taken');
    const late = await t.request('POST', `/api/waitlist/offers/${offerC!._id}/accept`, {
      token: c!.token,
    });
    assert.equal(late.status, 409);
    assert.equal(late.body.message, OFFER_TAKEN);
    const notes = await t.request<{ message: string }[]>('GET', `/api/notify/get/${c!.userId}`, {
      token: c!.token,
    });
    assert.ok(notes.body.some((n) => n.message.endsWith('has been taken.')));

    // B's old time went on to those who wait for it: C (any time) and D (that day).
    assert.equal((await offersOf(d!))[0]?.start, later);
    assert.equal((await offersOf(c!)).find((o) => o.start === later)?.status, 'open');
    // B waits no more.
    assert.deepEqual((await t.request('GET', '/api/waitlist', { token: b!.token })).body, []);

    // The administrator's figures: B and C for the first time, C and D for B's old one.
    const admin = await t.createAdmin({ secondFactor: false });
    const figures = await t.request('GET', '/api/waitlist/figures', { token: admin.token });
    assert.equal(figures.status, 200);
    assert.equal(figures.body.accepted, 1);
    assert.equal(figures.body.taken, 1);
    assert.equal(figures.body.sent, 4);
    assert.equal(figures.body.daysGained, 3);
    assert.equal(figures.body.medianDaysGained, 3);
  });

  it('30 patients accept one time at once: exactly one books it, the others get a clear 409', async () => {
    const doctor = await t.createDoctor();
    const a = await t.createPatient();
    await settings({ offersAtOnce: 30 });
    const freed = at(5);
    const appointment = await book(a, doctor, freed);
    const crowd = await patients(30, 'C');
    for (const p of crowd) await join(p, { doctor: doctor.doctorId });
    await cancel(a, appointment);
    const offers = await Promise.all(crowd.map(async (p) => (await offersOf(p))[0]!));
    assert.equal(offers.filter((o) => o.status === 'open').length, 30);

    const replies = await Promise.all(
      crowd.map((p, i) =>
        t.request('POST', `/api/waitlist/offers/${offers[i]!._id}/accept`, { token: p.token }),
      ),
    );
    const statuses = replies.map((r) => r.status);
    assert.equal(statuses.filter((s) => s === 201).length, 1, statuses.join(','));
    assert.equal(statuses.filter((s) => s === 409).length, 29, statuses.join(','));
    for (const r of replies.filter((r) => r.status === 409))
      assert.equal(r.body.message, OFFER_TAKEN);
    const booked = await t.request('GET', `/api/appointment/byDoctor/${doctor.doctorId}`, {
      token: doctor.token,
    });
    const live = (booked.body as { start: string; status: string }[]).filter(
      (x) => x.start === freed && x.status !== 'cancelled',
    );
    assert.equal(live.length, 1);
  });

  it('nobody answers or sees another patient’s offer; only patients wait; wishes are checked', async () => {
    const doctor = await t.createDoctor();
    const a = await t.createPatient();
    const appointment = await book(a, doctor, at(3));
    const [owner, stranger] = await patients(2, 'O');
    await join(owner!, { doctor: doctor.doctorId });
    await cancel(a, appointment);
    const [offer] = await offersOf(owner!);
    assert.equal((await offersOf(stranger!)).length, 0);
    for (const action of ['accept', 'decline']) {
      const reply = await t.request('POST', `/api/waitlist/offers/${offer!._id}/${action}`, {
        token: stranger!.token,
      });
      assert.equal(reply.status, 404);
      const asDoctor = await t.request('POST', `/api/waitlist/offers/${offer!._id}/${action}`, {
        token: doctor.token,
      });
      assert.equal(asDoctor.status, 403);
    }
    assert.equal((await offersOf(owner!))[0]!.status, 'open');
    const [entry] = (await t.request('GET', '/api/waitlist', { token: owner!.token })).body;
    const leave = await t.request('DELETE', `/api/waitlist/${entry._id}`, {
      token: stranger!.token,
    });
    assert.equal(leave.status, 404);
    // Somebody else's appointment cannot be brought forward.
    const theirs = await t.request('POST', '/api/waitlist', {
      token: stranger!.token,
      body: { appointment: appointment, weekDays: [1], from: '08:00', to: '18:00' },
    });
    assert.equal(theirs.status, 404);
    const byDoctor = await t.request('POST', '/api/waitlist', {
      token: doctor.token,
      body: { doctor: doctor.doctorId, weekDays: [1], from: '08:00', to: '18:00' },
    });
    assert.equal(byDoctor.status, 403);
    const backwards = await t.request('POST', '/api/waitlist', {
      token: owner!.token,
      body: { doctor: doctor.doctorId, weekDays: [1], from: '12:00', to: '09:00' },
    });
    assert.equal(backwards.status, 400);
    assert.equal(backwards.body.message, TIMES_ORDER);
    const leaving = await t.request('DELETE', `/api/waitlist/${entry._id}`, {
      token: owner!.token,
    });
    assert.equal(leaving.status, 200);
    assert.deepEqual((await t.request('GET', '/api/waitlist', { token: owner!.token })).body, []);
  });

  it('new working hours offer their earliest fitting free time', async () => {
    const doctor = await t.createDoctor();
    const [p1] = await patients(1, 'H');
    const wanted = at(5, 15);
    await join(p1!, {
      doctor: doctor.doctorId,
      weekDays: [weekdayOf(wanted)],
      from: '15:00',
      to: '16:00',
    });
    assert.equal((await offersOf(p1!)).length, 0);
    const saved = await t.request('PUT', `/api/doctor/availability/${doctor.doctorId}`, {
      token: doctor.token,
      body: {
        timeZone: 'UTC',
        slotMinutes: 30,
        bufferBeforeMinutes: 0,
        bufferAfterMinutes: 0,
        minimumNoticeHours: 1,
        horizonDays: 30,
        maxUpcomingPerPatient: 2,
        weekly: EVERY_DAY.map((weekday) => ({ weekday, start: '09:00', end: '17:00' })),
        overrides: [],
        timeOff: [],
      },
    });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    const offers = await offersOf(p1!);
    assert.equal(offers.length, 1);
    assert.equal(new Date(offers[0]!.start).getUTCHours(), 15);
    assert.equal(weekdayOf(offers[0]!.start), weekdayOf(wanted));
  });
});

describe('waitlist on the job queue', () => {
  let smtp: Smtp;
  let q: TestApp;
  before(async () => {
    smtp = await startSmtp();
    q = await setupTestApp({
      config: {
        smtpUrl: `smtp://127.0.0.1:${smtp.port}/?ignoreTLS=true`,
        demoMode: false,
        mailFrom: 'CareConnect <no-reply@careconnect.test>',
        appUrl: 'https://care.example.test',
        reminders: {
          enabled: true,
          pollSeconds: 0.5,
          retryDelaySeconds: 1,
          retryDelayMaxSeconds: 1,
        },
      },
    });
  });
  after(async () => {
    await q?.close();
    await smtp?.close();
  });

  it('a cancellation emails the offer within seconds through the queue', async () => {
    const doctor = await q.createDoctor({ firstName: 'Ivo', lastName: 'Brandt' });
    const a = await q.createPatient();
    const b = await q.createPatient({ firstName: 'Bea' });
    const start = at(3);
    const booked = await q.request('POST', '/api/appointment/create', {
      token: a.token,
      body: { doctor: doctor.doctorId, start },
    });
    assert.equal(booked.status, 201);
    const joined = await q.request('POST', '/api/waitlist', {
      token: b.token,
      body: { doctor: doctor.doctorId, weekDays: EVERY_DAY, from: '08:00', to: '18:00' },
    });
    assert.equal(joined.status, 201);
    const cancelledAt = Date.now();
    const cancelled = await q.request('PATCH', `/api/appointment/status/${booked.body._id}`, {
      token: a.token,
      body: { status: 'cancelled' },
    });
    assert.equal(cancelled.status, 200);
    const deadline = Date.now() + 20_000;
    let mail;
    while (!(mail = smtp.to(b.email, 'An earlier time is free')[0]) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    assert.ok(mail, 'the offer email arrived');
    assert.ok(Date.now() - cancelledAt < 20_000);
    assert.match(mail.text ?? '', /Dr\. Ivo Brandt/);
    assert.match(String(mail.html), /See the offer/);
    assert.match(String(mail.html), /https:\/\/care\.example\.test\/patient\/waitlist/);
  });
});
