// Email copies end to end: a real SMTP server on 127.0.0.1 receives what the API sends, the app's
// clock is moved by hand (the delay of message emails), and the worker polls the outbox table.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { setupTestApp, type Person, type TestApp } from '../../../test/helpers.js';
import { startSmtp, type Smtp } from '../../../test/smtp.js';
import { buildApp, type App } from '../../app.js';
import type { Config } from '../../config.js';
import { openDatabase, type Database } from '../../db/index.js';

const HOUR = 3_600_000;
const MINUTE = 60_000;
const DELAY_SECONDS = 600;

let smtp: Smtp;
let t: TestApp;
let offset = 0;
const now = () => new Date(Date.now() + offset);
const advance = (ms: number) => {
  offset += ms;
};

const copyConfig = (): Partial<Config> => ({
  smtpUrl: `smtp://127.0.0.1:${smtp.port}/?ignoreTLS=true`,
  demoMode: false,
  mailFrom: 'CareConnect <no-reply@careconnect.test>',
  appUrl: 'https://care.example.test',
  reminders: { enabled: true, pollSeconds: 0.5, retryDelaySeconds: 1, retryDelayMaxSeconds: 1 },
  messageEmailDelaySeconds: DELAY_SECONDS,
});

before(async () => {
  smtp = await startSmtp();
  t = await setupTestApp({ now, config: copyConfig() });
});
after(async () => {
  await t?.close();
  await smtp?.close();
});

async function waitFor<T>(
  what: string,
  read: () => T | undefined | Promise<T | undefined>,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Several polls of the outbox (0.5 s each). */
const settle = () => new Promise((r) => setTimeout(r, 2_000));

/** What happened to the user's copies of a kind, oldest first. */
const outcomes = async (userId: string, kind: string) =>
  (
    await t.sql<{ outcome: string | null }>(
      sql`select outcome from email_copy_jobs where user_id = ${userId} and kind = ${kind}
          order by created_at, id`,
    )
  ).map((r) => r.outcome);

/** Waits until no copy of the user is waiting any more. */
const allDone = (userId: string) =>
  waitFor('the copies to be handled', async () => {
    const [row] = await t.sql<{ n: number }>(
      sql`select count(*)::int as n from email_copy_jobs where user_id = ${userId} and outcome is null`,
    );
    return row!.n === 0 ? true : undefined;
  });

async function setCopies(who: Person, emailCopies: Record<string, boolean>) {
  const reply = await t.request('PUT', '/api/notify/preferences', {
    token: who.token,
    body: { emailCopies },
  });
  assert.equal(reply.status, 200, JSON.stringify(reply.body));
}

/** A slot `days` ahead at 10:00 UTC (the default hours: every day, 09:00-17:00 UTC). */
function slotDaysAhead(days: number): number {
  const d = new Date(now().getTime());
  d.setUTCDate(d.getUTCDate() + days);
  d.setUTCHours(10, 0, 0, 0);
  return d.getTime();
}

async function book(patient: Person, doctor: Person, start: number): Promise<string> {
  const reply = await t.request('POST', '/api/appointment/create', {
    token: patient.token,
    body: { doctor: doctor.doctorId, start: new Date(start).toISOString(), reason: 'Chest pain' },
  });
  assert.equal(reply.status, 201, JSON.stringify(reply.body));
  return reply.body._id as string;
}

const APPOINTMENT_SUBJECT = 'New update about your appointments';
const PLAN_SUBJECT = 'New update about your food and sports plans';
const CARE_SUBJECT = 'New update about your care team';

const copyText = (firstName: string, sentence: string, link: string, label: string) =>
  [
    `Hello ${firstName},`,
    '',
    sentence,
    '',
    'Sign in to CareConnect to read it.',
    '',
    `Open notifications: ${link}`,
    '',
    `You get this email because "${label}" is on in Settings → Email copies. Turn it off there to stop these emails.`,
  ].join('\n');

describe('email copies of appointments', () => {
  it('the patient gets the invitation and the doctor a copy, each only while their switch is on', async () => {
    const patient = await t.createPatient({ firstName: 'Amara', lastName: 'Okafor' });
    const doctor = await t.createDoctor({ firstName: 'Ivo', lastName: 'Brandt' });
    await book(patient, doctor, slotDaysAhead(3));
    await waitFor('the invitation and the copy', () =>
      smtp.to(patient.email).length && smtp.to(doctor.email).length ? true : undefined,
    );
    await allDone(doctor.userId);
    await settle();
    const [invitation] = smtp.to(patient.email);
    assert.ok(invitation!.subject?.startsWith('Your appointment on '));
    assert.ok(
      invitation!.attachments.some((a) => a.contentType.startsWith('text/calendar')),
      'with the calendar invitation',
    );
    assert.equal(smtp.to(patient.email).length, 1, 'no copy beside the invitation');
    const copies = smtp.to(doctor.email);
    assert.equal(copies.length, 1);
    assert.equal(copies[0]!.subject, APPOINTMENT_SUBJECT);
    assert.equal(
      copies[0]!.text?.trim(),
      copyText(
        'Ivo',
        'You have a new update about your appointments.',
        'https://care.example.test/doctor/notifications',
        'Appointments',
      ),
    );
    assert.ok(!String(copies[0]!.html).includes('Amara'), 'no names, no reason');
    assert.ok(!copies[0]!.text?.includes('Chest pain'));

    // Both turn appointment copies off: the next booking sends nothing to either.
    const quiet = await t.createPatient({ firstName: 'Bea', lastName: 'Lund' });
    const quietDoctor = await t.createDoctor({ firstName: 'Nia', lastName: 'Holm' });
    await setCopies(quiet, { appointment: false });
    await setCopies(quietDoctor, { appointment: false });
    await book(quiet, quietDoctor, slotDaysAhead(4));
    await allDone(quietDoctor.userId);
    await settle();
    assert.equal(smtp.to(quiet.email).length, 0, 'no invitation');
    assert.equal(smtp.to(quietDoctor.email).length, 0, 'no copy');
    assert.deepEqual(await outcomes(quietDoctor.userId, 'appointment'), ['off']);
    const notes = await t.request('GET', `/api/notify/get/${quietDoctor.userId}`, {
      token: quietDoctor.token,
    });
    assert.equal(notes.body.length, 1, 'the notification in the app still comes');
  });

  it('a patient whose appointment ends without an invitation email (marked completed) gets a copy', async () => {
    const patient = await t.createPatient({ firstName: 'Cato', lastName: 'Rey' });
    const doctor = await t.createDoctor({ firstName: 'Lea', lastName: 'Sand' });
    const id = await book(patient, doctor, slotDaysAhead(5));
    await allDone(doctor.userId);
    await allDone(patient.userId);
    await settle();
    const reply = await t.request('PATCH', `/api/appointment/status/${id}`, {
      token: doctor.token,
      body: { status: 'confirmed' },
    });
    assert.equal(reply.status, 200, JSON.stringify(reply.body));
    await allDone(doctor.userId);
    await allDone(patient.userId);
    await settle();
    assert.deepEqual(
      smtp.to(patient.email).map((m) => m.subject?.startsWith('Your appointment on')),
      [true, true],
      'the booking and the confirmation invitations, no copies',
    );
    advance(6 * 24 * HOUR);
    const done = await t.request('PATCH', `/api/appointment/status/${id}`, {
      token: doctor.token,
      body: { status: 'completed' },
    });
    assert.equal(done.status, 200, JSON.stringify(done.body));
    await waitFor('the copy of the completed appointment', () =>
      smtp.to(patient.email, APPOINTMENT_SUBJECT).length ? true : undefined,
    );
    await settle();
    assert.equal(smtp.to(patient.email, APPOINTMENT_SUBJECT).length, 1);
    assert.equal(
      smtp
        .to(patient.email, APPOINTMENT_SUBJECT)[0]!
        .text?.includes('https://care.example.test/patient/notifications'),
      true,
    );
  });
});

describe('email copies of plans and care', () => {
  it('a new plan: a plain copy without the plan, none once the switch is off', async () => {
    const patient = await t.createPatient({ firstName: 'Dalia', lastName: 'Moss' });
    const doctor = await t.createDoctor({ firstName: 'Ola', lastName: 'Berg' });
    await t.addToCare(patient, doctor);
    const plan = await t.request('POST', '/api/foods/create', {
      token: doctor.token,
      body: { patient: patient.patientId, recommendedFoods: [{ name: 'Low-sodium salmon' }] },
    });
    assert.equal(plan.status, 201, JSON.stringify(plan.body));
    const [mail] = await waitFor('the plan copy', () => {
      const mails = smtp.to(patient.email);
      return mails.length ? mails : undefined;
    });
    assert.equal(mail!.subject, PLAN_SUBJECT);
    assert.equal(
      mail!.text?.trim(),
      copyText(
        'Dalia',
        'You have a new update about your food and sports plans.',
        'https://care.example.test/patient/notifications',
        'Food and sports plans',
      ),
    );
    const html = String(mail!.html);
    assert.ok(html.includes('href="https://care.example.test/patient/notifications"'));
    for (const secret of ['salmon', 'Salmon', 'food plan for you', 'Ola Berg'])
      assert.ok(!html.includes(secret) && !mail!.text?.includes(secret), secret);

    await setCopies(patient, { plan: false });
    const second = await t.request('POST', '/api/sports/create', {
      token: doctor.token,
      body: { patient: patient.patientId, recommendedSports: [{ name: 'Swimming' }] },
    });
    assert.equal(second.status, 201, JSON.stringify(second.body));
    await allDone(patient.userId);
    await settle();
    assert.equal(smtp.to(patient.email).length, 1, 'nothing once plans are off');
    assert.deepEqual(await outcomes(patient.userId, 'plan'), ['sent', 'off']);
  });

  it('a health report update: a care copy without the report, none once the switch is off', async () => {
    const patient = await t.createPatient({ firstName: 'Emil', lastName: 'Vik' });
    const doctor = await t.createDoctor({ firstName: 'Rui', lastName: 'Costa' });
    await t.addToCare(patient, doctor);
    const report = await t.request('POST', '/api/health/create', {
      token: patient.token,
      body: { subject: 'Dizziness after new pills', description: 'Since Monday' },
    });
    assert.equal(report.status, 201, JSON.stringify(report.body));
    const review = await t.request('PATCH', `/api/health/status/${report.body._id}`, {
      token: doctor.token,
      body: { status: 'in review' },
    });
    assert.equal(review.status, 200);
    const [mail] = await waitFor('the care copy', () => {
      const mails = smtp.to(patient.email, CARE_SUBJECT);
      return mails.length ? mails : undefined;
    });
    assert.equal(
      mail!.text?.trim(),
      copyText(
        'Emil',
        'You have a new update about your care team.',
        'https://care.example.test/patient/notifications',
        'Care team',
      ),
    );
    for (const secret of ['Dizziness', 'pills', 'in review', 'health report'])
      assert.ok(!String(mail!.html).includes(secret) && !mail!.text?.includes(secret), secret);

    await setCopies(patient, { care: false });
    await t.request('PATCH', `/api/health/status/${report.body._id}`, {
      token: doctor.token,
      body: { status: 'resolved' },
    });
    await allDone(patient.userId);
    await settle();
    assert.equal(smtp.to(patient.email, CARE_SUBJECT).length, 1);
    assert.deepEqual(await outcomes(patient.userId, 'care'), ['sent', 'off']);
  });

  it('a send the mail server refuses is tried again, and goes once', async () => {
    const patient = await t.createPatient({ firstName: 'Gia', lastName: 'Nord' });
    const doctor = await t.createDoctor({ firstName: 'Tom', lastName: 'Ek' });
    await t.addToCare(patient, doctor);
    smtp.state.refuse = 2;
    smtp.state.refused = 0;
    const plan = await t.request('POST', '/api/foods/create', {
      token: doctor.token,
      body: { patient: patient.patientId, recommendedFoods: [{ name: 'Rice' }] },
    });
    assert.equal(plan.status, 201);
    await waitFor('the copy after two refusals', () =>
      smtp.to(patient.email, PLAN_SUBJECT).length ? true : undefined,
    );
    await settle();
    assert.equal(smtp.state.refused, 2);
    assert.equal(smtp.to(patient.email, PLAN_SUBJECT).length, 1);
    const [row] = await t.sql<{ attempts: number; outcome: string }>(
      sql`select attempts, outcome from email_copy_jobs where user_id = ${patient.userId}`,
    );
    assert.deepEqual(row, { attempts: 3, outcome: 'sent' });
  });
});

describe('emails about unread messages', () => {
  async function chat(firstName: string) {
    const patient = await t.createPatient({ firstName, lastName: 'Quist' });
    const doctor = await t.createDoctor({ firstName: 'Jane', lastName: 'Doe' });
    await t.addToCare(patient, doctor);
    const opened = await t.request('POST', '/api/chats', {
      token: patient.token,
      body: { doctor: doctor.doctorId },
    });
    assert.ok(opened.status === 201 || opened.status === 200, JSON.stringify(opened.body));
    return { patient, doctor, id: opened.body._id as string };
  }
  const say = async (who: Person, id: string, body: string) => {
    const reply = await t.request('POST', `/api/chats/${id}/messages`, {
      token: who.token,
      body: { body },
    });
    assert.equal(reply.status, 201, JSON.stringify(reply.body));
  };

  it('one email after the delay for several unread messages, never their text, and no notification', async () => {
    const { patient, doctor, id } = await chat('Hana');
    await say(patient, id, 'My blood pressure is 180/110');
    advance(2 * MINUTE);
    await say(patient, id, 'Should I stop the pills?');
    await settle();
    assert.equal(smtp.to(doctor.email).length, 0, 'nothing before the delay');

    advance(DELAY_SECONDS * 1000 - MINUTE);
    const [mail] = await waitFor('the message email', () => {
      const mails = smtp.to(doctor.email);
      return mails.length ? mails : undefined;
    });
    await allDone(doctor.userId);
    await settle();
    assert.equal(smtp.to(doctor.email).length, 1, 'one email for both messages');
    assert.equal(mail!.subject, 'New message from Hana Quist');
    const link = `https://care.example.test/doctor/chats/${id}`;
    assert.equal(
      mail!.text?.trim(),
      [
        'Hello Jane,',
        '',
        'You have an unread message from Hana Quist in CareConnect.',
        '',
        `Open the conversation: ${link}`,
        '',
        'You get this email because "Messages" is on in Settings → Email copies. Turn it off there to stop these emails.',
      ].join('\n'),
    );
    for (const secret of ['blood', '180', 'pills'])
      assert.ok(!String(mail!.html).includes(secret) && !mail!.text?.includes(secret), secret);
    const notes = await t.request('GET', `/api/notify/get/${doctor.userId}`, {
      token: doctor.token,
    });
    assert.equal(notes.body.length, 0, 'no in-app notification for a message');

    // The doctor answers; the patient's email names the doctor and links to the patient's chat.
    await say(doctor, id, 'Please keep taking them');
    advance(DELAY_SECONDS * 1000 + MINUTE);
    const [toPatient] = await waitFor('the email to the patient', () => {
      const mails = smtp.to(patient.email);
      return mails.length ? mails : undefined;
    });
    assert.equal(toPatient!.subject, 'New message from Dr. Jane Doe');
    assert.ok(toPatient!.text?.includes(`https://care.example.test/patient/chats/${id}`));
    assert.ok(!toPatient!.text?.includes('keep taking'));

    // A message after the email opens a new window: one more email later.
    await say(patient, id, 'Thank you');
    advance(DELAY_SECONDS * 1000 + MINUTE);
    await waitFor('the second email', () =>
      smtp.to(doctor.email).length === 2 ? true : undefined,
    );
    assert.deepEqual(await outcomes(doctor.userId, 'message'), ['sent', 'sent']);
  });

  it('none when the message is read in time (the next one waits its own delay), none when messages are off', async () => {
    const { patient, doctor, id } = await chat('Ines');
    await say(doctor, id, 'Your results are in');
    advance(5 * MINUTE);
    const read = await t.request('POST', `/api/chats/${id}/read`, { token: patient.token });
    assert.equal(read.status, 200);
    advance(DELAY_SECONDS * 1000);
    await allDone(patient.userId);
    await settle();
    assert.equal(smtp.to(patient.email).length, 0, 'read in time');
    assert.deepEqual(await outcomes(patient.userId, 'message'), ['read']);

    // Read, then a new message: it waits the whole delay from itself, not from the first one.
    await say(doctor, id, 'One more thing');
    advance(5 * MINUTE);
    await t.request('POST', `/api/chats/${id}/read`, { token: patient.token });
    advance(MINUTE);
    await say(doctor, id, 'And another');
    advance(DELAY_SECONDS * 1000 - 3 * MINUTE);
    await settle();
    assert.equal(smtp.to(patient.email).length, 0, 'not before its own delay');
    advance(5 * MINUTE);
    await waitFor('the email of the last message', () =>
      smtp.to(patient.email).length ? true : undefined,
    );
    await settle();
    assert.equal(smtp.to(patient.email).length, 1);
    assert.deepEqual(await outcomes(patient.userId, 'message'), ['read', 'read', 'sent']);

    await setCopies(patient, { message: false });
    await say(doctor, id, 'Please call the clinic');
    advance(DELAY_SECONDS * 1000 + MINUTE);
    await allDone(patient.userId);
    await settle();
    assert.equal(smtp.to(patient.email).length, 1, 'messages off');
    assert.deepEqual(await outcomes(patient.userId, 'message'), ['read', 'read', 'sent', 'off']);
  });
});

describe(
  'two API instances on one PostgreSQL database',
  { skip: !process.env.DATABASE_URL },
  () => {
    let second: App | undefined;
    let secondDatabase: Database | undefined;
    after(async () => {
      await second?.close();
      await secondDatabase?.close();
    });

    it('both workers poll the same outbox, and each copy goes once', async () => {
      const url = t.database.connection.kind === 'postgres' ? t.database.connection.url : '';
      secondDatabase = await openDatabase({ databaseUrl: url, poolSize: 3 });
      second = await buildApp({
        database: secondDatabase,
        logger: false,
        migrate: false,
        now,
        config: {
          ...copyConfig(),
          rateLimitLogin: 1000,
          jwtSecret: 'test-secret-that-is-long-enough-for-hs256',
          demoSeed: false,
          nodeEnv: 'test',
        },
      });
      const patients = await Promise.all(
        ['Jo', 'Kai', 'Lin', 'Mo', 'Noor', 'Pia'].map((firstName) =>
          t.createPatient({ firstName, lastName: 'Twin' }),
        ),
      );
      const doctor = await t.createDoctor({ firstName: 'Una', lastName: 'Fry' });
      for (const patient of patients) {
        await t.addToCare(patient, doctor);
        // Half the plans through each instance.
        const body = { patient: patient.patientId, recommendedFoods: [{ name: 'Rice' }] };
        const status: number =
          patients.indexOf(patient) % 2
            ? (
                await second.inject({
                  method: 'POST',
                  url: '/api/foods/create',
                  headers: { authorization: `Bearer ${doctor.token}` },
                  payload: body,
                })
              ).statusCode
            : (await t.request('POST', '/api/foods/create', { token: doctor.token, body })).status;
        assert.equal(status, 201);
      }
      for (const patient of patients) await allDone(patient.userId);
      await settle();
      await settle();
      for (const patient of patients)
        assert.equal(smtp.to(patient.email, PLAN_SUBJECT).length, 1, patient.email);
    });
  },
);
