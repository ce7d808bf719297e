import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { PASSWORD, setupTestApp, type Person, type TestApp } from '../../../test/helpers.js';
import {
  CODE_USED,
  KEEP_ONE_FACTOR,
  MAX_SECOND_STEP_FAILURES,
  SIGN_IN_EXPIRED,
  WRONG_CODE,
  WRONG_RECOVERY_CODE,
} from './two-step.service.js';

// The app's clock is the test's: a fixed moment 5 s into a 30-second TOTP step, moved by hand.
const START = Math.floor(Date.now() / 30_000) * 30_000 + 5_000;
let clock = START;
let t: TestApp;

before(async () => {
  t = await setupTestApp({ now: () => new Date(clock) });
});
after(() => t.close());
beforeEach(async () => {
  clock = START;
  await t.reset();
});

const codeAt = (secret: string, at = clock) =>
  OTPAuth.TOTP.generate({ secret: OTPAuth.Secret.fromBase32(secret), timestamp: at });

const login = (email: string, password = PASSWORD) =>
  t.request('POST', '/api/user/login', { body: { email, password } });

/** Sets up an authenticator app from Settings; answers its secret and the recovery codes. */
async function enrolTotp(person: Person) {
  const setup = await t.request('POST', '/api/user/two-step/totp/setup', { token: person.token });
  assert.equal(setup.status, 200);
  const confirm = await t.request('POST', '/api/user/two-step/totp/confirm', {
    token: person.token,
    body: { code: codeAt(setup.body.secret) },
  });
  assert.equal(confirm.status, 200);
  return {
    secret: setup.body.secret as string,
    recoveryCodes: confirm.body.recoveryCodes as string[],
  };
}

/** A login that stops at the second step: its pending token. */
async function pendingLogin(email: string, step = 'second-factor'): Promise<string> {
  const reply = await login(email);
  assert.equal(reply.status, 202);
  assert.equal(reply.body.step, step);
  assert.equal(reply.body.token, undefined, 'no access token before the second step');
  assert.equal(reply.headers['set-cookie'], undefined, 'no refresh cookie before the second step');
  return reply.body.pendingToken;
}

describe('second factors: who must have one', () => {
  it('an administrator without one is led to enrol an authenticator app before any session', async () => {
    const admin = await t.createAdmin({ secondFactor: false });
    const pendingToken = await pendingLogin(admin.email, 'enrol');
    // The pending token is not a session.
    const asBearer = await t.request('GET', '/api/user/two-step', { token: pendingToken });
    assert.equal(asBearer.status, 401);

    const setup = await t.request('POST', '/api/user/two-step/enrol/totp', {
      body: { pendingToken },
    });
    assert.equal(setup.status, 200);
    assert.match(setup.body.secret, /^[A-Z2-7]{32}$/);
    assert.match(setup.body.uri, /^otpauth:\/\/totp\/CareConnect:.+secret=/);

    const wrong = await t.request('POST', '/api/user/two-step/enrol/totp/confirm', {
      body: { pendingToken, code: '000000' === codeAt(setup.body.secret) ? '111111' : '000000' },
    });
    assert.equal(wrong.status, 400);
    assert.equal(wrong.body.message, WRONG_CODE);

    const done = await t.request('POST', '/api/user/two-step/enrol/totp/confirm', {
      body: { pendingToken, code: codeAt(setup.body.secret) },
    });
    assert.equal(done.status, 200);
    assert.equal(done.body.message, 'Login successful');
    assert.equal(done.body.user._id, admin.userId);
    assert.equal(done.body.recoveryCodes.length, 10);
    const me = await t.request('GET', '/api/user/two-step', { token: done.body.token });
    assert.equal(me.status, 200);
    assert.deepEqual(
      { totp: me.body.totp, left: me.body.recoveryCodesLeft, required: me.body.required },
      { totp: true, left: 10, required: true },
    );
    assert.ok(!JSON.stringify(me.body).includes(setup.body.secret), 'the secret is never returned');
  });

  it('keeps the secret encrypted at rest and never answers it after enrolment', async () => {
    const patient = await t.createPatient();
    const { secret } = await enrolTotp(patient);
    const [row] = await t.sql<{ secret_encrypted: string }>(
      sql`select secret_encrypted from totp_factors where user_id = ${patient.userId}`,
    );
    assert.ok(row);
    assert.ok(!row.secret_encrypted.includes(secret));
    assert.match(row.secret_encrypted, /^v1:/);
    const again = await t.request('POST', '/api/user/two-step/totp/setup', {
      token: patient.token,
    });
    assert.equal(again.status, 409, 'a second setup does not reveal or replace the secret');
  });

  it('patients and doctors sign in with the password alone until they enrol one', async () => {
    const patient = await t.createPatient();
    const doctor = await t.createDoctor();
    assert.equal((await login(patient.email)).status, 200);
    assert.equal((await login(doctor.email)).status, 200);
  });

  it('a clinic that requires it for doctors leads them to enrol (SECOND_FACTOR_FOR_DOCTORS)', async () => {
    const strict = await setupTestApp({ config: { secondFactorForDoctors: true } });
    try {
      const doctor = await strict.createDoctor();
      const patient = await strict.createPatient();
      const reply = await strict.request('POST', '/api/user/login', {
        body: { email: doctor.email, password: PASSWORD },
      });
      assert.equal(reply.status, 202);
      assert.equal(reply.body.step, 'enrol');
      const patientReply = await strict.request('POST', '/api/user/login', {
        body: { email: patient.email, password: PASSWORD },
      });
      assert.equal(patientReply.status, 200);
    } finally {
      await strict.close();
    }
  });

  it('verifying a new doctor’s email leads to the same enrolment, with no session yet', async () => {
    const strict = await setupTestApp({ config: { secondFactorForDoctors: true } });
    try {
      const email = 'new.doctor@example.test';
      const body = {
        firstName: 'Nina',
        lastName: 'Novak',
        username: 'nina.novak',
        email,
        password: PASSWORD,
        gender: 'female',
        accountType: 'doctor',
      };
      assert.equal((await strict.request('POST', '/api/user/register', { body })).status, 201);
      const [mail] = await strict.emails(email);
      const code = /\b(\d{7})\b/.exec(mail?.text ?? '')?.[1];
      assert.ok(code, 'the email holds a 7-digit code');
      const reply = await strict.request('POST', '/api/user/verify', {
        body: { email, code, password: PASSWORD },
      });
      assert.equal(reply.status, 202);
      assert.equal(reply.body.step, 'enrol');
      assert.ok(reply.body.pendingToken);
      assert.equal(reply.body.token, undefined);
      assert.equal(reply.headers['set-cookie'], undefined, 'no refresh cookie before the step');
    } finally {
      await strict.close();
    }
  });

  it('in demo mode the published demo accounts keep signing in with the password alone', async () => {
    const demoAdmin = await t.createAdmin({ secondFactor: false });
    await t.sql(
      sql`update users set email = 'admin@careconnect.test' where id = ${demoAdmin.userId}`,
    );
    const reply = await login('admin@careconnect.test');
    assert.equal(reply.status, 200);
    assert.equal(reply.body.message, 'Login successful');
    // …and cannot be given a factor that would lock the shared demo.
    const setup = await t.request('POST', '/api/user/two-step/totp/setup', {
      token: demoAdmin.token,
    });
    assert.equal(setup.status, 400);
  });

  it('outside demo mode the same address is held to the rule', async () => {
    const strict = await setupTestApp({
      config: { demoMode: false, smtpUrl: 'smtp://127.0.0.1:9' },
    });
    try {
      const admin = await strict.createAdmin({ secondFactor: false });
      await strict.sql(
        sql`update users set email = 'admin@careconnect.test' where id = ${admin.userId}`,
      );
      const reply = await strict.request('POST', '/api/user/login', {
        body: { email: 'admin@careconnect.test', password: PASSWORD },
      });
      assert.equal(reply.status, 202);
      assert.equal(reply.body.step, 'enrol');
    } finally {
      await strict.close();
    }
  });
});

describe('second factors: the second step of a sign-in', () => {
  it('asks for the code after the password and signs in with it (TOTP on the test clock)', async () => {
    const doctor = await t.createDoctor();
    const { secret } = await enrolTotp(doctor);
    clock += 30_000;
    const pendingToken = await pendingLogin(doctor.email);
    const reply = await t.request('POST', '/api/user/two-step/totp', {
      body: { pendingToken, code: codeAt(secret) },
    });
    assert.equal(reply.status, 200);
    assert.equal(reply.body.user._id, doctor.userId);
    assert.ok(reply.headers['set-cookie'], 'the refresh cookie comes with the second step');
    const me = await t.request('GET', '/api/user/two-step', { token: reply.body.token });
    assert.equal(me.status, 200);
  });

  it('refuses a code used once already (replay), and takes the next one', async () => {
    const doctor = await t.createDoctor();
    const { secret } = await enrolTotp(doctor);
    // The enrolment used this step's code: the same code is refused at sign-in.
    const first = await pendingLogin(doctor.email);
    const replay = await t.request('POST', '/api/user/two-step/totp', {
      body: { pendingToken: first, code: codeAt(secret) },
    });
    assert.equal(replay.status, 400);
    assert.equal(replay.body.message, CODE_USED);
    clock += 30_000;
    const next = await t.request('POST', '/api/user/two-step/totp', {
      body: { pendingToken: first, code: codeAt(secret) },
    });
    assert.equal(next.status, 200);
    // Replayed at once on another sign-in, the same code is refused again.
    const second = await pendingLogin(doctor.email);
    const again = await t.request('POST', '/api/user/two-step/totp', {
      body: { pendingToken: second, code: codeAt(secret) },
    });
    assert.equal(again.status, 400);
    assert.equal(again.body.message, CODE_USED);
  });

  it('refuses a code older than one step of drift', async () => {
    const doctor = await t.createDoctor();
    const { secret } = await enrolTotp(doctor);
    clock += 5 * 60_000;
    const pendingToken = await pendingLogin(doctor.email);
    const stale = await t.request('POST', '/api/user/two-step/totp', {
      body: { pendingToken, code: codeAt(secret, clock - 90_000) },
    });
    assert.equal(stale.status, 400);
    assert.equal(stale.body.message, WRONG_CODE);
  });

  it('a pending token works once and for 5 minutes', async () => {
    const doctor = await t.createDoctor();
    const { secret } = await enrolTotp(doctor);
    clock += 30_000;
    const pendingToken = await pendingLogin(doctor.email);
    const ok = await t.request('POST', '/api/user/two-step/totp', {
      body: { pendingToken, code: codeAt(secret) },
    });
    assert.equal(ok.status, 200);
    clock += 30_000;
    const reused = await t.request('POST', '/api/user/two-step/totp', {
      body: { pendingToken, code: codeAt(secret) },
    });
    assert.equal(reused.status, 401);
    assert.equal(reused.body.message, SIGN_IN_EXPIRED);

    const late = await pendingLogin(doctor.email);
    clock += 5 * 60_000 + 1_000;
    const expired = await t.request('POST', '/api/user/two-step/totp', {
      body: { pendingToken: late, code: codeAt(secret) },
    });
    assert.equal(expired.status, 401);
  });

  it(`waits after ${MAX_SECOND_STEP_FAILURES} wrong answers, even for the right code`, async () => {
    const doctor = await t.createDoctor();
    const { secret } = await enrolTotp(doctor);
    clock += 30_000;
    const right = codeAt(secret);
    const wrong = right === '123456' ? '654321' : '123456';
    const pendingToken = await pendingLogin(doctor.email);
    for (let i = 0; i < MAX_SECOND_STEP_FAILURES; i += 1) {
      const reply = await t.request('POST', '/api/user/two-step/totp', {
        body: { pendingToken, code: wrong },
      });
      assert.equal(reply.status, 400);
    }
    const blocked = await t.request('POST', '/api/user/two-step/totp', {
      body: { pendingToken, code: right },
    });
    assert.equal(blocked.status, 429);
    assert.ok(blocked.headers['retry-after']);
    // A new password step does not reset the count.
    const fresh = await pendingLogin(doctor.email);
    const stillBlocked = await t.request('POST', '/api/user/two-step/recovery', {
      body: { pendingToken: fresh, code: 'aaaaa-aaaaa' },
    });
    assert.equal(stillBlocked.status, 429);
  });

  it('recovery codes: each works once, and only their hashes are kept', async () => {
    const patient = await t.createPatient();
    const { recoveryCodes } = await enrolTotp(patient);
    const [code] = recoveryCodes;
    assert.ok(code);
    assert.match(code, /^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const stored = await t.sql<{ code_hash: string }>(
      sql`select code_hash from recovery_codes where user_id = ${patient.userId}`,
    );
    assert.equal(stored.length, 10);
    assert.ok(stored.every((row) => !recoveryCodes.some((c) => row.code_hash.includes(c))));

    const first = await t.request('POST', '/api/user/two-step/recovery', {
      body: { pendingToken: await pendingLogin(patient.email), code: code.toUpperCase() },
    });
    assert.equal(first.status, 200);
    const status = await t.request('GET', '/api/user/two-step', { token: first.body.token });
    assert.equal(status.body.recoveryCodesLeft, 9);
    const second = await t.request('POST', '/api/user/two-step/recovery', {
      body: { pendingToken: await pendingLogin(patient.email), code },
    });
    assert.equal(second.status, 400);
    assert.equal(second.body.message, WRONG_RECOVERY_CODE);
  });

  it('a password reset never bypasses the second factor', async () => {
    const patient = await t.createPatient();
    await enrolTotp(patient);
    await t.request('POST', '/api/user/forgot', { body: { email: patient.email } });
    const [mail] = await t.emails(patient.email);
    const token = /token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
    assert.ok(token, 'the reset email holds a token');
    const reset = await t.request('POST', `/api/user/resetpassword/${token}`, {
      body: { email: patient.email, newPassword: 'brand-new-pass', confirm: 'brand-new-pass' },
    });
    assert.equal(reset.status, 200);
    assert.equal(reset.body.token, undefined, 'a reset signs nobody in');
    const reply = await login(patient.email, 'brand-new-pass');
    assert.equal(reply.status, 202);
    assert.equal(reply.body.step, 'second-factor');
  });
});

describe('second factors: settings and an administrator’s reset', () => {
  it('removing the authenticator app asks for the password; then the password alone signs in', async () => {
    const patient = await t.createPatient();
    await enrolTotp(patient);
    const wrong = await t.request('POST', '/api/user/two-step/totp/remove', {
      token: patient.token,
      body: { currentPassword: 'not-the-password' },
    });
    assert.equal(wrong.status, 400);
    const removed = await t.request('POST', '/api/user/two-step/totp/remove', {
      token: patient.token,
      body: { currentPassword: PASSWORD },
    });
    assert.equal(removed.status, 200);
    assert.equal((await login(patient.email)).status, 200);
    const [left] = await t.sql<{ n: number }>(
      sql`select count(*)::int as n from recovery_codes where user_id = ${patient.userId}`,
    );
    assert.equal(left?.n, 0, 'recovery codes go with the last factor');
  });

  it('an administrator cannot remove their last second factor', async () => {
    // Test administrators have an authenticator app, as the clinic requires (test/helpers.ts).
    const admin = await t.createAdmin();
    assert.ok(admin.totpSecret);
    clock += 30_000;
    assert.equal((await t.signIn(admin)).status, 200);
    const reply = await t.request('POST', '/api/user/two-step/totp/remove', {
      token: admin.token,
      body: { currentPassword: PASSWORD },
    });
    assert.equal(reply.status, 400);
    assert.equal(reply.body.message, KEEP_ONE_FACTOR);
  });

  it('offers passkey registration for the page’s own host (the relying party)', async () => {
    const doctor = await t.createDoctor();
    const reply = await t.request('POST', '/api/user/two-step/passkeys/options', {
      token: doctor.token,
      headers: { origin: 'http://localhost:3000' },
    });
    assert.equal(reply.status, 200);
    assert.equal(reply.body.rp.id, 'localhost');
    assert.equal(reply.body.rp.name, 'CareConnect');
    assert.ok(reply.body.challenge.length >= 16);
    const foreign = await t.request('POST', '/api/user/two-step/passkeys/options', {
      token: doctor.token,
      headers: { origin: 'https://evil.example' },
    });
    assert.equal(foreign.body.rp.id, 'localhost', 'an unknown origin gets the clinic’s own');
  });

  it('an administrator resets a user’s second factors: recorded, signed out, emailed', async () => {
    const admin = await t.createAdmin();
    const doctor = await t.createDoctor();
    const { secret } = await enrolTotp(doctor);
    clock += 30_000;
    const signedIn = await t.request('POST', '/api/user/two-step/totp', {
      body: { pendingToken: await pendingLogin(doctor.email), code: codeAt(secret) },
    });
    assert.equal(signedIn.status, 200);

    const notAdmin = await t.request('POST', `/api/user/two-step/reset/${doctor.userId}`, {
      token: doctor.token,
    });
    assert.equal(notAdmin.status, 403);

    const reset = await t.request('POST', `/api/user/two-step/reset/${doctor.userId}`, {
      token: admin.token,
    });
    assert.equal(reset.status, 200);
    const events = await t.sql<{ action: string; actor_user_id: string; user_id: string }>(
      sql`select action, actor_user_id, user_id from second_factor_events where user_id = ${doctor.userId} order by id`,
    );
    assert.deepEqual(events.at(-1), {
      action: 'reset-by-admin',
      actor_user_id: admin.userId,
      user_id: doctor.userId,
    });
    // The record of it cannot be changed.
    await assert.rejects(t.sql(sql`delete from second_factor_events`));
    const [mail] = await t.emails(doctor.email);
    assert.equal(mail?.subject, 'Your CareConnect two-step sign-in was reset');
    // Signed out everywhere, and the password alone signs in again (a doctor need not have one).
    const stale = await t.request('GET', '/api/user/two-step', { token: signedIn.body.token });
    assert.equal(stale.status, 401);
    assert.equal((await login(doctor.email)).status, 200);
  });
});
