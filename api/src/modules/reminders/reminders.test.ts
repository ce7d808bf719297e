// Reminders end to end: a real SMTP server on 127.0.0.1 receives what the API sends, the app's
// clock is moved by hand, and the job queue (pg-boss in the test database) does the rest.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { setupTestApp, TEST_CONFIG, type Person, type TestApp } from '../../../test/helpers.js';
import {
  deriveAppointmentLinkKey,
  signAppointmentLink,
} from '../appointments/appointment-links.js';
import { startSmtp, type Smtp } from '../../../test/smtp.js';
import { buildApp, type App } from '../../app.js';
import type { Config } from '../../config.js';
import { openDatabase, type Database } from '../../db/index.js';
import { insertAppointment } from '../appointments/appointments.repository.js';
import { reminderJobId, reminderKey, REMINDER_QUEUE } from './reminders.service.js';

const HOUR = 3_600_000;
const MINUTE = 60_000;

/** A one-tap link as the reminders make it (the test app's signing secret). */
const linkKey = deriveAppointmentLinkKey(TEST_CONFIG.jwtSecret!);
const oneTap = (appointmentId: string, action: 'confirm' | 'cancel', start: number) =>
  `https://care.example.test/auth/appointment?token=${encodeURIComponent(
    signAppointmentLink(linkKey, { appointmentId, action, start }),
  )}`;

/** The reminders one address received, oldest first. */
const remindersTo = (to: string) => smtp.to(to, 'Reminder:');

let smtp: Smtp;
let t: TestApp;
/** The app's clock is the real one moved by this much (time keeps flowing, for the retries). */
let offset = 0;
const now = () => new Date(Date.now() + offset);
const setClock = (at: number) => {
  offset = at - Date.now();
};

const reminderConfig = (): Partial<Config> => ({
  smtpUrl: `smtp://127.0.0.1:${smtp.port}/?ignoreTLS=true`,
  demoMode: false,
  mailFrom: 'CareConnect <no-reply@careconnect.test>',
  appUrl: 'https://care.example.test',
  reminders: { enabled: true, pollSeconds: 0.5, retryDelaySeconds: 1, retryDelayMaxSeconds: 1 },
});

before(async () => {
  smtp = await startSmtp();
  t = await setupTestApp({ now, config: reminderConfig() });
});
after(async () => {
  await t?.close();
  await smtp?.close();
});

/**
 * A slot of the default hours (every day, 09:00-17:00 UTC in half hours) `days` ahead of the real
 * date, at 10:00 UTC: each test takes its own day, so the clock only moves forward.
 */
function slotDaysAhead(days: number): number {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  d.setUTCHours(10, 0, 0, 0);
  return d.getTime();
}

async function people(firstName: string) {
  const patient = await t.createPatient({ firstName, lastName: 'Okafor' });
  const doctor = await t.createDoctor({ firstName: 'Ivo', lastName: 'Brandt' });
  return { patient, doctor };
}

async function book(patient: Person, doctor: Person, start: number): Promise<string> {
  const reply = await t.request('POST', '/api/appointment/create', {
    token: patient.token,
    body: { doctor: doctor.doctorId, start: new Date(start).toISOString(), reason: 'Check-up' },
  });
  assert.equal(reply.status, 201, JSON.stringify(reply.body));
  return reply.body._id as string;
}

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

/** Long enough for the clock to be followed (0.25 s) and two polls of the queue (0.5 s each). */
const settle = () => new Promise((r) => setTimeout(r, 2_500));

const reminderNotices = (userId: string) =>
  t.sql<{ message: string }>(
    sql`select message from notifications where user_id = ${userId} and message like 'Reminder:%'`,
  );

const jobState = async (appointmentId: string, kind: '24h' | '2h', start: number) => {
  const id = reminderJobId(reminderKey(appointmentId, kind, new Date(start).toISOString()));
  const rows = await t.sql<{ state: string }>(
    sql`select state from pgboss.job where name = ${REMINDER_QUEUE} and id = ${id}`,
  );
  return rows[0]?.state ?? null;
};

describe('appointment reminders', () => {
  it('24 hours, then 2 hours before: each exactly once, as HTML and text with the invitation and links', async () => {
    const { patient, doctor } = await people('Amara');
    const start = slotDaysAhead(3);
    setClock(start - 25 * HOUR);
    const id = await book(patient, doctor, start);
    assert.equal(await jobState(id, '24h', start), 'created');
    assert.equal(await jobState(id, '2h', start), 'created');

    await settle();
    assert.equal(remindersTo(patient.email).length, 0, 'nothing before the time');

    setClock(start - 24 * HOUR + MINUTE);
    const [first] = await waitFor('the 24-hour reminder', () => {
      const mails = remindersTo(patient.email);
      return mails.length ? mails : undefined;
    });
    await settle();
    assert.equal(remindersTo(patient.email).length, 1, 'sent once');

    const date = new Date(start).toISOString().slice(0, 10);
    assert.equal(first!.subject, `Reminder: your appointment on ${date} at 10:00 AM - 10:30 AM`);
    const page = `https://care.example.test/patient/appointments/view/${id}`;
    assert.equal(
      first!.text?.trim(),
      [
        'Hello Amara,',
        '',
        `This is a reminder of your appointment with Dr. Ivo Brandt on ${date} at 10:00 AM - 10:30 AM.`,
        '',
        'The doctor has not confirmed it yet; you will get an email when they do.',
        '',
        'Please confirm that you will come: one tap, no sign-in needed.',
        '',
        'Doctor: Dr. Ivo Brandt',
        `Date: ${date}`,
        'Time: 10:00 AM - 10:30 AM',
        'Time zone: UTC',
        '',
        `Confirm: ${oneTap(id, 'confirm', start)}`,
        `Reschedule: ${page}?action=reschedule`,
        `Cancel: ${oneTap(id, 'cancel', start)}`,
        `View appointment: ${page}`,
        '',
        'If you cannot come, please reschedule or cancel, so that another patient can have the time.',
        '',
        'The attached invitation adds it to your calendar.',
      ].join('\n'),
    );
    const html = String(first!.html);
    assert.match(html, /<p [^>]*>Hello Amara,<\/p>/);
    assert.ok(html.includes(`href="${page}?action=reschedule"`), 'a Reschedule button');
    assert.ok(html.includes(`href="${oneTap(id, 'confirm', start)}"`), 'a Confirm button');
    assert.ok(html.includes(`href="${oneTap(id, 'cancel', start)}"`), 'a Cancel button');
    const invitation = first!.attachments.find((a) => a.contentType.startsWith('text/calendar'));
    assert.ok(invitation, 'the calendar invitation is attached');
    const ics = invitation.content.toString('utf8');
    assert.match(ics, /\r\nMETHOD:REQUEST\r\n/);
    assert.match(ics, new RegExp(`\r\nUID:${id}@careconnect\r\n`));

    assert.deepEqual(
      (await reminderNotices(patient.userId)).map((n) => n.message),
      [
        `Reminder: your appointment with Dr. Ivo Brandt is on ${date} at 10:00 AM - 10:30 AM. Open it to confirm, reschedule or cancel.`,
      ],
    );

    // The email's Confirm link, used as a patient would (no sign-in).
    const token = new URL(oneTap(id, 'confirm', start)).searchParams.get('token')!;
    const used = await t.request('POST', '/api/appointment/link', { body: { token } });
    assert.equal(used.status, 200, JSON.stringify(used.body));

    setClock(start - 2 * HOUR + MINUTE);
    await waitFor('the 2-hour reminder', () =>
      remindersTo(patient.email).length === 2 ? true : undefined,
    );
    await settle();
    assert.equal(remindersTo(patient.email).length, 2);
    assert.equal((await reminderNotices(patient.userId)).length, 2);
    // Confirmed already: the second reminder says so and carries no Confirm link.
    const second = remindersTo(patient.email)[1]!.text ?? '';
    assert.ok(second.includes('You have confirmed that you will come. Thank you.'));
    assert.ok(!second.includes('Confirm:'));
    assert.ok(second.includes(`Cancel: ${oneTap(id, 'cancel', start)}`));
  });

  it('nothing after the appointment is cancelled, through the API or behind its back', async () => {
    const { patient, doctor } = await people('Bea');
    const start = slotDaysAhead(6);
    setClock(start - 25 * HOUR);
    const cancelled = await book(patient, doctor, start);
    const other = await t.createPatient({ firstName: 'Cyrus', lastName: 'Vance' });
    const quietly = await book(other, doctor, start + HOUR);

    const reply = await t.request('PATCH', `/api/appointment/status/${cancelled}`, {
      token: patient.token,
      body: { status: 'cancelled' },
    });
    assert.equal(reply.status, 200);
    assert.equal(await jobState(cancelled, '24h', start), 'cancelled');
    // A cancellation that does not go through the service (e.g. a care team ended) leaves the
    // jobs queued: the reminder reads the appointment again when it is due.
    await t.sql(sql`update appointments set status = 'cancelled' where id = ${quietly}`);
    assert.equal(await jobState(quietly, '24h', start + HOUR), 'created');

    setClock(start - 22 * HOUR);
    await waitFor('the job of the quietly cancelled appointment to finish', async () =>
      (await jobState(quietly, '24h', start + HOUR)) === 'completed' ? true : undefined,
    );
    setClock(start);
    await waitFor('the 2-hour job to finish', async () =>
      (await jobState(quietly, '2h', start + HOUR)) === 'completed' ? true : undefined,
    );
    assert.equal(remindersTo(patient.email).length, 0);
    assert.equal(remindersTo(other.email).length, 0);
    assert.equal((await reminderNotices(patient.userId)).length, 0);
    assert.equal((await reminderNotices(other.userId)).length, 0);
  });

  it('a rescheduled appointment is reminded at its new time, not the old one', async () => {
    const { patient, doctor } = await people('Dalia');
    const first = slotDaysAhead(9);
    const moved = first + 24 * HOUR + 2 * HOUR;
    setClock(first - 25 * HOUR);
    const id = await book(patient, doctor, first);
    const reply = await t.request('PATCH', `/api/appointment/reschedule/${id}`, {
      token: patient.token,
      body: { start: new Date(moved).toISOString() },
    });
    assert.equal(reply.status, 200, JSON.stringify(reply.body));
    assert.equal(await jobState(id, '24h', first), 'cancelled');
    assert.equal(await jobState(id, '24h', moved), 'created');

    setClock(first - 24 * HOUR + MINUTE);
    await settle();
    assert.equal(remindersTo(patient.email).length, 0, 'not at the old time');

    setClock(moved - 24 * HOUR + MINUTE);
    const [mail] = await waitFor('the reminder of the new time', () => {
      const mails = remindersTo(patient.email);
      return mails.length ? mails : undefined;
    });
    const date = new Date(moved).toISOString().slice(0, 10);
    assert.equal(mail!.subject, `Reminder: your appointment on ${date} at 12:00 PM - 12:30 PM`);
    await settle();
    assert.equal(remindersTo(patient.email).length, 1);
  });

  it('the sweep plans what was never planned: old bookings, and one reopened behind its back', async () => {
    const { patient, doctor } = await people('Gia');
    const start = slotDaysAhead(12);
    setClock(start - 25 * HOUR);
    // Booked before reminders existed: a row, no jobs.
    const old = await insertAppointment(t.db, {
      patientId: patient.patientId!,
      doctorId: doctor.doctorId!,
      date: new Date(start).toISOString().slice(0, 10),
      timeSlot: '10:00 AM - 10:30 AM',
      startsAt: new Date(start).toISOString(),
      endsAt: new Date(start + 30 * MINUTE).toISOString(),
      timeZone: 'UTC',
      reason: null,
      notes: null,
      status: 'pending',
    });
    // Cancelled through the API, then set pending again by hand.
    const other = await t.createPatient({ firstName: 'Hugo', lastName: 'Lind' });
    const reopened = await book(other, doctor, start + HOUR);
    await t.request('PATCH', `/api/appointment/status/${reopened}`, {
      token: other.token,
      body: { status: 'cancelled' },
    });
    await t.sql(sql`update appointments set status = 'pending' where id = ${reopened}`);
    assert.equal(await jobState(old, '24h', start), null);
    assert.equal(await jobState(reopened, '24h', start + HOUR), 'cancelled');

    await t.app.reminders.planUpcoming();
    assert.equal(await jobState(old, '24h', start), 'created');
    assert.equal(await jobState(old, '2h', start), 'created');
    assert.equal(await jobState(reopened, '24h', start + HOUR), 'created');
    await t.app.reminders.planUpcoming();
    const [jobs] = await t.sql<{ n: number }>(
      sql`select count(*)::int as n from pgboss.job where name = ${REMINDER_QUEUE}
          and data->>'appointmentId' in (${old}, ${reopened})`,
    );
    assert.equal(jobs!.n, 4, 'a second sweep adds nothing');

    setClock(start + HOUR - 24 * HOUR + MINUTE);
    await waitFor('both reminders', () =>
      remindersTo(patient.email).length && remindersTo(other.email).length ? true : undefined,
    );
    await settle();
    assert.equal(remindersTo(patient.email).length, 1);
    assert.equal(remindersTo(other.email).length, 1);
  });

  it('a send the mail server refuses is tried 4 times, then listed to the administrator', async () => {
    const { patient, doctor } = await people('Emil');
    const admin = await t.createAdmin();
    const start = slotDaysAhead(15);
    setClock(start - 25 * HOUR);
    const id = await book(patient, doctor, start);
    await settle(); // the booking email goes through first
    smtp.state.refusing = true;
    smtp.state.refused = 0;
    try {
      setClock(start - 24 * HOUR + MINUTE);
      const deadline = Date.now() + 30_000;
      let list: { status: number; body: unknown[] } = { status: 0, body: [] };
      while (Date.now() < deadline) {
        list = await t.request('GET', '/api/reminders/failed', { token: admin.token });
        if (list.body.length > 0) break;
        await new Promise((r) => setTimeout(r, 250));
      }
      assert.equal(list.status, 200);
      assert.equal(list.body.length, 1, 'listed once the retries are used up');
      assert.equal(smtp.state.refused, 4, 'the first try and 3 retries');
      const date = new Date(start).toISOString().slice(0, 10);
      assert.deepEqual(
        { ...(list.body[0] as Record<string, unknown>), _id: 'x', failedAt: 'x' },
        {
          _id: 'x',
          failedAt: 'x',
          kind: '24h',
          start: new Date(start).toISOString(),
          attempts: 4,
          error: (list.body[0] as { error: string }).error,
          appointment: {
            _id: id,
            date,
            timeSlot: '10:00 AM - 10:30 AM',
            status: 'pending',
            patientName: 'Emil Okafor',
            doctorName: 'Dr. Ivo Brandt',
          },
        },
      );
      assert.match((list.body[0] as { error: string }).error, /Mailbox unavailable/);
      assert.equal((await reminderNotices(patient.userId)).length, 1, 'in the app once');
      assert.equal(await jobState(id, '24h', start), 'failed');
      const [dead] = await t.sql<{ tries: number | null }>(
        sql`select source_retry_count as tries from pgboss.job
            where name = 'appointment-reminder-failed' and data->>'appointmentId' = ${id}`,
      );
      assert.equal(dead?.tries, 3, 'the failed list counts the retries the queue recorded');

      const asPatient = await t.request('GET', '/api/reminders/failed', { token: patient.token });
      assert.equal(asPatient.status, 403);
    } finally {
      smtp.state.refusing = false;
    }
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

    it('plan and work the same reminders, and send each once', async () => {
      const url = t.database.connection.kind === 'postgres' ? t.database.connection.url : '';
      secondDatabase = await openDatabase({ databaseUrl: url, poolSize: 3 });
      second = await buildApp({
        database: secondDatabase,
        logger: false,
        migrate: false,
        now,
        config: {
          ...reminderConfig(),
          rateLimitLogin: 1000,
          jwtSecret: 'test-secret-that-is-long-enough-for-hs256',
          demoSeed: false,
          nodeEnv: 'test',
        },
      });

      const { patient, doctor } = await people('Farah');
      const start = slotDaysAhead(18);
      setClock(start - 25 * HOUR);
      const id = await book(patient, doctor, start);
      // The second instance sees the same change (say, a retried request) and plans it again.
      const reply = await second.inject({
        method: 'PATCH',
        url: `/api/appointment/status/${id}`,
        headers: { authorization: `Bearer ${doctor.token}` },
        payload: { status: 'confirmed' },
      });
      assert.equal(reply.statusCode, 200, reply.body);
      const [jobs] = await t.sql<{ n: number }>(
        sql`select count(*)::int as n from pgboss.job where name = ${REMINDER_QUEUE}
          and data->>'appointmentId' = ${id}`,
      );
      assert.equal(jobs!.n, 2, 'one job per reminder, not per instance');

      setClock(start - 24 * HOUR + MINUTE);
      await waitFor('the reminder', () => (remindersTo(patient.email).length ? true : undefined));
      await settle();
      await settle();
      assert.equal(remindersTo(patient.email).length, 1, 'one email, though two workers poll');
      assert.equal((await reminderNotices(patient.userId)).length, 1);
    });
  },
);
