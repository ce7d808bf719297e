import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { dayFromToday, setupTestApp, type Person, type TestApp } from '../../../test/helpers.js';
import {
  ALREADY_CHECKED_IN,
  CHECK_IN_NOT_OPEN,
  NOT_UPCOMING,
  QUESTIONNAIRE_NOT_OPEN,
  SEND_QUESTIONNAIRE_FIRST,
  VISIT_STARTED,
  answerRequired,
  mustAgree,
} from './previsit.service.js';

const HOUR = 60 * 60 * 1000;

let t: TestApp;
let clock = Date.now();
let patient: Person;
let otherPatient: Person;
let doctor: Person;
let colleague: Person;
let stranger: Person;
let admin: Person;
let appointment: { _id: string; start: string };

before(async () => {
  t = await setupTestApp({ now: () => new Date(clock) });
});
after(() => t.close());
beforeEach(async () => {
  await t.reset();
  clock = Date.now();
  patient = await t.createPatient({ firstName: 'Lena', lastName: 'Park' });
  otherPatient = await t.createPatient({ firstName: 'Omar', lastName: 'Farouk' });
  doctor = await t.createDoctor({ firstName: 'Ana', lastName: 'Silva' });
  colleague = await t.createDoctor({ firstName: 'Rui', lastName: 'Costa' });
  stranger = await t.createDoctor({ firstName: 'Max', lastName: 'Weber' });
  admin = await t.createAdmin();
  const booked = await t.request('POST', '/api/appointment/create', {
    token: patient.token,
    body: { doctor: doctor.doctorId, date: dayFromToday(6), timeSlot: '10:00 AM - 10:30 AM' },
  });
  assert.equal(booked.status, 201, JSON.stringify(booked.body));
  appointment = booked.body;
});

/** Moves the clock to `hours` before the appointment starts. */
const hoursBefore = (hours: number) => {
  clock = new Date(appointment.start).getTime() - hours * HOUR;
};
const previsit = (who: Person, id = appointment._id) =>
  t.request('GET', `/api/appointments/${id}/previsit`, { token: who.token });
const save = (who: Person, answers: Record<string, unknown>, submit?: boolean) =>
  t.request('PUT', `/api/appointments/${appointment._id}/previsit/answers`, {
    token: who.token,
    body: { answers, ...(submit === undefined ? {} : { submit }) },
  });
const CHECK_IN = {
  phoneNumber: '+1 555 0100',
  address: '12 Elm Street, Springfield',
  insuranceProvider: 'Acme Health',
  insuranceMemberNumber: 'AC-778812',
};
const checkIn = (who: Person, body: Record<string, unknown> = CHECK_IN) =>
  t.request('POST', `/api/appointments/${appointment._id}/check-in`, { token: who.token, body });
const COMPLETE = {
  'reason-details': 'Chest pain when climbing stairs',
  symptoms: 'Short of breath for two weeks',
  'policy-consent': true,
};

describe('the questionnaire and check-in windows', () => {
  it('the questionnaire opens 72 hours before and says so before; it closes at the start', async () => {
    hoursBefore(73);
    const early = await previsit(patient);
    assert.equal(early.status, 200);
    assert.equal(early.body.questionnaire.state, 'notOpen');
    assert.equal(
      early.body.questionnaire.opensAt,
      new Date(new Date(appointment.start).getTime() - 72 * HOUR).toISOString(),
    );
    assert.equal(early.body.questionnaire.status, 'notStarted');
    assert.deepEqual(
      early.body.questionnaire.questions.map((q: { key: string }) => q.key),
      ['reason-details', 'symptoms', 'current-medications', 'allergies', 'policy-consent'],
    );
    const refused = await save(patient, COMPLETE);
    assert.equal(refused.status, 409);
    assert.equal(refused.body.message, QUESTIONNAIRE_NOT_OPEN);

    hoursBefore(71);
    const draft = await save(patient, { symptoms: '  Headache  ' });
    assert.equal(draft.status, 200, JSON.stringify(draft.body));
    assert.equal(draft.body.questionnaire.state, 'open');
    assert.equal(draft.body.questionnaire.status, 'draft');
    assert.deepEqual(draft.body.questionnaire.answers, { symptoms: 'Headache' });
    assert.equal(draft.body.checkIn.state, 'notOpen');

    clock = new Date(appointment.start).getTime();
    const late = await save(patient, COMPLETE, true);
    assert.equal(late.status, 409);
    assert.equal(late.body.message, VISIT_STARTED);
    assert.equal((await previsit(patient)).body.questionnaire.state, 'closed');
  });

  it('check-in opens 24 hours before, needs the questionnaire sent, and happens once', async () => {
    hoursBefore(30);
    assert.equal((await save(patient, COMPLETE, true)).status, 200);
    const early = await checkIn(patient);
    assert.equal(early.status, 409);
    assert.equal(early.body.message, CHECK_IN_NOT_OPEN);

    hoursBefore(2);
    const done = await checkIn(patient);
    assert.equal(done.status, 201, JSON.stringify(done.body));
    assert.equal(done.body.checkIn.state, 'open');
    assert.ok(done.body.checkIn.checkedInAt);
    assert.deepEqual(done.body.checkIn.details, CHECK_IN);
    const again = await checkIn(patient);
    assert.equal(again.status, 409);
    assert.equal(again.body.message, ALREADY_CHECKED_IN);
  });

  it('a draft is not enough to check in; missing details are refused', async () => {
    hoursBefore(5);
    await save(patient, { symptoms: 'Cough' });
    const refused = await checkIn(patient);
    assert.equal(refused.status, 409);
    assert.equal(refused.body.message, SEND_QUESTIONNAIRE_FIRST);
    await save(patient, COMPLETE, true);
    const blank = await checkIn(patient, { ...CHECK_IN, insuranceMemberNumber: '  ' });
    assert.equal(blank.status, 400);
    assert.match(blank.body.message, /Member number is required/);
  });

  it('a cancelled appointment has no questionnaire or check-in', async () => {
    hoursBefore(10);
    const cancelled = await t.request('PATCH', `/api/appointment/status/${appointment._id}`, {
      token: patient.token,
      body: { status: 'cancelled' },
    });
    assert.equal(cancelled.status, 200, JSON.stringify(cancelled.body));
    const refused = await save(patient, COMPLETE, true);
    assert.equal(refused.status, 409);
    assert.equal(refused.body.message, NOT_UPCOMING);
    assert.equal((await checkIn(patient)).body.message, NOT_UPCOMING);
    const view = await previsit(patient);
    assert.equal(view.body.questionnaire.state, 'closed');
    assert.equal(view.body.checkIn.state, 'closed');
  });

  it('sending checks required questions and the consent; a sent questionnaire stays complete', async () => {
    hoursBefore(48);
    const noConsent = await save(patient, { symptoms: 'Cough' }, true);
    assert.equal(noConsent.status, 400);
    assert.equal(
      noConsent.body.message,
      answerRequired("I have read and accept the clinic's policy"),
    );
    const refusedConsent = await save(patient, { ...COMPLETE, 'policy-consent': false }, true);
    assert.equal(refusedConsent.status, 400);
    assert.equal(
      refusedConsent.body.message,
      mustAgree("I have read and accept the clinic's policy"),
    );
    const wrongType = await save(patient, { 'policy-consent': 'yes' });
    assert.equal(wrongType.status, 400);
    const unknown = await save(patient, { weight: '80 kg' });
    assert.equal(unknown.status, 400);

    const sent = await save(patient, COMPLETE, true);
    assert.equal(sent.body.questionnaire.status, 'submitted');
    assert.ok(sent.body.questionnaire.submittedAt);
    // Taking back the consent later would leave the clinic an incomplete questionnaire.
    const weakened = await save(patient, { symptoms: 'Better now' });
    assert.equal(weakened.status, 400);
    const amended = await save(patient, { ...COMPLETE, allergies: 'Penicillin' });
    assert.equal(amended.status, 200);
    assert.equal(amended.body.questionnaire.status, 'submitted');
    assert.equal(amended.body.questionnaire.answers.allergies, 'Penicillin');
  });

  it('the check-in is filled from the profile, then from the last check-in', async () => {
    hoursBefore(5);
    await t.sql(
      sql`update users set phone_number = '+1 555 0199', address = '1 Main St' where id = ${patient.userId}`,
    );
    const first = await previsit(patient);
    assert.deepEqual(first.body.checkIn.details, {
      phoneNumber: '+1 555 0199',
      address: '1 Main St',
      insuranceProvider: '',
      insuranceMemberNumber: '',
    });
    await save(patient, COMPLETE, true);
    await checkIn(patient);
    clock = Date.now();
    const next = await t.request('POST', '/api/appointment/create', {
      token: patient.token,
      body: { doctor: doctor.doctorId, date: dayFromToday(8), timeSlot: '11:00 AM - 11:30 AM' },
    });
    const details = (await previsit(patient, next.body._id)).body.checkIn.details;
    assert.equal(details.phoneNumber, '+1 555 0199');
    assert.equal(details.insuranceProvider, 'Acme Health');
    assert.equal(details.insuranceMemberNumber, 'AC-778812');
  });
});

describe('who reads the answers', () => {
  beforeEach(async () => {
    hoursBefore(20);
    assert.equal((await save(patient, COMPLETE, true)).status, 200);
    assert.equal((await checkIn(patient)).status, 201);
  });

  it("the appointment's doctor and the care team read them; every read is audited", async () => {
    const own = await previsit(doctor);
    assert.equal(own.status, 200);
    assert.equal(own.body.questionnaire.answers.symptoms, COMPLETE.symptoms);

    assert.equal((await previsit(colleague)).status, 404);
    await t.addToCare(patient, colleague);
    const team = await previsit(colleague);
    assert.equal(team.status, 200);
    assert.equal(team.body.checkIn.details.insuranceProvider, 'Acme Health');

    await t.app.audit.flush();
    const reads = await t.sql<{ actor_user_id: string; entity_id: string }>(
      sql`select actor_user_id, entity_id from audit_log
          where entity_type = 'previsitAnswers' and action = 'read' and patient_id = ${patient.patientId}`,
    );
    const readers = reads.map((r) => r.actor_user_id);
    assert.ok(readers.includes(doctor.userId));
    assert.ok(readers.includes(colleague.userId));
    assert.ok(reads.every((r) => r.entity_id === appointment._id));
    const changes = await t.sql<{ entity_type: string; action: string }>(
      sql`select entity_type, action from audit_log
          where action <> 'read' and patient_id = ${patient.patientId} and entity_type in ('previsitAnswers', 'checkIn')`,
    );
    assert.ok(changes.some((c) => c.entity_type === 'checkIn' && c.action === 'create'));
  });

  it('other patients and other doctors do not; an administrator does, audited; only the patient writes', async () => {
    assert.equal((await previsit(otherPatient)).status, 404);
    assert.equal((await previsit(stranger)).status, 404);
    const byAdmin = await previsit(admin);
    assert.equal(byAdmin.status, 200, 'an administrator reaches every record');
    await t.app.audit.flush();
    const reads = await t.sql<{ n: number }>(
      sql`select count(*)::int as n from audit_log
          where action = 'read' and actor_user_id = ${admin.userId} and patient_id = ${patient.patientId}`,
    );
    assert.equal(reads[0]!.n, 1, "the administrator's read is audited");
    const unapproved = await t.createDoctor({ approved: false });
    assert.equal((await previsit(unapproved)).status, 403);
    assert.equal((await save(otherPatient, COMPLETE, true)).status, 404);
    assert.equal((await save(doctor, COMPLETE, true)).status, 403);
    assert.equal((await checkIn(otherPatient)).status, 404);
    assert.equal((await checkIn(admin)).status, 403);
  });

  it("the doctor's list shows who answered and checked in, for their own appointments only", async () => {
    const from = new Date(clock - HOUR).toISOString();
    const to = new Date(clock + 48 * HOUR).toISOString();
    const list = await t.request('GET', '/api/doctor/check-ins', {
      token: doctor.token,
      query: { from, to },
    });
    assert.equal(list.status, 200);
    assert.equal(list.body.length, 1);
    assert.equal(list.body[0].appointment, appointment._id);
    assert.equal(list.body[0].questionnaire, 'submitted');
    assert.ok(list.body[0].checkedInAt);
    assert.equal(list.body[0].answers, undefined);
    const byIds = await t.request('GET', '/api/doctor/check-ins', {
      token: doctor.token,
      query: { appointments: appointment._id },
    });
    assert.equal(byIds.body.length, 1);
    const other = await t.request('GET', '/api/doctor/check-ins', {
      token: stranger.token,
      query: { from, to },
    });
    assert.deepEqual(other.body, []);
    const patientAsks = await t.request('GET', '/api/doctor/check-ins', { token: patient.token });
    assert.equal(patientAsks.status, 403);
  });
});

describe('versions of the questionnaire', () => {
  it('an administrator publishes a new version; answers keep the questions they answered', async () => {
    hoursBefore(40);
    await save(patient, COMPLETE, true);
    const current = await t.request('GET', '/api/questionnaire', { token: admin.token });
    assert.equal(current.status, 200);
    const questions = [
      ...current.body.questions,
      {
        kind: 'oneChoice',
        label: 'How did you hear of us?',
        required: false,
        options: ['Friend', 'Web'],
      },
    ];
    const published = await t.request('POST', '/api/questionnaire', {
      token: admin.token,
      body: { questions },
    });
    assert.equal(published.status, 201, JSON.stringify(published.body));
    assert.equal(published.body.version, current.body.version + 1);
    assert.equal(published.body.questions.length, current.body.questions.length + 1);
    assert.match(published.body.questions.at(-1).key, /^q-/);

    // The answered appointment keeps its version and questions.
    const answered = await previsit(patient);
    assert.equal(answered.body.questionnaire.version, current.body.version);
    assert.equal(answered.body.questionnaire.questions.length, current.body.questions.length);
    // A new appointment gets the new version.
    clock = Date.now();
    const next = await t.request('POST', '/api/appointment/create', {
      token: patient.token,
      body: { doctor: doctor.doctorId, date: dayFromToday(9), timeSlot: '11:00 AM - 11:30 AM' },
    });
    const fresh = await previsit(patient, next.body._id);
    assert.equal(fresh.body.questionnaire.version, published.body.version);

    const versions = await t.request('GET', '/api/questionnaire/versions', { token: admin.token });
    assert.equal(versions.body[0].version, published.body.version);
    assert.equal(versions.body[1].answerCount >= 1, true);
    const old = await t.request('GET', `/api/questionnaire/versions/${versions.body[1]._id}`, {
      token: admin.token,
    });
    assert.equal(old.body.version, current.body.version);
  });

  it('refuses choice questions without two choices, empty texts and non-administrators', async () => {
    const post = (who: Person, questions: unknown[]) =>
      t.request('POST', '/api/questionnaire', { token: who.token, body: { questions } });
    const noChoices = await post(admin, [
      { kind: 'severalChoices', label: 'Pick', required: false, options: ['One', ' One '] },
    ]);
    assert.equal(noChoices.status, 400);
    assert.equal(noChoices.body.message, 'A choice question needs at least 2 different choices.');
    const emptyLabel = await post(admin, [{ kind: 'shortText', label: '  ', required: true }]);
    assert.equal(emptyLabel.status, 400);
    const none = await post(admin, []);
    assert.equal(none.status, 400);
    assert.equal(
      (await post(doctor, [{ kind: 'date', label: 'When', required: true }])).status,
      403,
    );
    assert.equal(
      (await t.request('GET', '/api/questionnaire', { token: patient.token })).status,
      403,
    );
  });

  it('answers are checked against their question kind', async () => {
    const published = await t.request('POST', '/api/questionnaire', {
      token: admin.token,
      body: {
        questions: [
          { key: 'since', kind: 'date', label: 'Since when?', required: true },
          {
            key: 'where',
            kind: 'severalChoices',
            label: 'Where?',
            required: false,
            options: ['Head', 'Back'],
          },
          { key: 'smoker', kind: 'yesNo', label: 'Do you smoke?', required: true },
        ],
      },
    });
    assert.equal(published.status, 201);
    hoursBefore(30);
    assert.equal((await save(patient, { since: '2026-02-30' })).status, 400);
    assert.equal((await save(patient, { where: ['Knee'] })).status, 400);
    // A "no" is an answer to a required yes/no question.
    const sent = await save(patient, { since: '2026-02-01', where: ['Back'], smoker: false }, true);
    assert.equal(sent.status, 200, JSON.stringify(sent.body));
    assert.equal(sent.body.questionnaire.status, 'submitted');
  });
});
