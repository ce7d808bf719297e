// Writes that reach another person are limited per user, on a budget every API instance shares
// (the database's attempt store), and text that shows nothing is refused. Two instances on one
// database: on PostgreSQL the second has its own pool, as another process would.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { buildApp, type App } from '../../src/app.js';
import { openDatabase, type Database } from '../../src/db/index.js';
import { EMPTY_MESSAGE } from '../../src/modules/chats/chats.service.js';
import { WRITE_LIMITS } from '../../src/plugins/rate-limit.js';
import { dayFromToday, setupTestApp, TEST_CONFIG, type Person, type TestApp } from '../helpers.js';

// The allowances as shipped (RATE_LIMIT_WRITES = 1).
const config = { ...TEST_CONFIG, rateLimitWrites: 1 };

let t: TestApp;
let second: App;
let secondDatabase: Database | undefined;

before(async () => {
  t = await setupTestApp({ config });
  secondDatabase = t.databaseUrl
    ? await openDatabase({ databaseUrl: t.databaseUrl, poolSize: 3 })
    : undefined;
  second = await buildApp({
    database: secondDatabase ?? t.database,
    logger: false,
    migrate: false,
    config,
  });
});
after(async () => {
  await second.close();
  await secondDatabase?.close();
  await t.close();
});

let patient: Person;
let doctor: Person;
let chat: string;

beforeEach(async () => {
  await t.reset();
  patient = await t.createPatient();
  doctor = await t.createDoctor();
  await t.addToCare(patient, doctor);
  const opened = await t.request('POST', '/api/chats', {
    token: patient.token,
    body: { doctor: doctor.doctorId },
  });
  assert.equal(opened.status, 201, JSON.stringify(opened.body));
  chat = opened.body._id;
});

/** Instance 1 for even calls, instance 2 for odd ones. */
async function call(i: number, options: InjectOptions & { token: string }) {
  const app = i % 2 === 0 ? t.app : second;
  const reply = await app.inject({
    ...options,
    headers: { authorization: `Bearer ${options.token}` },
  });
  return { status: reply.statusCode, body: reply.json<{ message?: string }>(), reply };
}

const TOO_MANY = (what: string) =>
  new RegExp(`^Too many ${what}\\. Please wait (\\d+ seconds|a second) and try again\\.$`);

describe('messages', () => {
  it('a flood to one doctor, spread over two instances, stops at the minute allowance', async () => {
    const allowed = WRITE_LIMITS.message.perMinute;
    const statuses: number[] = [];
    for (let i = 0; i <= allowed; i++) {
      const sent = await call(i, {
        method: 'POST',
        url: `/api/chats/${chat}/messages`,
        token: patient.token,
        payload: { body: `${'x'.repeat(1900)} ${i}` },
      });
      statuses.push(sent.status);
      if (sent.status === 429) {
        assert.match(sent.body.message!, TOO_MANY('messages'));
        const retryAfter = Number(sent.reply.headers['retry-after']);
        assert.ok(retryAfter > 0 && retryAfter <= 60, `Retry-After ${retryAfter}`);
      }
    }
    assert.deepEqual(statuses, [...Array(allowed).fill(201), 429]);
    const [stored] = await t.sql<{ n: number }>(sql`select count(*)::int as n from messages`);
    assert.equal(stored!.n, allowed, 'the refused message was not stored');
    // The other side's budget is their own: the doctor still answers.
    const answer = await t.request('POST', `/api/chats/${chat}/messages`, {
      token: doctor.token,
      body: { body: 'Please call the clinic.' },
    });
    assert.equal(answer.status, 201);
  });

  it('a message of only invisible characters is refused with a clear 400', async () => {
    for (const body of ['\u200b'.repeat(10), ' \u200c\u200d\ufeff\u2060 ', '\u3164\u2800\u115f']) {
      const sent = await t.request('POST', `/api/chats/${chat}/messages`, {
        token: patient.token,
        body: { body },
      });
      assert.equal(sent.status, 400, JSON.stringify(body));
      assert.equal(sent.body.message, EMPTY_MESSAGE);
    }
    // Invisible characters around real text are trimmed; an emoji sequence keeps its joiners.
    const kept = await t.request('POST', `/api/chats/${chat}/messages`, {
      token: patient.token,
      body: { body: '\u200b\u200bThanks 👨‍👩‍👧\u200b' },
    });
    assert.equal(kept.status, 201);
    assert.equal(kept.body.body, 'Thanks 👨‍👩‍👧');
  });
});

describe('other text that shows nothing', () => {
  it('a health report titled with invisible characters is refused; invisible notes are dropped', async () => {
    const titled = await t.request('POST', '/api/health/create', {
      token: patient.token,
      body: { subject: '\u200b'.repeat(10) },
    });
    assert.equal(titled.status, 400);
    assert.equal(titled.body.message, 'Subject is required.');
    const kept = await t.request('POST', '/api/health/create', {
      token: patient.token,
      body: { subject: '\u200bDizzy\u200b', description: '\u2060\u200b' },
    });
    assert.equal(kept.status, 201);
    assert.equal(kept.body.subject, 'Dizzy');
    assert.equal(kept.body.description, undefined);
    const booked = await t.request('POST', '/api/appointment/create', {
      token: doctor.token,
      body: {
        patient: patient.patientId,
        date: dayFromToday(3),
        timeSlot: '10:00 AM - 10:30 AM',
        reason: '\u200b\u200b',
        notes: '\ufeff Bring the results \u200b',
      },
    });
    assert.equal(booked.status, 201);
    assert.equal(booked.body.reason, undefined);
    assert.equal(booked.body.notes, 'Bring the results');
  });
});

describe('the other writes that reach another person', () => {
  it('appointment proposals: the doctor is stopped at the minute allowance', async () => {
    const allowed = WRITE_LIMITS.appointment.perMinute;
    const statuses: number[] = [];
    for (let i = 0; i <= allowed; i++) {
      const other = await t.createPatient();
      const hour = String(9 + Math.floor(i / 10)).padStart(2, '0');
      const proposed = await call(i, {
        method: 'POST',
        url: '/api/appointment/create',
        token: doctor.token,
        payload: {
          patient: other.patientId,
          date: dayFromToday(2 + (i % 10)),
          timeSlot: `${hour}:00 AM - ${hour}:30 AM`,
        },
      });
      statuses.push(proposed.status);
      if (proposed.status === 429)
        assert.match(proposed.body.message!, TOO_MANY('appointment changes'));
    }
    assert.deepEqual(statuses, [...Array(allowed).fill(201), 429]);
  });

  it('care requests: the doctor is stopped at the minute allowance', async () => {
    const allowed = WRITE_LIMITS.careRequest.perMinute;
    const statuses: number[] = [];
    for (let i = 0; i <= allowed; i++) {
      const other = await t.createPatient();
      const asked = await call(i, {
        method: 'POST',
        url: '/api/care/request',
        token: doctor.token,
        payload: { patient: other.patientId },
      });
      statuses.push(asked.status);
      if (asked.status === 429) assert.match(asked.body.message!, TOO_MANY('care requests'));
    }
    assert.deepEqual(statuses, [...Array(allowed).fill(200), 429]);
  });

  it('emergency access: the doctor is stopped at the minute allowance', async () => {
    const outside = await t.createDoctor();
    const allowed = WRITE_LIMITS.emergencyAccess.perMinute;
    const statuses: number[] = [];
    for (let i = 0; i <= allowed; i++) {
      const other = await t.createPatient();
      const opened = await call(i, {
        method: 'POST',
        url: '/api/care/emergency',
        token: outside.token,
        payload: { patient: other.patientId, reason: 'Unconscious in the emergency room' },
      });
      statuses.push(opened.status);
      if (opened.status === 429)
        assert.match(opened.body.message!, TOO_MANY('emergency access requests'));
    }
    assert.deepEqual(statuses, [...Array(allowed).fill(201), 429]);
  });

  it('invitations of administrators: the administrator is stopped at the minute allowance', async () => {
    const admin = await t.createAdmin();
    const allowed = WRITE_LIMITS.invitation.perMinute;
    const statuses: number[] = [];
    for (let i = 0; i <= allowed; i++) {
      const invited = await call(i, {
        method: 'POST',
        url: '/api/admin/administrators',
        token: admin.token,
        payload: { firstName: 'Flood', lastName: `Steward${i}`, email: `flood${i}@example.test` },
      });
      statuses.push(invited.status);
      if (invited.status === 429) assert.match(invited.body.message!, TOO_MANY('invitations'));
    }
    assert.deepEqual(statuses, [...Array(allowed).fill(201), 429]);
  });
});
