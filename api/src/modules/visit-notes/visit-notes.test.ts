import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import {
  dayFromToday,
  setupTestApp,
  TEST_CONFIG,
  type Person,
  type TestApp,
} from '../../../test/helpers.js';
import {
  ALREADY_SIGNED,
  FOLLOW_UP_IN_PAST,
  NOT_STARTED,
  ONLY_THE_DOCTOR,
  SIGN_EMPTY,
  SIGN_FIRST,
  STALE_NOTE,
} from './visit-notes.service.js';

const HOUR = 60 * 60 * 1000;

let t: TestApp;
let clock = Date.now();
let patient: Person;
let otherPatient: Person;
let doctor: Person;
let colleague: Person;
let stranger: Person;
let admin: Person;
/** A visit of today whose start the clock has passed. */
let visit: { _id: string; start: string; date: string };

const NOTE = {
  subjective: 'Cough for ten days, worse at night',
  objective: 'Wheezing on the left side; temperature 37.9',
  assessment: 'Acute bronchitis',
  plan: 'Rest, fluids, inhaler twice a day for a week',
};

before(async () => {
  t = await setupTestApp({
    now: () => new Date(clock),
    // The job queue runs so that the email copies can be sent (the tests call runDue).
    config: { reminders: { ...TEST_CONFIG.reminders!, enabled: true, pollSeconds: 3600 } },
  });
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
  await t.addToCare(patient, colleague);
  // An administrator enters a visit of any time; the clock then stands an hour after its start.
  const booked = await t.request('POST', '/api/appointment/create', {
    token: admin.token,
    body: {
      patient: patient.patientId,
      doctor: doctor.doctorId,
      date: dayFromToday(0),
      timeSlot: '10:00 AM - 10:30 AM',
      reason: 'Cough',
    },
  });
  assert.equal(booked.status, 201, JSON.stringify(booked.body));
  visit = booked.body;
  clock = new Date(visit.start).getTime() + HOUR;
});

const url = (id = visit._id) => `/api/appointments/${id}/note`;
const read = (who: Person, id?: string) => t.request('GET', url(id), { token: who.token });
const save = (who: Person, version: number, parts: Partial<typeof NOTE> = NOTE, id?: string) =>
  t.request('PUT', url(id), {
    token: who.token,
    body: { subjective: '', objective: '', assessment: '', plan: '', ...parts, version },
  });
const sign = (who: Person, version: number) =>
  t.request('POST', `${url()}/sign`, { token: who.token, body: { version } });
const addendum = (who: Person, part: string, text: string) =>
  t.request('POST', `${url()}/addenda`, { token: who.token, body: { part, text } });
const summary = (who: Person, id = visit._id) =>
  t.request('GET', `/api/appointments/${id}/summary`, { token: who.token });

async function signedNote() {
  const saved = await save(doctor, 0);
  assert.equal(saved.status, 200, JSON.stringify(saved.body));
  const signed = await sign(doctor, saved.body.version);
  assert.equal(signed.status, 200, JSON.stringify(signed.body));
  return signed.body;
}

describe('who reads and writes a visit note', () => {
  it("the appointment's doctor writes; the care team and administrators read; others see nothing", async () => {
    const own = await read(doctor);
    assert.equal(own.status, 200);
    assert.equal(own.body.status, 'none');
    assert.equal(own.body.mayWrite, true);
    assert.equal((await save(doctor, 0)).status, 200);

    const team = await read(colleague);
    assert.equal(team.status, 200);
    assert.equal(team.body.assessment, NOTE.assessment);
    assert.equal(team.body.mayWrite, false);
    const byTeam = await save(colleague, 1);
    assert.equal(byTeam.status, 403);
    assert.equal(byTeam.body.message, ONLY_THE_DOCTOR);

    const byAdmin = await read(admin);
    assert.equal(byAdmin.status, 200);
    assert.equal(byAdmin.body.mayWrite, false);
    assert.equal((await save(admin, 1)).status, 403);

    const outside = await read(stranger);
    assert.equal(outside.status, 404);
    assert.ok(!JSON.stringify(outside.body).includes(NOTE.assessment));
    assert.equal((await save(stranger, 1)).status, 404);
    // The patient reads the summary, not the note.
    assert.equal((await read(patient)).status, 403);
    assert.equal((await save(patient, 1)).status, 403);
    assert.equal((await summary(otherPatient)).status, 404);
    assert.equal((await t.request('GET', url())).status, 401);
  });

  it('a doctor waiting for approval reads no note', async () => {
    const waiting = await t.createDoctor({ approved: false });
    assert.equal((await read(waiting)).status, 403);
  });

  it('the note is written once the visit has started', async () => {
    clock = new Date(visit.start).getTime() - HOUR;
    const early = await save(doctor, 0);
    assert.equal(early.status, 409);
    assert.equal(early.body.message, NOT_STARTED);
    assert.equal((await read(doctor)).body.mayWrite, false);
  });

  it('every read is audited and shows in the patient\'s "who viewed my record"', async () => {
    await save(doctor, 0);
    await read(colleague);
    await t.app.audit.flush();
    const log = await t.request('GET', '/api/patient/access-log', { token: patient.token });
    assert.equal(log.status, 200);
    const entries = log.body as {
      action: string;
      entityType: string;
      actor: { lastName: string };
    }[];
    assert.ok(
      entries.some(
        (e) => e.entityType === 'visitNote' && e.action === 'read' && e.actor.lastName === 'Costa',
      ),
      JSON.stringify(entries),
    );
    assert.ok(
      entries.some(
        (e) =>
          e.entityType === 'visitNote' && e.action === 'create' && e.actor.lastName === 'Silva',
      ),
    );
  });
});

describe('drafts save as the doctor types', () => {
  it('each save names the version it changes; a stale one is refused with a clear message', async () => {
    const first = await save(doctor, 0, { subjective: 'Cou' });
    assert.equal(first.status, 200);
    assert.equal(first.body.status, 'draft');
    assert.equal(first.body.version, 1);
    const second = await save(doctor, 1, { subjective: 'Cough' });
    assert.equal(second.body.version, 2);
    assert.equal(second.body.subjective, 'Cough');

    // Another window still holds version 1 (or thinks there is no note yet).
    for (const stale of [1, 0]) {
      const reply = await save(doctor, stale, { subjective: 'Other window' });
      assert.equal(reply.status, 409);
      assert.equal(reply.body.message, STALE_NOTE);
    }
    assert.equal((await read(doctor)).body.subjective, 'Cough');
  });

  it('a part longer than the limit is refused', async () => {
    const reply = await save(doctor, 0, { plan: 'x'.repeat(20_001) });
    assert.equal(reply.status, 400);
  });
});

describe('signing locks the note', () => {
  it('signs the version the doctor saw; afterwards only addenda, dated and by whom', async () => {
    const saved = await save(doctor, 0);
    assert.equal((await sign(doctor, 7)).body.message, STALE_NOTE);
    const signed = await sign(doctor, saved.body.version);
    assert.equal(signed.status, 200);
    assert.equal(signed.body.status, 'signed');
    assert.deepEqual(signed.body.signedBy, { firstName: 'Ana', lastName: 'Silva' });
    assert.ok(signed.body.signedAt);

    const change = await save(doctor, signed.body.version, { plan: 'Something else' });
    assert.equal(change.status, 409);
    assert.equal(change.body.message, ALREADY_SIGNED);
    assert.equal((await sign(doctor, signed.body.version)).body.message, ALREADY_SIGNED);
    const notNeeded = await t.request('POST', `${url()}/not-needed`, {
      token: doctor.token,
      body: { reason: 'Changed my mind' },
    });
    assert.equal(notNeeded.status, 409);

    const added = await addendum(doctor, 'plan', 'Also: come back if the fever stays above 38.');
    assert.equal(added.status, 201);
    assert.equal(added.body.plan, NOTE.plan, 'the original stays as signed');
    assert.equal(added.body.addenda.length, 1);
    assert.equal(added.body.addenda[0].author, 'Dr. Ana Silva');
    assert.equal(added.body.addenda[0].part, 'plan');
    assert.equal(new Date(added.body.addenda[0].createdAt).getTime() > 0, true);
    assert.equal((await addendum(colleague, 'plan', 'Not mine')).status, 403);
  });

  it('an empty assessment and plan cannot be signed; addenda wait for the signature', async () => {
    const saved = await save(doctor, 0, { subjective: 'Only this' });
    const reply = await sign(doctor, saved.body.version);
    assert.equal(reply.status, 400);
    assert.equal(reply.body.message, SIGN_EMPTY);
    const early = await addendum(doctor, 'plan', 'Too soon');
    assert.equal(early.status, 409);
    assert.equal(early.body.message, SIGN_FIRST);
  });

  it('the database itself refuses to change or delete a signed note or an addendum', async () => {
    await signedNote();
    await addendum(doctor, 'assessment', 'Confirmed by the X-ray.');
    const attempts = [
      sql`update visit_notes set plan = 'rewritten'`,
      sql`update visit_notes set status = 'draft', signed_at = null`,
      sql`delete from visit_notes`,
      sql`update visit_note_addenda set text = 'rewritten'`,
      sql`delete from visit_note_addenda`,
    ];
    for (const attempt of attempts) await assert.rejects(t.sql(attempt));
    const [row] = await t.sql<{ plan: string }>(sql`select plan from visit_notes`);
    assert.equal(row!.plan, NOTE.plan);
    const [count] = await t.sql<{ n: number }>(
      sql`select count(*)::int as n from visit_note_addenda`,
    );
    assert.equal(Number(count!.n), 1);
    // A draft still changes freely.
    await t.sql(sql`update visit_notes set status = status`);
  });

  it('"no note needed" is recorded with its reason, until a note is written', async () => {
    const reply = await t.request('POST', `${url()}/not-needed`, {
      token: doctor.token,
      body: { reason: 'Prescription renewal only' },
    });
    assert.equal(reply.status, 200);
    assert.equal(reply.body.status, 'notNeeded');
    assert.equal(reply.body.noNoteReason, 'Prescription renewal only');
    const blank = await t.request('POST', `${url()}/not-needed`, {
      token: doctor.token,
      body: { reason: '  ' },
    });
    assert.equal(blank.status, 400);
    // Writing after all turns it back into a draft.
    const draft = await save(doctor, reply.body.version);
    assert.equal(draft.body.status, 'draft');
    assert.equal(draft.body.noNoteReason, undefined);
  });
});

describe("the patient's after-visit summary", () => {
  it('appears once signed, with the assessment and plan but never the subjective or objective parts', async () => {
    await save(doctor, 0);
    const early = await summary(patient);
    assert.equal(early.status, 404);
    assert.equal((await sign(doctor, 1)).status, 200);
    await addendum(doctor, 'objective', 'Lung sounds clear on the second listen');
    await addendum(doctor, 'plan', 'Inhaler for ten days instead');

    const reply = await summary(patient);
    assert.equal(reply.status, 200, JSON.stringify(reply.body));
    assert.equal(reply.body.assessment, NOTE.assessment);
    assert.equal(reply.body.plan, NOTE.plan);
    assert.equal(reply.body.doctor.lastName, 'Silva');
    assert.deepEqual(
      reply.body.addenda.map((a: { text: string }) => a.text),
      ['Inhaler for ten days instead'],
    );
    const text = JSON.stringify(reply.body);
    for (const hidden of [
      NOTE.subjective,
      NOTE.objective,
      'Lung sounds clear',
      'subjective',
      'objective',
    ])
      assert.ok(!text.includes(hidden), `the summary holds "${hidden}"`);
    assert.equal((await summary(doctor)).status, 403);
  });

  it("lists the plans the doctor gave that day, and not another day's", async () => {
    const give = async (kind: 'foods' | 'sports', body: Record<string, unknown>) => {
      const reply = await t.request('POST', `/api/${kind}/create`, {
        token: doctor.token,
        body: { patient: patient.patientId, ...body },
      });
      assert.equal(reply.status, 201, JSON.stringify(reply.body));
      return reply.body._id as string;
    };
    const food = await give('foods', {
      recommendedFoods: [{ name: 'Oatmeal', quantity: '1 bowl', timeOfDay: 'Breakfast' }],
      notes: 'Warm drinks',
    });
    const sport = await give('sports', {
      recommendedSports: [{ name: 'Walking', duration: '20 minutes' }],
    });
    const older = await give('foods', {
      recommendedFoods: [{ name: 'Soup', quantity: '1 bowl', timeOfDay: 'Dinner' }],
    });
    // Given at the visit, and one a week before it.
    await t.sql(sql`update food_plans set created_at = ${visit.start} where id = ${food}`);
    await t.sql(sql`update sport_plans set created_at = ${visit.start} where id = ${sport}`);
    await t.sql(
      sql`update food_plans set created_at = ${visit.start}::timestamptz - interval '7 days' where id = ${older}`,
    );
    await signedNote();
    const reply = await summary(patient);
    assert.deepEqual(
      reply.body.plans.map((p: { _id: string; kind: string }) => [p.kind, p._id]),
      [
        ['food', food],
        ['sports', sport],
      ],
    );
    assert.equal(reply.body.plans[0].notes, 'Warm drinks');
  });

  it('the patient is told live and by an email that says only that the summary is ready', async () => {
    await signedNote();
    const notes = await t.request('GET', `/api/notify/get/${patient.userId}`, {
      token: patient.token,
    });
    const told = (notes.body as { message: string; about?: { type: string; id: string } }[]).find(
      (n) => n.about?.type === 'visitSummary',
    );
    assert.ok(told, JSON.stringify(notes.body));
    assert.equal(told.about!.id, visit._id);
    assert.ok(!told.message.includes(NOTE.assessment));

    await t.app.emailCopies.runDue();
    const emails = await t.emails(patient.email);
    const email = emails.find((e) => e.subject === 'Your visit summary is ready');
    assert.ok(email, JSON.stringify(emails.map((e) => e.subject)));
    assert.ok(email.text.includes(`/patient/appointments/${visit._id}/summary`));
    for (const part of Object.values(NOTE)) assert.ok(!email.text.includes(part));
  });
});

describe("the doctor's templates", () => {
  const TEMPLATE = {
    name: 'Chest infection',
    subjective: 'Cough since:',
    objective: 'Lungs:',
    assessment: '',
    plan: 'Rest and fluids',
  };

  it('are created, listed by name, changed and deleted by their doctor only', async () => {
    const created = await t.request('POST', '/api/doctor/note-templates', {
      token: doctor.token,
      body: TEMPLATE,
    });
    assert.equal(created.status, 201);
    await t.request('POST', '/api/doctor/note-templates', {
      token: doctor.token,
      body: { ...TEMPLATE, name: 'Asthma review' },
    });
    const list = await t.request('GET', '/api/doctor/note-templates', { token: doctor.token });
    assert.deepEqual(
      list.body.map((x: { name: string }) => x.name),
      ['Asthma review', 'Chest infection'],
    );
    const id = created.body._id as string;
    const others = await t.request('GET', '/api/doctor/note-templates', { token: stranger.token });
    assert.deepEqual(others.body, []);
    const byOther = await t.request('PUT', `/api/doctor/note-templates/${id}`, {
      token: stranger.token,
      body: { ...TEMPLATE, plan: 'Mine now' },
    });
    assert.equal(byOther.status, 404);
    assert.equal(
      (await t.request('DELETE', `/api/doctor/note-templates/${id}`, { token: stranger.token }))
        .status,
      404,
    );
    const changed = await t.request('PUT', `/api/doctor/note-templates/${id}`, {
      token: doctor.token,
      body: { ...TEMPLATE, plan: 'Rest, fluids, come back in a week' },
    });
    assert.equal(changed.body.plan, 'Rest, fluids, come back in a week');
    const deleted = await t.request('DELETE', `/api/doctor/note-templates/${id}`, {
      token: doctor.token,
    });
    assert.equal(deleted.status, 200);
    const after = await t.request('GET', '/api/doctor/note-templates', { token: doctor.token });
    assert.equal(after.body.length, 1);
    const noName = await t.request('POST', '/api/doctor/note-templates', {
      token: doctor.token,
      body: { ...TEMPLATE, name: ' ' },
    });
    assert.equal(noName.status, 400);
    assert.equal(
      (await t.request('GET', '/api/doctor/note-templates', { token: patient.token })).status,
      403,
    );
  });
});

describe('follow-up', () => {
  const ask = (body: Record<string, unknown>, who = doctor) =>
    t.request('PUT', `/api/appointments/${visit._id}/follow-up`, { token: who.token, body });
  const pending = async () =>
    (await t.request('GET', '/api/doctor/follow-ups', { token: doctor.token })).body as {
      appointment: string;
      date: string;
    }[];

  it('is asked in weeks or on a date, shown in the summary, and listed until the patient books', async () => {
    const asked = await ask({ weeks: 2, kind: 'inPerson' });
    assert.equal(asked.status, 200, JSON.stringify(asked.body));
    const due = new Date(`${visit.date}T00:00:00Z`);
    due.setUTCDate(due.getUTCDate() + 14);
    assert.equal(asked.body.followUp.date, due.toISOString().slice(0, 10));
    assert.equal(asked.body.followUp.booked, false);

    const early = await ask({ date: visit.date, kind: 'video' });
    assert.equal(early.status, 400);
    assert.equal(early.body.message, FOLLOW_UP_IN_PAST);
    assert.equal((await ask({ weeks: 3, kind: 'inPerson' })).status, 400);
    assert.equal((await ask({ weeks: 2, kind: 'inPerson' }, colleague)).status, 403);

    await signedNote();
    const shown = await summary(patient);
    assert.equal(shown.body.followUp.date, asked.body.followUp.date);
    assert.deepEqual(
      (await pending()).map((p) => p.appointment),
      [visit._id],
    );
    const others = await t.request('GET', '/api/doctor/follow-ups', { token: stranger.token });
    assert.deepEqual(others.body, []);

    // The patient books the follow-up: it leaves the list.
    clock = Date.now();
    const booked = await t.request('POST', '/api/appointment/create', {
      token: patient.token,
      body: { doctor: doctor.doctorId, date: dayFromToday(14), timeSlot: '11:00 AM - 11:30 AM' },
    });
    assert.equal(booked.status, 201, JSON.stringify(booked.body));
    assert.deepEqual(await pending(), []);
    assert.equal((await summary(patient)).body.followUp.booked, true);
  });

  it('can be taken back', async () => {
    await ask({ date: dayFromToday(30), kind: 'video' });
    const removed = await t.request('DELETE', `/api/appointments/${visit._id}/follow-up`, {
      token: doctor.token,
    });
    assert.equal(removed.status, 200);
    assert.equal(removed.body.followUp, undefined);
    assert.deepEqual(await pending(), []);
  });
});
