import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { after, before, beforeEach, describe, it } from 'node:test';
import {
  dayFromToday,
  setupTestApp,
  TEST_CONFIG,
  type Person,
  type TestApp,
} from '../../../test/helpers.js';
import { baseUrl, openStream } from '../../../test/sse.js';
import { buildApp, type App } from '../../app.js';
import { openDatabase } from '../../db/index.js';
import {
  CLOSED,
  DOCTOR_ONLY,
  NOBODY_WAITING,
  NOT_ADMITTED,
  NOT_A_VIDEO_VISIT,
  NOT_OPEN_YET,
  NOT_YOUR_VISIT,
} from './video.service.js';
import { NO_VIDEO_HERE } from '../appointments/appointments.service.js';

const MINUTE = 60_000;
const SECRET = 'a-test-turn-secret-of-some-length';

let t: TestApp;
let clock = Date.now();
let patient: Person;
let otherPatient: Person;
let doctor: Person;
let otherDoctor: Person;
let admin: Person;
let visit: { _id: string; start: string; end: string; kind: string };

before(async () => {
  t = await setupTestApp({
    now: () => new Date(clock),
    logger: process.env.VIDEO_LOG ? { level: 'error' } : false,
    config: {
      turn: { urls: ['turn:127.0.0.1:3478?transport=udp'], secret: SECRET, ttlSeconds: 3600 },
    },
  });
});
after(() => t.close());

/** Mornings by video, afternoons in person, every day. */
const HOURS = [1, 2, 3, 4, 5, 6, 7].flatMap((weekday) => [
  { weekday, start: '09:00', end: '12:00', kinds: ['video', 'in_person'] },
  { weekday, start: '13:00', end: '17:00' },
]);

async function book(who: Person, body: Record<string, unknown>) {
  return t.request('POST', '/api/appointment/create', {
    token: who.token,
    body: { doctor: doctor.doctorId, date: dayFromToday(5), ...body },
  });
}

beforeEach(async () => {
  await t.reset();
  clock = Date.now();
  patient = await t.createPatient({ firstName: 'Vera', lastName: 'Lind' });
  otherPatient = await t.createPatient({ firstName: 'Oskar', lastName: 'Berg' });
  doctor = await t.createDoctor({ firstName: 'Ines', lastName: 'Moreau' });
  otherDoctor = await t.createDoctor({ firstName: 'Paul', lastName: 'Gray' });
  admin = await t.createAdmin();
  const saved = await t.request('PUT', `/api/doctor/availability/${doctor.doctorId}`, {
    token: doctor.token,
    body: {
      timeZone: 'UTC',
      slotMinutes: 30,
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 0,
      minimumNoticeHours: 1,
      horizonDays: 90,
      maxUpcomingPerPatient: 5,
      weekly: HOURS,
      overrides: [],
      timeOff: [],
    },
  });
  assert.equal(saved.status, 200, JSON.stringify(saved.body));
  const booked = await book(patient, { timeSlot: '10:00 AM - 10:30 AM', kind: 'video' });
  assert.equal(booked.status, 201, JSON.stringify(booked.body));
  visit = booked.body;
});

const at = (minutesFromStart: number) => {
  clock = new Date(visit.start).getTime() + minutesFromStart * MINUTE;
};
const call = (method: 'GET' | 'POST', who: Person, path: string, body?: unknown) =>
  t.request(method, `/api/video/${visit._id}${path}`, { token: who.token, body });
const offer = { type: 'offer', sdp: 'v=0\r\n', session: 'session-one' };

describe('kinds of visit', () => {
  it('slots say which kinds they allow, and booking keeps to them', async () => {
    const slots = await t.request('GET', `/api/doctor/slots/${doctor.doctorId}`, {
      token: patient.token,
      query: { date: dayFromToday(5) },
    });
    assert.equal(slots.status, 200);
    const byLabel = new Map(
      (slots.body as { timeSlot: string; kinds: string[] }[]).map((s) => [s.timeSlot, s.kinds]),
    );
    assert.deepEqual(byLabel.get('09:00 AM - 09:30 AM'), ['video', 'in_person']);
    assert.deepEqual(byLabel.get('02:00 PM - 02:30 PM'), ['in_person']);
    assert.equal(visit.kind, 'video');

    const refused = await book(otherPatient, { timeSlot: '02:00 PM - 02:30 PM', kind: 'video' });
    assert.equal(refused.status, 400);
    assert.equal(refused.body.message, NO_VIDEO_HERE);
    const inPerson = await book(otherPatient, { timeSlot: '02:00 PM - 02:30 PM' });
    assert.equal(inPerson.status, 201);
    assert.equal(inPerson.body.kind, 'in_person');
    const bad = await book(otherPatient, { timeSlot: '03:00 PM - 03:30 PM', kind: 'phone' });
    assert.equal(bad.status, 400);

    const listed = await t.request('GET', `/api/appointment/get/${visit._id}`, {
      token: doctor.token,
    });
    assert.equal(listed.body.kind, 'video');
  });

  it('a visit in person has no video room', async () => {
    const inPerson = await book(patient, { timeSlot: '02:00 PM - 02:30 PM' });
    const room = await t.request('POST', `/api/video/${inPerson.body._id}/join`, {
      token: patient.token,
    });
    assert.equal(room.status, 409);
    assert.equal(room.body.message, NOT_A_VIDEO_VISIT);
  });
});

describe('who may signal, and when', () => {
  it('only the patient and the doctor of the visit; others are refused', async () => {
    at(-5);
    assert.equal((await call('POST', patient, '/join')).status, 200);
    assert.equal((await call('POST', doctor, '/join')).status, 200);
    for (const stranger of [otherPatient, otherDoctor]) {
      for (const [method, path] of [
        ['GET', ''],
        ['POST', '/join'],
        ['POST', '/admit'],
        ['GET', '/signals'],
        ['GET', '/ice'],
      ] as const)
        assert.equal((await call(method, stranger, path)).status, 404, `${method} ${path}`);
      const sent = await call('POST', stranger, '/signals', offer);
      assert.equal(sent.status, 404);
    }
    const byAdmin = await call('POST', admin, '/join');
    assert.equal(byAdmin.status, 403);
    assert.equal(byAdmin.body.message, NOT_YOUR_VISIT);
    assert.equal((await t.request('GET', `/api/video/${visit._id}`)).status, 401);
  });

  it('opens 10 minutes before the start and closes 30 minutes after the end', async () => {
    at(-11);
    const early = await call('POST', patient, '/join');
    assert.equal(early.status, 409);
    assert.equal(early.body.message, NOT_OPEN_YET);
    const room = await call('GET', patient, '');
    assert.equal(room.status, 200);
    assert.equal(room.body.open, false);
    assert.equal(
      room.body.opensAt,
      new Date(new Date(visit.start).getTime() - 10 * MINUTE).toISOString(),
    );
    assert.equal((await call('GET', patient, '/ice')).status, 409);
    at(-10);
    assert.equal((await call('POST', patient, '/join')).status, 200);
    at(30 + 30); // the end (30-minute slot) + 30 minutes
    assert.equal((await call('POST', patient, '/join')).status, 200);
    at(30 + 31);
    const late = await call('POST', doctor, '/join');
    assert.equal(late.status, 409);
    assert.equal(late.body.message, CLOSED);
  });

  it('a cancelled visit is closed', async () => {
    const cancelled = await t.request('PATCH', `/api/appointment/status/${visit._id}`, {
      token: patient.token,
      body: { status: 'cancelled' },
    });
    assert.equal(cancelled.status, 200, JSON.stringify(cancelled.body));
    at(0);
    assert.equal((await call('POST', patient, '/join')).status, 409);
  });

  it('refuses malformed and oversized messages', async () => {
    at(0);
    await call('POST', patient, '/join');
    await call('POST', doctor, '/admit');
    for (const body of [
      { type: 'offer', sdp: 'x'.repeat(20_001), session: 'session-one' },
      { type: 'offer', sdp: 'v=0', session: 'bad session!' },
      { type: 'hello', sdp: 'v=0', session: 'session-one' },
      { type: 'candidate', candidate: { candidate: 'x'.repeat(1_001) }, session: 'session-one' },
    ])
      assert.equal((await call('POST', patient, '/signals', body)).status, 400);
  });
});

describe('the waiting room', () => {
  it('holds the patient until the doctor admits; then the call signals flow in order', async () => {
    at(-2);
    const waiting = await call('POST', patient, '/join');
    assert.equal(waiting.status, 200);
    assert.equal(waiting.body.role, 'patient');
    assert.equal(waiting.body.patientWaiting, true);
    assert.equal(waiting.body.admitted, false);

    // Nothing of the call passes before admission.
    const early = await call('POST', patient, '/signals', offer);
    assert.equal(early.status, 409);
    assert.equal(early.body.message, NOT_ADMITTED);

    // Only the doctor admits.
    const self = await call('POST', patient, '/admit');
    assert.equal(self.status, 403);
    assert.equal(self.body.message, DOCTOR_ONLY);

    const doctorRoom = await call('POST', doctor, '/join');
    assert.equal(doctorRoom.body.patientWaiting, true);
    const seen = await call('GET', doctor, '/signals');
    assert.deepEqual(
      seen.body.signals.map((s: { type: string; from: string }) => [s.type, s.from]),
      [['join', 'patient']],
    );

    const admitted = await call('POST', doctor, '/admit');
    assert.equal(admitted.status, 200);
    assert.equal(admitted.body.admitted, true);
    assert.equal(admitted.body.patientWaiting, false);

    const last = waiting.body.lastSignalId;
    const toPatient = await call('GET', patient, `/signals?after=${last}`);
    assert.deepEqual(
      toPatient.body.signals.map((s: { type: string }) => s.type),
      ['join', 'admit'],
    );

    assert.equal((await call('POST', patient, '/signals', offer)).status, 204);
    const candidate = {
      type: 'candidate',
      candidate: { candidate: 'candidate:1 1 udp 1 127.0.0.1 5000 typ host', sdpMid: '0' },
      session: 'session-one',
    };
    assert.equal((await call('POST', patient, '/signals', candidate)).status, 204);
    const after = seen.body.room.lastSignalId;
    const toDoctor = await call('GET', doctor, `/signals?after=${after}`);
    const [first, second] = toDoctor.body.signals;
    assert.equal(first.type, 'offer');
    assert.equal(first.sdp, 'v=0\r\n');
    assert.equal(first.session, 'session-one');
    assert.equal(second.type, 'candidate');
    assert.equal(second.candidate.sdpMid, '0');
    assert.ok(second.id > first.id);

    // The doctor's answer reaches the patient.
    const answer = { type: 'answer', sdp: 'v=0\r\nanswer', session: 'session-one' };
    assert.equal((await call('POST', doctor, '/signals', answer)).status, 204);
    const answered = await call('GET', patient, `/signals?after=${toPatient.body.signals[1].id}`);
    assert.equal(answered.body.signals[0].type, 'answer');
  });

  it('admit needs someone waiting; a patient who hangs up waits again', async () => {
    at(0);
    const none = await call('POST', doctor, '/admit');
    assert.equal(none.status, 409);
    assert.equal(none.body.message, NOBODY_WAITING);
    await call('POST', patient, '/join');
    await call('POST', doctor, '/admit');
    // A dropped connection: joining again goes straight back in.
    const back = await call('POST', patient, '/join');
    assert.equal(back.body.admitted, true);
    const left = await call('POST', patient, '/leave');
    assert.equal(left.body.admitted, false);
    const again = await call('POST', patient, '/join');
    assert.equal(again.body.admitted, false);
    assert.equal(again.body.patientWaiting, true);
    assert.equal((await call('POST', patient, '/signals', offer)).status, 409);
  });

  it('a signal wakes the other party on the live stream (ids only)', async () => {
    at(0);
    await call('POST', patient, '/join');
    const rows = await t.sql<{ type: string; payload: Record<string, string> }>(
      sql`select type, payload from events where user_id = ${doctor.userId} and type = 'video'`,
    );
    assert.deepEqual(
      rows.map((r) => [r.type, r.payload]),
      [['video', { appointmentId: visit._id }]],
    );
  });
});

describe('TURN credentials', () => {
  it("coturn's REST scheme: <expiry>:<user id>, base64 HMAC-SHA1, one hour", async () => {
    at(-1);
    const ice = await call('GET', patient, '/ice');
    assert.equal(ice.status, 200);
    const [server] = ice.body.iceServers;
    assert.deepEqual(server.urls, ['turn:127.0.0.1:3478?transport=udp']);
    const [expiry, userId] = server.username.split(':');
    assert.equal(userId, patient.userId);
    assert.equal(Number(expiry), Math.floor(clock / 1000) + 3600);
    assert.equal(ice.body.expiresAt, new Date(Number(expiry) * 1000).toISOString());
    assert.equal(
      server.credential,
      createHmac('sha1', SECRET).update(server.username).digest('base64'),
    );
    assert.equal(ice.body.iceTransportPolicy, 'all');
    // Each asks for their own, and later asks get later expiries.
    const doctors = await call('GET', doctor, '/ice');
    assert.ok(doctors.body.iceServers[0].username.endsWith(`:${doctor.userId}`));
    at(4);
    const later = await call('GET', patient, '/ice');
    assert.equal(Number(later.body.iceServers[0].username.split(':')[0]), Number(expiry) + 5 * 60);
    assert.ok(!JSON.stringify(ice.body).includes(SECRET));
  });
});

describe('two instances on PostgreSQL', () => {
  it("a signal sent through one instance wakes the other party's stream on another", async (context) => {
    if (!t.databaseUrl) {
      context.skip('PGlite has one instance per database (run with DATABASE_URL)');
      return;
    }
    at(0);
    const database = await openDatabase({ databaseUrl: t.databaseUrl, poolSize: 3 });
    let second: App | undefined;
    try {
      second = await buildApp({ database, logger: false, migrate: false, config: TEST_CONFIG });
      const ticket = await t.request('POST', '/api/stream/ticket', { token: doctor.token });
      const stream = await openStream(
        `${await baseUrl(second)}/api/stream?ticket=${ticket.body.ticket}`,
        {},
      );
      try {
        assert.equal(stream.status, 200);
        // The patient's join goes through the first instance; the doctor listens on the second.
        assert.equal((await call('POST', patient, '/join')).status, 200);
        const event = await stream.waitFor((e) => e.event === 'video');
        assert.deepEqual(event.data, { appointmentId: visit._id });
      } finally {
        stream.close();
      }
    } finally {
      await second?.close();
      await database.close();
    }
  });
});
