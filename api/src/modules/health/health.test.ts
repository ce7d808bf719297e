import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { dayFromToday, setupTestApp, type Person, type TestApp } from '../../../test/helpers.js';

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
  otherPatient = await t.createPatient();
  doctor = await t.createDoctor();
  otherDoctor = await t.createDoctor();
  admin = await t.createAdmin();
  await t.request('POST', '/api/appointment/create', {
    token: patient.token,
    body: { doctor: doctor.doctorId, date: dayFromToday(1), timeSlot: '10:00 AM - 10:30 AM' },
  });
});

const report = (who: Person, body: Record<string, unknown>) =>
  t.request('POST', '/api/health/create', { token: who.token, body });

describe('health complaints', () => {
  it('a patient reports one; it starts open and belongs to them', async () => {
    const reply = await report(patient, {
      subject: '  Recurring headaches ',
      description: 'Every afternoon',
    });
    assert.equal(reply.status, 201);
    assert.equal(reply.body.subject, 'Recurring headaches');
    assert.equal(reply.body.status, 'open');
    assert.equal(reply.body.patient._id, patient.patientId);
    assert.equal(reply.body.patient.user.firstName, 'Jane');
  });

  it('needs a subject; a patient cannot report for someone else; doctors cannot report', async () => {
    const missing = await report(patient, { description: 'x' });
    assert.equal(missing.status, 400);
    assert.equal(missing.body.message, 'Subject is required.');
    const forOther = await report(patient, { subject: 'x', patient: otherPatient.patientId });
    assert.equal(forOther.status, 403);
    assert.equal((await report(doctor, { subject: 'x', patient: patient.patientId })).status, 403);
    const byAdmin = await report(admin, {
      subject: 'Reported at the desk',
      patient: otherPatient.patientId,
    });
    assert.equal(byAdmin.status, 201);
  });

  it("the patient's doctor moves it to in review, then resolved; the patient is told", async () => {
    const { body: complaint } = await report(patient, { subject: 'Dizziness' });
    const review = await t.request('PATCH', `/api/health/status/${complaint._id}`, {
      token: doctor.token,
      body: { status: 'in review' },
    });
    assert.equal(review.status, 200);
    assert.equal(review.body.status, 'in review');
    const resolved = await t.request('PATCH', `/api/health/status/${complaint._id}`, {
      token: admin.token,
      body: { status: 'resolved' },
    });
    assert.equal(resolved.body.status, 'resolved');
    const notes = (
      await t.request('GET', `/api/notify/get/${patient.userId}`, { token: patient.token })
    ).body;
    assert.equal(notes[0].message, 'Your health report "Dizziness" is now resolved.');
    assert.equal(notes[1].message, 'Your health report "Dizziness" is now in review.');
  });

  it('another doctor gets 404, the patient 403, an unknown status 400', async () => {
    const { body: complaint } = await report(patient, { subject: 'Rash' });
    const url = `/api/health/status/${complaint._id}`;
    assert.equal(
      (await t.request('PATCH', url, { token: otherDoctor.token, body: { status: 'resolved' } }))
        .status,
      404,
    );
    assert.equal(
      (await t.request('PATCH', url, { token: patient.token, body: { status: 'resolved' } }))
        .status,
      403,
    );
    const bad = await t.request('PATCH', url, { token: doctor.token, body: { status: 'closed' } });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.message, 'Status must be one of: open, in review, resolved.');
  });

  it('lists: all for admins, their patients for doctors, their own for patients, newest first', async () => {
    const first = await report(patient, { subject: 'First' });
    const second = await report(patient, { subject: 'Second' });
    const foreign = await report(otherPatient, { subject: 'Not yours' });
    const admins = await t.request('GET', '/api/health/all', { token: admin.token });
    assert.equal(admins.body.length, 3);
    assert.equal(admins.headers['x-total-count'], '3');
    const doctors = await t.request('GET', '/api/health/all', { token: doctor.token });
    assert.deepEqual(
      doctors.body.map((c: { _id: string }) => c._id),
      [second.body._id, first.body._id],
    );
    const own = await t.request('GET', '/api/health/all', { token: otherPatient.token });
    assert.deepEqual(
      own.body.map((c: { _id: string }) => c._id),
      [foreign.body._id],
    );
    const open = await t.request('GET', '/api/health/all?status=open&q=first', {
      token: admin.token,
    });
    assert.deepEqual(
      open.body.map((c: { _id: string }) => c._id),
      [first.body._id],
    );
  });

  it("per patient and one by one, with 404 for other people's", async () => {
    const { body: complaint } = await report(patient, { subject: 'Back pain' });
    const list = await t.request('GET', `/api/health/patient/${patient.patientId}`, {
      token: doctor.token,
    });
    assert.equal(list.body.length, 1);
    assert.equal(
      (
        await t.request('GET', `/api/health/patient/${patient.patientId}`, {
          token: otherPatient.token,
        })
      ).status,
      404,
    );
    assert.equal(
      (await t.request('GET', `/api/health/get/${complaint._id}`, { token: patient.token })).status,
      200,
    );
    assert.equal(
      (await t.request('GET', `/api/health/get/${complaint._id}`, { token: otherPatient.token }))
        .status,
      404,
    );
    assert.equal(
      (await t.request('GET', `/api/health/get/${complaint._id}`, { token: otherDoctor.token }))
        .status,
      404,
    );
    assert.equal((await t.request('GET', `/api/health/get/${complaint._id}`)).status, 401);
  });
});
