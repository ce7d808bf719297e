import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { setupTestApp, type TestApp } from '../../../test/helpers.js';

const DAY = 86_400_000;

describe('PUT /api/dev/clock (TEST_CLOCK=1)', () => {
  let t: TestApp;
  before(async () => {
    t = await setupTestApp({ config: { testClock: true } });
  });
  after(() => t.close());

  it("lets an administrator set the app's clock, which runs on from there", async () => {
    const admin = await t.createAdmin();
    const at = new Date(Date.now() + 2 * DAY).toISOString();
    const set = await t.request<{ now: string; offsetMs: number }>('PUT', '/api/dev/clock', {
      token: admin.token,
      body: { now: at },
    });
    assert.equal(set.status, 200);
    assert.ok(Math.abs(set.body.offsetMs - 2 * DAY) < 5_000, `offset ${set.body.offsetMs}`);
    const read = await t.request<{ now: string }>('GET', '/api/dev/clock', { token: admin.token });
    const drift = Date.parse(read.body.now) - Date.parse(at);
    assert.ok(drift >= 0 && drift < 5_000, `read ${read.body.now} after setting ${at}`);
    // Back to the real time (the other test shares this app).
    await t.request('PUT', '/api/dev/clock', {
      token: admin.token,
      body: { now: new Date().toISOString() },
    });
  });

  it('refuses patients, doctors, the anonymous and a time that is not one', async () => {
    const patient = await t.createPatient();
    const doctor = await t.createDoctor();
    const admin = await t.createAdmin();
    const body = { now: new Date().toISOString() };
    assert.equal((await t.request('PUT', '/api/dev/clock', { body })).status, 401);
    assert.equal(
      (await t.request('PUT', '/api/dev/clock', { token: patient.token, body })).status,
      403,
    );
    assert.equal(
      (await t.request('PUT', '/api/dev/clock', { token: doctor.token, body })).status,
      403,
    );
    for (const now of ['tomorrow', '2026-13-01T00:00:00Z', '']) {
      const reply = await t.request<{ message: string }>('PUT', '/api/dev/clock', {
        token: admin.token,
        body: { now },
      });
      assert.equal(reply.status, 400, now);
      assert.equal(reply.body.message, 'Give the time as now, e.g. 2026-11-25T09:00:00Z.');
    }
  });
});

describe('without TEST_CLOCK', () => {
  let t: TestApp;
  before(async () => {
    t = await setupTestApp();
  });
  after(() => t.close());

  it('has no clock to set', async () => {
    const admin = await t.createAdmin();
    const reply = await t.request('PUT', '/api/dev/clock', {
      token: admin.token,
      body: { now: new Date().toISOString() },
    });
    assert.equal(reply.status, 404);
  });
});
