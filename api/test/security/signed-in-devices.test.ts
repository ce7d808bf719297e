// Sessions the user controls: logout ends the sign-in its token belongs to, the owner lists and
// ends their signed-in devices, an administrator ends a user's sign-ins, an idle sign-in ends on
// the server, and every ending is a security event in the log.
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { after, before, beforeEach, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { loggerOptions } from '../../src/app.js';
import { PASSWORD, setupTestApp, type Person, type TestApp } from '../helpers.js';

const logLines: Record<string, unknown>[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean))
      logLines.push(JSON.parse(line) as Record<string, unknown>);
    done();
  },
});

let t: TestApp;
before(async () => {
  const production = loggerOptions('info') as Record<string, unknown>;
  t = await setupTestApp({ logger: { ...production, stream: sink } });
});
after(() => t.close());
beforeEach(async () => {
  await t.reset();
  logLines.length = 0;
});

const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:145.0) Gecko/20100101 Firefox/145.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.6 Mobile/15E148 Safari/604.1';
const EXPIRED = 'Your session has expired. Please log in again.';

interface SignedIn {
  token: string;
  cookie: string;
}

async function signIn(
  person: Person,
  userAgent = FIREFOX_WINDOWS,
  remoteAddress = '127.0.0.1',
): Promise<SignedIn> {
  const reply = await t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    remoteAddress,
    headers: { 'user-agent': userAgent },
    payload: { email: person.email, password: PASSWORD },
  });
  assert.equal(reply.statusCode, 200, reply.body);
  const header = [reply.headers['set-cookie']]
    .flat()
    .find((c) => String(c).startsWith('cc_refresh='));
  assert.ok(header);
  return {
    token: reply.json<{ token: string }>().token,
    cookie: String(header).split(';')[0]!.slice('cc_refresh='.length),
  };
}

const profile = (person: Person, token: string) =>
  t.request('GET', `/api/user/getOne/${person.userId}`, { token });
const refresh = (cookie: string) =>
  t.request('POST', '/api/user/refresh', { cookies: { cc_refresh: cookie } });

describe('logout', () => {
  it('with the bearer token and no cookie ends the sign-in the token belongs to', async () => {
    const patient = await t.createPatient();
    const laptop = await signIn(patient);
    const phone = await signIn(patient);
    const out = await t.request('POST', '/api/user/logout', { token: laptop.token });
    assert.equal(out.status, 200);
    assert.equal(out.body.message, 'Logged out');
    const after = await profile(patient, laptop.token);
    assert.equal(after.status, 401);
    assert.equal(after.body.message, EXPIRED);
    // Its refresh cookie (left behind, or stolen) is dead too.
    assert.equal((await refresh(laptop.cookie)).status, 401);
    // Another sign-in of the same account goes on.
    assert.equal((await profile(patient, phone.token)).status, 200);
  });

  it('a forged or foreign token ends nothing', async () => {
    const patient = await t.createPatient();
    const mine = await signIn(patient);
    const forged = `${mine.token.slice(0, -4)}AAAA`;
    assert.equal((await t.request('POST', '/api/user/logout', { token: forged })).status, 200);
    assert.equal((await profile(patient, mine.token)).status, 200);
  });
});

describe('signed-in devices', () => {
  it('lists each sign-in with device, browser, kind of network and last active; this one marked', async () => {
    const patient = await t.createPatient();
    const laptop = await signIn(patient, FIREFOX_WINDOWS, '127.0.0.1');
    await signIn(patient, SAFARI_IPHONE, '192.168.1.23');
    await signIn(patient, 'curl/8.5', '203.0.113.9');
    const list = await t.request('GET', '/api/user/sessions', { token: laptop.token });
    assert.equal(list.status, 200);
    const rows = list.body as Record<string, unknown>[];
    assert.equal(rows.length, 3);
    const byBrowser = Object.fromEntries(rows.map((r) => [r.browser, r]));
    assert.deepEqual(
      {
        device: byBrowser['Firefox 145']!.device,
        place: byBrowser['Firefox 145']!.place,
        current: byBrowser['Firefox 145']!.current,
      },
      { device: 'Windows computer', place: 'This computer (loopback)', current: true },
    );
    assert.equal(byBrowser['Safari 18']!.device, 'iPhone');
    assert.equal(byBrowser['Safari 18']!.place, 'Private network');
    assert.equal(byBrowser['Safari 18']!.current, false);
    assert.equal(byBrowser['Unknown browser']!.device, 'Unknown device');
    assert.equal(byBrowser['Unknown browser']!.place, 'Unknown location');
    for (const row of rows) {
      assert.match(String(row.lastActiveAt), /^\d{4}-\d{2}-\d{2}T/);
      assert.match(String(row._id), /^[0-9a-f-]{36}$/);
    }
    // Another account's sign-ins are not listed.
    const other = await t.createPatient();
    await signIn(other);
    assert.equal(
      ((await t.request('GET', '/api/user/sessions', { token: laptop.token })).body as unknown[])
        .length,
      3,
    );
  });

  it('ends one device: its token, its refresh cookie; not the others', async () => {
    const patient = await t.createPatient();
    const laptop = await signIn(patient);
    const phone = await signIn(patient, SAFARI_IPHONE);
    const rows = (await t.request('GET', '/api/user/sessions', { token: laptop.token })).body as {
      _id: string;
      current: boolean;
    }[];
    const phoneRow = rows.find((r) => !r.current)!;
    const ended = await t.request('DELETE', `/api/user/sessions/${phoneRow._id}`, {
      token: laptop.token,
    });
    assert.equal(ended.status, 200);
    assert.equal(ended.body.message, 'That device is signed out.');
    assert.equal((await profile(patient, phone.token)).status, 401);
    assert.equal((await refresh(phone.cookie)).status, 401);
    assert.equal((await profile(patient, laptop.token)).status, 200);
    // Gone from the list; ending it again, or another account's sign-in, is 404.
    const left = (await t.request('GET', '/api/user/sessions', { token: laptop.token }))
      .body as unknown[];
    assert.equal(left.length, 1);
    const again = await t.request('DELETE', `/api/user/sessions/${phoneRow._id}`, {
      token: laptop.token,
    });
    assert.equal(again.status, 404);
    const stranger = await t.createPatient();
    const strangers = await signIn(stranger);
    const theirs = (await t.request('GET', '/api/user/sessions', { token: strangers.token }))
      .body as { _id: string }[];
    const foreign = await t.request('DELETE', `/api/user/sessions/${theirs[0]!._id}`, {
      token: laptop.token,
    });
    assert.equal(foreign.status, 404);
    assert.equal((await profile(stranger, strangers.token)).status, 200);
  });

  it('ends every other device and keeps this one', async () => {
    const doctor = await t.createDoctor();
    const here = await signIn(doctor);
    const others = [await signIn(doctor, SAFARI_IPHONE), await signIn(doctor)];
    const reply = await t.request('POST', '/api/user/sessions/end-others', { token: here.token });
    assert.equal(reply.status, 200);
    assert.deepEqual(reply.body, { message: 'Every other device is signed out.', ended: 2 });
    for (const other of others) {
      assert.equal((await profile(doctor, other.token)).status, 401);
      assert.equal((await refresh(other.cookie)).status, 401);
    }
    assert.equal((await profile(doctor, here.token)).status, 200);
    assert.equal((await refresh(here.cookie)).status, 200);
  });

  it('an administrator lists and ends every sign-in of a user; nobody else may', async () => {
    const patient = await t.createPatient();
    const admin = await t.createAdmin();
    // (an administrator signs in with a second factor: the one createAdmin started is used)
    const adminSignIn = { token: admin.token };
    const devices = [await signIn(patient), await signIn(patient, SAFARI_IPHONE)];
    const url = `/api/user/sessions/user/${patient.userId}`;
    const listed = await t.request('GET', url, { token: adminSignIn.token });
    assert.equal(listed.status, 200);
    assert.equal((listed.body as unknown[]).length, 2);
    const doctor = await t.createDoctor();
    assert.equal((await t.request('DELETE', url, { token: doctor.token })).status, 403);
    assert.equal((await t.request('DELETE', url, { token: devices[0]!.token })).status, 403);
    const ended = await t.request('DELETE', url, { token: adminSignIn.token });
    assert.equal(ended.status, 200);
    assert.deepEqual(ended.body, { message: 'Every sign-in of this account has ended.', ended: 2 });
    for (const device of devices) {
      assert.equal((await profile(patient, device.token)).status, 401);
      assert.equal((await refresh(device.cookie)).status, 401);
    }
    assert.equal((await profile(admin, adminSignIn.token)).status, 200);
    const missing = await t.request(
      'DELETE',
      '/api/user/sessions/user/00000000-0000-4000-8000-000000000000',
      { token: adminSignIn.token },
    );
    assert.equal(missing.status, 404);
    // The ending is a security event: who ended whose sign-ins, how many.
    const event = logLines.find((l) => l.event === 'session.end' && l.scope === 'all');
    assert.ok(event, 'a session.end event is logged');
    assert.equal(event.userId, patient.userId);
    assert.equal(event.byUserId, admin.userId);
    assert.equal(event.byRole, 'admin');
    assert.equal(event.ended, 2);
  });

  it('a sign-in idle for 15 minutes (the browser’s idle logoff) ends on the server', async () => {
    const patient = await t.createPatient();
    const idle = await signIn(patient);
    const active = await signIn(patient, SAFARI_IPHONE);
    assert.equal((await profile(patient, idle.token)).status, 200);
    const ago = (minutes: number) => sql`now() - make_interval(mins => ${minutes})`;
    // 14 minutes without a request: still live, and the request counts as activity.
    await t.sql(
      sql`update sessions set last_active_at = ${ago(14)} where user_id = ${patient.userId}`,
    );
    assert.equal((await profile(patient, idle.token)).status, 200);
    assert.equal((await profile(patient, active.token)).status, 200);
    const [row] = await t.sql<{ fresh: boolean }>(
      sql`select max(last_active_at) > now() - interval '1 minute' as fresh from sessions
          where user_id = ${patient.userId}`,
    );
    assert.equal(row!.fresh, true);
    // 15 minutes and a second without a request: the access token and the refresh cookie stop.
    const idleFamily = JSON.parse(
      Buffer.from(idle.token.split('.')[1]!, 'base64url').toString('utf8'),
    ) as { sid: string };
    await t.sql(
      sql`update sessions set last_active_at = now() - interval '15 minutes 1 second'
          where family_id = ${idleFamily.sid}`,
    );
    const after = await profile(patient, idle.token);
    assert.equal(after.status, 401);
    assert.equal(after.body.message, EXPIRED);
    assert.equal((await refresh(idle.cookie)).status, 401);
    assert.equal((await profile(patient, active.token)).status, 200);
    const listed = (await t.request('GET', '/api/user/sessions', { token: active.token }))
      .body as unknown[];
    assert.equal(listed.length, 1);
  });
});
