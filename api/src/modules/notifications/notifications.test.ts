import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { dayFromToday, setupTestApp, type Person, type TestApp } from '../../../test/helpers.js';
import { createNotifications } from './notifications.repository.js';

let t: TestApp;
let patient: Person;
let other: Person;

before(async () => {
  t = await setupTestApp();
});
after(() => t.close());
beforeEach(async () => {
  await t.reset();
  patient = await t.createPatient();
  other = await t.createPatient();
  // One a minute, so that "newest first" has one right answer.
  for (let i = 1; i <= 10; i++) {
    await t.sql(
      sql`insert into notifications (user_id, message, created_at) values (${patient.userId}, ${`Message ${i}`}, now() - make_interval(mins => ${60 - i}))`,
    );
  }
  await createNotifications(t.db, [{ userId: other.userId, message: 'Not for Jane' }]);
});

describe('notifications', () => {
  it('lists your own, newest first, 8 per page with the total', async () => {
    const page1 = await t.request('GET', `/api/notify/get/${patient.userId}?limit=8`, {
      token: patient.token,
    });
    assert.equal(page1.status, 200);
    assert.equal(page1.body.length, 8);
    assert.equal(page1.headers['x-total-count'], '10');
    assert.equal(page1.body[0].message, 'Message 10');
    assert.equal(page1.body[0].read, false);
    const page2 = await t.request('GET', `/api/notify/get/${patient.userId}?limit=8&page=2`, {
      token: patient.token,
    });
    assert.deepEqual(
      page2.body.map((n: { message: string }) => n.message),
      ['Message 2', 'Message 1'],
    );
  });

  it('answers an empty list when there are none, and 404 for somebody else', async () => {
    const fresh = await t.createPatient();
    const empty = await t.request('GET', `/api/notify/get/${fresh.userId}`, { token: fresh.token });
    assert.equal(empty.status, 200);
    assert.deepEqual(empty.body, []);
    assert.equal(
      (await t.request('GET', `/api/notify/get/${patient.userId}`, { token: other.token })).status,
      404,
    );
    assert.equal((await t.request('GET', `/api/notify/get/${patient.userId}`)).status, 401);
  });

  it('deletes your own notification only', async () => {
    const [first] = (
      await t.request('GET', `/api/notify/get/${patient.userId}`, { token: patient.token })
    ).body;
    assert.equal(
      (await t.request('DELETE', `/api/notify/${first._id}`, { token: other.token })).status,
      404,
    );
    const deleted = await t.request('DELETE', `/api/notify/${first._id}`, { token: patient.token });
    assert.equal(deleted.status, 200);
    assert.equal(deleted.body.message, 'Notification deleted');
    const after = await t.request('GET', `/api/notify/get/${patient.userId}`, {
      token: patient.token,
    });
    assert.equal(after.headers['x-total-count'], '9');
    assert.equal(
      (await t.request('DELETE', `/api/notify/${first._id}`, { token: patient.token })).status,
      404,
    );
  });

  it('marks all as read', async () => {
    const reply = await t.request('PATCH', `/api/notify/read/${patient.userId}`, {
      token: patient.token,
    });
    assert.equal(reply.body.message, '10 notifications marked as read');
    const list = await t.request('GET', `/api/notify/get/${patient.userId}`, {
      token: patient.token,
    });
    assert.ok(list.body.every((n: { read: boolean }) => n.read));
  });

  it('marks one read, counts the unread, and lists kind and readAt', async () => {
    const fresh = await t.createPatient();
    const [first, second] = await createNotifications(t.db, [
      { userId: fresh.userId, message: 'Your plan', kind: 'plan' },
      { userId: fresh.userId, message: 'Hello' },
    ]);
    const unread = () =>
      t.request('GET', '/api/notify/unread', { token: fresh.token }).then((r) => r.body.count);
    assert.equal(await unread(), 2);
    assert.equal(
      (await t.request('PATCH', `/api/notify/${first}/read`, { token: patient.token })).status,
      404,
    );
    const read = await t.request('PATCH', `/api/notify/${first}/read`, { token: fresh.token });
    assert.equal(read.status, 200);
    assert.equal(read.body.message, 'Notification marked as read');
    assert.equal(await unread(), 1);
    const list = await t.request('GET', `/api/notify/get/${fresh.userId}`, { token: fresh.token });
    const byId = new Map(list.body.map((n: { _id: string }) => [n._id, n]));
    const plan = byId.get(first) as { kind: string; read: boolean; readAt: string | null };
    const general = byId.get(second) as { kind: string; read: boolean; readAt: string | null };
    assert.deepEqual([plan.kind, plan.read], ['plan', true]);
    assert.match(plan.readAt!, /^\d{4}-\d{2}-\d{2}T/);
    assert.deepEqual([general.kind, general.read, general.readAt], ['general', false, null]);
    // Each one was announced to the user's live stream, by id.
    const events = await t.sql<{ payload: { notificationId: string } }>(
      sql`select payload from events where user_id = ${fresh.userId} and type = 'notification' order by id`,
    );
    assert.deepEqual(
      events.map((e) => e.payload.notificationId),
      [first, second],
    );
  });

  it('keeps the email-copy choices per kind; every kind is on until turned off', async () => {
    const everyKind = {
      appointment: true,
      plan: true,
      care: true,
      message: true,
      reminder: true,
      general: true,
    };
    const initial = await t.request('GET', '/api/notify/preferences', { token: patient.token });
    assert.deepEqual(initial.body, { emailCopies: everyKind });
    const saved = await t.request('PUT', '/api/notify/preferences', {
      token: patient.token,
      body: { emailCopies: { message: false, plan: false } },
    });
    assert.equal(saved.status, 200);
    assert.deepEqual(saved.body.emailCopies, { ...everyKind, message: false, plan: false });
    // Kinds left out keep their setting.
    const again = await t.request('PUT', '/api/notify/preferences', {
      token: patient.token,
      body: { emailCopies: { plan: true } },
    });
    assert.deepEqual(again.body.emailCopies, { ...everyKind, message: false });
    // An unknown kind is not kept.
    const unknown = await t.request('PUT', '/api/notify/preferences', {
      token: patient.token,
      body: { emailCopies: { sms: true } },
    });
    assert.deepEqual(unknown.body.emailCopies, { ...everyKind, message: false });
    const [stored] = await t.sql<{ email_copies: Record<string, boolean> }>(
      sql`select email_copies from users where id = ${patient.userId}`,
    );
    assert.deepEqual(stored!.email_copies, { message: false, plan: true });
    // Another user's choices are their own.
    const other = await t.request('GET', '/api/notify/preferences', {
      token: (await t.createPatient()).token,
    });
    assert.deepEqual(other.body.emailCopies, everyKind);
  });
});

describe('what a notification is about', () => {
  type Listed = { message: string; about: { type: string; id: string } | null };
  const listOf = async (person: Person): Promise<Listed[]> => {
    const reply = await t.request('GET', `/api/notify/get/${person.userId}`, {
      token: person.token,
    });
    assert.equal(reply.status, 200);
    return reply.body;
  };

  it('links both people of a booking to the appointment, and nobody else', async () => {
    const doctor = await t.createDoctor({ firstName: 'Ana', lastName: 'Silva' });
    const booked = await t.request('POST', '/api/appointment/create', {
      token: patient.token,
      body: { doctor: doctor.doctorId, date: dayFromToday(3), timeSlot: '10:00 AM - 10:30 AM' },
    });
    assert.equal(booked.status, 201, JSON.stringify(booked.body));
    const about = { type: 'appointment', id: booked.body._id };
    const [doctorNote] = await listOf(doctor);
    assert.match(doctorNote!.message, /^New appointment with /);
    assert.deepEqual(doctorNote!.about, about);
    const [patientNote] = await listOf(patient);
    assert.match(patientNote!.message, /^Your appointment with Dr\. Ana Silva /);
    assert.deepEqual(patientNote!.about, about);
    // Only its owners see it: the other patient's list has only their own note.
    assert.deepEqual(
      (await listOf(other)).map((n) => [n.message, n.about]),
      [['Not for Jane', null]],
    );
    assert.equal(
      (await t.request('GET', `/api/notify/get/${doctor.userId}`, { token: other.token })).status,
      404,
    );
  });

  it('links a new plan, a health report and a doctor waiting for approval', async () => {
    const doctor = await t.createDoctor();
    await t.addToCare(patient, doctor);
    const plan = await t.request('POST', '/api/foods/create', {
      token: doctor.token,
      body: { patient: patient.patientId, recommendedFoods: [{ name: 'Rice' }] },
    });
    assert.equal(plan.status, 201, JSON.stringify(plan.body));
    assert.deepEqual((await listOf(patient))[0]!.about, { type: 'foodPlan', id: plan.body._id });

    const complaint = await t.request('POST', '/api/health/create', {
      token: patient.token,
      body: { subject: 'Dizziness' },
    });
    assert.equal(complaint.status, 201, JSON.stringify(complaint.body));
    await t.request('PATCH', `/api/health/status/${complaint.body._id}`, {
      token: doctor.token,
      body: { status: 'in review' },
    });
    const [reportNote] = await listOf(patient);
    assert.equal(reportNote!.message, 'Your health report "Dizziness" is now in review.');
    assert.deepEqual(reportNote!.about, { type: 'healthComplaint', id: complaint.body._id });

    const admin = await t.createAdmin();
    const newcomer = await t.createDoctor({ withRecord: false });
    const created = await t.request('POST', '/api/doctor/create', {
      token: newcomer.token,
      body: { licenseNumber: 'LIC-9', specialization: 'Orthopedics' },
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    assert.deepEqual((await listOf(admin))[0]!.about, { type: 'doctor', id: created.body._id });
  });

  it('leaves a notification without a subject plain, and refuses half a subject', async () => {
    assert.ok((await listOf(patient)).every((n) => n.about === null));
    await assert.rejects(
      t.sql(
        sql`insert into notifications (user_id, message, subject_type) values (${patient.userId}, 'Half', 'appointment')`,
      ),
    );
  });
});
