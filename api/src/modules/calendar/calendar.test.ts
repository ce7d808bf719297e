import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { after, before, beforeEach, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import ical, { type CalendarResponse, type VEvent } from 'node-ical';
import { loggerOptions, redactUrl } from '../../app.js';
import type { Config } from '../../config.js';
import { AWAITING_APPROVAL } from '../../lib/http-error.js';
import { sha256 } from '../../lib/secrets.js';
import { createMailer } from '../../plugins/mailer.js';
import { setupTestApp, type Person, type TestApp } from '../../../test/helpers.js';
import { findAppointment } from '../appointments/appointments.repository.js';
import {
  appointmentInvitation,
  FEED_FETCHES_PER_MINUTE,
  mailbox,
  sendAppointmentEmail,
  type AppointmentEmailEvent,
} from './calendar.service.js';
import { observances } from './vtimezone.js';

/** Every log line the app writes (the production logger settings). */
const logText: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logText.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});

// The feed's window is counted from the app's clock: a fixed winter day in New York.
const NOW = new Date('2026-12-10T17:00:00.000Z');
const NY = 'America/New_York';

let t: TestApp;
let patient: Person;
let otherPatient: Person;
let doctor: Person;
let otherDoctor: Person;
let admin: Person;

before(async () => {
  t = await setupTestApp({
    now: () => NOW,
    logger: { ...(loggerOptions('info') as object), stream: sink },
  });
});
after(() => t.close());
beforeEach(async () => {
  await t.reset();
  patient = await t.createPatient({ firstName: 'Hazel', lastName: 'Moreno' });
  otherPatient = await t.createPatient({ firstName: 'Omar', lastName: 'Okafor' });
  doctor = await t.createDoctor({ firstName: 'Ivo', lastName: 'Brandt' });
  otherDoctor = await t.createDoctor({ firstName: 'Lena', lastName: 'Vogt' });
  admin = await t.createAdmin();
});

const feedRoute = (who: Person | undefined, method: 'GET' | 'POST' | 'DELETE', d = doctor) =>
  t.request(method, `/api/doctor/calendar-feed/${d.doctorId}`, { token: who?.token });

async function newFeedUrl(who: Person = doctor, d: Person = doctor): Promise<string> {
  const reply = await feedRoute(who, 'POST', d);
  assert.equal(reply.status, 200, JSON.stringify(reply.body));
  return reply.body.url as string;
}

/** The feed at a URL made by the API (only its path is requested). */
const fetchFeed = (url: string, remoteAddress?: string) =>
  t.app.inject({ method: 'GET', url: new URL(url).pathname, remoteAddress });

interface Booking {
  doctor?: Person;
  patient?: Person;
  /** Local wall-clock start in `zone`, 'YYYY-MM-DDTHH:mm'; null for an unreadable old row. */
  local: string | null;
  zone?: string;
  minutes?: number;
  status?: string;
  reason?: string;
}

/** Inserts an appointment with real times directly (any status, time or zone). */
async function insertAppointment(b: Booking): Promise<string> {
  const zone = b.zone ?? NY;
  const start = b.local ? DateTime.fromISO(b.local, { zone }) : null;
  const end = start?.plus({ minutes: b.minutes ?? 30 }) ?? null;
  const slot =
    start && end ? `${start.toFormat('hh:mm a')} - ${end.toFormat('hh:mm a')}` : 'Morning';
  const [row] = await t.sql<{ id: string }>(sql`
    insert into appointments
      (patient_id, doctor_id, date, time_slot, starts_at, ends_at, time_zone, status, reason, notes, schedule_issue)
    values (
      ${(b.patient ?? patient).patientId}, ${(b.doctor ?? doctor).doctorId},
      ${start?.toISODate() ?? '2026-12-20'}, ${slot},
      ${start?.toUTC().toISO() ?? null}, ${end?.toUTC().toISO() ?? null}, ${zone},
      ${b.status ?? 'confirmed'}, ${b.reason ?? 'Chest pain since Monday'}, ${'Private note'},
      ${start ? null : 'unreadable'}
    ) returning id`);
  return row!.id;
}

const events = (parsed: CalendarResponse) =>
  Object.values(parsed).filter((c): c is VEvent => c.type === 'VEVENT');

describe('calendar feed link (doctor or administrator)', () => {
  it('makes a secret link, keeps only its SHA-256, and says whether one is live', async () => {
    assert.deepEqual((await feedRoute(doctor, 'GET')).body, { active: false, createdAt: null });
    const url = await newFeedUrl();
    const match = /^http:\/\/localhost:4000\/api\/calendar\/([A-Za-z0-9_-]{43})\.ics$/.exec(url);
    assert.ok(match, url);
    const secret = match[1]!;
    assert.equal(Buffer.from(secret, 'base64url').length, 32);
    const [stored] = await t.sql<{ hash: string }>(
      sql`select calendar_feed_hash as hash from doctors where id = ${doctor.doctorId}`,
    );
    assert.equal(stored!.hash, sha256(secret));
    assert.deepEqual((await feedRoute(doctor, 'GET')).body, { active: true, createdAt: null });
    // Each link is new.
    assert.notEqual(await newFeedUrl(), url);
  });

  it('a replaced or turned-off link answers 404 at once', async () => {
    const first = await newFeedUrl();
    assert.equal((await fetchFeed(first)).statusCode, 200);
    const second = await newFeedUrl();
    const replaced = await fetchFeed(first);
    assert.equal(replaced.statusCode, 404);
    assert.equal(replaced.json().message, 'Calendar not found.');
    assert.equal((await fetchFeed(second)).statusCode, 200);

    const off = await feedRoute(doctor, 'DELETE');
    assert.equal(off.status, 204);
    assert.equal(off.raw.body, '');
    assert.equal((await fetchFeed(second)).statusCode, 404);
    assert.deepEqual((await feedRoute(doctor, 'GET')).body, { active: false, createdAt: null });
    // Turning off twice is no error.
    assert.equal((await feedRoute(doctor, 'DELETE')).status, 204);
  });

  it('another doctor gets 404, patients 403, no sign-in 401; an administrator may', async () => {
    const url = await newFeedUrl();
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const other = await feedRoute(otherDoctor, method);
      assert.equal(other.status, 404, `${method} as another doctor`);
      assert.equal(other.body.message, 'Doctor not found.');
      for (const p of [patient, otherPatient]) {
        const refused = await feedRoute(p, method);
        assert.equal(refused.status, 403, `${method} as a patient`);
        assert.equal(refused.body.message, 'Only doctors and administrators can do this.');
      }
      assert.equal((await feedRoute(undefined, method)).status, 401, `${method} signed out`);
    }
    // None of them changed the link.
    assert.equal((await fetchFeed(url)).statusCode, 200);

    assert.deepEqual((await feedRoute(admin, 'GET')).body, { active: true, createdAt: null });
    const byAdmin = await newFeedUrl(admin);
    assert.equal((await fetchFeed(url)).statusCode, 404);
    assert.equal((await fetchFeed(byAdmin)).statusCode, 200);
    assert.equal((await feedRoute(admin, 'DELETE')).status, 204);
    assert.equal((await fetchFeed(byAdmin)).statusCode, 404);
    const unknown = await t.request(
      'GET',
      '/api/doctor/calendar-feed/00000000-0000-4000-8000-000000000000',
      { token: admin.token },
    );
    assert.equal(unknown.status, 404);
  });

  it('a doctor awaiting approval cannot make a link (the feed names patients)', async () => {
    const waiting = await t.createDoctor({ approved: false });
    const reply = await feedRoute(waiting, 'POST', waiting);
    assert.equal(reply.status, 403);
    assert.equal(reply.body.message, AWAITING_APPROVAL);
    assert.deepEqual((await feedRoute(waiting, 'GET', waiting)).body, {
      active: false,
      createdAt: null,
    });
  });

  it('the feed stops when the doctor is deleted', async () => {
    const url = await newFeedUrl();
    await t.sql(sql`update doctors set deleted_at = now() where id = ${doctor.doctorId}`);
    assert.equal((await fetchFeed(url)).statusCode, 404);
  });

  it('never writes the secret to the log', async () => {
    logText.length = 0;
    const url = await newFeedUrl();
    const secret = /calendar\/([^.]+)\.ics/.exec(url)![1]!;
    await fetchFeed(url);
    await fetchFeed(url.replace(secret, `${secret.slice(0, -1)}x`));
    await feedRoute(doctor, 'DELETE');
    await fetchFeed(url);
    const log = logText.join('\n');
    assert.ok(log.includes('/api/calendar/[redacted]'), 'the feed requests are logged');
    assert.ok(log.includes('"event":"calendar-feed.created"'));
    assert.ok(log.includes('"event":"calendar-feed.revoked"'));
    assert.equal(log.includes(secret), false, 'the secret is not in the log');
    assert.equal(log.includes(secret.slice(0, 12)), false, 'nor a part of it');
    assert.equal(
      redactUrl(`/api/calendar/${secret}.ics?x=1`),
      '/api/calendar/[redacted]?x=[redacted]',
    );
  });
});

describe('GET /api/calendar/{secret}.ics', () => {
  it('holds exactly the live and completed appointments from 60 days ago to 365 days ahead', async () => {
    const ids = {
      // After New York moves its clocks forward (14 March 2027): 10:00 EDT is 14:00 UTC.
      summer: await insertAppointment({ local: '2027-03-15T10:00', status: 'confirmed' }),
      // Before (EST): 09:00 is 14:00 UTC.
      winter: await insertAppointment({
        local: '2026-12-15T09:00',
        status: 'pending',
        minutes: 45,
      }),
      proposed: await insertAppointment({ local: '2026-12-16T11:00', status: 'proposed' }),
      completed: await insertAppointment({ local: '2026-11-02T15:30', status: 'completed' }),
      paris: await insertAppointment({
        local: '2026-12-17T09:00',
        zone: 'Europe/Paris',
        patient: otherPatient,
      }),
      utc: await insertAppointment({ local: '2026-12-18T08:00', zone: 'UTC' }),
    };
    const left = [
      await insertAppointment({ local: '2026-12-21T10:00', status: 'cancelled' }),
      await insertAppointment({ local: '2026-12-21T10:00', status: 'declined' }),
      await insertAppointment({ local: '2026-12-01T10:00', status: 'no-show' }),
      // 61 days ago, and 366 days ahead.
      await insertAppointment({ local: '2026-10-10T09:00', status: 'completed' }),
      await insertAppointment({ local: '2027-12-11T13:00', status: 'confirmed' }),
      await insertAppointment({ local: null, status: 'confirmed' }),
      await insertAppointment({ local: '2026-12-22T10:00', doctor: otherDoctor }),
    ];

    const reply = await fetchFeed(await newFeedUrl());
    assert.equal(reply.statusCode, 200);
    assert.equal(reply.headers['content-type'], 'text/calendar; charset=utf-8');
    assert.equal(reply.headers['cache-control'], 'private, no-store');
    const text = reply.body;
    assert.match(text, /^BEGIN:VCALENDAR\r\n/);
    assert.match(text, /\r\nX-WR-CALNAME:CareConnect appointments\r\n/);
    assert.equal(text.includes('Chest pain'), false, 'no reason');
    assert.equal(text.includes('Private note'), false, 'no notes');
    for (const id of left) assert.equal(text.includes(id), false, `${id} is not in the feed`);

    const parsed = ical.sync.parseICS(text);
    const byUid = new Map(events(parsed).map((e) => [e.uid, e]));
    assert.deepEqual(
      [...byUid.keys()].sort(),
      Object.values(ids)
        .map((id) => `${id}@careconnect`)
        .sort(),
    );
    const event = (id: string) => byUid.get(`${id}@careconnect`)!;

    assert.equal(event(ids.summer).start.toISOString(), '2027-03-15T14:00:00.000Z');
    assert.equal(event(ids.summer).end.toISOString(), '2027-03-15T14:30:00.000Z');
    assert.equal(event(ids.summer).start.tz, NY);
    assert.match(text, /\r\nDTSTART;TZID=America\/New_York:20270315T100000\r\n/);
    assert.equal(event(ids.winter).start.toISOString(), '2026-12-15T14:00:00.000Z');
    assert.equal(event(ids.winter).end.toISOString(), '2026-12-15T14:45:00.000Z');
    assert.match(text, /\r\nDTSTART;TZID=America\/New_York:20261215T090000\r\n/);
    assert.equal(event(ids.paris).start.toISOString(), '2026-12-17T08:00:00.000Z');
    assert.equal(event(ids.paris).start.tz, 'Europe/Paris');
    assert.match(text, /\r\nDTSTART:20261218T080000Z\r\n/, 'UTC is written as UTC');

    assert.equal(event(ids.summer).summary, 'Appointment with Hazel Moreno');
    assert.equal(event(ids.paris).summary, 'Appointment with Omar Okafor');
    assert.equal(event(ids.summer).status, 'CONFIRMED');
    assert.equal(event(ids.completed).status, 'CONFIRMED');
    assert.equal(event(ids.winter).status, 'TENTATIVE');
    assert.equal(event(ids.proposed).status, 'TENTATIVE');

    // One VTIMEZONE per zone used, none for UTC.
    const zones = Object.values(parsed)
      .filter((c) => c.type === 'VTIMEZONE')
      .map((c) => (c as unknown as { tzid: string }).tzid)
      .sort();
    assert.deepEqual(zones, ['America/New_York', 'Europe/Paris']);
  });

  it('holds an appointment booked through the API, at its real time', async () => {
    const booked = await t.request('POST', '/api/appointment/create', {
      token: patient.token,
      body: { doctor: doctor.doctorId, start: '2026-12-14T10:00:00.000Z' },
    });
    assert.equal(booked.status, 201, JSON.stringify(booked.body));
    const parsed = ical.sync.parseICS((await fetchFeed(await newFeedUrl())).body);
    const [event] = events(parsed);
    assert.equal(event?.uid, `${booked.body._id}@careconnect`);
    assert.equal(event.start.toISOString(), '2026-12-14T10:00:00.000Z');
    assert.equal(event.end.toISOString(), booked.body.end);
    assert.equal(event.summary, 'Appointment with Hazel Moreno');
    assert.equal(event.status, 'TENTATIVE');
  });

  it('names no one once the patient is deleted', async () => {
    const id = await insertAppointment({ local: '2026-11-30T10:00', status: 'completed' });
    await t.sql(sql`update patients set deleted_at = now() where id = ${patient.patientId}`);
    const parsed = ical.sync.parseICS((await fetchFeed(await newFeedUrl())).body);
    assert.deepEqual(
      events(parsed).map((e) => [e.uid, e.summary]),
      [[`${id}@careconnect`, 'Appointment']],
    );
  });

  it('holds at most 2,000 events, the earliest first', async () => {
    await t.sql(sql`
      insert into appointments (patient_id, doctor_id, date, time_slot, starts_at, ends_at, status)
      select ${patient.patientId}, ${doctor.doctorId}, date '2026-12-11', 'Generated ' || n,
        timestamptz '2026-12-11 00:00+00' + n * interval '1 hour',
        timestamptz '2026-12-11 00:30+00' + n * interval '1 hour', 'confirmed'
      from generate_series(0, 2004) as n`);
    const parsed = ical.sync.parseICS((await fetchFeed(await newFeedUrl())).body);
    const starts = events(parsed)
      .map((e) => e.start.getTime())
      .sort((a, b) => a - b);
    assert.equal(starts.length, 2000);
    assert.equal(new Date(starts[0]!).toISOString(), '2026-12-11T00:00:00.000Z');
    assert.equal(new Date(starts.at(-1)!).toISOString(), '2027-03-04T07:00:00.000Z');
  });

  it('answers 404 for an unknown or malformed secret', async () => {
    for (const path of [
      `/api/calendar/${'A'.repeat(43)}.ics`,
      '/api/calendar/short.ics',
      '/api/calendar/.ics',
    ]) {
      const reply = await t.app.inject({ method: 'GET', url: path });
      assert.equal(reply.statusCode, 404, path);
      assert.equal(reply.json().message, 'Calendar not found.');
      assert.equal(reply.headers['cache-control'], 'no-store');
    }
  });

  it(`limits one link to ${FEED_FETCHES_PER_MINUTE} fetches a minute`, async () => {
    const url = await newFeedUrl();
    for (let i = 0; i < FEED_FETCHES_PER_MINUTE; i++)
      assert.equal((await fetchFeed(url, '10.9.0.1')).statusCode, 200);
    const limited = await fetchFeed(url, '10.9.0.2');
    assert.equal(limited.statusCode, 429);
    assert.equal(
      limited.json().message,
      'Too many attempts. Please wait 60 seconds and try again.',
    );
    // Counted on the app's clock (stopped at NOW), like the window itself.
    assert.equal(limited.headers['retry-after'], '60');
    // Another link is not limited by it.
    assert.equal((await fetchFeed(await newFeedUrl(otherDoctor, otherDoctor))).statusCode, 200);
  });
});

describe('wrong guesses at a feed link', () => {
  it('are limited per address, like reset tokens; a real link from elsewhere still works', async () => {
    const strict = await setupTestApp({ config: { rateLimitLogin: 3 } });
    try {
      const d = await strict.createDoctor();
      const url = (
        await strict.request('POST', `/api/doctor/calendar-feed/${d.doctorId}`, { token: d.token })
      ).body.url as string;
      const guess = (remoteAddress: string) =>
        strict.app.inject({
          method: 'GET',
          url: `/api/calendar/${'B'.repeat(43)}.ics`,
          remoteAddress,
        });
      for (let i = 0; i < 3; i++) assert.equal((await guess('10.1.1.1')).statusCode, 404);
      const limited = await guess('10.1.1.1');
      assert.equal(limited.statusCode, 429);
      assert.ok(Number(limited.headers['retry-after']) > 0);
      const real = (remoteAddress: string) =>
        strict.app.inject({ method: 'GET', url: new URL(url).pathname, remoteAddress });
      assert.equal((await real('10.1.1.1')).statusCode, 429, 'the guessing address waits');
      assert.equal((await real('10.2.2.2')).statusCode, 200);
    } finally {
      await strict.close();
    }
  });
});

// ---------------------------------------------------------------- invitations

/** Sends with a mailer of its own (the outbox), as the calendar module does after a change. */
async function send(id: string, event: AppointmentEmailEvent, now = NOW) {
  const config = {
    mailFrom: 'CareConnect <no-reply@careconnect.test>',
    appUrl: 'http://localhost:3000',
  } as Config;
  const mailer = createMailer(config, t.db, t.app.log);
  const row = await findAppointment(t.db, id);
  assert.ok(row);
  sendAppointmentEmail({ db: t.db, mailer, config, now: () => now }, row, event);
  await mailer.flush();
}

interface OutboxEmail {
  subject: string;
  text: string;
  calendar?: string;
}
const outbox = async (p: Person = patient) =>
  (await t.request<OutboxEmail[]>('GET', `/api/dev/outbox?to=${encodeURIComponent(p.email)}`)).body;

function invitationOf(calendar: string | undefined) {
  assert.ok(calendar, 'the email has an invitation');
  const parsed = ical.sync.parseICS(calendar);
  const [event] = events(parsed);
  assert.ok(event);
  const method = /\r\nMETHOD:([A-Z]+)\r\n/.exec(calendar)?.[1];
  return { event, method, sequence: Number(event.sequence) };
}

describe('appointment emails with a calendar invitation', () => {
  it('a booking: the patient gets the time, the zone and a REQUEST with the right DTSTART and UID', async () => {
    const id = await insertAppointment({ local: '2027-03-15T10:00', status: 'pending' });
    await send(id, 'booked');
    const [email] = await outbox();
    assert.ok(email);
    assert.equal(email.subject, 'Your appointment on 2027-03-15 at 10:00 AM - 10:30 AM');
    assert.equal(
      email.text,
      [
        'Hello Hazel,',
        '',
        'Your appointment with Dr. Ivo Brandt is booked. The doctor will confirm it.',
        '',
        'Doctor: Dr. Ivo Brandt',
        'Date: 2027-03-15',
        'Time: 10:00 AM - 10:30 AM',
        'Time zone: America/New_York',
        '',
        `View appointment: http://localhost:3000/patient/appointments/view/${id}`,
        '',
        'The attached invitation adds it to your calendar.',
      ].join('\n'),
    );

    const { event, method } = invitationOf(email.calendar);
    assert.equal(method, 'REQUEST');
    assert.equal(event.uid, `${id}@careconnect`);
    assert.equal(event.start.toISOString(), '2027-03-15T14:00:00.000Z');
    assert.equal(event.start.tz, NY);
    assert.match(email.calendar!, /\r\nDTSTART;TZID=America\/New_York:20270315T100000\r\n/);
    assert.equal(event.end.toISOString(), '2027-03-15T14:30:00.000Z');
    assert.equal(event.summary, 'Appointment with Dr. Ivo Brandt');
    assert.equal(event.status, 'TENTATIVE');
    assert.match(
      email.calendar!,
      /\r\nORGANIZER;CN="CareConnect":mailto:no-reply@careconnect.test\r\n/,
    );
    assert.match(
      email.calendar!.replace(/\r\n /g, ''),
      new RegExp(`:MAILTO:${patient.email}\\r\\n`),
    );
    assert.equal(email.calendar!.includes('Chest pain'), false, 'no reason in the invitation');
    assert.equal(email.calendar!.includes('Private note'), false, 'no notes in the invitation');
    assert.match(email.calendar!, /BEGIN:VTIMEZONE\r\nTZID:America\/New_York\r\n/);
  });

  it('confirmed, moved, then cancelled: one UID, a rising SEQUENCE, and a CANCEL at the end', async () => {
    const id = await insertAppointment({ local: '2026-12-15T09:00', status: 'confirmed' });
    const later = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);
    await send(id, 'confirmed', later(10));
    await t.sql(sql`update appointments
      set starts_at = '2026-12-16 15:00+00', ends_at = '2026-12-16 15:30+00', date = '2026-12-16',
          time_slot = '10:00 AM - 10:30 AM'
      where id = ${id}`);
    await send(id, 'moved', later(11));
    await t.sql(sql`update appointments set status = 'cancelled' where id = ${id}`);
    await send(id, 'cancelled', later(12));

    const [cancelled, moved, confirmed] = await outbox();
    assert.equal(confirmed!.subject, 'Your appointment on 2026-12-15 at 09:00 AM - 09:30 AM');
    assert.ok(confirmed!.text.includes('\nDr. Ivo Brandt confirmed your appointment.\n'));
    assert.equal(moved!.subject, 'Your appointment on 2026-12-16 at 10:00 AM - 10:30 AM');
    assert.ok(moved!.text.includes('\nYour appointment with Dr. Ivo Brandt was moved.\n'));
    assert.equal(
      cancelled!.subject,
      'Cancelled: Your appointment on 2026-12-16 at 10:00 AM - 10:30 AM',
    );
    assert.ok(cancelled!.text.includes('\nYour appointment with Dr. Ivo Brandt was cancelled.\n'));
    assert.ok(
      cancelled!.text.endsWith('\n\nThe attached calendar update removes it from your calendar.'),
    );

    const one = invitationOf(confirmed!.calendar);
    const two = invitationOf(moved!.calendar);
    const three = invitationOf(cancelled!.calendar);
    assert.deepEqual([one.method, two.method, three.method], ['REQUEST', 'REQUEST', 'CANCEL']);
    assert.deepEqual(
      [one.event.uid, two.event.uid, three.event.uid],
      Array(3).fill(`${id}@careconnect`),
    );
    // A revision counter, whatever the seconds between the changes (all three sent in 2 s).
    assert.deepEqual([one.sequence, two.sequence, three.sequence], [0, 1, 2]);
    assert.equal(one.event.status, 'CONFIRMED');
    assert.equal(two.event.start.toISOString(), '2026-12-16T15:00:00.000Z');
    assert.equal(three.event.status, 'CANCELLED');
    assert.equal(three.event.start.toISOString(), '2026-12-16T15:00:00.000Z');
  });

  it('a declined proposal is a CANCEL too', async () => {
    const id = await insertAppointment({ local: '2026-12-15T09:00', status: 'declined' });
    await send(id, 'declined');
    const [email] = await outbox();
    assert.equal(
      email!.subject,
      'Cancelled: Your appointment on 2026-12-15 at 09:00 AM - 09:30 AM',
    );
    assert.ok(email!.text.includes('\nThe appointment with Dr. Ivo Brandt was declined.\n'));
    assert.equal(invitationOf(email!.calendar).method, 'CANCEL');
  });

  it('an old row without a real start: the email goes, without an invitation', async () => {
    const id = await insertAppointment({ local: null, status: 'confirmed' });
    await send(id, 'confirmed');
    const [email] = await outbox();
    assert.equal(email!.subject, 'Your appointment on 2026-12-20 at Morning');
    assert.equal(email!.calendar, undefined);
    assert.equal('calendar' in email!, false, 'the outbox leaves it out');
    assert.equal(email!.text.includes('attached'), false);
  });

  it('nothing for a deleted patient', async () => {
    const id = await insertAppointment({ local: '2026-12-15T09:00' });
    await t.sql(sql`update patients set deleted_at = now() where id = ${patient.patientId}`);
    await send(id, 'confirmed');
    const [count] = await t.sql<{ n: number }>(sql`select count(*)::int as n from outbox`);
    assert.equal(count!.n, 0);
  });

  it('appointmentInvitation returns the Mail for a row, with the calendar message', async () => {
    const id = await insertAppointment({ local: '2026-12-15T09:00', status: 'confirmed' });
    const row = (await findAppointment(t.db, id))!;
    const mail = appointmentInvitation(row, 'confirmed', {
      now: NOW,
      organizer: { name: 'Clinic', email: 'clinic@example.test' },
      appUrl: 'https://care.example.test',
    });
    assert.ok(mail?.calendar);
    assert.ok(mail.html?.includes('>Dr. Ivo Brandt confirmed your appointment.</p>'));
    assert.ok(
      mail.html?.includes(`href="https://care.example.test/patient/appointments/view/${id}"`),
      'the HTML part links to the appointment',
    );
    assert.equal(mail.to, patient.email);
    assert.equal(mail.calendar.method, 'REQUEST');
    const { event } = invitationOf(mail.calendar.content);
    assert.equal(event.start.toISOString(), '2026-12-15T14:00:00.000Z');
  });

  it('the organiser is the sender', () => {
    assert.deepEqual(mailbox('CareConnect <no-reply@careconnect.test>'), {
      name: 'CareConnect',
      email: 'no-reply@careconnect.test',
    });
    assert.deepEqual(mailbox('"Clinic, North" <desk@clinic.test>'), {
      name: 'Clinic, North',
      email: 'desk@clinic.test',
    });
    assert.deepEqual(mailbox('desk@clinic.test'), {
      name: 'CareConnect',
      email: 'desk@clinic.test',
    });
  });
});

describe('VTIMEZONE observances', () => {
  it('New York 2026: EST, EDT from 8 March 07:00 UTC, EST from 1 November 06:00 UTC', () => {
    const list = observances(NY, new Date('2026-01-01T00:00Z'), new Date('2026-12-31T00:00Z'))!;
    assert.deepEqual(
      list.map((o) => [o.kind, new Date(o.at).toISOString(), o.offsetFrom, o.offsetTo, o.name]),
      [
        ['STANDARD', '2026-01-01T00:00:00.000Z', -300, -300, 'EST'],
        ['DAYLIGHT', '2026-03-08T07:00:00.000Z', -300, -240, 'EDT'],
        ['STANDARD', '2026-11-01T06:00:00.000Z', -240, -300, 'EST'],
      ],
    );
  });

  it('a zone without daylight saving has one observance; an unknown zone none', () => {
    const list = observances('Asia/Kolkata', new Date('2026-01-01Z'), new Date('2027-01-01Z'))!;
    assert.deepEqual(
      list.map((o) => [o.kind, o.offsetFrom, o.offsetTo]),
      [['STANDARD', 330, 330]],
    );
    assert.equal(observances('Mars/Olympus', new Date(), new Date()), null);
  });
});
