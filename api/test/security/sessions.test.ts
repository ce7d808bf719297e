// Sessions under attack: access tokens expire on the real clock rule, refresh cookies rotate and a
// replayed one ends the family, logout revokes on the server, sign-in brute force is limited per
// account and per IP, and the security log records every sign-in and refusal without secrets.
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { after, before, beforeEach, describe, it, mock } from 'node:test';
import { loggerOptions } from '../../src/app.js';
import { emailHash } from '../../src/plugins/security.js';
import { PASSWORD, recordedSlowdown, setupTestApp, type TestApp } from '../helpers.js';

/** Every log line the app writes, parsed. */
const logLines: Record<string, unknown>[] = [];
const logText: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
      logText.push(line);
      logLines.push(JSON.parse(line) as Record<string, unknown>);
    }
    done();
  },
});

let t: TestApp;
let clockOffset = 0;
before(async () => {
  // The production logger settings (redaction, serializers), written to the sink.
  const production = loggerOptions('info') as Record<string, unknown>;
  t = await setupTestApp({
    now: () => new Date(Date.now() + clockOffset),
    logger: { ...production, stream: sink },
  });
});
after(() => t.close());
beforeEach(async () => {
  clockOffset = 0;
  await t.reset();
});

const login = (email: string, password = PASSWORD, remoteAddress = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    remoteAddress,
    payload: { email, password },
  });

function refreshCookieOf(reply: { headers: Record<string, unknown> }): string {
  const header = [reply.headers['set-cookie']]
    .flat()
    .find((c) => String(c).startsWith('cc_refresh='));
  assert.ok(header, 'a refresh cookie is set');
  return String(header).split(';')[0]!.slice('cc_refresh='.length);
}

const refresh = (cookie: string) =>
  t.request('POST', '/api/user/refresh', { cookies: { cc_refresh: cookie } });

describe('access tokens', () => {
  it('a signed-in token works for 15 minutes and not a second longer (fake clock)', async () => {
    const patient = await t.createPatient();
    const signedIn = await login(patient.email);
    assert.equal(signedIn.statusCode, 200);
    const { token } = signedIn.json<{ token: string }>();
    const url = `/api/user/getOne/${patient.userId}`;
    const start = Date.now();
    // Only Date is faked: the token check reads the clock through Date.now().
    mock.timers.enable({ apis: ['Date'], now: start });
    try {
      mock.timers.tick(14 * 60_000 + 50_000);
      assert.equal((await t.request('GET', url, { token })).status, 200, 'valid at 14:50');
      mock.timers.tick(20_000);
      const expired = await t.request('GET', url, { token });
      assert.equal(expired.status, 401, 'expired at 15:10');
      assert.equal(expired.body.message, 'Your session has expired. Please log in again.');
    } finally {
      mock.timers.reset();
    }
  });

  it('a token signed with another secret, or with "alg: none", is refused', async () => {
    const patient = await t.createPatient();
    const url = `/api/user/getOne/${patient.userId}`;
    const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const claims = { sub: patient.userId, role: 'admin', iat: Math.floor(Date.now() / 1000) };
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`;
    assert.equal((await t.request('GET', url, { token: unsigned })).status, 401);
    const [header, , signature] = patient.token.split('.');
    const tampered = `${header}.${b64({ ...claims, role: 'admin' })}.${signature}`;
    assert.equal((await t.request('GET', url, { token: tampered })).status, 401);
  });
});

describe('refresh cookie', () => {
  it('rotates on every refresh, and a replayed cookie revokes the whole family', async () => {
    const patient = await t.createPatient();
    const first = refreshCookieOf(await login(patient.email));
    const r1 = await refresh(first);
    assert.equal(r1.status, 200);
    const second = refreshCookieOf(r1);
    assert.notEqual(second, first, 'a new cookie');
    const r2 = await refresh(second);
    assert.equal(r2.status, 200);
    const third = refreshCookieOf(r2);
    assert.notEqual(third, second);

    clockOffset = 60_000; // past the grace window for racing tabs
    assert.equal((await refresh(first)).status, 401, 'the stolen old cookie is refused');
    assert.equal((await refresh(third)).status, 401, 'and the newest one of the family too');
    const replayLog = logLines.find((l) => String(l.msg).includes('session family revoked'));
    assert.ok(replayLog, 'the replay is logged');

    // Another sign-in of the same account (another family) is untouched.
    const other = refreshCookieOf(await login(patient.email));
    assert.equal((await refresh(other)).status, 200);
  });

  it('logout revokes on the server: the cookie no longer refreshes, even if kept by an attacker', async () => {
    const patient = await t.createPatient();
    const cookie = refreshCookieOf(await login(patient.email));
    const out = await t.request('POST', '/api/user/logout', { cookies: { cc_refresh: cookie } });
    assert.equal(out.status, 200);
    const cleared = [out.headers['set-cookie']]
      .flat()
      .find((c) => String(c).startsWith('cc_refresh='));
    assert.match(
      String(cleared),
      /Expires=Thu, 01 Jan 1970|Max-Age=0/i,
      'the browser cookie is cleared',
    );
    assert.equal((await refresh(cookie)).status, 401);
  });
});

describe('ended sign-ins end their access tokens', () => {
  const tokenAndCookie = async (email: string) => {
    const reply = await login(email);
    assert.equal(reply.statusCode, 200);
    return { token: reply.json<{ token: string }>().token, cookie: refreshCookieOf(reply) };
  };

  it('logout: the access token of that sign-in stops at once, another sign-in goes on', async () => {
    const patient = await t.createPatient();
    const url = `/api/user/getOne/${patient.userId}`;
    const laptop = await tokenAndCookie(patient.email);
    const phone = await tokenAndCookie(patient.email);
    assert.equal((await t.request('GET', url, { token: laptop.token })).status, 200);
    await t.request('POST', '/api/user/logout', { cookies: { cc_refresh: laptop.cookie } });
    const after = await t.request('GET', url, { token: laptop.token });
    assert.equal(after.status, 401);
    assert.equal(after.body.message, 'Your session has expired. Please log in again.');
    assert.equal((await t.request('GET', url, { token: phone.token })).status, 200);
  });

  it('a replayed refresh cookie also ends the access tokens of its family', async () => {
    const patient = await t.createPatient();
    const first = await tokenAndCookie(patient.email);
    const refreshed = await refresh(first.cookie);
    const token = refreshed.body.token as string;
    const url = `/api/user/getOne/${patient.userId}`;
    assert.equal((await t.request('GET', url, { token })).status, 200);
    clockOffset = 60_000;
    assert.equal((await refresh(first.cookie)).status, 401);
    assert.equal((await t.request('GET', url, { token })).status, 401);
  });

  it('a password change ends the other devices but not this one', async () => {
    const patient = await t.createPatient();
    const url = `/api/user/getOne/${patient.userId}`;
    const here = await tokenAndCookie(patient.email);
    const elsewhere = await tokenAndCookie(patient.email);
    const changed = await t.request('PUT', `/api/user/password/${patient.userId}`, {
      token: here.token,
      body: { currentPassword: PASSWORD, newPassword: 'N3w-Password!', confirm: 'N3w-Password!' },
    });
    assert.equal(changed.status, 200);
    assert.equal((await t.request('GET', url, { token: here.token })).status, 200);
    assert.equal((await t.request('GET', url, { token: elsewhere.token })).status, 401);
    assert.equal((await refresh(elsewhere.cookie)).status, 401);
  });
});

describe('sign-in brute force (RATE_LIMIT_LOGIN = 10 a minute)', () => {
  let limited: TestApp;
  const { slowdown, waitedDuring } = recordedSlowdown();
  before(async () => {
    limited = await setupTestApp({ config: { rateLimitLogin: 10, signInSlowdown: slowdown } });
  });
  after(() => limited.close());

  const attempt = (
    email: string,
    ip: string,
    headers: Record<string, string> = {},
    password = 'wrong-password',
    app: TestApp = limited,
  ) =>
    app.app.inject({
      method: 'POST',
      url: '/api/user/login',
      remoteAddress: ip,
      headers,
      payload: { email, password },
    });

  /** The answer, the time it took, and the wait the server chose for it (0: none). */
  const timed = async (run: () => ReturnType<typeof attempt>) => {
    const { result: reply, ms, waited } = await waitedDuring(run);
    return { reply, ms, waited };
  };

  it('per account and address: the 11th try from one address gets 429, with Retry-After', async () => {
    const victim = await limited.createPatient();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++)
      statuses.push((await attempt(victim.email, '10.9.1.1')).statusCode);
    assert.deepEqual(statuses, Array(10).fill(401));
    const blocked = await attempt(victim.email.toUpperCase(), '10.9.1.1', {}, PASSWORD);
    assert.equal(blocked.statusCode, 429, 'the right password does not get through either');
    assert.match(
      blocked.json<{ message: string }>().message,
      /^Too many attempts\. Please wait \d+ seconds? and try again\.$|^Too many attempts\. Please wait a second and try again\.$/,
    );
    assert.ok(Number(blocked.headers['retry-after']) > 0, 'Retry-After is sent');
  });

  it('the owner still signs in from their own address after failures from many others, only slower', async () => {
    const victim = await limited.createPatient();
    for (let i = 0; i < 12; i++) {
      const reply = await attempt(victim.email, `10.9.2.${i + 1}`);
      assert.equal(reply.statusCode, 401, `attempt ${i + 1}`);
    }
    const owner = await timed(() => attempt(victim.email, '192.0.2.44', {}, PASSWORD));
    assert.equal(owner.reply.statusCode, 200, 'the owner is not locked out');
    assert.ok(owner.ms >= slowdown.delayMs, `the owner waited ${owner.ms} ms`);
  });

  it('each failure over 10 on an account, from any address, makes the next attempt wait longer, up to a cap', async () => {
    const victim = await limited.createPatient();
    const waits: number[] = [];
    const took: number[] = [];
    for (let i = 0; i < 15; i++) {
      const { reply, ms, waited } = await timed(() => attempt(victim.email, `10.9.3.${i + 1}`));
      assert.equal(reply.statusCode, 401);
      waits.push(waited);
      took.push(ms);
    }
    // None for the first 10; then 800, 1600, 3200, capped at 3200.
    assert.deepEqual(waits, [...Array(10).fill(0), 800, 1600, 3200, 3200, 3200]);
    // And they are waited: each slowed answer took at least its wait.
    assert.ok(
      took.every((ms, i) => ms >= waits[i]!),
      `answered after ${took.map(Math.round).join(', ')} ms`,
    );
    // A success from the owner is not counted as a failure; an unknown account is slowed the same.
    const unknown = 'nobody-here@example.test';
    for (let i = 0; i < 11; i++) await attempt(unknown, `10.9.4.${i + 1}`);
    const { ms } = await timed(() => attempt(unknown, '10.9.4.99'));
    assert.ok(ms >= slowdown.delayMs, `unknown accounts are slowed down too (${ms} ms)`);
  });

  it('per address: one address trying many accounts gets 429 at the 31st, and X-Forwarded-For does not help', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) {
      const reply = await attempt(`person${i}@example.test`, '10.8.0.1', {
        'x-forwarded-for': `203.0.113.${i + 1}`,
      });
      statuses.push(reply.statusCode);
    }
    assert.deepEqual(statuses, [...Array(30).fill(401), 429, 429]);
  });

  it('behind a proxy named in TRUST_PROXY, each client has its own budget', async () => {
    const proxied = await setupTestApp({
      config: { rateLimitLogin: 10, signInSlowdown: slowdown, trustProxy: ['10.7.0.1'] },
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 32; i++) {
        const reply = await attempt(
          `person${i}@example.test`,
          '10.7.0.1',
          { 'x-forwarded-for': `203.0.113.${i + 1}` },
          'wrong-password',
          proxied,
        );
        statuses.push(reply.statusCode);
      }
      assert.deepEqual(statuses, Array(32).fill(401), 'clients behind the proxy do not share');
      const one: number[] = [];
      for (let i = 0; i < 11; i++) {
        const reply = await attempt(
          'someone@example.test',
          '10.7.0.1',
          { 'x-forwarded-for': '198.51.100.7' },
          'wrong-password',
          proxied,
        );
        one.push(reply.statusCode);
      }
      assert.deepEqual(one, [...Array(10).fill(401), 429], 'one client is still limited');
    } finally {
      await proxied.close();
    }
  });
});

describe('security log', () => {
  it('records sign-in successes and failures and every refusal, with no password, token, cookie or code', async () => {
    logLines.length = 0;
    logText.length = 0;
    const patient = await t.createPatient();
    const other = await t.createPatient();
    const wrongPassword = 'Wr0ng-Secret-Password!';

    const ok = await login(patient.email, PASSWORD, '192.0.2.10');
    const { token } = ok.json<{ token: string }>();
    const cookie = refreshCookieOf(ok);
    await login(patient.email, wrongPassword, '192.0.2.11');
    await login('nobody@example.test', wrongPassword, '192.0.2.12');
    // Refusals: no token, a bad token, another person's record (404), a wrong role (403).
    await t.request('GET', `/api/user/getOne/${patient.userId}`);
    await t.request('GET', `/api/user/getOne/${patient.userId}`, { token: `${token}x` });
    await t.request('GET', `/api/user/getOne/${other.userId}`, { token });
    await t.request('GET', '/api/stats/admin', { token });
    // Secrets travelling in other places: a refresh cookie, a reset token in the path, a code.
    await refresh(cookie);
    await t.request('POST', '/api/user/forgot', { body: { email: patient.email } });
    const mail = (await t.emails(patient.email))[0];
    const resetToken = /token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
    assert.ok(resetToken, 'a reset token was mailed');
    await t.request('POST', `/api/user/resetpassword/${resetToken}`, {
      body: { email: patient.email, newPassword: 'N3w-Password!', confirm: 'N3w-Password!x' },
    });
    await t.request('POST', '/api/user/verify', {
      body: { email: patient.email, code: '1234567', password: 'N3w-Password!' },
    });
    await new Promise((resolve) => setImmediate(resolve));

    const logins = logLines.filter((l) => l.event === 'login');
    const success = logins.find((l) => l.outcome === 'success');
    assert.ok(success, 'a successful sign-in is logged');
    assert.equal(success.userId, patient.userId);
    assert.equal(success.ip, '192.0.2.10');
    assert.equal(success.route, '/api/user/login');
    const wrong = logins.find((l) => l.outcome === 'wrong-password');
    assert.ok(wrong, 'a wrong password is logged');
    assert.equal(wrong.emailHash, emailHash(patient.email));
    assert.equal(wrong.ip, '192.0.2.11');
    const unknown = logins.find((l) => l.outcome === 'unknown-email');
    assert.equal(unknown?.ip, '192.0.2.12');
    // The code tried for an address without a pending sign-up is logged as an unknown email.
    assert.equal(logins.length, 4, 'one line per attempt (not also as a refusal)');

    const denied = logLines.filter((l) => l.event === 'access.denied');
    const summary = denied.map(
      (l) => `${String(l.status)} ${String(l.route)} ${String(l.userId ?? '-')}`,
    );
    assert.ok(summary.includes('401 /api/user/getOne/:userId -'), summary.join('\n'));
    assert.ok(
      summary.includes(`404 /api/user/getOne/:userId ${patient.userId}`),
      summary.join('\n'),
    );
    assert.ok(summary.includes(`403 /api/stats/admin ${patient.userId}`), summary.join('\n'));
    for (const line of denied) assert.ok(line.ip && line.method, 'IP and method on every refusal');

    const all = logText.join('\n');
    const secrets: [string, string][] = [
      ['the password', PASSWORD],
      ['the wrong password', wrongPassword],
      ['the new password', 'N3w-Password!'],
      ['the access token', token],
      ['the test token', patient.token],
      ['the refresh cookie', cookie],
      ['the reset token', resetToken],
      ['the verification code', '1234567'],
      ['an email address', patient.email],
      ['the unknown email', 'nobody@example.test'],
    ];
    for (const [what, secret] of secrets) {
      const at = all.indexOf(secret);
      assert.ok(
        at < 0,
        `${what} must not appear in the log: ${all.slice(Math.max(0, at - 300), at + 100)}`,
      );
    }
    assert.ok(!/eyJ[\w-]{10,}\.[\w-]{10,}/.test(all), 'no JWT at all in the log');
    assert.ok(logLines.length > 20, `the log was captured (${logLines.length} lines)`);
  });
});

describe('errors in the log', () => {
  it("a failed query is logged without its parameters (a patient's data)", async () => {
    const { loggableError } = await import('../../src/plugins/errors.js');
    const driverError = Object.assign(new Error('duplicate key'), { code: '23505' });
    const failed = Object.assign(
      new Error(
        'Failed query: insert into users (email, bio) values ($1, $2)\nparams: jane@example.test,Diabetes type 2',
      ),
      { params: ['jane@example.test', 'Diabetes type 2'], cause: driverError },
    );
    const logged = JSON.stringify(loggableError(failed));
    assert.ok(!logged.includes('jane@example.test'), logged);
    assert.ok(!logged.includes('Diabetes'), logged);
    assert.match(logged, /Failed query: insert into users/);
    assert.match(logged, /"code":"23505"/);
  });
});
