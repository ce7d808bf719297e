import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, beforeEach, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import {
  dayFromToday,
  PASSWORD,
  setupTestApp,
  type Person,
  type TestApp,
} from '../../../test/helpers.js';

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

const signup = {
  firstName: 'Maria',
  lastName: 'Lopez',
  username: 'maria.lopez',
  gender: 'female',
  email: 'maria@example.test',
  password: 'secret12',
};

async function codeFor(email: string): Promise<string> {
  const [mail] = await t.emails(email);
  assert.ok(mail, `an email was sent to ${email}`);
  const code = /\b(\d{7})\b/.exec(mail.text)?.[1];
  assert.ok(code, 'the email holds a 7-digit code');
  return code;
}

describe('POST /api/user/login', () => {
  it('signs a patient in: message, token, lower-case role, user without secrets, refresh cookie', async () => {
    const patient = await t.createPatient({ firstName: 'Jane', lastName: 'Cooper' });
    const reply = await login(patient.email);
    assert.equal(reply.status, 200);
    assert.equal(reply.body.message, 'Login successful');
    assert.match(reply.body.token, /^[\w-]+\.[\w-]+\.[\w-]+$/);
    assert.equal(reply.body.user._id, patient.userId);
    assert.equal(reply.body.user.role, 'patient');
    assert.equal(reply.body.user.firstName, 'Jane');
    assert.equal(reply.body.user.patientId, patient.patientId);
    assert.ok(
      !('passwordHash' in reply.body.user) && !JSON.stringify(reply.body).includes('argon2'),
    );
    const cookie = String(
      [reply.headers['set-cookie']].flat().find((c) => String(c).startsWith('cc_refresh=')),
    );
    assert.match(cookie, /HttpOnly/i);
    assert.match(cookie, /SameSite=Strict/i);
    assert.match(cookie, /Path=\/api\/user/);
  });

  it('answers 401 "Invalid email or password" for a wrong password or an unknown email', async () => {
    const patient = await t.createPatient();
    for (const reply of [
      await login(patient.email, 'wrong-password'),
      await login('nobody@example.test'),
    ]) {
      assert.equal(reply.status, 401);
      assert.equal(reply.body.message, 'Invalid email or password');
    }
  });

  it('says which field is wrong', async () => {
    const missing = await t.request('POST', '/api/user/login', { body: { password: 'secret12' } });
    assert.equal(missing.status, 400);
    assert.equal(missing.body.message, 'Email is required.');
    const invalid = await t.request('POST', '/api/user/login', {
      body: { email: 'not-an-email', password: 'x' },
    });
    assert.equal(invalid.status, 400);
    assert.match(invalid.body.message, /valid email/);
    const noDot = await t.request('POST', '/api/user/login', {
      body: { email: 'jane@localhost', password: 'x' },
    });
    assert.equal(noDot.status, 400);
    assert.equal(noDot.body.message, 'Enter a valid email address.');
    const noBody = await t.request('POST', '/api/user/login');
    assert.equal(noBody.status, 400);
    assert.equal(typeof noBody.body.message, 'string');
  });

  it('refuses an unverified account with 403 "Please verify your email first"', async () => {
    await t.request('POST', '/api/user/register', { body: signup });
    const reply = await login(signup.email, signup.password);
    assert.equal(reply.status, 403);
    assert.equal(reply.body.message, 'Please verify your email first');
  });

  it('is case-insensitive on the email', async () => {
    const patient = await t.createPatient({ email: 'Mixed.Case@Example.test' });
    assert.equal((await login(patient.email.toUpperCase())).status, 200);
  });
});

describe('sign-up: register, verify, resend', () => {
  it('creates an unverified patient, emails a 7-digit code, and verify signs them in', async () => {
    const reply = await t.request('POST', '/api/user/register', { body: signup });
    assert.equal(reply.status, 201);
    assert.equal(reply.body.user.role, 'patient');
    const code = await codeFor(signup.email);
    const verified = await t.request('POST', '/api/user/verify', {
      body: { email: signup.email, code, password: signup.password },
    });
    assert.equal(verified.status, 200);
    assert.ok(verified.body.token);
    assert.equal(verified.body.user.emailVerified, true);
    assert.ok(verified.body.user.patientId, 'a patient record was created');
    assert.equal((await login(signup.email, signup.password)).status, 200);
  });

  it('creates a doctor account without a doctor record when asked for one', async () => {
    const reply = await t.request('POST', '/api/user/register', {
      body: { ...signup, accountType: 'doctor' },
    });
    assert.equal(reply.status, 201);
    assert.equal(reply.body.user.role, 'doctor');
    const code = await codeFor(signup.email);
    const verified = await t.request('POST', '/api/user/verify', {
      body: { email: signup.email, code, password: signup.password },
    });
    assert.equal(verified.body.user.role, 'doctor');
    assert.equal(verified.body.user.doctorId, undefined);
  });

  it('answers 409 for a taken username, never for a taken email', async () => {
    await t.request('POST', '/api/user/register', { body: signup });
    await t.request('POST', '/api/user/verify', {
      body: { email: signup.email, code: await codeFor(signup.email), password: signup.password },
    });
    const sameEmail = await t.request('POST', '/api/user/register', {
      body: { ...signup, username: 'another' },
    });
    assert.equal(sameEmail.status, 201, 'answered as a new registration');
    const sameUsername = await t.request('POST', '/api/user/register', {
      body: { ...signup, email: 'other@example.test', username: 'MARIA.LOPEZ' },
    });
    assert.equal(sameUsername.status, 409);
    assert.equal(sameUsername.body.message, 'This username is already taken.');
  });

  it('validates every field with a plain message', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ firstName: 'Al' }, /First name must be at least 3 characters/],
      [{ lastName: 'Li' }, /Last name must be at least 4 characters/],
      [{ username: 'ab' }, /Username must have at least 4 characters/],
      [{ gender: 'other' }, /Gender must be male or female/],
      [{ email: 'nope' }, /valid email/],
      [{ password: '123' }, /Password must be at least 6 characters/],
      [{ accountType: 'admin' }, /Account type must be one of: patient, doctor/],
    ];
    for (const [change, message] of cases) {
      const reply = await t.request('POST', '/api/user/register', {
        body: { ...signup, ...change },
      });
      assert.equal(reply.status, 400, JSON.stringify(change));
      assert.match(reply.body.message, message);
    }
    const { password: _password, ...withoutPassword } = signup;
    const missing = await t.request('POST', '/api/user/register', { body: withoutPassword });
    assert.equal(missing.body.message, 'Password is required.');
  });

  it('rejects a wrong code, a malformed code, and an expired code', async () => {
    await t.request('POST', '/api/user/register', { body: signup });
    const code = await codeFor(signup.email);
    const wrong = String((Number(code) + 1) % 10_000_000).padStart(7, '0');
    const wrongReply = await t.request('POST', '/api/user/verify', {
      body: { email: signup.email, code: wrong, password: signup.password },
    });
    assert.equal(wrongReply.status, 400);
    assert.match(wrongReply.body.message, /wrong or has expired/);
    const malformed = await t.request('POST', '/api/user/verify', {
      body: { email: signup.email, code: '12ab', password: signup.password },
    });
    assert.equal(malformed.status, 400);
    assert.equal(malformed.body.message, 'Code must be exactly 7 digits.');
    clockOffset = 16 * 60 * 1000; // the code lives 15 minutes
    const expired = await t.request('POST', '/api/user/verify', {
      body: { email: signup.email, code, password: signup.password },
    });
    assert.equal(expired.status, 400);
    assert.equal(expired.body.message, 'This verification code has expired. Request a new one.');
  });

  it('drops the code after 5 wrong attempts', async () => {
    await t.request('POST', '/api/user/register', { body: signup });
    const code = await codeFor(signup.email);
    const wrong = String((Number(code) + 1) % 10_000_000).padStart(7, '0');
    let last;
    for (let i = 0; i < 5; i++)
      last = await t.request('POST', '/api/user/verify', {
        body: { email: signup.email, code: wrong, password: signup.password },
      });
    assert.equal(last!.body.message, 'Too many wrong codes. Request a new code.');
    const right = await t.request('POST', '/api/user/verify', {
      body: { email: signup.email, code, password: signup.password },
    });
    assert.equal(right.status, 400);
  });

  it('resend sends a new code that replaces the old one, and says nothing about unknown emails', async () => {
    await t.request('POST', '/api/user/register', { body: signup });
    const first = await codeFor(signup.email);
    clockOffset = 31_000;
    const resent = await t.request('POST', '/api/user/resend', { body: { email: signup.email } });
    assert.equal(resent.status, 200);
    const second = await codeFor(signup.email);
    assert.equal((await t.emails(signup.email)).length, 2);
    if (first !== second) {
      const old = await t.request('POST', '/api/user/verify', {
        body: { email: signup.email, code: first, password: signup.password },
      });
      assert.equal(old.status, 400);
    }
    assert.equal(
      (
        await t.request('POST', '/api/user/verify', {
          body: { email: signup.email, code: second, password: signup.password },
        })
      ).status,
      200,
    );
    const unknown = await t.request('POST', '/api/user/resend', {
      body: { email: 'nobody@example.test' },
    });
    assert.equal(unknown.status, 200);
    assert.equal(unknown.body.message, resent.body.message);
  });

  it('refuses a second resend within 30 seconds', async () => {
    await t.request('POST', '/api/user/register', { body: signup });
    const reply = await t.request('POST', '/api/user/resend', { body: { email: signup.email } });
    assert.equal(reply.status, 429);
  });
});

describe('password reset', () => {
  async function resetToken(email: string): Promise<{ token: string; text: string }> {
    const reply = await t.request('POST', '/api/user/forgot', { body: { email } });
    assert.equal(reply.status, 200);
    const [mail] = await t.emails(email);
    assert.ok(mail);
    const token = /\/auth\/reset\?token=([\w-]+)/.exec(mail.text)?.[1];
    assert.ok(token);
    return { token, text: mail.text };
  }

  it('emails a link to /auth/reset with the token, and the token resets the password once', async () => {
    const patient = await t.createPatient();
    const { token, text } = await resetToken(patient.email);
    assert.match(text, /http:\/\/localhost:3000\/auth\/reset\?token=/);
    assert.ok(text.includes(`reset token on the Reset Password page: ${token}`));
    const body = { email: patient.email, newPassword: 'brand-new-1', confirm: 'brand-new-1' };
    const first = await t.request('POST', `/api/user/resetpassword/${token}`, { body });
    assert.equal(first.status, 200);
    assert.equal(first.body.message, 'Your password has been reset!');
    const second = await t.request('POST', `/api/user/resetpassword/${token}`, { body });
    assert.equal(second.status, 400, 'the token is single-use');
    assert.equal((await login(patient.email)).status, 401);
    assert.equal((await login(patient.email, 'brand-new-1')).status, 200);
  });

  it('gives the same answer for an unknown email and sends nothing', async () => {
    const patient = await t.createPatient();
    const known = await t.request('POST', '/api/user/forgot', { body: { email: patient.email } });
    const unknown = await t.request('POST', '/api/user/forgot', {
      body: { email: 'nobody@example.test' },
    });
    assert.equal(unknown.status, 200);
    assert.equal(unknown.body.message, known.body.message);
    assert.equal((await t.emails('nobody@example.test')).length, 0);
  });

  it('refuses a login token, another email, a mismatch and an expired token', async () => {
    const patient = await t.createPatient();
    const other = await t.createPatient();
    const { token } = await resetToken(patient.email);
    const ok = { email: patient.email, newPassword: 'brand-new-1', confirm: 'brand-new-1' };
    const withLoginToken = await t.request('POST', `/api/user/resetpassword/${patient.token}`, {
      body: ok,
    });
    assert.equal(withLoginToken.status, 400);
    const otherEmail = await t.request('POST', `/api/user/resetpassword/${token}`, {
      body: { ...ok, email: other.email },
    });
    assert.equal(otherEmail.status, 400);
    const mismatch = await t.request('POST', `/api/user/resetpassword/${token}`, {
      body: { ...ok, confirm: 'different-1' },
    });
    assert.equal(mismatch.status, 400);
    assert.equal(mismatch.body.message, 'Passwords do not match');
    const short = await t.request('POST', `/api/user/resetpassword/${token}`, {
      body: { ...ok, newPassword: '123' },
    });
    assert.equal(short.status, 400);
    assert.match(short.body.message, /at least 6 characters/);
    await t.sql(sql`update password_resets set expires_at = now() - interval '1 minute'`);
    const expired = await t.request('POST', `/api/user/resetpassword/${token}`, { body: ok });
    assert.equal(expired.status, 400);
    assert.match(expired.body.message, /invalid, used or expired/);
  });

  it('ends the sessions of the account', async () => {
    const patient = await t.createPatient();
    const cookie = refreshCookie(await login(patient.email));
    const { token } = await resetToken(patient.email);
    await t.request('POST', `/api/user/resetpassword/${token}`, {
      body: { email: patient.email, newPassword: 'brand-new-1', confirm: 'brand-new-1' },
    });
    assert.equal(
      (await t.request('POST', '/api/user/refresh', { cookies: { cc_refresh: cookie } })).status,
      401,
    );
  });
});

describe('sessions: refresh and logout', () => {
  it('refresh returns a new token and rotates the cookie', async () => {
    const patient = await t.createPatient();
    const cookie = refreshCookie(await login(patient.email));
    const reply = await t.request('POST', '/api/user/refresh', { cookies: { cc_refresh: cookie } });
    assert.equal(reply.status, 200);
    assert.ok(reply.body.token);
    assert.equal(reply.body.user._id, patient.userId);
    const next = refreshCookie(reply);
    assert.notEqual(next, cookie);
    const me = await t.request('GET', `/api/user/getOne/${patient.userId}`, {
      token: reply.body.token,
    });
    assert.equal(me.status, 200);
  });

  it('a reused refresh token ends the whole session family', async () => {
    const patient = await t.createPatient();
    const first = refreshCookie(await login(patient.email));
    const second = refreshCookie(
      await t.request('POST', '/api/user/refresh', { cookies: { cc_refresh: first } }),
    );
    clockOffset = 60_000; // past the grace window for racing tabs
    const replay = await t.request('POST', '/api/user/refresh', { cookies: { cc_refresh: first } });
    assert.equal(replay.status, 401);
    const afterTheft = await t.request('POST', '/api/user/refresh', {
      cookies: { cc_refresh: second },
    });
    assert.equal(afterTheft.status, 401, 'the newer token of the family is revoked too');
  });

  it('answers 401 without a cookie or after logout', async () => {
    const patient = await t.createPatient();
    assert.equal((await t.request('POST', '/api/user/refresh')).status, 401);
    const cookie = refreshCookie(await login(patient.email));
    const out = await t.request('POST', '/api/user/logout', { cookies: { cc_refresh: cookie } });
    assert.equal(out.status, 200);
    assert.equal(
      (await t.request('POST', '/api/user/refresh', { cookies: { cc_refresh: cookie } })).status,
      401,
    );
  });

  it('rejects a missing, malformed or expired access token with 401', async () => {
    const patient = await t.createPatient();
    const url = `/api/user/getOne/${patient.userId}`;
    const none = await t.request('GET', url);
    assert.equal(none.status, 401);
    assert.equal(none.body.message, 'Please log in to continue.');
    assert.equal((await t.request('GET', url, { token: 'not.a.jwt' })).status, 401);
    const expired = t.app.jwt.sign({ sub: patient.userId, role: 'patient' }, { expiresIn: -10 });
    const reply = await t.request('GET', url, { token: expired });
    assert.equal(reply.status, 401);
    assert.equal(reply.body.message, 'Your session has expired. Please log in again.');
  });
});

describe('GET /api/user/getOne/:userId', () => {
  it('shows the whole profile to its owner and an administrator', async () => {
    const patient = await t.createPatient();
    const admin = await t.createAdmin();
    for (const token of [patient.token, admin.token]) {
      const reply = await t.request('GET', `/api/user/getOne/${patient.userId}`, { token });
      assert.equal(reply.status, 200);
      assert.equal(reply.body.email, patient.email);
    }
  });

  it("answers 404 for another patient's account, as for a missing one", async () => {
    const patient = await t.createPatient();
    const other = await t.createPatient();
    const reply = await t.request('GET', `/api/user/getOne/${other.userId}`, {
      token: patient.token,
    });
    assert.equal(reply.status, 404);
    const missing = await t.request(
      'GET',
      '/api/user/getOne/00000000-0000-4000-8000-000000000000',
      { token: patient.token },
    );
    assert.equal(missing.status, 404);
    assert.equal(reply.body.message, missing.body.message);
    const invalid = await t.request('GET', '/api/user/getOne/abc', { token: patient.token });
    assert.equal(invalid.status, 400);
    assert.match(invalid.body.message, /User id must be a valid id/);
  });

  it("shows an approved doctor's names to a patient, without contact details", async () => {
    const patient = await t.createPatient();
    const doctor = await t.createDoctor({ firstName: 'Ana', lastName: 'Silva' });
    const reply = await t.request('GET', `/api/user/getOne/${doctor.userId}`, {
      token: patient.token,
    });
    assert.equal(reply.status, 200);
    assert.equal(reply.body.firstName, 'Ana');
    assert.equal(reply.body.email, undefined);
    const pending = await t.createDoctor({ approved: false });
    assert.equal(
      (await t.request('GET', `/api/user/getOne/${pending.userId}`, { token: patient.token }))
        .status,
      404,
    );
  });
});

describe('PUT /api/user/profile/:userId', () => {
  it('saves the profile fields and answers the spec message', async () => {
    const patient = await t.createPatient();
    const reply = await t.request('PUT', `/api/user/profile/${patient.userId}`, {
      token: patient.token,
      body: {
        firstName: 'Janet',
        lastName: 'Cooper',
        bio: 'Hello',
        address: '1 Main St',
        email: patient.email,
        phoneNumber: '+1 555 0000',
        dateOfBirth: '1990-05-17T00:00:00.000Z',
      },
    });
    assert.equal(reply.status, 200);
    assert.equal(reply.body.message, 'User data updated successfully!');
    assert.equal(reply.body.user.firstName, 'Janet');
    assert.equal(reply.body.user.email, patient.email);
    assert.equal(reply.body.user.dateOfBirth, '1990-05-17');
    const cleared = await t.request('PUT', `/api/user/profile/${patient.userId}`, {
      token: patient.token,
      body: { bio: '' },
    });
    assert.equal(cleared.body.user.bio, undefined);
  });

  it("answers 404 for someone else's profile and 400 for another email", async () => {
    const patient = await t.createPatient();
    const other = await t.createPatient();
    const foreign = await t.request('PUT', `/api/user/profile/${other.userId}`, {
      token: patient.token,
      body: { bio: 'x' },
    });
    assert.equal(foreign.status, 404);
    const taken = await t.request('PUT', `/api/user/profile/${patient.userId}`, {
      token: patient.token,
      body: { email: other.email },
    });
    assert.equal(taken.status, 400, 'the address changes through Change email only');
    const admin = await t.createAdmin();
    const byAdmin = await t.request('PUT', `/api/user/profile/${other.userId}`, {
      token: admin.token,
      body: { bio: 'x' },
    });
    assert.equal(byAdmin.status, 200);
  });

  it('rejects an invalid email or date of birth', async () => {
    const patient = await t.createPatient();
    const badEmail = await t.request('PUT', `/api/user/profile/${patient.userId}`, {
      token: patient.token,
      body: { email: 'x' },
    });
    assert.equal(badEmail.status, 400);
    const badDate = await t.request('PUT', `/api/user/profile/${patient.userId}`, {
      token: patient.token,
      body: { dateOfBirth: '1990-02-30' },
    });
    assert.equal(badDate.status, 400);
    assert.match(badDate.body.message, /Date of birth/);
  });
});

describe('PUT /api/user/password/:userId', () => {
  it('checks the current password, then changes it', async () => {
    const patient = await t.createPatient();
    const url = `/api/user/password/${patient.userId}`;
    const wrong = await t.request('PUT', url, {
      token: patient.token,
      body: { currentPassword: 'not-it', newPassword: 'brand-new-1', confirm: 'brand-new-1' },
    });
    assert.equal(wrong.status, 400);
    assert.equal(wrong.body.message, 'The current password is not correct.');
    const mismatch = await t.request('PUT', url, {
      token: patient.token,
      body: { currentPassword: PASSWORD, newPassword: 'brand-new-1', confirm: 'brand-new-2' },
    });
    assert.equal(mismatch.body.message, 'Passwords do not match');
    const short = await t.request('PUT', url, {
      token: patient.token,
      body: { currentPassword: PASSWORD, newPassword: '12', confirm: '12' },
    });
    assert.equal(short.body.message, 'New password must be at least 6 characters.');
    const ok = await t.request('PUT', url, {
      token: patient.token,
      body: { currentPassword: PASSWORD, newPassword: 'brand-new-1', confirm: 'brand-new-1' },
    });
    assert.equal(ok.status, 200);
    assert.equal((await login(patient.email, 'brand-new-1')).status, 200);
  });

  it("answers 404 for another user's password", async () => {
    const patient = await t.createPatient();
    const admin = await t.createAdmin();
    const reply = await t.request('PUT', `/api/user/password/${patient.userId}`, {
      token: admin.token,
      body: { currentPassword: PASSWORD, newPassword: 'brand-new-1', confirm: 'brand-new-1' },
    });
    assert.equal(reply.status, 404);
  });
});

function multipart(
  field: string,
  filename: string,
  bytes: Buffer,
  contentType = 'application/octet-stream',
) {
  const boundary = '----careconnect-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('POST /api/user/image/:userId and GET /api/files/:id', () => {
  const upload = (userId: string, token: string, body: ReturnType<typeof multipart>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/user/image/${userId}`,
      headers: { ...body.headers, authorization: `Bearer ${token}` },
      payload: body.payload,
    });

  it('stores a PNG, sets an http URL as the image, and serves the bytes with their type', async () => {
    const patient = await t.createPatient();
    const reply = await upload(
      patient.userId,
      patient.token,
      multipart('image', 'me.png', PNG, 'image/png'),
    );
    assert.equal(reply.statusCode, 200);
    const { image, user } = reply.json();
    assert.match(image, /^http:\/\/localhost:4000\/api\/files\/[0-9a-f-]{36}$/);
    assert.equal(user.image, image);
    const file = await t.app.inject({
      method: 'GET',
      url: new URL(image).pathname,
      headers: { authorization: `Bearer ${patient.token}` },
    });
    assert.equal(file.statusCode, 200);
    assert.equal(file.headers['content-type'], 'image/png');
    assert.equal(file.headers['cache-control'], 'no-store');
    assert.deepEqual(file.rawPayload, PNG);
  });

  it("keeps a photo's bytes beside the embedded database (its row on a server), and drops the replaced one's", async () => {
    const patient = await t.createPatient();
    const idOf = (image: string) => new URL(image).pathname.split('/').pop()!;
    const first = idOf(
      (await upload(patient.userId, patient.token, multipart('image', 'a.png', PNG))).json().image,
    );
    const [row] = await t.sql<{ inRow: boolean; size: number }>(
      sql`select data is not null as "inRow", size from files where id = ${first}`,
    );
    assert.equal(row?.size, PNG.byteLength);
    const folder = t.database.fileFolder;
    if (folder) {
      // PGlite runs on the event loop: a photo written into it held every other request.
      assert.equal(row?.inRow, false, 'the row keeps no bytes');
      assert.deepEqual(readFileSync(join(folder, first)), PNG);
    } else {
      assert.equal(row?.inRow, true, 'on a server, the row keeps them for every instance');
    }

    const second = idOf(
      (await upload(patient.userId, patient.token, multipart('image', 'b.png', PNG))).json().image,
    );
    const served = await t.request('GET', `/api/files/${second}`, { token: patient.token });
    assert.equal(served.status, 200);
    assert.deepEqual(served.raw.rawPayload, PNG);
    assert.deepEqual(
      await t.sql(sql`select id from files where id = ${first}`),
      [],
      'the replaced row is gone',
    );
    if (folder) {
      assert.equal(existsSync(join(folder, first)), false, "the replaced photo's bytes are gone");
      assert.equal(existsSync(join(folder, second)), true);
      // Removing the account removes its photo's bytes too.
      const admin = await t.createAdmin();
      const removed = await t.request('DELETE', `/api/patient/delete/${patient.patientId}`, {
        token: admin.token,
      });
      assert.equal(removed.status, 200, JSON.stringify(removed.body));
      assert.equal(existsSync(join(folder, second)), false, "a removed patient's photo is gone");
    }
  });

  it("shows a patient's photo to them, their doctors and admins only; a doctor's to everyone signed in", async () => {
    const patient = await t.createPatient();
    const stranger = await t.createPatient();
    const theirDoctor = await t.createDoctor();
    const otherDoctor = await t.createDoctor();
    const admin = await t.createAdmin();
    const booked = await t.request('POST', '/api/appointment/create', {
      token: patient.token,
      body: {
        doctor: theirDoctor.doctorId,
        date: dayFromToday(2),
        timeSlot: '10:00 AM - 10:30 AM',
      },
    });
    assert.equal(booked.status, 201, JSON.stringify(booked.body));
    const photoOf = async (who: Person) =>
      new URL(
        (await upload(who.userId, who.token, multipart('image', 'me.png', PNG, 'image/png'))).json()
          .image,
      ).pathname;
    const status = async (url: string, by?: Person) =>
      (
        await t.app.inject({
          method: 'GET',
          url,
          headers: by ? { authorization: `Bearer ${by.token}` } : {},
        })
      ).statusCode;

    const patientPhoto = await photoOf(patient);
    assert.equal(await status(patientPhoto), 401, 'no token');
    assert.equal(await status(patientPhoto, patient), 200, 'their own');
    assert.equal(await status(patientPhoto, theirDoctor), 200, 'their doctor');
    assert.equal(await status(patientPhoto, admin), 200, 'an administrator');
    assert.equal(await status(patientPhoto, stranger), 404, 'another patient');
    assert.equal(await status(patientPhoto, otherDoctor), 404, 'a doctor who does not treat them');

    const doctorPhoto = await photoOf(otherDoctor);
    for (const who of [patient, stranger, theirDoctor, admin])
      assert.equal(await status(doctorPhoto, who), 200, "a doctor's photo");

    await t.app.audit.flush();
    const reads = await t.sql<{ actor: string }>(
      sql`select actor_user_id::text as actor from audit_log where patient_id = ${patient.patientId} and action = 'read' and entity_type = 'patient'`,
    );
    const readers = new Set(reads.map((r) => r.actor));
    assert.ok(readers.has(theirDoctor.userId), "the doctor's look is in the patient's audit trail");
    assert.ok(readers.has(admin.userId));
    assert.ok(!readers.has(patient.userId), 'their own look is not');
  });

  it('checks the content, not the name: a text file called .png is refused', async () => {
    const patient = await t.createPatient();
    const reply = await upload(
      patient.userId,
      patient.token,
      multipart('image', 'fake.png', Buffer.from('hello'), 'image/png'),
    );
    assert.equal(reply.statusCode, 400);
    assert.equal(reply.json().message, 'The image must be a JPEG, PNG or WebP file.');
  });

  it('refuses more than 2 MB with 413', async () => {
    const patient = await t.createPatient();
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 + 10)]);
    const reply = await upload(
      patient.userId,
      patient.token,
      multipart('image', 'big.png', big, 'image/png'),
    );
    assert.equal(reply.statusCode, 413);
    assert.equal(reply.json().message, 'The image must be at most 2 MB.');
  });

  it("answers 404 for someone else's photo, and 400 without a multipart body", async () => {
    const patient = await t.createPatient();
    const other = await t.createPatient();
    const foreign = await upload(other.userId, patient.token, multipart('image', 'me.png', PNG));
    assert.equal(foreign.statusCode, 404);
    const json = await t.request('POST', `/api/user/image/${patient.userId}`, {
      token: patient.token,
      body: { image: 'x' },
    });
    assert.equal(json.status, 400);
    const missingFile = await t.request('GET', '/api/files/00000000-0000-4000-8000-000000000000', {
      token: patient.token,
    });
    assert.equal(missingFile.status, 404);
  });
});

describe('rate limits (default: 10 a minute)', () => {
  let limited: TestApp;
  before(async () => {
    limited = await setupTestApp({ config: { rateLimitLogin: 10 } });
  });
  after(() => limited.close());

  it('limits login attempts on one account from one IP address', async () => {
    const statuses = [];
    for (let i = 0; i < 11; i++) {
      const reply = await limited.app.inject({
        method: 'POST',
        url: '/api/user/login',
        remoteAddress: '10.0.0.1',
        payload: { email: 'someone@example.test', password: 'whatever' },
      });
      statuses.push(reply.statusCode);
      if (i === 10) assert.match(reply.json().message, /^Too many attempts\. Please wait/);
    }
    assert.deepEqual(statuses, [...Array(10).fill(401), 429]);
  });

  it('limits attempts on one account from many addresses', async () => {
    const statuses = [];
    for (let i = 0; i < 11; i++) {
      const reply = await limited.app.inject({
        method: 'POST',
        url: '/api/user/forgot',
        remoteAddress: `10.0.1.${i + 1}`,
        payload: { email: 'target@example.test' },
      });
      statuses.push(reply.statusCode);
    }
    assert.deepEqual(statuses, [...Array(10).fill(200), 429]);
  });
});

describe('errors', () => {
  it('answers JSON for an unknown route and for a broken JSON body, never a stack trace', async () => {
    const missing = await t.request('GET', '/api/nothing-here');
    assert.equal(missing.status, 404);
    assert.equal(typeof missing.body.message, 'string');
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    assert.equal(broken.statusCode, 400);
    assert.equal(broken.json().message, 'The request body is not valid JSON.');
    assert.ok(!broken.body.includes('at '), 'no stack trace');
  });

  it('serves the OpenAPI description and the liveness and readiness probes', async () => {
    const doc = await t.request('GET', '/api/docs/json');
    assert.equal(doc.status, 200);
    assert.equal(doc.body.openapi, '3.0.3');
    assert.ok(doc.body.paths['/api/appointment/create']);
    assert.equal((await t.request('GET', '/healthz')).body.status, 'ok');
    const ready = await t.request('GET', '/readyz');
    assert.equal(ready.body.status, 'ready');
    assert.match(ready.body.instance, /^.+:\d+$/, 'names the instance: host and process id');
  });
});
