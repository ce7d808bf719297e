import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { dayFromToday, setupTestApp, type Person, type TestApp } from '../../../test/helpers.js';
import type { Actor } from '../../plugins/auth.js';
import { createAuditLog } from './audit-log.js';

let t: TestApp;
let jane: Person;
let john: Person;
let doctor: Person;
let admin: Person;

before(async () => {
  t = await setupTestApp();
});
after(() => t.close());
beforeEach(async () => {
  await t.reset();
  jane = await t.createPatient({ firstName: 'Jane', lastName: 'Cooper' });
  john = await t.createPatient({ firstName: 'John', lastName: 'Miller' });
  doctor = await t.createDoctor({ firstName: 'Ana', lastName: 'Silva' });
  admin = await t.createAdmin();
});

interface Row {
  action: string;
  entity_type: string;
  entity_id: string | null;
  record_count: number;
  actor_user_id: string;
  actor_role: string;
  ip: string | null;
  user_agent: string | null;
}

/** The stored trail of a patient, oldest first (the buffered reads written first). */
async function trail(patientId: string): Promise<Row[]> {
  await t.app.audit.flush();
  return t.sql<Row>(
    sql`select action, entity_type, entity_id, record_count, actor_user_id, actor_role, ip, user_agent
        from audit_log where patient_id = ${patientId} order by at, id`,
  );
}

const book = (who: Person, body: Record<string, unknown>) =>
  t.request('POST', '/api/appointment/create', { token: who.token, body });

/** drizzle wraps the database's error; the trigger's sentence is in its cause. */
const appendOnly = (error: unknown) => {
  const cause = (error as { cause?: { message?: string } }).cause;
  assert.match(String(cause?.message ?? error), /audit_log is append-only/);
  return true;
};

describe('audit trail', () => {
  it('records a booking at once, in its transaction, with who and from where', async () => {
    const reply = await t.request('POST', '/api/appointment/create', {
      token: jane.token,
      headers: { 'user-agent': 'AuditTest/1.0' },
      body: { doctor: doctor.doctorId, date: dayFromToday(1), timeSlot: '10:00 AM - 10:30 AM' },
    });
    assert.equal(reply.status, 201);
    // No flush: a change is written before the answer.
    const rows = await t.sql<Row>(
      sql`select * from audit_log where patient_id = ${jane.patientId} and action = 'create'`,
    );
    assert.equal(rows.length, 1);
    assert.equal(rows[0]!.entity_type, 'appointment');
    assert.equal(rows[0]!.entity_id, reply.body._id);
    assert.equal(rows[0]!.actor_user_id, jane.userId);
    assert.equal(rows[0]!.actor_role, 'patient');
    assert.equal(rows[0]!.user_agent, 'AuditTest/1.0');
    assert.equal(rows[0]!.ip, '127.0.0.1');
  });

  it('a refused booking (double booking) leaves no entry', async () => {
    const slot = {
      doctor: doctor.doctorId,
      date: dayFromToday(2),
      timeSlot: '11:00 AM - 11:30 AM',
    };
    assert.equal((await book(jane, slot)).status, 201);
    assert.equal((await book(admin, { ...slot, patient: john.patientId })).status, 409);
    assert.equal((await trail(john.patientId!)).length, 0);
  });

  it('a list records one entry per patient whose data it returned, with the number of records', async () => {
    for (const [who, slot] of [
      [jane, '09:00 AM - 09:30 AM'],
      [jane, '09:30 AM - 10:00 AM'],
      [john, '10:00 AM - 10:30 AM'],
    ] as const) {
      const reply = await book(admin, {
        patient: who.patientId,
        doctor: doctor.doctorId,
        date: dayFromToday(3),
        timeSlot: slot,
      });
      assert.equal(reply.status, 201);
    }
    const list = await t.request('GET', `/api/appointment/byDoctor/${doctor.doctorId}`, {
      token: doctor.token,
    });
    assert.equal(list.body.length, 3);
    const janeReads = (await trail(jane.patientId!)).filter((r) => r.action === 'read');
    const johnReads = (await trail(john.patientId!)).filter((r) => r.action === 'read');
    assert.deepEqual(
      janeReads.map((r) => [r.entity_type, r.entity_id, r.record_count, r.actor_role]),
      [['appointment', null, 2, 'doctor']],
    );
    assert.deepEqual(
      johnReads.map((r) => [r.entity_type, r.record_count]),
      [['appointment', 1]],
    );
  });

  it('reads and changes of records, plans and complaints are recorded', async () => {
    const booked = await book(jane, {
      doctor: doctor.doctorId,
      date: dayFromToday(1),
      timeSlot: '02:00 PM - 02:30 PM',
    });
    await t.request('GET', `/api/appointment/get/${booked.body._id}`, { token: jane.token });
    await t.request('PATCH', `/api/appointment/status/${booked.body._id}`, {
      token: doctor.token,
      body: { status: 'confirmed' },
    });
    await t.request('GET', `/api/patient/getPatient/${jane.patientId}`, { token: doctor.token });
    await t.request('PUT', `/api/patient/update/${jane.patientId}`, {
      token: jane.token,
      body: { bloodType: 'A+' },
    });
    const plan = await t.request('POST', '/api/foods/create', {
      token: doctor.token,
      body: { patient: jane.patientId, recommendedFoods: [{ name: 'Oats' }] },
    });
    assert.equal(plan.status, 201);
    await t.request('GET', `/api/foods/patient/${jane.patientId}`, { token: jane.token });
    await t.request('POST', `/api/foods/feedback/${plan.body._id}`, {
      token: jane.token,
      body: { rating: 4 },
    });
    const complaint = await t.request('POST', '/api/health/create', {
      token: jane.token,
      body: { subject: 'Headache' },
    });
    await t.request('PATCH', `/api/health/status/${complaint.body._id}`, {
      token: doctor.token,
      body: { status: 'resolved' },
    });
    const sports = await t.request('POST', '/api/sports/create', {
      token: doctor.token,
      body: { patient: jane.patientId, recommendedSports: [{ name: 'Swimming' }] },
    });
    await t.request('DELETE', `/api/sports/delete/${sports.body._id}`, { token: doctor.token });

    const seen = new Set((await trail(jane.patientId!)).map((r) => `${r.action} ${r.entity_type}`));
    for (const expected of [
      'create appointment',
      'read appointment',
      'update appointment',
      'read patient',
      'update patient',
      'create foodPlan',
      'read foodPlan',
      'create foodFeedback',
      'create healthComplaint',
      'update healthComplaint',
      'create sportsPlan',
      'delete sportsPlan',
    ]) {
      assert.ok(seen.has(expected), `missing "${expected}" in ${[...seen].join(', ')}`);
    }
  });

  it("reading a patient's profile or dashboard figures is recorded; a doctor's profile is not", async () => {
    await book(jane, {
      doctor: doctor.doctorId,
      date: dayFromToday(2),
      timeSlot: '03:00 PM - 03:30 PM',
    });
    await t.app.audit.flush();
    const before = (await trail(jane.patientId!)).length;
    const profile = await t.request('GET', `/api/user/getOne/${jane.userId}`, {
      token: doctor.token,
    });
    assert.equal(profile.status, 200);
    const own = await t.request('GET', `/api/stats/patient/${jane.patientId}`, {
      token: jane.token,
    });
    assert.equal(own.status, 200);
    await t.request('GET', `/api/user/getOne/${doctor.userId}`, { token: jane.token });
    const rows = (await trail(jane.patientId!)).slice(before);
    assert.deepEqual(
      rows.map((r) => `${r.action} ${r.entity_type} ${r.actor_role}`),
      ['read patient doctor', 'read patient patient'],
    );
    assert.equal(rows[0]?.actor_user_id, doctor.userId);
    assert.equal(rows[1]?.actor_user_id, jane.userId);
  });

  it('GET /api/audit/patient/{id}: administrators only, newest first, paged with X-Total-Count', async () => {
    await book(jane, {
      doctor: doctor.doctorId,
      date: dayFromToday(1),
      timeSlot: '03:00 PM - 03:30 PM',
    });
    await t.request('GET', `/api/patient/getPatient/${jane.patientId}`, {
      token: admin.token,
      headers: { 'user-agent': 'Desk browser' },
    });
    const url = `/api/audit/patient/${jane.patientId}`;
    assert.equal((await t.request('GET', url)).status, 401);
    assert.equal((await t.request('GET', url, { token: jane.token })).status, 403);
    assert.equal((await t.request('GET', url, { token: doctor.token })).status, 403);

    const page = await t.request('GET', url, { token: admin.token, query: { limit: '1' } });
    assert.equal(page.status, 200);
    assert.equal(page.headers['x-total-count'], '2');
    assert.equal(page.body.length, 1);
    const [newest] = page.body;
    assert.equal(newest.action, 'read');
    assert.equal(newest.entityType, 'patient');
    assert.equal(newest.entityId, jane.patientId);
    assert.equal(newest.role, 'admin');
    assert.equal(newest.patient, jane.patientId);
    assert.equal(newest.userAgent, 'Desk browser');
    assert.equal(newest.ip, '127.0.0.1');
    assert.deepEqual(newest.actor, {
      _id: admin.userId,
      firstName: admin.firstName,
      lastName: admin.lastName,
    });
    assert.ok(!Number.isNaN(Date.parse(newest.at)));

    const second = await t.request('GET', url, {
      token: admin.token,
      query: { limit: '1', page: '2' },
    });
    assert.equal(second.body[0].action, 'create');
    assert.equal(second.body[0].entityType, 'appointment');
    assert.equal(second.body[0].actor.firstName, 'Jane');

    const other = await t.request('GET', `/api/audit/patient/${john.patientId}`, {
      token: admin.token,
    });
    assert.deepEqual(other.body, []);
    assert.equal(other.headers['x-total-count'], '0');
    const bad = await t.request('GET', '/api/audit/patient/not-a-uuid', { token: admin.token });
    assert.equal(bad.status, 400);
    assert.equal(typeof bad.body.message, 'string');
  });

  it('the table is append-only: UPDATE, DELETE and TRUNCATE are refused', async () => {
    await book(jane, {
      doctor: doctor.doctorId,
      date: dayFromToday(1),
      timeSlot: '04:00 PM - 04:30 PM',
    });
    const before = (await trail(jane.patientId!)).length;
    assert.ok(before > 0);
    await assert.rejects(t.sql(sql`update audit_log set action = 'read'`), appendOnly);
    await assert.rejects(
      t.sql(sql`delete from audit_log where patient_id = ${jane.patientId}`),
      appendOnly,
    );
    await assert.rejects(t.sql(sql`truncate audit_log`), appendOnly);
    assert.equal((await trail(jane.patientId!)).length, before);
  });
});

describe('who viewed my record (GET /api/patient/access-log)', () => {
  it('shows the patient every read and change by someone else: who, role, when, what, why', async () => {
    await t.addToCare(jane, doctor);
    const outsider = await t.createDoctor({ firstName: 'Rhea', lastName: 'Okafor' });
    // The patient's own requests are not listed.
    await t.request('GET', `/api/user/getOne/${jane.userId}`, { token: jane.token });
    const read = (who: Person) =>
      t.request('GET', `/api/patient/getPatient/${jane.patientId}`, { token: who.token });
    assert.equal((await read(doctor)).status, 200);
    assert.equal((await read(admin)).status, 200);
    const booked = await book(doctor, {
      patient: jane.patientId,
      date: dayFromToday(3),
      timeSlot: '10:00 AM - 10:30 AM',
    });
    assert.equal(booked.status, 201, JSON.stringify(booked.body));
    const granted = await t.request('POST', '/api/care/emergency', {
      token: outsider.token,
      body: { patient: jane.patientId, reason: 'Arrived unconscious; checking allergies.' },
    });
    assert.equal(granted.status, 201);
    assert.equal((await read(outsider)).status, 200);
    // Another patient's trail is not hers.
    await t.request('GET', `/api/patient/getPatient/${john.patientId}`, { token: admin.token });

    const reply = await t.request('GET', '/api/patient/access-log', { token: jane.token });
    assert.equal(reply.status, 200);
    const entries = reply.body as {
      actor: { firstName: string; lastName: string } | null;
      role: string;
      action: string;
      entityType: string;
      at: string;
      emergencyReason?: string;
    }[];
    const lines = entries.map(
      (e) =>
        `${e.actor?.firstName} ${e.actor?.lastName} (${e.role}) ${e.action} ${e.entityType}` +
        (e.emergencyReason ? ` because "${e.emergencyReason}"` : ''),
    );
    assert.deepEqual(lines, [
      'Rhea Okafor (doctor) read patient because "Arrived unconscious; checking allergies."',
      'Rhea Okafor (doctor) create emergencyAccess because "Arrived unconscious; checking allergies."',
      'Ana Silva (doctor) create appointment',
      `${admin.firstName} ${admin.lastName} (admin) read patient`,
      'Ana Silva (doctor) read patient',
    ]);
    assert.equal(reply.headers['x-total-count'], '5');
    for (const entry of entries) assert.match(entry.at, /^\d{4}-\d{2}-\d{2}T/);
    // No address or browser of the staff member.
    assert.equal(JSON.stringify(entries).includes('127.0.0.1'), false);

    const paged = await t.request('GET', '/api/patient/access-log?limit=2&page=2', {
      token: jane.token,
    });
    assert.equal(paged.headers['x-total-count'], '5');
    assert.deepEqual(
      (paged.body as { entityType: string; role: string }[]).map((e) => e.role),
      ['doctor', 'admin'],
    );
    // John's log holds only the administrator's read.
    const johns = await t.request('GET', '/api/patient/access-log', { token: john.token });
    assert.equal(johns.body.length, 1);
    assert.equal(johns.body[0].role, 'admin');
  });

  it('patients only; nobody can change it', async () => {
    for (const who of [doctor, admin]) {
      const reply = await t.request('GET', '/api/patient/access-log', { token: who.token });
      assert.equal(reply.status, 403);
    }
    assert.equal((await t.request('GET', '/api/patient/access-log')).status, 401);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const reply = await t.request(method, '/api/patient/access-log', { token: jane.token });
      assert.equal(reply.status, 404, `${method} has no route`);
    }
  });
});

describe('the buffered writer', () => {
  const fakeRequest = (actor: Actor) =>
    ({ actor, ip: '10.0.0.9', headers: { 'user-agent': 'unit' } }) as unknown as FastifyRequest;
  const actor: Actor = {
    userId: '00000000-0000-4000-8000-000000000001',
    role: 'doctor',
    firstName: 'A',
    lastName: 'B',
    patientId: null,
    doctorId: null,
    doctorApproved: true,
  };
  const count = async (patientId: string) =>
    (
      await t.sql<{ n: number }>(
        sql`select count(*)::int as n from audit_log where patient_id = ${patientId}`,
      )
    )[0]!.n;

  it('keeps reads in memory until the interval, a full batch or close, and writes them all', async () => {
    const log = createAuditLog(t.db, {
      log: t.app.log,
      now: () => new Date(),
      flushIntervalMs: 60_000,
      batchSize: 10,
    });
    const patientId = jane.patientId!;
    for (let i = 0; i < 3; i++) log.read(fakeRequest(actor), 'patient', patientId, patientId);
    assert.equal(log.pending, 3);
    assert.equal(await count(patientId), 0);
    // A full batch is written without waiting for the interval.
    log.readList(
      fakeRequest(actor),
      'appointment',
      Array.from({ length: 7 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`),
    );
    await log.flush();
    assert.equal(log.pending, 0);
    assert.equal(await count(patientId), 3);
    log.read(fakeRequest(actor), 'patient', patientId, patientId);
    await log.close();
    assert.equal(await count(patientId), 4);
    const [row] = await t.sql<Row>(
      sql`select * from audit_log where patient_id = ${patientId} limit 1`,
    );
    assert.equal(row!.ip, '10.0.0.9');
    assert.equal(row!.actor_role, 'doctor');
  });
});
