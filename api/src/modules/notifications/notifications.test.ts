import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { setupTestApp, type Person, type TestApp } from '../../../test/helpers.js';
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
