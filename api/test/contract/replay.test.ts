// The API's story replayed through a contract-validating proxy, so the published description and
// the server cannot drift apart: Stoplight Prism in proxy mode (`--errors`) forwards each request
// to the API and answers with its own error when a response does not match the document (or the
// caller lacks what the document says the route needs). Any such answer, any request the
// document would refuse, any status it does not list and any 500 fails the test (docs/api.md,
// "Public routes, the contract replay and route names").
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, beforeEach, describe, it } from 'node:test';
import { setupTestApp, totpCode, type TestApp } from '../helpers.js';

const prismCli = join(
  dirname(createRequire(import.meta.url).resolve('@stoplight/prism-cli/package.json')),
  'dist',
  'index.js',
);

type Document = { paths: Record<string, Record<string, { responses?: Record<string, unknown> }>> };

let t: TestApp;
let doc: Document;
let prism: ChildProcess;
let prismLog = '';
let base = '';
/** The API itself, for what the proxy cannot carry. */
let apiBase = '';
let folder = '';
/** What the proxy said of each exchange that broke the contract. */
const breaches: string[] = [];
let exchanges = 0;
/** The cookies the last response set (name=value). */
let lastCookies: string[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

before(async () => {
  t = await setupTestApp();
  doc = (await t.request<Document>('GET', '/api/docs/json')).body;
  folder = mkdtempSync(join(tmpdir(), 'careconnect-contract-'));
  const document = join(folder, 'openapi.json');
  writeFileSync(document, JSON.stringify(doc));
  apiBase = await t.app.listen({ host: '127.0.0.1', port: 0 });
  const port = await freePort();
  prism = spawn(
    process.execPath,
    [prismCli, 'proxy', document, apiBase, '--errors', '--host', '127.0.0.1', '--port', `${port}`]
      // Only its warnings and errors: the test reports each breach itself.
      .concat(['--verboseLevel', 'warn']),
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const keep = (chunk: Buffer) => {
    prismLog = (prismLog + chunk.toString()).slice(-20_000);
  };
  prism.stdout!.on('data', keep);
  prism.stderr!.on('data', keep);
  base = `http://127.0.0.1:${port}`;
  // The proxy reads the document first (about two seconds here).
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (prism.exitCode !== null) throw new Error(`the proxy stopped:\n${prismLog}`);
    const up = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`the proxy did not start:\n${prismLog}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
});

after(async () => {
  if (prism && prism.exitCode === null) {
    const exited = new Promise((resolve) => prism.once('exit', resolve));
    prism.kill('SIGTERM');
    await exited;
  }
  await t?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

/**
 * The statuses the document lists for a request (literal paths before templated ones, as the
 * router matches them). Prism checks a body against the nearest listed status, so an answer with
 * a status the document does not list would pass it.
 */
function documentedStatuses(method: string, url: string): string[] | undefined {
  const path = new URL(url, 'http://x').pathname;
  const templates = Object.keys(doc.paths).sort(
    (a, b) => a.split('{').length - b.split('{').length,
  );
  for (const template of templates) {
    const operation = doc.paths[template]![method.toLowerCase()];
    const pattern = new RegExp(
      `^${template.replace(/\{[^}]+\}/g, '[^/]+').replace(/\./g, '\\.')}$`,
    );
    if (operation && pattern.test(path)) return Object.keys(operation.responses ?? {});
  }
  return undefined;
}

interface CallOptions {
  token?: string;
  cookie?: string;
  body?: unknown;
  /** The status the story expects (2xx by default). */
  status?: number;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the story reads bodies field by field
async function call<T = any>(method: string, url: string, options: CallOptions = {}): Promise<T> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.cookie) headers.cookie = options.cookie;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(base + url, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  exchanges += 1;
  lastCookies = response.headers.getSetCookie().map((c) => c.split(';')[0]!);
  const type = response.headers.get('content-type') ?? '';
  const text = await response.text();
  const body = type.includes('json') && text ? (JSON.parse(text) as unknown) : text;
  const where = `${method} ${url.replace(/\?.*/, '')} → ${response.status}`;
  // Problems of the proxy's own (a response or caller the document does not allow).
  if (type.includes('application/problem+json') && JSON.stringify(body).includes('prism'))
    breaches.push(`${where}: ${JSON.stringify(body)}`);
  else if (response.status >= 500) breaches.push(`${where}: ${text.slice(0, 300)}`);
  else {
    const listed = documentedStatuses(method, url);
    if (!listed) breaches.push(`${where}: not in the document`);
    else if (!listed.includes(String(response.status)) && !listed.includes('default'))
      breaches.push(`${where}: the document lists only ${listed.join(', ')}`);
  }
  // Warnings and request violations are only reported in a header: a request of the story the
  // document would refuse is a breach too.
  const violations = response.headers.get('sl-violations');
  if (violations && !breaches.some((b) => b.startsWith(where))) {
    const errors = (JSON.parse(violations) as { severity: string; message: string }[]).filter(
      (v) => v.severity === 'Error',
    );
    if (errors.length) breaches.push(`${where}: ${JSON.stringify(errors)}`);
  }
  assert.deepEqual(breaches, [], 'the contract holds');
  const expected = options.status;
  if (expected === undefined) assert.ok(response.ok, `${where}: ${text.slice(0, 300)}`);
  else assert.equal(response.status, expected, `${where}: ${text.slice(0, 300)}`);
  return body as T;
}

const PASSWORD = 'Story-pass1';
/** A 1×1 PNG. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The newest emailed text for an address (demo mode keeps them in the outbox). */
async function lastEmail(email: string): Promise<string> {
  const [mail] = await call<{ text: string }[]>(
    'GET',
    `/api/dev/outbox?to=${encodeURIComponent(email)}`,
  );
  assert.ok(mail, `an email went to ${email}`);
  return mail.text;
}

/** Signs up through the public routes: register, the emailed code, verify, sign in. */
async function signUp(
  firstName: string,
  accountType: 'patient' | 'doctor',
): Promise<{ token: string; userId: string; email: string; patientId?: string; cookie: string }> {
  const email = `${firstName.toLowerCase()}.${process.pid}@example.test`;
  await call('POST', '/api/user/register', {
    body: {
      firstName,
      lastName: 'Story',
      username: `${firstName.toLowerCase()}${process.pid}`,
      gender: 'female',
      email,
      password: PASSWORD,
      accountType,
    },
    status: 201,
  });
  const code = /\b(\d{7})\b/.exec(await lastEmail(email))?.[1];
  assert.ok(code, 'the email holds a code');
  await call('POST', '/api/user/verify', { body: { email, code, password: PASSWORD } });
  await call('POST', '/api/user/login', { body: { email, password: 'wrong-pass1' }, status: 401 });
  const login = await call('POST', '/api/user/login', { body: { email, password: PASSWORD } });
  return {
    token: login.token,
    userId: login.user._id,
    email,
    patientId: login.user.patientId,
    cookie: lastCookies.join('; '),
  };
}

describe('the API story through the contract proxy', () => {
  beforeEach(() => {
    breaches.length = 0;
  });

  it('matches the published description on every exchange', async () => {
    // Public routes.
    await call('GET', '/healthz');
    await call('GET', '/readyz');
    await call('POST', '/api/user/forgot', { body: { email: 'nobody@example.test' } });

    // An administrator with an authenticator app signs in in two steps.
    const admin = await t.createAdmin();
    const pending = await call('POST', '/api/user/login', {
      body: { email: admin.email, password: 'CareConnect1!' },
      status: 202,
    });
    const adminLogin = await call('POST', '/api/user/two-step/totp', {
      body: {
        pendingToken: pending.pendingToken,
        code: totpCode(admin.totpSecret!, Date.now() + 30_000),
      },
    });
    const asAdmin = { token: adminLogin.token as string };

    // A patient and a doctor sign up; the doctor fills in the record and is approved.
    const patient = await signUp('Paula', 'patient');
    const asPatient = { token: patient.token };
    const doctorUser = await signUp('Dora', 'doctor');
    const asDoctor = { token: doctorUser.token };
    await call('GET', '/api/specializations', asAdmin);
    await call('POST', '/api/specializations', {
      ...asAdmin,
      body: { name: 'Story Medicine' },
      status: 201,
    });
    const doctorRecord = await call('POST', '/api/doctor/create', {
      ...asDoctor,
      body: { licenseNumber: 'LIC-STORY', specialization: 'Story Medicine', hospital: 'General' },
      status: 201,
    });
    const doctorId: string = doctorRecord._id;
    await call('GET', '/api/patient/all', { ...asDoctor, status: 403 });
    await call('GET', '/api/doctor/all?limit=5', asAdmin);
    await call('PATCH', `/api/doctor/approve/${doctorId}`, asAdmin);
    await call('GET', `/api/doctor/getdoctor/${doctorId}`, asPatient);
    await call('GET', `/api/doctor/getDoctorByUser/${doctorUser.userId}`, asDoctor);
    await call('GET', '/api/doctor/search?q=Dora', asPatient);

    // Profiles.
    await call('GET', `/api/user/getOne/${patient.userId}`, asPatient);
    await call('PUT', `/api/user/profile/${patient.userId}`, {
      ...asPatient,
      // A patient gives a date of birth before booking.
      body: { phoneNumber: '+1 555 0100', address: '1 Main St', dateOfBirth: '1987-03-04' },
    });
    await call('GET', `/api/user/getOne/${doctorUser.userId}`, asPatient);
    await call('GET', `/api/user/getOne/${admin.userId}`, { ...asPatient, status: 404 });
    await call('GET', `/api/patient/getPatientByUser/${patient.userId}`, asPatient);
    await call('GET', `/api/patient/getPatient/${patient.patientId}`, asAdmin);
    await call('PUT', `/api/patient/update/${patient.patientId}`, {
      ...asPatient,
      body: { bloodType: 'A+' },
    });

    // The doctor's hours; the patient finds a slot and books it.
    const weekly = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
      weekday,
      start: '09:00',
      end: '17:00',
    }));
    await call('PUT', `/api/doctor/availability/${doctorId}`, {
      ...asDoctor,
      body: {
        timeZone: 'UTC',
        slotMinutes: 30,
        bufferBeforeMinutes: 0,
        bufferAfterMinutes: 0,
        minimumNoticeHours: 1,
        horizonDays: 90,
        maxUpcomingPerPatient: 5,
        weekly,
        overrides: [],
        timeOff: [],
      },
    });
    await call('GET', `/api/doctor/availability/${doctorId}`, asPatient);
    const slots = await call<{ start: string }[]>(
      'GET',
      `/api/doctor/slots/${doctorId}?from=${day(2)}&to=${day(9)}`,
      asPatient,
    );
    assert.ok(slots.length >= 4, 'the doctor has free slots');
    await call('GET', `/api/doctor/slots/${doctorId}?date=${day(3)}`, asPatient);
    await call(
      'GET',
      '/api/slots/first-available?specialization=Story%20Medicine&limit=3',
      asPatient,
    );
    const first = await call('POST', '/api/appointment/create', {
      ...asPatient,
      body: { doctor: doctorId, start: slots[0]!.start, reason: 'Check-up' },
      status: 201,
    });
    await call('POST', '/api/appointment/create', {
      ...asPatient,
      body: { doctor: doctorId, start: slots[0]!.start },
      status: 409,
    });
    const second = await call('POST', '/api/appointment/create', {
      ...asPatient,
      body: { doctor: doctorId, start: slots[1]!.start, reason: 'Follow-up' },
      status: 201,
    });
    await call('PATCH', `/api/appointment/reschedule/${second._id}`, {
      ...asPatient,
      body: { start: slots[2]!.start },
    });
    await call('PATCH', `/api/appointment/status/${first._id}`, {
      ...asDoctor,
      body: { status: 'confirmed' },
    });
    await call('PATCH', `/api/appointment/status/${second._id}`, {
      ...asPatient,
      body: { status: 'cancelled' },
    });
    await call('PUT', `/api/appointment/update/${first._id}`, {
      ...asDoctor,
      body: { notes: 'Bring the earlier results.' },
    });
    await call('GET', `/api/appointment/get/${first._id}`, asPatient);
    await call('GET', `/api/appointment/byPatient/${patient.patientId}`, asPatient);
    await call('GET', `/api/appointment/byDoctor/${doctorId}`, asDoctor);
    await call('GET', `/api/appointment/byUser/${patient.userId}`, asPatient);
    await call('GET', '/api/appointment/all?limit=10', asAdmin);
    await call('GET', '/api/appointment/schedule-issues', asAdmin);
    await call('GET', `/api/doctor/availability/${doctorId}/outside-hours`, asDoctor);
    await call('GET', '/api/appointment/get/00000000-0000-4000-8000-000000000000', {
      ...asPatient,
      status: 404,
    });

    // Care: the booking put the doctor in the patient's team; an administrator assigns too.
    await call('GET', `/api/care/team/${patient.patientId}`, asPatient);
    await call('POST', '/api/care/assign', {
      ...asAdmin,
      body: { patient: patient.patientId, doctor: doctorId },
    });
    await call('GET', `/api/care/access/${patient.patientId}`, asDoctor);
    await call('GET', `/api/doctor/getDoctorPatients/${doctorId}`, asDoctor);
    await call('GET', '/api/patient/choices', asDoctor);

    // Health records and plans.
    const complaint = await call('POST', '/api/health/create', {
      ...asPatient,
      body: { subject: 'Headache', description: 'Since Monday' },
      status: 201,
    });
    await call('PATCH', `/api/health/status/${complaint._id}`, {
      ...asDoctor,
      body: { status: 'in review' },
    });
    await call('GET', `/api/health/get/${complaint._id}`, asPatient);
    await call('GET', `/api/health/patient/${patient.patientId}`, asDoctor);
    await call('GET', '/api/health/all', asPatient);
    const food = await call('POST', '/api/foods/create', {
      ...asDoctor,
      body: { patient: patient.patientId, recommendedFoods: [{ name: 'Oats' }] },
      status: 201,
    });
    await call('POST', `/api/foods/feedback/${food._id}`, { ...asPatient, body: { rating: 4 } });
    await call('GET', `/api/foods/get/${food._id}`, asPatient);
    await call('GET', `/api/foods/patient/${patient.patientId}`, asDoctor);
    await call('GET', '/api/foods/all', asPatient);
    await call('GET', '/api/foods/plans', asDoctor);
    const sport = await call('POST', '/api/sports/create', {
      ...asDoctor,
      body: { patient: patient.patientId, recommendedSports: [{ name: 'Walking' }] },
      status: 201,
    });
    await call('POST', `/api/sports/feedback/${sport._id}`, {
      ...asPatient,
      body: { rating: 5, comment: 'Every morning' },
    });
    await call('GET', `/api/sports/get/${sport._id}`, asPatient);
    await call('GET', `/api/sports/patient/${patient.patientId}`, asDoctor);
    await call('GET', '/api/sports/all', asPatient);
    await call('GET', '/api/sports/plans', asDoctor);
    await call('DELETE', `/api/sports/delete/${sport._id}`, asDoctor);

    // Notifications.
    const notes = await call<{ _id: string }[]>(
      'GET',
      `/api/notify/get/${patient.userId}`,
      asPatient,
    );
    assert.ok(notes.length > 0, 'the patient was told of the changes');
    await call('GET', '/api/notify/unread', asPatient);
    await call('PATCH', `/api/notify/${notes[0]!._id}/read`, asPatient);
    await call('PATCH', `/api/notify/read/${patient.userId}`, asPatient);
    await call('DELETE', `/api/notify/${notes[0]!._id}`, asPatient);
    const preferences = await call('GET', '/api/notify/preferences', asPatient);
    await call('PUT', '/api/notify/preferences', { ...asPatient, body: preferences });
    await call('GET', `/api/notify/get/${doctorUser.userId}`, asDoctor);
    await call('POST', '/api/stream/ticket', asPatient);

    // Chats.
    const chat = await call('POST', '/api/chats', {
      ...asPatient,
      body: { doctor: doctorId },
      status: 201,
    });
    await call('POST', `/api/chats/${chat._id}/messages`, {
      ...asPatient,
      body: { body: 'Hello doctor' },
      status: 201,
    });
    await call('GET', '/api/chats', asDoctor);
    await call('GET', '/api/chats/unread', asDoctor);
    await call('GET', `/api/chats/${chat._id}/messages?limit=10`, asDoctor);
    await call('POST', `/api/chats/${chat._id}/read`, asDoctor);
    await call('POST', `/api/chats/${chat._id}/messages`, {
      ...asDoctor,
      body: { body: 'Hello Paula' },
      status: 201,
    });
    await call('PATCH', `/api/chats/${chat._id}/close`, asDoctor);
    await call('PATCH', `/api/chats/${chat._id}/reopen`, asDoctor);
    await call('GET', '/api/doctor/away-message', asDoctor);
    await call('PUT', '/api/doctor/away-message', {
      ...asDoctor,
      body: { message: 'Back on Monday.' },
    });
    await call('GET', '/api/chats', { ...asAdmin, status: 403 });

    // A photo: uploaded beside the proxy (it reads every body that is not JSON as text, which
    // breaks the bytes), read through it.
    const form = new FormData();
    form.append('image', new Blob([PIXEL], { type: 'image/png' }), 'me.png');
    const upload = await fetch(
      new Request(`${apiBase}/api/user/image/${patient.userId}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${patient.token}` },
        body: form,
      }),
    );
    assert.equal(upload.status, 200);
    const photo = new URL(((await upload.json()) as { image: string }).image).pathname;
    await call('GET', photo, asPatient);
    await call('GET', photo, asDoctor);

    // The calendar feed: a secret link, read without a token.
    const feed = await call('POST', `/api/doctor/calendar-feed/${doctorId}`, asDoctor);
    await call('GET', `/api/doctor/calendar-feed/${doctorId}`, asDoctor);
    await call('GET', new URL(feed.url as string).pathname);
    await call('DELETE', `/api/doctor/calendar-feed/${doctorId}`, { ...asDoctor, status: 204 });

    // Statistics, audit and sessions.
    await call('GET', '/api/stats/admin', asAdmin);
    await call('GET', '/api/stats/messages', asAdmin);
    await call('GET', `/api/stats/doctor/${doctorId}`, asDoctor);
    await call('GET', `/api/stats/patient/${patient.patientId}`, asPatient);
    await call('GET', '/api/patient/access-log', asPatient);
    await call('GET', `/api/audit/patient/${patient.patientId}`, asAdmin);
    await call('GET', '/api/reminders/failed', asAdmin);
    await call('GET', '/api/user/sessions', asPatient);
    await call('GET', `/api/user/sessions/user/${patient.userId}`, asAdmin);
    await call('GET', '/api/user/two-step', asPatient);
    await call('GET', '/api/patient/all?limit=5', asAdmin);
    await call('PATCH', `/api/specializations/00000000-0000-4000-8000-000000000000`, {
      ...asAdmin,
      body: { name: 'Nothing' },
      status: 404,
    });
    await call('POST', '/api/user/logout', asPatient);

    assert.deepEqual(breaches, []);
  });

  it('holds for the account, care and administration routes too', async () => {
    const admin = await t.createAdmin({ secondFactor: false });
    const asAdmin = { token: admin.token };
    const patient = await signUp('Pia', 'patient');
    const asPatient = { token: patient.token };
    await call('GET', `/api/patient/getPatientByUser/${patient.userId}`, asPatient);
    const doctorUser = await signUp('Dan', 'doctor');
    const asDoctor = { token: doctorUser.token };
    const doctor = await call('POST', '/api/doctor/create', {
      ...asDoctor,
      body: { licenseNumber: 'LIC-DAN', specialization: 'Cardiology', yearsOfExperience: 7 },
      status: 201,
    });
    await call('PATCH', `/api/doctor/approve/${doctor._id}`, asAdmin);
    await call('PUT', `/api/doctor/update/${doctor._id}`, {
      ...asDoctor,
      body: { hospital: 'St. Clare' },
    });
    const newcomer = await signUp('Nell', 'doctor');
    const rejected = await call('POST', '/api/doctor/create', {
      token: newcomer.token,
      body: { licenseNumber: 'LIC-NELL', specialization: 'Cardiology' },
      status: 201,
    });
    await call('PATCH', `/api/doctor/reject/${rejected._id}`, asAdmin);
    await call('DELETE', `/api/doctor/delete/${rejected._id}`, asAdmin);

    // The sign-in's own routes.
    const refreshed = await call('POST', '/api/user/refresh', { cookie: patient.cookie });
    const asPatientNow = { token: refreshed.token as string };
    await call('POST', '/api/user/refresh', { cookie: patient.cookie, status: 401 });
    const again = await call('POST', '/api/user/login', {
      body: { email: patient.email, password: PASSWORD },
    });
    const sessions = await call<{ _id: string; current: boolean }[]>('GET', '/api/user/sessions', {
      token: again.token,
    });
    await call('DELETE', `/api/user/sessions/${sessions.find((s) => !s.current)!._id}`, {
      token: again.token,
    });
    await call('POST', '/api/user/sessions/end-others', { token: again.token });
    const asPatientLast = { token: again.token as string };
    await call('GET', '/api/user/sessions', { ...asPatientNow, status: 401 });
    await call('PUT', `/api/user/password/${patient.userId}`, {
      ...asPatientLast,
      body: { currentPassword: PASSWORD, newPassword: 'Story-pass2', confirm: 'Story-pass2' },
    });
    const fresh = await call('POST', '/api/user/login', {
      body: { email: patient.email, password: 'Story-pass2' },
    });
    const asPia = { token: fresh.token as string };
    await call('POST', `/api/user/email/${patient.userId}`, {
      ...asPia,
      body: { currentPassword: 'Story-pass2', newEmail: `pia.new.${process.pid}@example.test` },
    });
    const confirmToken = /token=([^\s&]+)/.exec(
      await lastEmail(`pia.new.${process.pid}@example.test`),
    )?.[1];
    assert.ok(confirmToken, 'the confirmation link holds a token');
    await call('POST', '/api/user/confirm-email', {
      body: { token: decodeURIComponent(confirmToken) },
    });
    const piaEmail = `pia.new.${process.pid}@example.test`;
    await call('POST', '/api/user/forgot', { body: { email: piaEmail } });
    const resetToken = /\/auth\/reset\?token=([\w.-]+)/.exec(await lastEmail(piaEmail))?.[1];
    assert.ok(resetToken, 'the reset link holds a token');
    await call('POST', `/api/user/resetpassword/${resetToken}`, {
      body: { email: piaEmail, newPassword: 'Story-pass3', confirm: 'Story-pass3' },
    });
    const pia = await call('POST', '/api/user/login', {
      body: { email: piaEmail, password: 'Story-pass3' },
    });
    const asPiaNow = { token: pia.token as string };

    // Two-step settings.
    await call('GET', '/api/user/two-step', asPiaNow);
    const setup = await call('POST', '/api/user/two-step/totp/setup', asPiaNow);
    await call('POST', '/api/user/two-step/totp/confirm', {
      ...asPiaNow,
      body: { code: totpCode(setup.secret as string, Date.now()) },
    });
    await call('POST', '/api/user/two-step/recovery-codes', {
      ...asPiaNow,
      body: { currentPassword: 'Story-pass3' },
    });
    await call('POST', '/api/user/two-step/passkeys/options', asPiaNow);

    // Care requests, emergency access, deletions.
    await call('POST', '/api/care/request', { ...asDoctor, body: { patient: patient.patientId } });
    const team = await call<{ _id: string; status: string }[]>(
      'GET',
      `/api/care/team/${patient.patientId}`,
      asPiaNow,
    );
    const request = team.find((r) => r.status === 'requested')!;
    await call('PATCH', `/api/care/accept/${request._id}`, asPiaNow);
    await call('DELETE', `/api/care/remove/${request._id}`, asPiaNow);
    await call('POST', '/api/care/emergency', {
      ...asDoctor,
      body: { patient: patient.patientId, reason: 'Unconscious on arrival, no team reachable.' },
      status: 201,
    });
    await call('GET', '/api/care/emergency', asAdmin);
    await call('POST', '/api/care/assign', {
      ...asAdmin,
      body: { patient: patient.patientId, doctor: doctor._id },
    });
    const food = await call('POST', '/api/foods/create', {
      ...asDoctor,
      body: { patient: patient.patientId, recommendedFoods: [{ name: 'Rice' }] },
      status: 201,
    });
    await call('DELETE', `/api/foods/delete/${food._id}`, asDoctor);
    const booked = await call('POST', '/api/appointment/create', {
      ...asAdmin,
      body: {
        patient: patient.patientId,
        doctor: doctor._id,
        date: day(4),
        timeSlot: '10:00 AM - 10:30 AM',
      },
      status: 201,
    });
    await call('DELETE', `/api/appointment/delete/${booked._id}`, asAdmin);
    await call('POST', `/api/user/two-step/reset/${patient.userId}`, asAdmin);
    await call('DELETE', `/api/user/sessions/user/${patient.userId}`, asAdmin);
    await call('DELETE', `/api/patient/delete/${patient.patientId}`, asAdmin);

    assert.deepEqual(breaches, []);
    assert.ok(exchanges >= 100, `${exchanges} exchanges`);
    console.log(`# contract: ${exchanges} exchanges through the proxy, none broke it`);
  });
});
