import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { dayFromToday, setupTestApp, type Person, type TestApp } from '../../../test/helpers.js';

let t: TestApp;
let patient: Person;
let doctor: Person;
let dermatologist: Person;
let pending: Person;
let admin: Person;

before(async () => {
  t = await setupTestApp();
});
after(() => t.close());
beforeEach(async () => {
  await t.reset();
  patient = await t.createPatient({ firstName: 'Jane', lastName: 'Cooper' });
  doctor = await t.createDoctor({
    firstName: 'Ana',
    lastName: 'Silva',
    specialization: 'Cardiology',
  });
  dermatologist = await t.createDoctor({
    firstName: 'Leila',
    lastName: 'Haddad',
    specialization: 'Dermatology',
  });
  pending = await t.createDoctor({
    firstName: 'Nora',
    lastName: 'Lindqvist',
    specialization: 'Pediatrics',
    approved: false,
  });
  admin = await t.createAdmin();
});

const ids = (rows: { _id: string }[]) => rows.map((r) => r._id);

describe('GET /api/doctor/all and /api/doctor/search', () => {
  it('shows approved doctors to patients and doctors, sorted by name', async () => {
    for (const who of [patient, doctor]) {
      const reply = await t.request('GET', '/api/doctor/all', { token: who.token });
      assert.equal(reply.status, 200);
      assert.deepEqual(ids(reply.body), [dermatologist.doctorId, doctor.doctorId]);
      assert.equal(reply.body[1].user.firstName, 'Ana');
      assert.equal(reply.body[1].approved, true);
    }
  });

  it('shows every doctor to an administrator, who can filter the ones waiting for approval', async () => {
    const all = await t.request('GET', '/api/doctor/all', { token: admin.token });
    assert.equal(all.body.length, 3);
    const waiting = await t.request('GET', '/api/doctor/all?approved=false', {
      token: admin.token,
    });
    assert.deepEqual(ids(waiting.body), [pending.doctorId]);
    assert.equal(waiting.body[0].approved, false);
  });

  it('finds a provider by name, specialization or hospital', async () => {
    const byName = await t.request('GET', '/api/doctor/search?q=silva', { token: patient.token });
    assert.deepEqual(ids(byName.body), [doctor.doctorId]);
    const bySpecialization = await t.request('GET', '/api/doctor/search?specialization=derma', {
      token: patient.token,
    });
    assert.deepEqual(ids(bySpecialization.body), [dermatologist.doctorId]);
    assert.equal(bySpecialization.headers['x-total-count'], '1');
    const hidden = await t.request('GET', '/api/doctor/search?q=lindqvist', {
      token: patient.token,
    });
    assert.deepEqual(hidden.body, [], 'a doctor awaiting approval cannot be found by patients');
    assert.equal((await t.request('GET', '/api/doctor/search')).status, 401);
  });
});

describe('one doctor', () => {
  it('getdoctor: approved doctors for everyone; one awaiting approval for themself and admins only', async () => {
    assert.equal(
      (await t.request('GET', `/api/doctor/getdoctor/${doctor.doctorId}`, { token: patient.token }))
        .status,
      200,
    );
    assert.equal(
      (
        await t.request('GET', `/api/doctor/getdoctor/${pending.doctorId}`, {
          token: patient.token,
        })
      ).status,
      404,
    );
    assert.equal(
      (
        await t.request('GET', `/api/doctor/getdoctor/${pending.doctorId}`, {
          token: pending.token,
        })
      ).status,
      200,
    );
    assert.equal(
      (await t.request('GET', `/api/doctor/getdoctor/${pending.doctorId}`, { token: admin.token }))
        .status,
      200,
    );
    assert.equal(
      (await t.request('GET', '/api/doctor/getdoctor/nope', { token: admin.token })).status,
      400,
    );
  });

  it('getDoctorByUser and getdoctorByUser both answer the doctor with its user', async () => {
    for (const path of ['getDoctorByUser', 'getdoctorByUser']) {
      const reply = await t.request('GET', `/api/doctor/${path}/${doctor.userId}`, {
        token: patient.token,
      });
      assert.equal(reply.status, 200);
      assert.equal(reply.body._id, doctor.doctorId);
      assert.equal(reply.body.user._id, doctor.userId);
      assert.equal(reply.body.specialization, 'Cardiology');
    }
    assert.equal(
      (
        await t.request('GET', `/api/doctor/getDoctorByUser/${patient.userId}`, {
          token: admin.token,
        })
      ).status,
      404,
    );
  });

  it("getDoctorPatients: the patients in the doctor's care, for the doctor or an admin", async () => {
    const other = await t.createPatient();
    const proposedTo = await t.createPatient();
    // The patient books (care starts), an administrator assigns the other; a doctor's own
    // proposal to a third patient waits for their answer and adds nobody.
    await t.request('POST', '/api/appointment/create', {
      token: patient.token,
      body: { doctor: doctor.doctorId, date: dayFromToday(1), timeSlot: '10:00 AM - 10:30 AM' },
    });
    const assigned = await t.request('POST', '/api/care/assign', {
      token: admin.token,
      body: { patient: other.patientId, doctor: doctor.doctorId },
    });
    assert.equal(assigned.status, 200);
    const proposal = await t.request('POST', '/api/appointment/create', {
      token: doctor.token,
      body: {
        patient: proposedTo.patientId,
        date: dayFromToday(2),
        timeSlot: '10:00 AM - 10:30 AM',
      },
    });
    assert.equal(proposal.body.status, 'proposed');
    const url = `/api/doctor/getDoctorPatients/${doctor.doctorId}`;
    const own = await t.request('GET', url, { token: doctor.token });
    assert.deepEqual(ids(own.body).sort(), [patient.patientId, other.patientId].sort());
    assert.equal(
      own.body.find((p: { _id: string }) => p._id === patient.patientId).user.email,
      patient.email,
    );
    assert.equal((await t.request('GET', url, { token: admin.token })).body.length, 2);
    assert.equal((await t.request('GET', url, { token: dermatologist.token })).status, 404);
    assert.equal((await t.request('GET', url, { token: patient.token })).status, 403);
    const empty = await t.request(
      'GET',
      `/api/doctor/getDoctorPatients/${dermatologist.doctorId}`,
      { token: dermatologist.token },
    );
    assert.deepEqual(empty.body, []);
  });
});

describe('a self-registered doctor: POST /api/doctor/create, PATCH /api/doctor/approve/:id', () => {
  it('saves the details of a doctor account, waiting for approval, then an admin approves it', async () => {
    const newcomer = await t.createDoctor({
      withRecord: false,
      firstName: 'Tomas',
      lastName: 'Novak',
    });
    const created = await t.request('POST', '/api/doctor/create', {
      token: newcomer.token,
      body: {
        licenseNumber: 'LIC-9',
        specialization: 'Orthopedics',
        yearsOfExperience: 20,
        hospital: 'St. Clare',
      },
    });
    assert.equal(created.status, 201);
    assert.equal(created.body.approved, false);
    assert.equal(created.body.specialization, 'Orthopedics');
    assert.equal(created.body.user._id, newcomer.userId);
    const [adminNote] = (
      await t.request('GET', `/api/notify/get/${admin.userId}`, { token: admin.token })
    ).body;
    assert.equal(adminNote.message, 'Dr. Tomas Novak (Orthopedics) is waiting for approval.');

    // Waiting: their own records are fine, patient data is not.
    const me = await t.request('GET', `/api/user/getOne/${newcomer.userId}`, {
      token: newcomer.token,
    });
    assert.equal(me.body.doctorApproved, false);
    const patients = await t.request('GET', '/api/patient/all', { token: newcomer.token });
    assert.equal(patients.status, 403);
    assert.equal(patients.body.message, 'Your doctor account is awaiting administrator approval.');
    assert.equal(
      (await t.request('GET', '/api/appointment/all', { token: newcomer.token })).status,
      403,
    );
    assert.equal(
      (await t.request('GET', `/api/notify/get/${newcomer.userId}`, { token: newcomer.token }))
        .status,
      200,
    );

    const again = await t.request('POST', '/api/doctor/create', {
      token: newcomer.token,
      body: { licenseNumber: 'LIC-9', specialization: 'Orthopedics' },
    });
    assert.equal(again.status, 409);

    const approved = await t.request('PATCH', `/api/doctor/approve/${created.body._id}`, {
      token: admin.token,
    });
    assert.equal(approved.status, 200);
    assert.equal(approved.body.approved, true);
    assert.equal(
      (await t.request('GET', '/api/patient/all', { token: newcomer.token })).status,
      200,
    );
    const [note] = (
      await t.request('GET', `/api/notify/get/${newcomer.userId}`, { token: newcomer.token })
    ).body;
    assert.equal(note.message, 'Your doctor account was approved. You can now see your patients.');
  });

  it("approving settles the administrators' 'waiting for approval' (read, out of date)", async () => {
    const newcomer = await t.createDoctor({
      withRecord: false,
      firstName: 'Tomas',
      lastName: 'Novak',
    });
    const created = await t.request('POST', '/api/doctor/create', {
      token: newcomer.token,
      body: { licenseNumber: 'LIC-9', specialization: 'Orthopedics' },
    });
    const unread = async () =>
      (await t.request('GET', '/api/notify/unread', { token: admin.token })).body.count;
    assert.equal(await unread(), 1);
    await t.request('PATCH', `/api/doctor/approve/${created.body._id}`, { token: admin.token });
    const [waiting] = (
      await t.request('GET', `/api/notify/get/${admin.userId}`, { token: admin.token })
    ).body;
    assert.equal(waiting.message, 'Dr. Tomas Novak (Orthopedics) is waiting for approval.');
    assert.equal(waiting.read, true);
    assert.equal(waiting.superseded, true);
    assert.equal(await unread(), 0);
  });

  it('an administrator rejects a waiting doctor: told, no patient data, listed apart', async () => {
    const newcomer = await t.createDoctor({
      withRecord: false,
      firstName: 'Tomas',
      lastName: 'Novak',
    });
    const created = await t.request('POST', '/api/doctor/create', {
      token: newcomer.token,
      body: { licenseNumber: 'LIC-9', specialization: 'Orthopedics' },
    });
    const id = created.body._id as string;
    assert.equal(
      (await t.request('PATCH', `/api/doctor/reject/${id}`, { token: newcomer.token })).status,
      403,
    );
    const rejected = await t.request('PATCH', `/api/doctor/reject/${id}`, { token: admin.token });
    assert.equal(rejected.status, 200);
    assert.equal(rejected.body.approved, false);
    assert.equal(rejected.body.rejected, true);
    const [note] = (
      await t.request('GET', `/api/notify/get/${newcomer.userId}`, { token: newcomer.token })
    ).body;
    assert.equal(
      note.message,
      'Your doctor account was not approved. Please contact the clinic if you think this is a mistake.',
    );
    assert.equal(
      (await t.request('GET', '/api/patient/all', { token: newcomer.token })).status,
      403,
    );
    const [waiting] = (
      await t.request('GET', `/api/notify/get/${admin.userId}`, { token: admin.token })
    ).body;
    assert.equal(waiting.superseded, true);
    // Awaiting approval no longer counts them; the rejected list does.
    const list = async (query: string) =>
      ids((await t.request('GET', `/api/doctor/all?${query}`, { token: admin.token })).body);
    assert.deepEqual(await list('approved=false&rejected=false'), [pending.doctorId]);
    assert.deepEqual(await list('rejected=true'), [id]);
    const stats = await t.request('GET', '/api/stats/admin', { token: admin.token });
    assert.equal(stats.body.pendingDoctors, 1);
    // An approved doctor is deleted, not rejected; a rejected one may still be approved.
    assert.equal(
      (await t.request('PATCH', `/api/doctor/reject/${doctor.doctorId}`, { token: admin.token }))
        .status,
      409,
    );
    const approved = await t.request('PATCH', `/api/doctor/approve/${id}`, { token: admin.token });
    assert.equal(approved.body.approved, true);
    assert.equal(approved.body.rejected, undefined);
  });

  it('validates the doctor form with its messages', async () => {
    const newcomer = await t.createDoctor({ withRecord: false });
    const cases: [Record<string, unknown>, string][] = [
      [{ specialization: 'X' }, 'License Number is required'],
      [{ licenseNumber: 'L' }, 'Specialization is required'],
      [{ licenseNumber: '  ', specialization: 'X' }, 'License Number is required'],
      [
        { licenseNumber: 'L', specialization: 'X', yearsOfExperience: -1 },
        'Years of experience must be a positive number',
      ],
      [
        { licenseNumber: 'L', specialization: 'X', yearsOfExperience: 'many' },
        'Years of experience must be a positive number',
      ],
    ];
    for (const [body, message] of cases) {
      const reply = await t.request('POST', '/api/doctor/create', { token: newcomer.token, body });
      assert.equal(reply.status, 400, JSON.stringify(body));
      assert.equal(reply.body.message, message);
    }
  });

  it('is for doctor accounts (a patient gets 403); approving is for administrators', async () => {
    const asPatient = await t.request('POST', '/api/doctor/create', {
      token: patient.token,
      body: { licenseNumber: 'L', specialization: 'X' },
    });
    assert.equal(asPatient.status, 403);
    assert.equal(
      (await t.request('PATCH', `/api/doctor/approve/${pending.doctorId}`, { token: doctor.token }))
        .status,
      403,
    );
    assert.equal(
      (
        await t.request('PATCH', '/api/doctor/approve/00000000-0000-4000-8000-000000000000', {
          token: admin.token,
        })
      ).status,
      404,
    );
  });
});

describe('PUT /api/doctor/update/:id', () => {
  it('the doctor updates their own details; another doctor gets 404', async () => {
    const reply = await t.request('PUT', `/api/doctor/update/${doctor.doctorId}`, {
      token: doctor.token,
      body: {
        hospital: 'Northgate Clinic',
        availableSlots: [{ date: dayFromToday(1), from: '09:00', to: '12:00' }],
      },
    });
    assert.equal(reply.status, 200);
    assert.equal(reply.body.hospital, 'Northgate Clinic');
    assert.deepEqual(reply.body.availableSlots, [
      { date: dayFromToday(1), from: '09:00', to: '12:00' },
    ]);
    const foreign = await t.request('PUT', `/api/doctor/update/${doctor.doctorId}`, {
      token: dermatologist.token,
      body: { hospital: 'x' },
    });
    assert.equal(foreign.status, 404);
    const badSlot = await t.request('PUT', `/api/doctor/update/${doctor.doctorId}`, {
      token: doctor.token,
      body: { availableSlots: [{ date: dayFromToday(1), from: '9am', to: '12:00' }] },
    });
    assert.equal(badSlot.status, 400);
  });
});

describe('DELETE /api/doctor/delete/:id', () => {
  it('cancels the upcoming appointments, tells the patients, and removes the doctor from lists', async () => {
    const booking = await t.request('POST', '/api/appointment/create', {
      token: patient.token,
      body: { doctor: doctor.doctorId, date: dayFromToday(3), timeSlot: '10:00 AM - 10:30 AM' },
    });
    const reply = await t.request('DELETE', `/api/doctor/delete/${doctor.doctorId}`, {
      token: admin.token,
    });
    assert.equal(reply.status, 200);
    const appointment = await t.request('GET', `/api/appointment/get/${booking.body._id}`, {
      token: patient.token,
    });
    assert.equal(appointment.body.status, 'cancelled');
    assert.equal(appointment.body.doctor.user, null);
    const [note] = (
      await t.request('GET', `/api/notify/get/${patient.userId}`, { token: patient.token })
    ).body;
    assert.match(
      note.message,
      /^Your appointment with Dr\. Ana Silva on .* was cancelled\. The doctor is no longer available\.$/,
    );
    const list = await t.request('GET', '/api/doctor/all', { token: patient.token });
    assert.deepEqual(ids(list.body), [dermatologist.doctorId]);
    assert.equal(
      (await t.request('GET', `/api/doctor/getdoctor/${doctor.doctorId}`, { token: admin.token }))
        .status,
      404,
    );
    const login = await t.request('POST', '/api/user/login', {
      body: { email: doctor.email, password: 'CareConnect1!' },
    });
    assert.equal(login.status, 401);
  });

  it('is for administrators only', async () => {
    assert.equal(
      (await t.request('DELETE', `/api/doctor/delete/${doctor.doctorId}`, { token: doctor.token }))
        .status,
      403,
    );
    assert.equal((await t.request('DELETE', `/api/doctor/delete/${doctor.doctorId}`)).status, 401);
  });
});
