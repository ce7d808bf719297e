import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.js';
import { dayFromToday, setupTestApp, type Person, type TestApp } from '../../../test/helpers.js';
import { choiceSearch } from './patients.repository.js';

let t: TestApp;
let patient: Person;
let otherPatient: Person;
let doctor: Person;
let otherDoctor: Person;
let admin: Person;

before(async () => {
  t = await setupTestApp();
});
after(() => t.close());
beforeEach(async () => {
  await t.reset();
  patient = await t.createPatient({ firstName: 'Jane', lastName: 'Cooper' });
  otherPatient = await t.createPatient({ firstName: 'Omar', lastName: 'Farouk' });
  doctor = await t.createDoctor({ firstName: 'Ana', lastName: 'Silva' });
  otherDoctor = await t.createDoctor({ firstName: 'Marcus', lastName: 'Okafor' });
  admin = await t.createAdmin();
  // Jane is Dr. Silva's patient.
  const reply = await t.request('POST', '/api/appointment/create', {
    token: patient.token,
    body: { doctor: doctor.doctorId, date: dayFromToday(2), timeSlot: '10:00 AM - 10:30 AM' },
  });
  assert.equal(reply.status, 201);
});

describe('GET /api/patient/duplicates/:id (administrators)', () => {
  it('finds other accounts with the same name, case aside, and the same date of birth', async () => {
    const twin = await t.createPatient({
      firstName: 'JANE',
      lastName: 'cooper',
      dateOfBirth: '1985-06-15',
    });
    // Same name, another birthday; same birthday, another name; no birthday at all.
    await t.createPatient({ firstName: 'Jane', lastName: 'Cooper', dateOfBirth: '1991-01-01' });
    await t.createPatient({ firstName: 'Janet', lastName: 'Cooper', dateOfBirth: '1985-06-15' });
    const undated = await t.createPatient({
      firstName: 'Jane',
      lastName: 'Cooper',
      dateOfBirth: null,
    });
    const reply = await t.request('GET', `/api/patient/duplicates/${patient.patientId}`, {
      token: admin.token,
    });
    assert.equal(reply.status, 200);
    assert.deepEqual(
      reply.body.map((p: { _id: string; dateOfBirth: string }) => [p._id, p.dateOfBirth]),
      [[twin.patientId, '1985-06-15']],
    );
    const fromTwin = await t.request('GET', `/api/patient/duplicates/${twin.patientId}`, {
      token: admin.token,
    });
    assert.deepEqual(
      fromTwin.body.map((p: { _id: string }) => p._id),
      [patient.patientId],
    );
    const none = await t.request('GET', `/api/patient/duplicates/${undated.patientId}`, {
      token: admin.token,
    });
    assert.deepEqual(none.body, []);
    for (const who of [patient, doctor]) {
      const refused = await t.request('GET', `/api/patient/duplicates/${patient.patientId}`, {
        token: who.token,
      });
      assert.equal(refused.status, 403);
    }
  });
});

describe('GET /api/patient/all', () => {
  it('gives an administrator whole records, sorted by name, with the total', async () => {
    const reply = await t.request('GET', '/api/patient/all', { token: admin.token });
    assert.equal(reply.status, 200);
    assert.deepEqual(
      reply.body.map((p: { user: { lastName: string } }) => p.user.lastName),
      ['Cooper', 'Farouk'],
    );
    assert.equal(reply.body[0].user.email, patient.email);
    assert.equal(reply.headers['x-total-count'], '2');
  });

  it('gives a doctor the names of every patient (to book), without contact or medical details', async () => {
    const reply = await t.request('GET', '/api/patient/all', { token: otherDoctor.token });
    assert.equal(reply.status, 200);
    assert.equal(reply.body.length, 2);
    for (const row of reply.body) {
      assert.deepEqual(Object.keys(row).sort(), ['_id', 'user']);
      assert.equal(row.user.email, undefined);
      assert.ok(row.user.firstName);
    }
  });

  it('searches by name or email', async () => {
    const reply = await t.request('GET', '/api/patient/all?q=faro', { token: admin.token });
    assert.deepEqual(
      reply.body.map((p: { _id: string }) => p._id),
      [otherPatient.patientId],
    );
  });

  it('refuses patients (403), doctors awaiting approval (403) and anonymous callers (401)', async () => {
    const asPatient = await t.request('GET', '/api/patient/all', { token: patient.token });
    assert.equal(asPatient.status, 403);
    const pending = await t.createDoctor({ approved: false });
    const asPending = await t.request('GET', '/api/patient/all', { token: pending.token });
    assert.equal(asPending.status, 403);
    assert.equal(asPending.body.message, 'Your doctor account is awaiting administrator approval.');
    assert.equal((await t.request('GET', '/api/patient/all')).status, 401);
  });
});

describe('GET /api/patient/choices', () => {
  type Choice = {
    _id: string;
    firstName: string;
    lastName: string;
    dateOfBirth?: string;
    birthYear?: number;
    phoneEnding?: string;
    yours?: boolean;
  };
  let twin: Person;

  beforeEach(async () => {
    // Two Jane Coopers: Dr. Silva's patient, and one outside her care.
    twin = await t.createPatient({ firstName: 'Jane', lastName: 'Cooper' });
    const details = async (who: Person, phoneNumber: string, dateOfBirth: string) =>
      t.db.update(users).set({ phoneNumber, dateOfBirth }).where(eq(users.id, who.userId));
    await details(patient, '+1 (555) 010-4242', '1985-03-04');
    await details(twin, '555 019 9917', '1990-11-23');
    await details(otherPatient, '555-0100', '1978-06-30');
  });

  const choices = async (who: Person, query = '') => {
    const reply = await t.request('GET', `/api/patient/choices${query}`, { token: who.token });
    assert.equal(reply.status, 200, JSON.stringify(reply.body));
    return reply.body as Choice[];
  };

  it("lists a doctor's own patients first, flagged, then the others by name", async () => {
    const rows = await choices(doctor);
    assert.deepEqual(
      rows.map((row) => [row._id, row.yours]),
      [
        [patient.patientId, true],
        // Cooper before Farouk; the other Jane Cooper is not Dr. Silva's.
        [twin.patientId, false],
        [otherPatient.patientId, false],
      ],
    );
  });

  it('gives names, the birth year (the date to their own doctor) and two phone digits, nothing more', async () => {
    // One name: the two are ordered by id, so compare them sorted.
    const byId = (a: { _id?: string }, b: { _id?: string }) =>
      String(a._id).localeCompare(String(b._id));
    const rows = (await choices(otherDoctor, '?q=jane')).sort(byId);
    assert.deepEqual(
      rows,
      [
        {
          _id: patient.patientId,
          firstName: 'Jane',
          lastName: 'Cooper',
          birthYear: 1985,
          phoneEnding: '42',
          yours: false,
        },
        {
          _id: twin.patientId,
          firstName: 'Jane',
          lastName: 'Cooper',
          birthYear: 1990,
          phoneEnding: '17',
          yours: false,
        },
      ].sort(byId),
    );
    // Her own patient's date of birth, whole (docs/decisions/patients-outside-a-doctors-care.md).
    const own = (await choices(doctor, '?q=jane')).find((row) => row._id === patient.patientId);
    assert.equal(own?.dateOfBirth, '1985-03-04');
    // An administrator gets the whole date, without the doctor's flag.
    const asAdmin = await choices(admin, '?q=jane');
    assert.deepEqual(
      asAdmin.map((row) => Object.keys(row).sort()),
      [
        ['_id', 'dateOfBirth', 'firstName', 'lastName', 'phoneEnding'],
        ['_id', 'dateOfBirth', 'firstName', 'lastName', 'phoneEnding'],
      ],
    );
  });

  it('searches by name (either order), phone ending and date of birth', async () => {
    const ids = (rows: Choice[]) => rows.map((row) => row._id);
    assert.deepEqual(
      ids(await choices(admin, '?q=cooper%20ja')).sort(),
      [patient.patientId, twin.patientId].sort(),
    );
    assert.deepEqual(ids(await choices(admin, '?q=17')), [twin.patientId]);
    assert.deepEqual(ids(await choices(admin, '?q=010-4242')), [patient.patientId]);
    assert.deepEqual(ids(await choices(admin, '?q=1990-11-23')), [twin.patientId]);
    assert.deepEqual(ids(await choices(admin, '?q=2026-02-30')), []);
    // Administrators also find a patient by email.
    assert.deepEqual(ids(await choices(admin, `?q=${encodeURIComponent(otherPatient.email)}`)), [
      otherPatient.patientId,
    ]);
    assert.deepEqual(
      ids(await choices(doctor, `?q=${encodeURIComponent(otherPatient.email)}`)),
      [],
    );
  });

  it('lets a doctor search more phone digits than a choice shows only among their own patients', async () => {
    const ids = (rows: Choice[]) => rows.map((row) => row._id);
    // Two digits: what every choice shows anyway.
    assert.deepEqual(ids(await choices(otherDoctor, '?q=17')), [twin.patientId]);
    // More digits would reveal a stranger's number digit by digit.
    assert.deepEqual(ids(await choices(otherDoctor, '?q=9917')), []);
    assert.deepEqual(ids(await choices(doctor, '?q=4242')), [patient.patientId]);
  });

  it("narrows to a doctor's own patients with scope=mine, and honours the limit", async () => {
    assert.deepEqual(
      (await choices(doctor, '?scope=mine')).map((row) => row._id),
      [patient.patientId],
    );
    assert.equal((await choices(admin, '?limit=2')).length, 2);
    // One patient by id: a choice made earlier (a link's ?patient=) keeps its name.
    assert.deepEqual(
      (await choices(otherDoctor, `?id=${twin.patientId}`)).map((row) => row._id),
      [twin.patientId],
    );
    const reply = await t.request('GET', '/api/patient/choices?scope=mine', { token: admin.token });
    assert.equal(reply.status, 400);
    assert.equal(reply.body.message, 'Only a doctor has patients of their own.');
  });

  it('refuses bad input (400), patients (403) and anonymous callers (401)', async () => {
    const bad = ['?limit=0', '?limit=51', '?scope=everyone', '?id=42', `?q=${'a'.repeat(101)}`];
    for (const query of bad) {
      const reply = await t.request('GET', `/api/patient/choices${query}`, { token: admin.token });
      assert.equal(reply.status, 400, query);
    }
    const asPatient = await t.request('GET', '/api/patient/choices', { token: patient.token });
    assert.equal(asPatient.status, 403);
    assert.equal((await t.request('GET', '/api/patient/choices')).status, 401);
  });

  it('reads the search text as a date, phone digits or a name', () => {
    assert.deepEqual(choiceSearch(' 1985-03-04 '), { kind: 'birth', date: '1985-03-04' });
    assert.deepEqual(choiceSearch('(555) 01'), { kind: 'phone', digits: '55501' });
    assert.deepEqual(choiceSearch('Jane'), { kind: 'name', text: 'Jane' });
    assert.deepEqual(choiceSearch('   '), { kind: 'none' });
  });
});

describe('GET /api/patient/getPatient/:id and getPatientByUser/:userId', () => {
  it('shows the record to the patient, their doctor and an administrator', async () => {
    for (const who of [patient, doctor, admin]) {
      const reply = await t.request('GET', `/api/patient/getPatient/${patient.patientId}`, {
        token: who.token,
      });
      assert.equal(reply.status, 200, who.role);
      assert.equal(reply.body._id, patient.patientId);
      assert.equal(reply.body.user._id, patient.userId);
    }
  });

  it("answers 404 for another patient's record and to a doctor who is not theirs", async () => {
    const url = `/api/patient/getPatient/${patient.patientId}`;
    for (const who of [otherPatient, otherDoctor]) {
      const reply = await t.request('GET', url, { token: who.token });
      assert.equal(reply.status, 404);
      assert.equal(reply.body.message, 'Patient not found.');
    }
  });

  it('getPatientByUser answers a one-element array', async () => {
    const reply = await t.request('GET', `/api/patient/getPatientByUser/${patient.userId}`, {
      token: patient.token,
    });
    assert.equal(reply.status, 200);
    assert.equal(reply.body.length, 1);
    assert.equal(reply.body[0]._id, patient.patientId);
    const foreign = await t.request('GET', `/api/patient/getPatientByUser/${patient.userId}`, {
      token: otherPatient.token,
    });
    assert.equal(foreign.status, 404);
    const notAPatient = await t.request('GET', `/api/patient/getPatientByUser/${doctor.userId}`, {
      token: admin.token,
    });
    assert.equal(notAPatient.status, 404);
  });
});

describe('PUT /api/patient/update/:id', () => {
  it('saves medical details for the patient or their doctor', async () => {
    const reply = await t.request('PUT', `/api/patient/update/${patient.patientId}`, {
      token: doctor.token,
      body: {
        bloodType: 'O+',
        weight: 64.5,
        height: 1.68,
        emergencyContact: { name: 'Sam Cooper', relation: 'Spouse', phone: '+1 555 0101' },
        insurance: { provider: 'CarePlus', policyNumber: 'POL-1' },
      },
    });
    assert.equal(reply.status, 200);
    assert.equal(reply.body.bloodType, 'O+');
    assert.equal(reply.body.weight, 64.5);
    assert.equal(reply.body.height, 1.68);
    assert.deepEqual(reply.body.emergencyContact, {
      name: 'Sam Cooper',
      relation: 'Spouse',
      phone: '+1 555 0101',
    });
    assert.deepEqual(reply.body.insurance, { provider: 'CarePlus', policyNumber: 'POL-1' });
    const cleared = await t.request('PUT', `/api/patient/update/${patient.patientId}`, {
      token: patient.token,
      body: { bloodType: '' },
    });
    assert.equal(cleared.body.bloodType, undefined);
  });

  it('validates the values and protects other records', async () => {
    const bad = await t.request('PUT', `/api/patient/update/${patient.patientId}`, {
      token: patient.token,
      body: { bloodType: 'Z' },
    });
    assert.equal(bad.status, 400);
    assert.match(bad.body.message, /Blood type/);
    const height = await t.request('PUT', `/api/patient/update/${patient.patientId}`, {
      token: patient.token,
      body: { height: 172 },
    });
    assert.equal(height.status, 400);
    const foreign = await t.request('PUT', `/api/patient/update/${patient.patientId}`, {
      token: otherPatient.token,
      body: { weight: 70 },
    });
    assert.equal(foreign.status, 404);
  });
});

describe('DELETE /api/patient/delete/:id', () => {
  it('cancels upcoming appointments, keeps the history, frees the email and blocks sign-in', async () => {
    const past = await t.request('POST', '/api/appointment/create', {
      token: admin.token,
      body: {
        patient: patient.patientId,
        doctor: doctor.doctorId,
        date: dayFromToday(-3),
        timeSlot: '09:00 AM - 09:30 AM',
      },
    });
    const reply = await t.request('DELETE', `/api/patient/delete/${patient.patientId}`, {
      token: admin.token,
    });
    assert.equal(reply.status, 200);
    assert.equal(reply.body.message, 'Patient deleted');

    const list = await t.request('GET', '/api/patient/all', { token: admin.token });
    assert.deepEqual(
      list.body.map((p: { _id: string }) => p._id),
      [otherPatient.patientId],
    );
    const appointments = await t.request('GET', `/api/appointment/byDoctor/${doctor.doctorId}`, {
      token: admin.token,
    });
    const statuses = Object.fromEntries(
      appointments.body.map((a: { date: string; status: string }) => [a.date, a.status]),
    );
    assert.equal(statuses[dayFromToday(2)], 'cancelled', 'the upcoming appointment is cancelled');
    assert.equal(
      statuses[dayFromToday(-3)],
      past.body.status,
      'the past appointment is kept as it was',
    );
    assert.ok(
      appointments.body.every((a: { patient: { user: unknown } }) => a.patient.user === null),
      'shown as N/A',
    );
    const [note] = (
      await t.request('GET', `/api/notify/get/${doctor.userId}`, { token: doctor.token })
    ).body;
    assert.match(note.message, /was cancelled\. The patient account was removed\.$/);

    const login = await t.request('POST', '/api/user/login', {
      body: { email: patient.email, password: 'CareConnect1!' },
    });
    assert.equal(login.status, 401);
    assert.equal(
      (await t.request('GET', `/api/user/getOne/${patient.userId}`, { token: patient.token }))
        .status,
      401,
    );
    const again = await t.request('POST', '/api/user/register', {
      body: {
        firstName: 'Jane',
        lastName: 'Cooper',
        username: 'jane.again',
        gender: 'female',
        email: patient.email,
        password: 'secret12',
      },
    });
    assert.equal(again.status, 201, 'the email can be used again');
  });

  it('is for administrators only (403), and answers 404 for an unknown or deleted patient', async () => {
    assert.equal(
      (
        await t.request('DELETE', `/api/patient/delete/${patient.patientId}`, {
          token: doctor.token,
        })
      ).status,
      403,
    );
    assert.equal(
      (
        await t.request('DELETE', `/api/patient/delete/${patient.patientId}`, {
          token: patient.token,
        })
      ).status,
      403,
    );
    await t.request('DELETE', `/api/patient/delete/${patient.patientId}`, { token: admin.token });
    assert.equal(
      (
        await t.request('DELETE', `/api/patient/delete/${patient.patientId}`, {
          token: admin.token,
        })
      ).status,
      404,
    );
  });
});
