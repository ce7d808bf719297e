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
});
