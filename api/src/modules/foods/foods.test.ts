import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { setupTestApp, type Person, type TestApp } from '../../../test/helpers.js';

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
  doctor = await t.createDoctor({ firstName: 'Ana', lastName: 'Silva' });
  otherDoctor = await t.createDoctor();
  admin = await t.createAdmin();
  await t.addToCare(patient, doctor);
  await t.addToCare(otherPatient, otherDoctor);
});

const foods = [
  { name: ' Oatmeal ', quantity: '1 bowl', timeOfDay: 'Breakfast' },
  { name: 'Salmon', quantity: '', timeOfDay: 'Lunch' },
];

const createPlan = (who: Person, body: Record<string, unknown>) =>
  t.request('POST', '/api/foods/create', { token: who.token, body });

describe('food plans', () => {
  it('a doctor cannot write a plan for a patient outside their care, and a plan opens nothing', async () => {
    const stranger = await t.createPatient();
    const reply = await t.request('POST', '/api/foods/create', {
      token: doctor.token,
      body: { patient: stranger.patientId, recommendedFoods: [{ name: 'Rice' }] },
    });
    assert.equal(reply.status, 403);
    assert.equal(
      reply.body.message,
      'This patient is not in your care. Ask them to join your care team, or book an appointment they can accept.',
    );
    // An administrator's plan for that patient does not make the doctor theirs either.
    const byAdmin = await t.request('POST', '/api/foods/create', {
      token: admin.token,
      body: { patient: stranger.patientId, recommendedFoods: [{ name: 'Rice' }] },
    });
    assert.equal(byAdmin.status, 201);
    const record = await t.request('GET', `/api/patient/getPatient/${stranger.patientId}`, {
      token: doctor.token,
    });
    assert.equal(record.status, 404);
  });

  it('a doctor gives a patient in their care a plan; the patient is notified', async () => {
    const reply = await createPlan(doctor, {
      patient: patient.patientId,
      recommendedFoods: foods,
      notes: 'Drink water',
    });
    assert.equal(reply.status, 201);
    assert.deepEqual(reply.body.recommendedFoods, [
      { name: 'Oatmeal', quantity: '1 bowl', timeOfDay: 'Breakfast' },
      { name: 'Salmon', timeOfDay: 'Lunch' },
    ]);
    assert.equal(reply.body.notes, 'Drink water');
    assert.equal(reply.body.doctor._id, doctor.doctorId);
    assert.equal(reply.body.patient._id, patient.patientId);
    assert.equal(reply.body.feedback, undefined);
    const [note] = (
      await t.request('GET', `/api/notify/get/${patient.userId}`, { token: patient.token })
    ).body;
    assert.equal(note.message, 'Dr. Ana Silva added a new food plan for you.');
    const record = await t.request('GET', `/api/patient/getPatient/${patient.patientId}`, {
      token: doctor.token,
    });
    assert.equal(record.status, 200);
  });

  it('validates with the form messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ recommendedFoods: foods }, 'Patient is required'],
      [{ patient: patient.patientId }, 'At least one food item is required'],
      [{ patient: patient.patientId, recommendedFoods: [] }, 'At least one food item is required'],
      [
        { patient: patient.patientId, recommendedFoods: [{ quantity: '1' }] },
        'Food name is required',
      ],
      [{ patient: patient.patientId, recommendedFoods: [{ name: '  ' }] }, 'Food name is required'],
    ];
    for (const [body, message] of cases) {
      const reply = await createPlan(doctor, body);
      assert.equal(reply.status, 400, JSON.stringify(body));
      assert.equal(reply.body.message, message);
    }
    const unknown = await createPlan(doctor, {
      patient: '00000000-0000-4000-8000-000000000000',
      recommendedFoods: foods,
    });
    assert.equal(unknown.status, 404);
  });

  it('patients cannot write plans (403); doctors awaiting approval neither', async () => {
    assert.equal(
      (await createPlan(patient, { patient: patient.patientId, recommendedFoods: foods })).status,
      403,
    );
    const pending = await t.createDoctor({ approved: false });
    assert.equal(
      (await createPlan(pending, { patient: patient.patientId, recommendedFoods: foods })).status,
      403,
    );
  });

  it('GET /patient/:id: newest first, for the patient, their doctors and admins; 404 for others', async () => {
    const first = await createPlan(doctor, { patient: patient.patientId, recommendedFoods: foods });
    const second = await createPlan(admin, {
      patient: patient.patientId,
      recommendedFoods: [{ name: 'Tea' }],
    });
    assert.equal(second.body.doctor, null, 'written by an administrator');
    const url = `/api/foods/patient/${patient.patientId}`;
    for (const who of [patient, doctor, admin]) {
      const reply = await t.request('GET', url, { token: who.token });
      assert.deepEqual(
        reply.body.map((p: { _id: string }) => p._id),
        [second.body._id, first.body._id],
        who.role,
      );
    }
    assert.equal((await t.request('GET', url, { token: otherPatient.token })).status, 404);
    assert.equal((await t.request('GET', url, { token: otherDoctor.token })).status, 404);
  });

  it('a patient rates their plan 1 to 5 (again to change it); it shows in the reports', async () => {
    const { body: plan } = await createPlan(doctor, {
      patient: patient.patientId,
      recommendedFoods: foods,
    });
    const url = `/api/foods/feedback/${plan._id}`;
    const rated = await t.request('POST', url, {
      token: patient.token,
      body: { rating: 4, comment: 'Easy to follow' },
    });
    assert.equal(rated.status, 201);
    assert.equal(rated.body.rating, 4);
    assert.equal(rated.body.plan, plan._id);
    const changed = await t.request('POST', url, { token: patient.token, body: { rating: 5 } });
    assert.equal(changed.status, 200);
    assert.equal(changed.body._id, rated.body._id);
    assert.equal(changed.body.comment, undefined);

    const plans = await t.request('GET', `/api/foods/patient/${patient.patientId}`, {
      token: patient.token,
    });
    assert.equal(plans.body[0].feedback.rating, 5);
    const reports = await t.request('GET', '/api/foods/all', { token: admin.token });
    assert.equal(reports.body.length, 1);
    assert.equal(reports.body[0].rating, 5);
    assert.equal(reports.body[0].doctor._id, doctor.doctorId);
    assert.equal(
      (await t.request('GET', '/api/foods/all', { token: doctor.token })).body.length,
      1,
    );
    assert.equal(
      (await t.request('GET', '/api/foods/all', { token: otherDoctor.token })).body.length,
      0,
    );
    assert.equal(
      (await t.request('GET', '/api/foods/all', { token: otherPatient.token })).body.length,
      0,
    );
  });

  it("rating checks the range, the plan's owner and the role", async () => {
    const { body: plan } = await createPlan(doctor, {
      patient: patient.patientId,
      recommendedFoods: foods,
    });
    const url = `/api/foods/feedback/${plan._id}`;
    for (const rating of [0, 6, 3.5]) {
      const reply = await t.request('POST', url, { token: patient.token, body: { rating } });
      assert.equal(reply.status, 400);
      assert.equal(reply.body.message, 'Rating must be a whole number from 1 to 5.');
    }
    assert.equal(
      (await t.request('POST', url, { token: otherPatient.token, body: { rating: 1 } })).status,
      404,
    );
    assert.equal(
      (await t.request('POST', url, { token: doctor.token, body: { rating: 1 } })).status,
      403,
    );
  });

  it('the doctor who wrote a plan or an admin deletes it', async () => {
    const { body: plan } = await createPlan(doctor, {
      patient: patient.patientId,
      recommendedFoods: foods,
    });
    const url = `/api/foods/delete/${plan._id}`;
    assert.equal((await t.request('DELETE', url, { token: patient.token })).status, 403);
    assert.equal((await t.request('DELETE', url, { token: otherDoctor.token })).status, 404);
    assert.equal((await t.request('DELETE', url, { token: doctor.token })).status, 200);
    assert.equal(
      (await t.request('GET', `/api/foods/get/${plan._id}`, { token: admin.token })).status,
      404,
    );
  });
});
