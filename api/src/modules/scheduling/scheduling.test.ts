import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { after, before, beforeEach, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import { migrate, openDatabase, pgliteExtensions } from '../../db/index.js';
import { isExclusionViolation } from '../../lib/http-error.js';
import { migrationsUpTo, setupTestApp, type Person, type TestApp } from '../../../test/helpers.js';

// "Now" for these tests: Monday 2026-11-23, 08:00 UTC.
const NOW = Date.parse('2026-11-23T08:00:00Z');
let clock = NOW;
let t: TestApp;
let patient: Person;
let otherPatient: Person;
let doctor: Person;
let otherDoctor: Person;
let admin: Person;

before(async () => {
  t = await setupTestApp({ now: () => new Date(clock) });
});
after(() => t.close());
beforeEach(async () => {
  await t.reset();
  clock = NOW;
  patient = await t.createPatient({ firstName: 'Hazel', lastName: 'Moreno' });
  otherPatient = await t.createPatient({ firstName: 'Otto', lastName: 'Lind' });
  doctor = await t.createDoctor({
    firstName: 'Ivo',
    lastName: 'Brandt',
    specialization: 'Dermatology',
  });
  otherDoctor = await t.createDoctor({
    firstName: 'Mia',
    lastName: 'Sato',
    specialization: 'Dermatology',
  });
  admin = await t.createAdmin();
});

const hours = (over: Record<string, unknown> = {}) => ({
  timeZone: 'UTC',
  slotMinutes: 30,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  minimumNoticeHours: 1,
  horizonDays: 90,
  maxUpcomingPerPatient: 2,
  weekly: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '12:00' })),
  overrides: [],
  timeOff: [],
  ...over,
});
const saveHours = (who: Person, d: Person, body: Record<string, unknown>) =>
  t.request('PUT', `/api/doctor/availability/${d.doctorId}`, { token: who.token, body });
const book = (who: Person, body: Record<string, unknown>) =>
  t.request('POST', '/api/appointment/create', { token: who.token, body });
const slots = (who: Person, d: Person, from: string, to: string) =>
  t.request('GET', `/api/doctor/slots/${d.doctorId}?from=${from}&to=${to}`, { token: who.token });

const NOT_AVAILABLE = 'This time is not available. Please choose another slot.';

describe('availability', () => {
  it('starts from the defaults and is saved by the doctor or an administrator only', async () => {
    const before = await t.request('GET', `/api/doctor/availability/${doctor.doctorId}`, {
      token: patient.token,
    });
    assert.equal(before.status, 200);
    assert.equal(before.body.updatedAt, null);
    assert.equal(before.body.weekly.length, 7);
    assert.equal((await saveHours(otherDoctor, doctor, hours())).status, 403);
    assert.equal((await saveHours(patient, doctor, hours())).status, 403);
    const saved = await saveHours(doctor, doctor, hours({ timeZone: 'Europe/Paris' }));
    assert.equal(saved.status, 200);
    assert.equal(saved.body.availability.timeZone, 'Europe/Paris');
    assert.notEqual(saved.body.availability.updatedAt, null);
    assert.equal((await saveHours(admin, doctor, hours())).status, 200);
  });

  it('refuses hours that cannot be used, with a sentence', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [
        {
          weekly: [
            { weekday: 1, start: '09:00', end: '12:30' },
            { weekday: 1, start: '12:00', end: '13:00' },
          ],
        },
        'Monday 12:00–13:00 overlaps another range.',
      ],
      [
        { weekly: [{ weekday: 2, start: '10:00', end: '09:00' }] },
        'Tuesday: the end (09:00) must be after the start (10:00).',
      ],
      [
        { timeZone: 'Mars/Olympus' },
        '"Mars/Olympus" is not a time zone we know (use a name like Europe/Paris).',
      ],
      [
        { timeOff: [{ from: '2026-12-10', to: '2026-12-01' }] },
        'Time off from 2026-12-10 must end on or after its start (2026-12-01).',
      ],
    ];
    for (const [change, message] of cases) {
      const reply = await saveHours(doctor, doctor, hours(change));
      assert.equal(reply.status, 400, JSON.stringify(change));
      assert.equal(reply.body.message, message);
    }
    const length = await saveHours(doctor, doctor, hours({ slotMinutes: 25 }));
    assert.equal(length.status, 400);
  });

  it('never deletes an appointment: the ones outside new hours are listed to be moved', async () => {
    const booked = await book(patient, {
      doctor: doctor.doctorId,
      date: '2026-11-25',
      timeSlot: '10:00 AM - 10:30 AM',
    });
    assert.equal(booked.status, 201, JSON.stringify(booked.body));
    const closed = await saveHours(
      doctor,
      doctor,
      hours({ overrides: [{ date: '2026-11-25', ranges: [] }] }),
    );
    assert.equal(closed.status, 200);
    assert.deepEqual(
      closed.body.outsideHours.map((a: { _id: string }) => a._id),
      [booked.body._id],
    );
    const listed = await t.request(
      'GET',
      `/api/doctor/availability/${doctor.doctorId}/outside-hours`,
      { token: doctor.token },
    );
    assert.deepEqual(
      listed.body.map((a: { _id: string }) => a._id),
      [booked.body._id],
    );
    const still = await t.request('GET', `/api/appointment/get/${booked.body._id}`, {
      token: patient.token,
    });
    assert.equal(still.status, 200);
    assert.equal(still.body.status, 'pending');
  });
});

describe('slots and booking', () => {
  it('offers only free slots of the hours, and a booked one is gone', async () => {
    await saveHours(doctor, doctor, hours());
    const first = await slots(patient, doctor, '2026-11-23', '2026-11-29');
    assert.equal(first.status, 200);
    // Monday 08:00 now, one hour of notice: Monday from 09:00; no weekend.
    assert.equal(first.body.length, 5 * 6);
    assert.deepEqual(first.body[0], {
      start: '2026-11-23T09:00:00.000Z',
      end: '2026-11-23T09:30:00.000Z',
      date: '2026-11-23',
      timeSlot: '09:00 AM - 09:30 AM',
      timeZone: 'UTC',
      kinds: ['in_person'],
    });
    const booked = await book(patient, { doctor: doctor.doctorId, start: first.body[3].start });
    assert.equal(booked.status, 201);
    assert.equal(booked.body.start, '2026-11-23T10:30:00.000Z');
    assert.equal(booked.body.timeSlot, '10:30 AM - 11:00 AM');
    const after = await slots(otherPatient, doctor, '2026-11-23', '2026-11-23');
    assert.equal(
      after.body.some((s: { start: string }) => s.start === first.body[3].start),
      false,
    );
    const day = await t.request('GET', `/api/doctor/slots/${doctor.doctorId}?date=2026-11-23`, {
      token: admin.token,
    });
    assert.equal(day.body.length, 6);
    assert.equal(day.body[3].available, false);
    assert.equal(day.body[2].available, true);
  });

  it('refuses every time the hours do not offer (the attacks of the issue)', async () => {
    await saveHours(doctor, doctor, hours());
    const base = { patient: patient.patientId, doctor: doctor.doctorId, date: '2026-11-25' };
    assert.equal((await book(admin, { ...base, timeSlot: '10:00 AM - 10:30 AM' })).status, 201);
    for (const timeSlot of [
      '10:00 AM - 10:29 AM',
      '10:15 AM - 10:45 AM',
      '10:00 AM - 10:30 AM x',
      '03:00 AM - 03:30 AM',
    ]) {
      const reply = await book(admin, { ...base, patient: otherPatient.patientId, timeSlot });
      assert.equal(reply.status, 400, timeSlot);
      assert.equal(reply.body.message, NOT_AVAILABLE);
    }
    const farAway = await book(admin, {
      ...base,
      date: '9999-12-31',
      timeSlot: '03:00 AM - 03:30 AM',
    });
    assert.equal(farAway.status, 400);
    const taken = await book(admin, {
      ...base,
      patient: otherPatient.patientId,
      timeSlot: '10:00 am-10:30 am',
    });
    assert.equal(taken.status, 409);
    assert.equal(taken.body.message, 'This time slot is already booked for this doctor.');
    // Beyond the 90-day horizon a patient cannot book; 30 minutes from now is within the notice.
    const late = await book(patient, {
      doctor: doctor.doctorId,
      date: '2027-03-01',
      timeSlot: '09:00 AM - 09:30 AM',
    });
    assert.equal(late.body.message, NOT_AVAILABLE);
    clock = Date.parse('2026-11-23T08:45:00Z');
    const soon = await book(patient, { doctor: doctor.doctorId, start: '2026-11-23T09:00:00Z' });
    assert.equal(soon.status, 400);
    assert.equal(soon.body.message, NOT_AVAILABLE);
  });

  it('refuses a range too long for the price of a short one, and a date that does not exist', async () => {
    await saveHours(doctor, doctor, hours());
    // Listing every date of ten thousand years took about 3 s of the event loop's time, during
    // which every other caller waited. CPU time (not wall time) is what the check must not spend.
    const cpu = process.cpuUsage();
    const huge = await slots(patient, doctor, '0100-01-01', '9999-12-31');
    const used = process.cpuUsage(cpu);
    const spentMs = (used.user + used.system) / 1000;
    assert.equal(huge.status, 400);
    assert.equal(huge.body.message, 'Ask for at most 62 days of slots at a time.');
    assert.ok(spentMs < 500, `the refusal cost ${spentMs.toFixed(0)} ms of CPU`);
    const justOver = await slots(patient, doctor, '2026-12-01', '2027-02-01');
    assert.equal(justOver.status, 400);
    assert.equal((await slots(patient, doctor, '2026-12-01', '2027-01-31')).status, 200);
    for (const date of ['2026-02-30', '2026-13-01']) {
      const day = await t.request('GET', `/api/doctor/slots/${doctor.doctorId}?date=${date}`, {
        token: patient.token,
      });
      assert.equal(day.status, 400, date);
      assert.equal(day.body.message, 'Dates must be real dates like 2026-11-24.');
    }
  });

  it('holds a patient to the cap per doctor and to one place at a time', async () => {
    await saveHours(doctor, doctor, hours());
    const at = (start: string, d = doctor) => book(patient, { doctor: d.doctorId, start });
    assert.equal((await at('2026-11-24T09:00:00Z')).status, 201);
    assert.equal((await at('2026-11-25T09:00:00Z')).status, 201);
    const third = await at('2026-11-26T09:00:00Z');
    assert.equal(third.status, 409);
    assert.equal(third.body.message, 'You already have 2 upcoming appointments with this doctor.');
    // What the booking screen shows before a time is chosen: the cap and the two appointments.
    const allowance = await t.request(
      'GET',
      `/api/doctor/availability/${doctor.doctorId}/allowance`,
      {
        token: patient.token,
      },
    );
    assert.equal(allowance.status, 200);
    assert.equal(allowance.body.max, 2);
    assert.deepEqual(
      allowance.body.upcoming.map((a: { timeSlot: string; date: string }) => a.date),
      ['2026-11-24', '2026-11-25'],
    );
    const withOther = await t.request(
      'GET',
      `/api/doctor/availability/${otherDoctor.doctorId}/allowance`,
      { token: patient.token },
    );
    assert.equal(withOther.body.upcoming.length, 0);
    // Same time with another doctor: the patient cannot be in two places.
    const twice = await at('2026-11-24T09:00:00Z', otherDoctor);
    assert.equal(twice.status, 409);
    assert.equal(twice.body.message, 'You already have an appointment at this time.');
    const forHer = await book(admin, {
      patient: patient.patientId,
      doctor: otherDoctor.doctorId,
      start: '2026-11-24T09:00:00Z',
    });
    assert.equal(forHer.body.message, 'The patient already has an appointment at this time.');
  });

  it('50 patients racing for one slot: exactly one 201, 49 × 409, no 5xx', async () => {
    const racers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => t.createPatient({ lastName: `Racer${i}` })),
    );
    const replies = await Promise.all(
      racers.map((p) =>
        book(p, { doctor: doctor.doctorId, date: '2026-11-26', timeSlot: '02:00 PM - 02:30 PM' }),
      ),
    );
    const statuses = replies.map((r) => r.status);
    assert.equal(statuses.filter((s) => s === 201).length, 1);
    assert.equal(statuses.filter((s) => s === 409).length, 49);
    assert.equal(statuses.filter((s) => s >= 500).length, 0);
    for (const r of replies.filter((x) => x.status === 409))
      assert.equal(r.body.message, 'This time slot is already booked for this doctor.');
  });

  it('the database refuses an overlap even when the checks are skipped', async () => {
    const [p] = await t.sql<{ id: string }>(sql`select id from patients limit 1`);
    const insert = () =>
      t.sql(sql`insert into appointments (patient_id, doctor_id, date, time_slot, starts_at, ends_at, status)
        values (${p!.id}, ${doctor.doctorId}, '2026-11-27', 'x', '2026-11-27T10:00Z', '2026-11-27T10:30Z', 'pending')`);
    await insert();
    await assert.rejects(insert(), (error) =>
      isExclusionViolation(error, 'appointments_doctor_no_overlap'),
    );
  });
});

describe('reschedule', () => {
  it('moves the patient’s own appointment, keeps its id, frees the old time, tells the doctor', async () => {
    await saveHours(doctor, doctor, hours());
    const booked = await book(patient, { doctor: doctor.doctorId, start: '2026-11-24T09:00:00Z' });
    await t.request('PATCH', `/api/appointment/status/${booked.body._id}`, {
      token: doctor.token,
      body: { status: 'confirmed' },
    });
    const moved = await t.request('PATCH', `/api/appointment/reschedule/${booked.body._id}`, {
      token: patient.token,
      body: { start: '2026-11-25T11:00:00Z' },
    });
    assert.equal(moved.status, 200, JSON.stringify(moved.body));
    assert.equal(moved.body._id, booked.body._id);
    assert.equal(moved.body.date, '2026-11-25');
    assert.equal(moved.body.timeSlot, '11:00 AM - 11:30 AM');
    assert.equal(moved.body.status, 'pending', 'the doctor confirms the new time again');
    const free = await slots(otherPatient, doctor, '2026-11-24', '2026-11-24');
    assert.equal(free.body[0].start, '2026-11-24T09:00:00.000Z');
    const told = await t.request('GET', `/api/notify/get/${doctor.userId}`, {
      token: doctor.token,
    });
    assert.ok(
      JSON.stringify(told.body).includes(
        'The appointment with Hazel Moreno was moved to November 25, 2026 at 11:00 AM - 11:30 AM.',
      ),
    );
    const stranger = await t.request('PATCH', `/api/appointment/reschedule/${booked.body._id}`, {
      token: otherPatient.token,
      body: { start: '2026-11-26T11:00:00Z' },
    });
    assert.equal(stranger.status, 404);
    clock = Date.parse('2026-11-25T10:30:00Z');
    const tooLate = await t.request('PATCH', `/api/appointment/reschedule/${booked.body._id}`, {
      token: patient.token,
      body: { start: '2026-11-26T11:00:00Z' },
    });
    assert.equal(tooLate.status, 409);
    assert.equal(
      tooLate.body.message,
      'Appointments can be moved up to 1 hours before they start. Please contact the clinic.',
    );
    const byDoctor = await t.request('PATCH', `/api/appointment/reschedule/${booked.body._id}`, {
      token: doctor.token,
      body: { date: '2026-11-26', timeSlot: '11:00 AM - 11:30 AM' },
    });
    assert.equal(byDoctor.status, 200);
  });
});

describe('invitations', () => {
  it('books, moves and cancels with an iCalendar invitation to the patient each time', async () => {
    await saveHours(doctor, doctor, hours());
    const booked = await book(patient, { doctor: doctor.doctorId, start: '2026-11-24T09:00:00Z' });
    await t.request('PATCH', `/api/appointment/reschedule/${booked.body._id}`, {
      token: patient.token,
      body: { start: '2026-11-25T11:00:00Z' },
    });
    await t.request('PATCH', `/api/appointment/status/${booked.body._id}`, {
      token: patient.token,
      body: { status: 'cancelled' },
    });
    let mails: { subject: string; calendar?: string }[] = [];
    for (let i = 0; i < 100 && mails.length < 3; i++) {
      await new Promise((r) => setTimeout(r, 20));
      mails = (await t.emails(patient.email)) as typeof mails;
    }
    const subjects = mails.map((m) => m.subject).reverse();
    assert.deepEqual(subjects, [
      'Your appointment on 2026-11-24 at 09:00 AM - 09:30 AM',
      'Your appointment on 2026-11-25 at 11:00 AM - 11:30 AM',
      'Cancelled: Your appointment on 2026-11-25 at 11:00 AM - 11:30 AM',
    ]);
    const [cancelled, moved] = mails;
    assert.match(moved!.calendar!, /METHOD:REQUEST/);
    assert.match(moved!.calendar!, /DTSTART[^\r\n]*20261125T110000Z/);
    assert.match(cancelled!.calendar!, /METHOD:CANCEL/);
    assert.match(cancelled!.calendar!, new RegExp(`UID:${booked.body._id}@careconnect`));
  });
});

describe('time zones', () => {
  it('a doctor in New York keeps 09:00 across the DST change, whatever the caller’s zone', async () => {
    clock = Date.parse('2026-10-26T12:00:00Z');
    await saveHours(
      doctor,
      doctor,
      hours({
        timeZone: 'America/New_York',
        weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '09:00', end: '17:00' })),
      }),
    );
    const free = await slots(patient, doctor, '2026-10-31', '2026-11-02');
    const first = (date: string) => free.body.find((s: { date: string }) => s.date === date);
    assert.equal(first('2026-10-31').start, '2026-10-31T13:00:00.000Z');
    assert.equal(first('2026-11-01').start, '2026-11-01T14:00:00.000Z');
    assert.equal(first('2026-11-02').timeSlot, '09:00 AM - 09:30 AM');
    assert.equal(first('2026-11-02').timeZone, 'America/New_York');
    const booked = await book(patient, {
      doctor: doctor.doctorId,
      date: '2026-11-02',
      timeSlot: '09:00 AM - 09:30 AM',
    });
    assert.equal(booked.body.start, '2026-11-02T14:00:00.000Z');
    assert.equal(booked.body.timeZone, 'America/New_York');
  });
});

describe('first available', () => {
  it('gives the earliest free slots across the doctors of a specialization', async () => {
    await saveHours(doctor, doctor, hours({ overrides: [{ date: '2026-11-23', ranges: [] }] }));
    await saveHours(
      otherDoctor,
      otherDoctor,
      hours({ weekly: [{ weekday: 1, start: '11:00', end: '12:00' }] }),
    );
    const cardio = await t.createDoctor({ specialization: 'Cardiology' });
    await saveHours(cardio, cardio, hours());
    const reply = await t.request(
      'GET',
      '/api/slots/first-available?specialization=dermatology&limit=3',
      { token: patient.token },
    );
    assert.equal(reply.status, 200);
    assert.deepEqual(
      reply.body.map((s: { start: string; doctor: { user: { lastName: string } } }) => [
        s.start,
        s.doctor.user.lastName,
      ]),
      [
        ['2026-11-23T11:00:00.000Z', 'Sato'],
        ['2026-11-23T11:30:00.000Z', 'Sato'],
        ['2026-11-24T09:00:00.000Z', 'Brandt'],
      ],
    );
  });
});

describe('moving old appointments to real times (migration 0009)', () => {
  it('reads each slot in UTC, and keeps and flags the unreadable and the overlapping', async () => {
    const client = await PGlite.create({ extensions: pgliteExtensions });
    const database = await openDatabase({ pglite: client });
    const before0009 = migrationsUpTo(9);
    try {
      await migrate(database, before0009);
      const run = (q: ReturnType<typeof sql>) => database.db.execute(q);
      await run(sql`insert into users (id, first_name, last_name, username, email, password_hash, role)
        values ('00000000-0000-4000-8000-000000000001', 'P', 'One', 'p1', 'p1@x.test', 'x', 'patient'),
               ('00000000-0000-4000-8000-000000000002', 'D', 'One', 'd1', 'd1@x.test', 'x', 'doctor')`);
      await run(
        sql`insert into patients (id, user_id) values ('00000000-0000-4000-8000-00000000000a', '00000000-0000-4000-8000-000000000001')`,
      );
      await run(
        sql`insert into doctors (id, user_id, specialization, license_number) values ('00000000-0000-4000-8000-00000000000b', '00000000-0000-4000-8000-000000000002', 'GP', 'L1')`,
      );
      const old = (slot: string, created: string) =>
        run(sql`insert into appointments (patient_id, doctor_id, date, time_slot, status, created_at)
          values ('00000000-0000-4000-8000-00000000000a', '00000000-0000-4000-8000-00000000000b', '2026-12-01', ${slot}, 'pending', ${created})`);
      await old('10:00 AM - 10:30 AM', '2026-11-01T00:00Z');
      await old('10:15 AM - 10:45 AM', '2026-11-02T00:00Z'); // overlaps the first
      await old('Ten-ish', '2026-11-03T00:00Z');
      await old('02:00 PM - 02:30 PM', '2026-11-04T00:00Z');
      await migrate(database);
      const rows = (
        (await run(
          sql`select time_slot, starts_at::text as starts, schedule_issue from appointments order by created_at`,
        )) as unknown as { rows: unknown[] }
      ).rows as { time_slot: string; starts: string | null; schedule_issue: string | null }[];
      assert.deepEqual(
        rows.map((r) => [r.time_slot, r.starts, r.schedule_issue]),
        [
          ['10:00 AM - 10:30 AM', '2026-12-01 10:00:00+00', null],
          ['10:15 AM - 10:45 AM', '2026-12-01 10:15:00+00', 'overlap'],
          ['Ten-ish', null, 'unreadable'],
          ['02:00 PM - 02:30 PM', '2026-12-01 14:00:00+00', null],
        ],
      );
    } finally {
      rmSync(before0009, { recursive: true, force: true });
      await client.close();
    }
  });
});
