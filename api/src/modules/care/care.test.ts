import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { dayFromToday, setupTestApp, type Person, type TestApp } from '../../../test/helpers.js';

let t: TestApp;
let clock = Date.now();
let patient: Person;
let doctor: Person;
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
  admin = await t.createAdmin();
});

const record = (who: Person, p: Person = patient) =>
  t.request('GET', `/api/patient/getPatient/${p.patientId}`, { token: who.token });
const book = (who: Person, body: Record<string, unknown>) =>
  t.request('POST', '/api/appointment/create', { token: who.token, body });
const setStatus = (who: Person, id: string, status: string) =>
  t.request('PATCH', `/api/appointment/status/${id}`, { token: who.token, body: { status } });
const teamOf = async (p: Person = patient) =>
  (await t.request('GET', `/api/care/team/${p.patientId}`, { token: p.token })).body as {
    _id: string;
    status: string;
    origin: string;
    doctor: { _id: string };
  }[];
const messages = async (who: Person) =>
  (
    (await t.request('GET', `/api/notify/get/${who.userId}`, { token: who.token })).body as {
      message: string;
    }[]
  ).map((n) => n.message);

describe('how a patient enters a doctor’s care', () => {
  it('a doctor who books and cancels at once gets nothing: the proposal waits for the patient', async () => {
    const proposal = await book(doctor, {
      patient: patient.patientId,
      date: dayFromToday(3),
      timeSlot: '10:00 AM - 10:30 AM',
    });
    assert.equal(proposal.status, 201);
    assert.equal(proposal.body.status, 'proposed');
    // The doctor sees the patient by name only while they wait.
    assert.equal(proposal.body.patient.user.email, undefined);
    assert.equal((await record(doctor)).status, 404);
    assert.equal((await setStatus(doctor, proposal.body._id, 'cancelled')).status, 200);
    assert.equal((await record(doctor)).status, 404);
    assert.ok(
      (await messages(patient)).some((m) =>
        m.startsWith('Dr. Ivo Brandt proposed an appointment on '),
      ),
    );
  });

  it('the patient accepts a proposal: the doctor is in their care; declining grants nothing', async () => {
    const first = await book(doctor, {
      patient: patient.patientId,
      date: dayFromToday(3),
      timeSlot: '10:00 AM - 10:30 AM',
    });
    const second = await book(doctor, {
      patient: patient.patientId,
      date: dayFromToday(4),
      timeSlot: '10:00 AM - 10:30 AM',
    });
    // A patient answers only with accept (confirmed) or decline.
    assert.equal((await setStatus(patient, first.body._id, 'cancelled')).status, 403);
    assert.equal((await setStatus(patient, first.body._id, 'declined')).status, 200);
    assert.equal((await record(doctor)).status, 404);
    const accepted = await setStatus(patient, second.body._id, 'confirmed');
    assert.equal(accepted.status, 200);
    assert.equal(accepted.body.status, 'confirmed');
    assert.equal((await record(doctor)).status, 200);
    const [member] = await teamOf();
    assert.equal(member!.status, 'active');
    assert.equal(member!.origin, 'request');
  });

  it('a patient’s own booking starts the care; cancelling it, with nothing else between them, ends it', async () => {
    const booked = await book(patient, {
      doctor: doctor.doctorId,
      date: dayFromToday(2),
      timeSlot: '11:00 AM - 11:30 AM',
    });
    assert.equal(booked.body.status, 'pending');
    assert.equal((await record(doctor)).status, 200);
    assert.equal((await setStatus(patient, booked.body._id, 'cancelled')).status, 200);
    assert.equal((await record(doctor)).status, 404);
  });

  it('a doctor’s request: the patient accepts or declines it in My doctors', async () => {
    const asked = await t.request('POST', '/api/care/request', {
      token: doctor.token,
      body: { patient: patient.patientId },
    });
    assert.equal(
      asked.body.message,
      'Your request was sent. The patient will accept or decline it.',
    );
    assert.ok(
      (await messages(patient)).includes(
        'Dr. Ivo Brandt asked to join your care team. Accept or decline in Settings, under My doctors.',
      ),
    );
    assert.equal((await record(doctor)).status, 404);
    const [request] = await teamOf();
    assert.equal(request!.status, 'requested');
    // Nobody but the patient answers it.
    const byDoctor = await t.request('PATCH', `/api/care/accept/${request!._id}`, {
      token: doctor.token,
    });
    assert.equal(byDoctor.status, 403);
    const declined = await t.request('PATCH', `/api/care/decline/${request!._id}`, {
      token: patient.token,
    });
    assert.equal(declined.status, 200);
    assert.equal((await record(doctor)).status, 404);
    assert.deepEqual(await teamOf(), []);
    // A no holds for 30 days (docs/decisions/limits-on-writes-to-other-people.md).
    const tooSoon = await t.request('POST', '/api/care/request', {
      token: doctor.token,
      body: { patient: patient.patientId },
    });
    assert.equal(tooSoon.status, 409);
    clock += 31 * 24 * 3_600_000;
    await t.request('POST', '/api/care/request', {
      token: doctor.token,
      body: { patient: patient.patientId },
    });
    const [again] = await teamOf();
    const accepted = await t.request('PATCH', `/api/care/accept/${again!._id}`, {
      token: patient.token,
    });
    assert.equal(accepted.status, 200);
    assert.equal((await record(doctor)).status, 200);
    assert.ok(
      (await messages(doctor)).includes(
        'Hazel Moreno accepted your request and is now in your care.',
      ),
    );
  });

  it('an administrator assigns a doctor and can remove them', async () => {
    const assigned = await t.request('POST', '/api/care/assign', {
      token: admin.token,
      body: { patient: patient.patientId, doctor: doctor.doctorId },
    });
    assert.equal(assigned.status, 200);
    assert.equal(assigned.body.origin, 'admin');
    assert.equal((await record(doctor)).status, 200);
    const removed = await t.request('DELETE', `/api/care/remove/${assigned.body._id}`, {
      token: admin.token,
    });
    assert.equal(removed.status, 200);
    assert.equal((await record(doctor)).status, 404);
  });
});

describe('the patient removes a doctor', () => {
  it('ends access at once, cancels their upcoming appointments and tells the doctor', async () => {
    const booked = await book(patient, {
      doctor: doctor.doctorId,
      date: dayFromToday(5),
      timeSlot: '09:00 AM - 09:30 AM',
    });
    const complaint = await t.request('POST', '/api/health/create', {
      token: patient.token,
      body: { subject: 'Back pain' },
    });
    assert.equal((await record(doctor)).status, 200);
    const [member] = await teamOf();
    const removed = await t.request('DELETE', `/api/care/remove/${member!._id}`, {
      token: patient.token,
    });
    assert.equal(removed.status, 200);
    for (const url of [
      `/api/patient/getPatient/${patient.patientId}`,
      `/api/health/patient/${patient.patientId}`,
      `/api/health/get/${complaint.body._id}`,
      `/api/foods/patient/${patient.patientId}`,
      `/api/user/getOne/${patient.userId}`,
    ]) {
      const reply = await t.request('GET', url, { token: doctor.token });
      // The profile route still names the patient (to book); nothing else answers.
      if (url.startsWith('/api/user/')) assert.equal(reply.body.email, undefined, url);
      else assert.equal(reply.status, 404, url);
    }
    const appointment = await t.request('GET', `/api/appointment/get/${booked.body._id}`, {
      token: patient.token,
    });
    assert.equal(appointment.body.status, 'cancelled');
    assert.ok((await messages(doctor)).includes('Hazel Moreno removed you from their care team.'));
    // Another patient cannot remove it for them.
    const stranger = await t.createPatient();
    const again = await t.request('DELETE', `/api/care/remove/${member!._id}`, {
      token: stranger.token,
    });
    assert.equal(again.status, 404);
  });
});

describe('emergency access', () => {
  it('needs a reason, opens reading for 24 hours, is audited, and tells the patient and admins', async () => {
    const noReason = await t.request('POST', '/api/care/emergency', {
      token: doctor.token,
      body: { patient: patient.patientId },
    });
    assert.equal(noReason.status, 400);
    assert.match(noReason.body.message, /reason/i);
    assert.equal((await record(doctor)).status, 404);

    const granted = await t.request('POST', '/api/care/emergency', {
      token: doctor.token,
      body: { patient: patient.patientId, reason: 'Found unconscious; checking allergies.' },
    });
    assert.equal(granted.status, 201);
    assert.equal(granted.body.access, 'emergency');
    assert.equal((await record(doctor)).status, 200);
    // Reading only: changes still need the care relationship.
    const change = await t.request('PUT', `/api/patient/update/${patient.patientId}`, {
      token: doctor.token,
      body: { bloodType: 'O+' },
    });
    assert.equal(change.status, 404);
    assert.ok(
      (await messages(patient)).includes(
        'Dr. Ivo Brandt opened your record with emergency access. Reason given: Found unconscious; checking allergies.',
      ),
    );
    assert.ok(
      (await messages(admin)).some((m) => m.startsWith('Emergency access: Dr. Ivo Brandt')),
    );
    const list = await t.request('GET', '/api/care/emergency', { token: admin.token });
    assert.equal(list.body.length, 1);
    assert.equal(list.body[0].reason, 'Found unconscious; checking allergies.');
    assert.equal(list.body[0].active, true);
    const audited = await t.sql<{ n: number }>(
      sql`select count(*)::int as n from audit_log where entity_type = 'emergencyAccess'`,
    );
    assert.equal(audited[0]!.n, 1);

    clock += 24 * 60 * 60 * 1000 + 1000;
    assert.equal((await record(doctor)).status, 404);
    const later = await t.request('GET', '/api/care/emergency', { token: admin.token });
    assert.equal(later.body[0].active, false);
  });
});

describe('doctors, by name only', () => {
  it('a doctor finds patients by name, not by email; an administrator by either', async () => {
    const byEmail = await t.request('GET', `/api/patient/all?q=${patient.email}`, {
      token: doctor.token,
    });
    assert.equal(byEmail.status, 200);
    assert.deepEqual(byEmail.body, []);
    const byName = await t.request('GET', '/api/patient/all?q=Hazel', { token: doctor.token });
    assert.deepEqual(
      byName.body.map((p: { _id: string }) => p._id),
      [patient.patientId],
    );
    const asAdmin = await t.request('GET', `/api/patient/all?q=${patient.email}`, {
      token: admin.token,
    });
    assert.equal(asAdmin.body.length, 1);
  });

  it('a doctor who changes licence number or specialization waits for approval again', async () => {
    await t.addToCare(patient, doctor);
    const same = await t.request('PUT', `/api/doctor/update/${doctor.doctorId}`, {
      token: doctor.token,
      body: { hospital: 'North Clinic' },
    });
    assert.equal(same.status, 200);
    assert.equal((await record(doctor)).status, 200);
    const changed = await t.request('PUT', `/api/doctor/update/${doctor.doctorId}`, {
      token: doctor.token,
      body: { licenseNumber: 'LIC-NEW-1' },
    });
    assert.equal(changed.status, 200);
    const blocked = await record(doctor);
    assert.equal(blocked.status, 403);
    assert.equal(blocked.body.message, 'Your doctor account is awaiting administrator approval.');
    assert.ok((await messages(admin)).some((m) => m.includes('is waiting for approval')));
    // An administrator's own edit keeps the approval.
    await t.request('PATCH', `/api/doctor/approve/${doctor.doctorId}`, { token: admin.token });
    await t.request('PUT', `/api/doctor/update/${doctor.doctorId}`, {
      token: admin.token,
      body: { specialization: 'Neurology' },
    });
    assert.equal((await record(doctor)).status, 200);
  });
});
