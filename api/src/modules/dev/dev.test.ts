import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { setupTestApp, type TestApp } from '../../../test/helpers.js';

let t: TestApp;
before(async () => {
  t = await setupTestApp();
});
after(() => t.close());

describe('GET /api/dev/outbox (demo mode)', () => {
  it('answers 400 without an address, never every email', async () => {
    const patient = await t.createPatient();
    await t.request('POST', '/api/user/forgot', { body: { email: patient.email } });
    for (const url of ['/api/dev/outbox', '/api/dev/outbox?to=']) {
      const reply = await t.request<{ message: string }>('GET', url);
      assert.equal(reply.status, 400, url);
      assert.equal(
        reply.body.message,
        'Name the address whose emails to read: /api/dev/outbox?to=EMAIL.',
      );
      assert.ok(!JSON.stringify(reply.body).includes('token='), 'no reset link leaks');
    }
  });

  it("answers only the named address's emails", async () => {
    const one = await t.createPatient();
    const other = await t.createPatient();
    await t.request('POST', '/api/user/forgot', { body: { email: one.email } });
    await t.request('POST', '/api/user/forgot', { body: { email: other.email } });
    const reply = await t.request<{ to: string }[]>(
      'GET',
      `/api/dev/outbox?to=${encodeURIComponent(one.email.toUpperCase())}`,
    );
    assert.equal(reply.status, 200);
    assert.ok(reply.body.length >= 1);
    assert.deepEqual(new Set(reply.body.map((m) => m.to)), new Set([one.email]));
  });
});
