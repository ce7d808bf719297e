// What a hostile doctor tried against patients and the clinic, and the rules that stop it:
// renaming oneself freely, endless emergency access, clinical actions in the past, asking again
// at once after a no, and reading every patient's date of birth.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { NAME_MAX, NAME_RULE } from '../../src/lib/text.js';
import {
  ALREADY_STARTED,
  NOT_STARTED,
} from '../../src/modules/appointments/appointments.service.js';
import {
  EMERGENCY_ACCESS_USED_UP,
  EMERGENCY_REASON_LENGTH,
} from '../../src/modules/care/care.service.js';
import { dayFromToday, setupTestApp, type Person, type TestApp } from '../helpers.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let t: TestApp;
let clock = Date.now();
let patient: Person;
let doctor: Person;
let otherDoctor: Person;
let admin: Person;

before(async () => {
  t = await setupTestApp({ now: () => new Date(clock) });
});
after(() => t.close());
beforeEach(async () => {
  await t.reset();
  clock = Date.now();
  patient = await t.createPatient({ firstName: 'Hazel', lastName: 'Moreno' });
  doctor = await t.createDoctor({ firstName: 'Ivo', lastName: 'Brandt' });
  otherDoctor = await t.createDoctor({ firstName: 'Ana', lastName: 'Silva' });
  admin = await t.createAdmin();
});

const SLOT = '10:00 AM - 10:30 AM';

const notificationsOf = async (who: Person) =>
  (
    (await t.request('GET', `/api/notify/get/${who.userId}`, { token: who.token })).body as {
      message: string;
    }[]
  ).map((n) => n.message);

const propose = (who: Person, p: Person, days = 3, timeSlot = SLOT) =>
  t.request('POST', '/api/appointment/create', {
    token: who.token,
    body: { patient: p.patientId, date: dayFromToday(days), timeSlot },
  });

describe("a doctor's name", () => {
  const rename = (who: Person, body: Record<string, string | undefined>) =>
    t.request('PUT', `/api/user/profile/${who.userId}`, { token: who.token, body });

  it('refuses what is no name: a web address, a call to action, 80 characters', async () => {
    for (const body of <Record<string, string>[]>[
      { lastName: 'URGENT: call 555 0100 … evil.example' },
      { firstName: 'Ivo', lastName: 'Brandt evil.example' },
      { firstName: 'I'.repeat(80) },
      { lastName: 'Brandt\u202eeman' },
    ]) {
      const reply = await rename(doctor, body);
      // The override character is dropped, not refused: what is left is a name.
      if (body.lastName?.includes('\u202e')) {
        assert.equal(reply.status, 200);
        assert.equal(reply.body.user.lastName, 'Brandteman');
        continue;
      }
      assert.equal(reply.status, 400, JSON.stringify(body));
      assert.equal(reply.body.message, NAME_RULE);
    }
  });

  it("an approved doctor who takes another's name waits for an administrator again", async () => {
    const renamed = await rename(doctor, { firstName: 'Ana', lastName: 'Silva' });
    assert.equal(renamed.status, 200);
    // No more proposals to patients under the new name until an administrator looks.
    const proposal = await propose(doctor, patient);
    assert.equal(proposal.status, 403);
    assert.equal(proposal.body.message, 'Your doctor account is awaiting administrator approval.');
    assert.deepEqual(await notificationsOf(patient), []);
    assert.deepEqual(await notificationsOf(admin), [
      'Dr. Ivo Brandt changed their name to Dr. Ana Silva and is waiting for approval.',
    ]);
    const approved = await t.request('PATCH', `/api/doctor/approve/${doctor.doctorId}`, {
      token: admin.token,
    });
    assert.equal(approved.status, 200);
    assert.equal((await propose(doctor, patient)).status, 201);
    // Saving the profile with the same name changes nothing.
    assert.equal((await rename(doctor, { firstName: 'Ana', lastName: 'Silva' })).status, 200);
    assert.equal((await propose(doctor, patient, 4)).status, 201);
    // A patient's own rename needs nobody's approval.
    assert.equal((await rename(patient, { firstName: 'Hazel Ann' })).status, 200);
  });

  it('an administrator may correct a doctor’s name without withdrawing the approval', async () => {
    const corrected = await t.request('PUT', `/api/user/profile/${doctor.userId}`, {
      token: admin.token,
      body: { lastName: 'Brandt-Okoye' },
    });
    assert.equal(corrected.status, 200);
    assert.equal((await propose(doctor, patient)).status, 201);
  });

  it('notifications about a person carry a bounded name, whatever was stored before', async () => {
    await t.sql(
      sql`update users set last_name = ${`${'Brandt'.repeat(13)} URGENT call evil.example`} where id = ${doctor.userId}`,
    );
    assert.equal((await propose(doctor, patient)).status, 201);
    const [message] = await notificationsOf(patient);
    const name = /^Dr\. Ivo (.*?) proposed/.exec(message!)?.[1] ?? '';
    assert.ok(name.length <= NAME_MAX, `${name.length} characters: ${message}`);
    assert.doesNotMatch(message!, /evil\.example/);
  });
});

describe('emergency access', () => {
  const breakGlass = (reason = 'Unconscious in the emergency room') =>
    t.request('POST', '/api/care/emergency', {
      token: doctor.token,
      body: { patient: patient.patientId, reason },
    });

  it('a reason of invisible characters is no reason', async () => {
    for (const reason of ['\u200b'.repeat(10), `${'\u200b'.repeat(8)}ok`, '\u3164'.repeat(12)]) {
      const reply = await breakGlass(reason);
      assert.equal(reply.status, 400, JSON.stringify(reason));
      assert.equal(reply.body.message, EMERGENCY_REASON_LENGTH);
    }
    const [grants] = await t.sql<{ n: number }>(
      sql`select count(*)::int as n from emergency_accesses`,
    );
    assert.equal(grants!.n, 0);
  });

  it('a grant while one runs does not extend it: access always ends', async () => {
    const first = await breakGlass();
    assert.equal(first.status, 201);
    clock += 23 * HOUR;
    const again = await breakGlass('Still unconscious, need the allergies');
    assert.equal(again.status, 409);
    assert.match(again.body.message, /cannot be extended/);
    const access = await t.request('GET', `/api/care/access/${patient.patientId}`, {
      token: doctor.token,
    });
    assert.equal(
      new Date(access.body.emergencyUntil).getTime(),
      new Date(first.body.emergencyUntil).getTime(),
    );
    clock += 2 * HOUR;
    const record = await t.request('GET', `/api/patient/getPatient/${patient.patientId}`, {
      token: doctor.token,
    });
    assert.equal(record.status, 404, 'the first grant ended after its 24 hours');
  });

  it('at most three grants for one patient in 30 days', async () => {
    for (let i = 0; i < 3; i++) {
      assert.equal((await breakGlass()).status, 201);
      clock += DAY + HOUR;
    }
    const fourth = await breakGlass();
    assert.equal(fourth.status, 409);
    assert.equal(fourth.body.message, EMERGENCY_ACCESS_USED_UP);
    clock += 28 * DAY;
    assert.equal((await breakGlass()).status, 201, 'the first grant left the 30 days');
  });
});

describe('clinical actions in the past', () => {
  const update = (who: Person, id: string, body: Record<string, unknown>) =>
    t.request('PUT', `/api/appointment/update/${id}`, { token: who.token, body });
  const setStatus = (who: Person, id: string, status: string) =>
    t.request('PATCH', `/api/appointment/status/${id}`, { token: who.token, body: { status } });

  beforeEach(() => t.addToCare(patient, doctor));

  it('a doctor books nothing in the past, and moves nothing there', async () => {
    for (const date of [dayFromToday(-2), '2001-03-05', '1999-06-14']) {
      const booked = await t.request('POST', '/api/appointment/create', {
        token: doctor.token,
        body: { patient: patient.patientId, date, timeSlot: SLOT },
      });
      assert.equal(booked.status, 400, date);
      assert.equal(booked.body.message, 'The appointment date cannot be in the past.');
    }
    const upcoming = await propose(doctor, patient, 5);
    assert.equal(upcoming.status, 201);
    const moved = await update(doctor, upcoming.body._id, { date: '2001-03-05' });
    assert.equal(moved.status, 400);
    assert.equal(moved.body.message, 'The appointment date cannot be in the past.');
    const rescheduled = await t.request(
      'PATCH',
      `/api/appointment/reschedule/${upcoming.body._id}`,
      {
        token: doctor.token,
        body: { date: dayFromToday(-1), timeSlot: SLOT },
      },
    );
    assert.equal(rescheduled.status, 400);
  });

  it('an outcome is recorded only once the appointment has started', async () => {
    const upcoming = await propose(doctor, patient, 5);
    assert.equal((await setStatus(doctor, upcoming.body._id, 'confirmed')).status, 200);
    const before = await notificationsOf(patient);
    for (const status of ['completed', 'no-show']) {
      const early = await setStatus(doctor, upcoming.body._id, status);
      assert.equal(early.status, 409, status);
      assert.equal(early.body.message, NOT_STARTED);
      const edited = await update(doctor, upcoming.body._id, { status });
      assert.equal(edited.status, 409, status);
    }
    assert.deepEqual(await notificationsOf(patient), before, 'the patient was told nothing');
    // An hour after its start, whatever the hour of the run.
    clock = Date.parse(upcoming.body.start) + HOUR;
    assert.equal((await setStatus(doctor, upcoming.body._id, 'completed')).status, 200);
  });

  it('an appointment that has begun is not moved; its notes may still be written', async () => {
    const upcoming = await propose(doctor, patient, 1);
    clock += 2 * DAY;
    const moved = await update(doctor, upcoming.body._id, { date: dayFromToday(9) });
    assert.equal(moved.status, 409);
    assert.equal(moved.body.message, ALREADY_STARTED);
    const notes = await update(doctor, upcoming.body._id, { notes: 'Seen; blood test ordered.' });
    assert.equal(notes.status, 200);
    assert.equal(notes.body.notes, 'Seen; blood test ordered.');
  });

  it('an administrator still enters a visit that took place, as a correction', async () => {
    const entered = await t.request('POST', '/api/appointment/create', {
      token: admin.token,
      body: {
        patient: patient.patientId,
        doctor: doctor.doctorId,
        date: dayFromToday(-2),
        timeSlot: SLOT,
      },
    });
    assert.equal(entered.status, 201);
    assert.equal((await setStatus(doctor, entered.body._id, 'confirmed')).status, 200);
    assert.equal((await setStatus(doctor, entered.body._id, 'completed')).status, 200);
  });
});

describe('asking again after a no', () => {
  const ask = (who: Person = doctor) =>
    t.request('POST', '/api/care/request', {
      token: who.token,
      body: { patient: patient.patientId },
    });
  const requestId = async () =>
    (
      (await t.request('GET', `/api/care/team/${patient.patientId}`, { token: patient.token }))
        .body as { _id: string; status: string }[]
    )[0]!._id;

  it('a declined request cannot be sent again for 30 days, nor an appointment proposed', async () => {
    assert.equal((await ask()).status, 200);
    const id = await requestId();
    const declined = await t.request('PATCH', `/api/care/decline/${id}`, { token: patient.token });
    assert.equal(declined.status, 200);
    const told = (await notificationsOf(patient)).length;
    const again = await ask();
    assert.equal(again.status, 409);
    assert.match(again.body.message, /^This patient declined your request or left your care/);
    const proposal = await propose(doctor, patient);
    assert.equal(proposal.status, 409);
    assert.equal((await notificationsOf(patient)).length, told, 'the patient was not told again');
    clock += 31 * DAY;
    assert.equal((await ask()).status, 200);
  });

  it('a doctor the patient removed waits too; the patient may still book them', async () => {
    await t.addToCare(patient, doctor);
    const id = await requestId();
    const removed = await t.request('DELETE', `/api/care/remove/${id}`, { token: patient.token });
    assert.equal(removed.status, 200);
    assert.equal((await propose(doctor, patient)).status, 409);
    const booked = await t.request('POST', '/api/appointment/create', {
      token: patient.token,
      body: { doctor: doctor.doctorId, date: dayFromToday(3), timeSlot: SLOT },
    });
    assert.equal(booked.status, 201, 'the patient asks: the wait is over');
  });

  it('after an administrator removed the doctor, the doctor may ask at once', async () => {
    await t.addToCare(patient, doctor);
    const id = await requestId();
    const removed = await t.request('DELETE', `/api/care/remove/${id}`, { token: admin.token });
    assert.equal(removed.status, 200);
    assert.equal((await ask()).status, 200);
  });
});

describe("a patient's date of birth in the patient choices", () => {
  type Choice = { _id: string; dateOfBirth?: string; birthYear?: number; yours?: boolean };
  const choices = async (who: Person, q: string) => {
    const reply = await t.request('GET', `/api/patient/choices?q=${encodeURIComponent(q)}`, {
      token: who.token,
    });
    assert.equal(reply.status, 200, JSON.stringify(reply.body));
    return reply.body as Choice[];
  };

  beforeEach(async () => {
    await t.sql(sql`update users set date_of_birth = '1985-03-04' where id = ${patient.userId}`);
    await t.addToCare(patient, doctor);
  });

  it('a doctor sees the birth year of a patient outside their care, not the date', async () => {
    const [outside] = await choices(otherDoctor, 'hazel');
    assert.deepEqual(
      { id: outside!._id, dateOfBirth: outside!.dateOfBirth, birthYear: outside!.birthYear },
      { id: patient.patientId, dateOfBirth: undefined, birthYear: 1985 },
    );
    // Their own patient, whole.
    const [own] = await choices(doctor, 'hazel');
    assert.equal(own!.dateOfBirth, '1985-03-04');
    // Typing the exact date (the patient told it) confirms it.
    const [typed] = await choices(otherDoctor, '1985-03-04');
    assert.equal(typed!.dateOfBirth, '1985-03-04');
    // An administrator sees it whole.
    const [asAdmin] = await choices(admin, 'hazel');
    assert.equal(asAdmin!.dateOfBirth, '1985-03-04');
  });
});
