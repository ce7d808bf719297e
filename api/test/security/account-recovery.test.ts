// Account recovery and identity: who may hold a password for an address, which reset links
// still work, and how an address changes (docs/decisions/account-recovery.md).
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, beforeEach, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { sha256 } from '../../src/lib/secrets.js';
import { PASSWORD, setupTestApp, type TestApp } from '../helpers.js';

let t: TestApp;
let clockOffset = 0;

before(async () => {
  t = await setupTestApp({ now: () => new Date(Date.now() + clockOffset) });
});
after(() => t.close());
beforeEach(async () => {
  clockOffset = 0;
  await t.reset();
});

const login = (email: string, password = PASSWORD) =>
  t.request('POST', '/api/user/login', { body: { email, password } });

function refreshCookie(reply: { headers: Record<string, unknown> }): string {
  const header = [reply.headers['set-cookie']]
    .flat()
    .find((c) => String(c).startsWith('cc_refresh='));
  assert.ok(header, 'a refresh cookie is set');
  return String(header).split(';')[0]!.slice('cc_refresh='.length);
}

async function forgot(email: string): Promise<string> {
  const reply = await t.request('POST', '/api/user/forgot', { body: { email } });
  assert.equal(reply.status, 200);
  const [mail] = await t.emails(email);
  const token = mail && /\/auth\/reset\?token=([\w-]+)/.exec(mail.text)?.[1];
  assert.ok(token, 'a reset link was emailed');
  return token;
}

const reset = (token: string, email: string, password = 'brand-new-1') =>
  t.request('POST', `/api/user/resetpassword/${token}`, {
    body: { email, newPassword: password, confirm: password },
  });

async function latestCode(email: string): Promise<string> {
  const mail = (await t.emails(email)).find((m) => /verification code/i.test(m.subject));
  const code = mail && /\b(\d{7})\b/.exec(mail.text)?.[1];
  assert.ok(code, `a code was emailed to ${email}`);
  return code;
}

const signup = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Maria',
  lastName: 'Lopez',
  username: 'maria.lopez',
  gender: 'female',
  email: 'maria@example.test',
  password: 'victim-secret',
  ...overrides,
});

describe('reset links end', () => {
  it('a new Forgot request ends the earlier reset link', async () => {
    const patient = await t.createPatient();
    const first = await forgot(patient.email);
    const second = await forgot(patient.email);
    assert.equal((await reset(first, patient.email)).status, 400, 'the older link is dead');
    assert.equal((await reset(second, patient.email)).status, 200);
  });

  it('a password change ends every unused reset link', async () => {
    const patient = await t.createPatient();
    const token = await forgot(patient.email);
    const changed = await t.request('PUT', `/api/user/password/${patient.userId}`, {
      token: patient.token,
      body: { currentPassword: PASSWORD, newPassword: 'changed-pw-1', confirm: 'changed-pw-1' },
    });
    assert.equal(changed.status, 200);
    assert.equal((await reset(token, patient.email)).status, 400);
    assert.equal((await login(patient.email, 'changed-pw-1')).status, 200);
  });

  it('a reset ends every other unused reset link of the account', async () => {
    const patient = await t.createPatient();
    const emailed = await forgot(patient.email);
    // Another live link, as one issued just before the rule that a new one ends the old.
    await t.sql(
      sql`insert into password_resets (user_id, token_hash, expires_at)
          values (${patient.userId}, ${sha256('an-older-link')}, now() + interval '20 minutes')`,
    );
    assert.equal((await reset(emailed, patient.email)).status, 200);
    assert.equal((await reset('an-older-link', patient.email, 'another-pw-1')).status, 400);
    assert.equal((await login(patient.email, 'brand-new-1')).status, 200);
  });

  it('a reset ends every session: refresh cookies and access tokens', async () => {
    const patient = await t.createPatient();
    const signedIn = await login(patient.email);
    const cookie = refreshCookie(signedIn);
    const me = `/api/user/getOne/${patient.userId}`;
    assert.equal((await t.request('GET', me, { token: signedIn.body.token })).status, 200);
    assert.equal((await reset(await forgot(patient.email), patient.email)).status, 200);
    assert.equal(
      (await t.request('POST', '/api/user/refresh', { cookies: { cc_refresh: cookie } })).status,
      401,
    );
    assert.equal((await t.request('GET', me, { token: signedIn.body.token })).status, 401);
  });
});

describe('sign-up cannot take an address or tell that it exists', () => {
  it('registering a verified address answers as a new registration and emails the owner', async () => {
    const owner = await t.createPatient({ email: 'owner@example.test' });
    const fresh = await t.request('POST', '/api/user/register', {
      body: signup({ email: 'fresh@example.test', username: 'fresh.person' }),
    });
    const taken = await t.request('POST', '/api/user/register', {
      body: signup({ email: 'OWNER@example.test', username: 'attacker.one' }),
    });
    assert.equal(taken.status, fresh.status);
    assert.equal(taken.status, 201);
    assert.equal(taken.body.message, fresh.body.message);
    assert.deepEqual(Object.keys(taken.body.user).sort(), Object.keys(fresh.body.user).sort());
    assert.equal(taken.body.user.email, 'owner@example.test');
    assert.notEqual(taken.body.user._id, owner.userId, 'the owner id is not revealed');
    const [notice] = await t.emails(owner.email);
    assert.ok(notice, 'the owner is told');
    assert.match(notice.text, /sign up|register/i);
    assert.doesNotMatch(notice.text, /\b\d{7}\b/, 'no code that could be mistaken for one');
    assert.equal((await login(owner.email)).status, 200, 'the owner keeps their password');
    assert.equal((await login(owner.email, 'victim-secret')).status, 401);
  });

  it('an earlier sign-up by someone else does not block the owner, and its password never works', async () => {
    const attacker = await t.request('POST', '/api/user/register', {
      body: signup({ username: 'attacker.one', password: 'attacker-pw' }),
    });
    assert.equal(attacker.status, 201);
    const victim = await t.request('POST', '/api/user/register', { body: signup() });
    assert.equal(victim.status, 201, 'the owner can sign up too');
    const verified = await t.request('POST', '/api/user/verify', {
      body: {
        email: 'maria@example.test',
        code: await latestCode('maria@example.test'),
        password: 'victim-secret',
      },
    });
    assert.equal(verified.status, 200, JSON.stringify(verified.body));
    assert.equal(verified.body.user.username, 'maria.lopez');
    assert.equal((await login('maria@example.test', 'victim-secret')).status, 200);
    assert.equal((await login('maria@example.test', 'attacker-pw')).status, 401);
  });

  it("a sign-up made after the owner's is not activated by the code the owner receives", async () => {
    await t.request('POST', '/api/user/register', { body: signup() });
    // The attacker signs up the same address after the owner: the newest email holds a code
    // that their own request caused.
    await t.request('POST', '/api/user/register', {
      body: signup({ username: 'attacker.one', firstName: 'Mallory', password: 'attacker-pw' }),
    });
    const code = await latestCode('maria@example.test');
    const verified = await t.request('POST', '/api/user/verify', {
      body: { email: 'maria@example.test', code, password: 'victim-secret' },
    });
    assert.equal(verified.status, 200, JSON.stringify(verified.body));
    assert.equal(verified.body.user.firstName, 'Maria', "the owner's sign-up was activated");
    assert.equal((await login('maria@example.test', 'attacker-pw')).status, 401);
    assert.equal((await login('maria@example.test', 'victim-secret')).status, 200);
    // Every other pending sign-up of the address is gone.
    const left = await t.sql(sql`select 1 from registrations where email = 'maria@example.test'`);
    assert.equal(left.length, 0);
  });

  it('Verify needs the password chosen at sign-up, besides the code', async () => {
    await t.request('POST', '/api/user/register', { body: signup() });
    const code = await latestCode('maria@example.test');
    const wrong = await t.request('POST', '/api/user/verify', {
      body: { email: 'maria@example.test', code, password: 'not-the-one' },
    });
    assert.equal(wrong.status, 400);
    assert.equal((await login('maria@example.test', 'victim-secret')).status, 403);
    const right = await t.request('POST', '/api/user/verify', {
      body: { email: 'maria@example.test', code, password: 'victim-secret' },
    });
    assert.equal(right.status, 200);
  });

  it('Verify of a verified address answers as for an unknown one', async () => {
    const owner = await t.createPatient();
    const known = await t.request('POST', '/api/user/verify', {
      body: { email: owner.email, code: '1234567', password: PASSWORD },
    });
    const unknown = await t.request('POST', '/api/user/verify', {
      body: { email: 'nobody@example.test', code: '1234567', password: PASSWORD },
    });
    assert.equal(known.status, 400);
    assert.equal(known.body.message, unknown.body.message);
  });
});

describe('changing the email address', () => {
  const change = (userId: string, token: string, body: Record<string, unknown>) =>
    t.request('POST', `/api/user/email/${userId}`, { token, body });

  async function confirmToken(to: string): Promise<string> {
    const mail = (await t.emails(to)).find((m) => /confirm/i.test(m.subject));
    const token = mail && /\/auth\/confirm-email\?token=([\w-]+)/.exec(mail.text)?.[1];
    assert.ok(token, `a confirmation link was emailed to ${to}`);
    return token;
  }

  it('needs the current password, confirms through the new address, and tells the old one', async () => {
    const patient = await t.createPatient({ email: 'old@example.test' });
    const wrong = await change(patient.userId, patient.token, {
      currentPassword: 'not-it',
      newEmail: 'new@example.test',
    });
    assert.equal(wrong.status, 400);
    assert.equal(wrong.body.message, 'The current password is not correct.');
    assert.equal((await t.emails('new@example.test')).length, 0);

    const asked = await change(patient.userId, patient.token, {
      currentPassword: PASSWORD,
      newEmail: 'New@Example.test',
    });
    assert.equal(asked.status, 200);
    assert.equal((await login('old@example.test')).status, 200, 'nothing changes before the link');
    const token = await confirmToken('new@example.test');

    const confirmed = await t.request('POST', '/api/user/confirm-email', { body: { token } });
    assert.equal(confirmed.status, 200);
    assert.equal((await login('new@example.test')).status, 200);
    assert.equal((await login('old@example.test')).status, 401);
    const notice = (await t.emails('old@example.test'))[0];
    assert.ok(notice);
    assert.match(notice.text, /new@example\.test/);
    const again = await t.request('POST', '/api/user/confirm-email', { body: { token } });
    assert.equal(again.status, 400, 'the link works once');
  });

  it('the link expires after 24 hours', async () => {
    const patient = await t.createPatient();
    await change(patient.userId, patient.token, {
      currentPassword: PASSWORD,
      newEmail: 'later@example.test',
    });
    const token = await confirmToken('later@example.test');
    await t.sql(sql`update email_changes set expires_at = now() - interval '1 minute'`);
    const late = await t.request('POST', '/api/user/confirm-email', { body: { token } });
    assert.equal(late.status, 400);
    assert.equal((await login(patient.email)).status, 200);
  });

  it('an email change ends every unused reset link', async () => {
    const patient = await t.createPatient();
    const resetToken = await forgot(patient.email);
    await change(patient.userId, patient.token, {
      currentPassword: PASSWORD,
      newEmail: 'moved@example.test',
    });
    const token = await confirmToken('moved@example.test');
    assert.equal(
      (await t.request('POST', '/api/user/confirm-email', { body: { token } })).status,
      200,
    );
    assert.equal((await reset(resetToken, 'moved@example.test')).status, 400);
  });

  it("a taken address answers the same, changes nothing and tells that address's owner", async () => {
    const patient = await t.createPatient();
    const other = await t.createPatient({ email: 'taken@example.test' });
    const free = await change(patient.userId, patient.token, {
      currentPassword: PASSWORD,
      newEmail: 'free@example.test',
    });
    const taken = await change(patient.userId, patient.token, {
      currentPassword: PASSWORD,
      newEmail: other.email,
    });
    assert.equal(taken.status, free.status);
    assert.equal(taken.body.message, free.body.message);
    const mails = await t.emails(other.email);
    assert.equal(mails.length, 1);
    assert.doesNotMatch(mails[0]!.text, /confirm-email\?token=/);
    assert.equal((await login(other.email)).status, 200);
  });

  it('the profile update no longer changes the email', async () => {
    const patient = await t.createPatient();
    const reply = await t.request('PUT', `/api/user/profile/${patient.userId}`, {
      token: patient.token,
      body: { email: 'sneaky@example.test', bio: 'Hi' },
    });
    assert.equal(reply.status, 400);
    assert.equal((await login('sneaky@example.test')).status, 401);
    const same = await t.request('PUT', `/api/user/profile/${patient.userId}`, {
      token: patient.token,
      body: { email: patient.email.toUpperCase(), bio: 'Hi' },
    });
    assert.equal(same.status, 200, 'the unchanged address may still be sent with the form');
  });
});

describe('Forgot takes the same time for known and unknown addresses', () => {
  const MAIL_DELAY_MS = 300;
  let slow: TestApp;
  let sink: SMTPServer;
  let delivered = 0;

  before(async () => {
    // A mail server that takes its time: a reply that waited for it would tell that the address
    // has an account.
    sink = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        stream.resume();
        stream.on('end', () =>
          setTimeout(() => {
            delivered += 1;
            callback();
          }, MAIL_DELAY_MS),
        );
      },
    });
    await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
    const port = (sink.server.address() as AddressInfo).port;
    slow = await setupTestApp({
      config: { smtpUrl: `smtp://127.0.0.1:${port}/?ignoreTLS=true`, demoMode: false },
    });
  });
  after(async () => {
    await slow.close();
    await new Promise<void>((resolve) => sink.close(() => resolve()));
  });

  it('the median answer times differ by far less than the mail server takes', async () => {
    const patient = await slow.createPatient();
    const timed = async (email: string) => {
      const start = performance.now();
      const reply = await slow.request('POST', '/api/user/forgot', { body: { email } });
      assert.equal(reply.status, 200);
      return performance.now() - start;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      known.push(await timed(patient.email));
      unknown.push(await timed(`nobody${i}@example.test`));
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[2]!;
    const difference = Math.abs(median(known) - median(unknown));
    assert.ok(difference < MAIL_DELAY_MS / 2, `medians differ by ${difference.toFixed(1)} ms`);
    // The links are still sent, after the answer.
    const deadline = Date.now() + 10_000;
    while (delivered < 5 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    assert.equal(delivered, 5);
  });
});
