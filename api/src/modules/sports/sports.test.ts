import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { setupTestApp, type Person, type TestApp } from '../../../test/helpers.js';

let t: TestApp;
let patient: Person;
let otherPatient: Person;
let doctor: Person;
let admin: Person;

before(async () => {
  t = await setupTestApp();
});
after(() => t.close());
beforeEach(async () => {
  await t.reset();
  patient = await t.createPatient();
  otherPatient = await t.createPatient();
  doctor = await t.createDoctor({ firstName: 'Daniel', lastName: 'Fischer' });
  admin = await t.createAdmin();
  await t.addToCare(patient, doctor);
});

const sports = [
  { name: 'Swimming', duration: '45 minutes', frequency: 'Twice a week', intensity: 'moderate' },
  { name: 'Yoga' },
];

describe('sports plans', () => {
  it('a doctor cannot write a plan for a patient outside their care, and a plan opens nothing', async () => {
    const stranger = await t.createPatient();
    const reply = await t.request('POST', '/api/sports/create', {
      token: doctor.token,
      body: { patient: stranger.patientId, recommendedSports: [{ name: 'Yoga' }] },
    });
    assert.equal(reply.status, 403);
    assert.equal(
      reply.body.message,
      'This patient is not in your care. Ask them to join your care team, or book an appointment they can accept.',
    );
    // An administrator's plan for that patient does not make the doctor theirs either.
    const byAdmin = await t.request('POST', '/api/sports/create', {
      token: admin.token,
      body: { patient: stranger.patientId, recommendedSports: [{ name: 'Yoga' }] },
    });
    assert.equal(byAdmin.status, 201);
    const record = await t.request('GET', `/api/patient/getPatient/${stranger.patientId}`, {
      token: doctor.token,
    });
    assert.equal(record.status, 404);
  });

  it('a doctor writes one, the patient sees it (newest first) and is notified', async () => {
    const created = await t.request('POST', '/api/sports/create', {
      token: doctor.token,
      body: { patient: patient.patientId, recommendedSports: sports, notes: 'Warm up first' },
    });
    assert.equal(created.status, 201);
    assert.deepEqual(created.body.recommendedSports, sports);
    assert.equal(created.body.recommendedFoods, undefined);
    const list = await t.request('GET', `/api/sports/patient/${patient.patientId}`, {
      token: patient.token,
    });
    assert.deepEqual(
      list.body.map((p: { _id: string }) => p._id),
      [created.body._id],
    );
    const [note] = (
      await t.request('GET', `/api/notify/get/${patient.userId}`, { token: patient.token })
    ).body;
    assert.equal(note.message, 'Dr. Daniel Fischer added a new sports plan for you.');
  });

  it('validates with the form messages', async () => {
    const empty = await t.request('POST', '/api/sports/create', {
      token: doctor.token,
      body: { patient: patient.patientId, recommendedSports: [] },
    });
    assert.equal(empty.body.message, 'At least one sport item is required');
    const unnamed = await t.request('POST', '/api/sports/create', {
      token: doctor.token,
      body: {
        patient: patient.patientId,
        recommendedSports: [{ name: 'Run' }, { duration: '10 min' }],
      },
    });
    assert.equal(unnamed.status, 400);
    assert.equal(unnamed.body.message, 'Sport name is required');
  });

  it('ratings are the "sports feedbacks": a patient rates their own plan only', async () => {
    const { body: plan } = await t.request('POST', '/api/sports/create', {
      token: doctor.token,
      body: { patient: patient.patientId, recommendedSports: sports },
    });
    const rated = await t.request('POST', `/api/sports/feedback/${plan._id}`, {
      token: patient.token,
      body: { rating: 2, comment: 'Too hard' },
    });
    assert.equal(rated.status, 201);
    const feedbacks = await t.request('GET', '/api/sports/all', { token: admin.token });
    assert.deepEqual(
      feedbacks.body.map((f: { rating: number; comment: string }) => [f.rating, f.comment]),
      [[2, 'Too hard']],
    );
    const foreign = await t.request('POST', `/api/sports/feedback/${plan._id}`, {
      token: otherPatient.token,
      body: { rating: 5 },
    });
    assert.equal(foreign.status, 404);
    assert.equal(
      (
        await t.request('GET', `/api/sports/patient/${patient.patientId}`, {
          token: otherPatient.token,
        })
      ).status,
      404,
    );
  });
});
