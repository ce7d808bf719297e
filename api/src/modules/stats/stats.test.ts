import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { dayFromToday, setupTestApp, type Person, type TestApp } from '../../../test/helpers.js';
import { DEFAULT_WEEKS, mondayOf } from './no-shows.repository.js';

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

async function book(doctorId: string, patientId: string, days: number, slot: string) {
  const reply = await t.request('POST', '/api/appointment/create', {
    token: admin.token,
    body: { patient: patientId, doctor: doctorId, date: dayFromToday(days), timeSlot: slot },
  });
  assert.equal(reply.status, 201);
  return reply.body._id as string;
}

beforeEach(async () => {
  await t.reset();
  patient = await t.createPatient();
  otherPatient = await t.createPatient();
  doctor = await t.createDoctor();
  otherDoctor = await t.createDoctor();
  admin = await t.createAdmin();
  await t.createDoctor({ approved: false });
  // Dr. 1 with patient 1: today, yesterday (completed), 3 days ago, 10 days ago (outside the week), in 2 days.
  await book(doctor.doctorId!, patient.patientId!, 0, '09:00 AM - 09:30 AM');
  const yesterday = await book(doctor.doctorId!, patient.patientId!, -1, '09:00 AM - 09:30 AM');
  await t.request('PATCH', `/api/appointment/status/${yesterday}`, {
    token: admin.token,
    body: { status: 'completed' },
  });
  await book(doctor.doctorId!, patient.patientId!, -3, '09:00 AM - 09:30 AM');
  await book(doctor.doctorId!, patient.patientId!, -10, '09:00 AM - 09:30 AM');
  await book(doctor.doctorId!, patient.patientId!, 2, '09:00 AM - 09:30 AM');
  // Dr. 2 with patient 2: today.
  await book(otherDoctor.doctorId!, otherPatient.patientId!, 0, '09:00 AM - 09:30 AM');
  // Complaints: patient 1 two open, one in review; patient 2 one resolved.
  for (const subject of ['A', 'B', 'C']) {
    await t.request('POST', '/api/health/create', { token: patient.token, body: { subject } });
  }
  const all = await t.request('GET', '/api/health/all', { token: patient.token });
  await t.request('PATCH', `/api/health/status/${all.body[0]._id}`, {
    token: doctor.token,
    body: { status: 'in review' },
  });
  const other = await t.request('POST', '/api/health/create', {
    token: otherPatient.token,
    body: { subject: 'D' },
  });
  await t.request('PATCH', `/api/health/status/${other.body._id}`, {
    token: admin.token,
    body: { status: 'resolved' },
  });
  // A food plan rated 3, then another rated 5 (the latest).
  for (const rating of [3, 5]) {
    const plan = await t.request('POST', '/api/foods/create', {
      token: doctor.token,
      body: { patient: patient.patientId, recommendedFoods: [{ name: 'Oats' }] },
    });
    await t.request('POST', `/api/foods/feedback/${plan.body._id}`, {
      token: patient.token,
      body: { rating },
    });
  }
});

describe('GET /api/stats/admin', () => {
  it('counts people, appointments per day of the last 7 days, complaints by status and ratings', async () => {
    const reply = await t.request('GET', '/api/stats/admin', { token: admin.token });
    assert.equal(reply.status, 200);
    const s = reply.body;
    assert.equal(s.patients, 2);
    assert.equal(s.doctors, 3);
    assert.equal(s.pendingDoctors, 1);
    assert.equal(s.appointments.total, 6);
    assert.equal(s.appointments.last7Days.length, 7);
    assert.deepEqual(s.appointments.last7Days.at(-1), { date: dayFromToday(0), count: 2 });
    assert.deepEqual(s.appointments.last7Days[0], { date: dayFromToday(-6), count: 0 });
    assert.equal(
      s.appointments.last7Days.find((d: { date: string }) => d.date === dayFromToday(-3)).count,
      1,
    );
    assert.equal(
      s.appointments.averagePerDay,
      0.6,
      '4 appointments in the last 7 days / 7, to one decimal',
    );
    assert.deepEqual(s.appointments.byStatus, [
      { status: 'completed', count: 1 },
      { status: 'pending', count: 5 },
    ]);
    assert.equal(s.appointments.upcoming, 3);
    assert.deepEqual(s.health.byStatus, [
      { status: 'open', count: 2 },
      { status: 'in review', count: 1 },
      { status: 'resolved', count: 1 },
    ]);
    assert.equal(s.health.topStatus, 'open');
    assert.deepEqual(s.nutrition, { plans: 2, ratings: 2, latestRating: 5, averageRating: 4 });
    assert.deepEqual(s.sports, { plans: 0, ratings: 0, latestRating: null, averageRating: null });
  });

  it('is for administrators only', async () => {
    assert.equal((await t.request('GET', '/api/stats/admin', { token: doctor.token })).status, 403);
    assert.equal((await t.request('GET', '/api/stats/admin')).status, 401);
  });
});

describe('GET /api/stats/admin?from&to', () => {
  const stats = (query: Record<string, string>) =>
    t.request('GET', '/api/stats/admin', { token: admin.token, query });
  /** Moves a row's timestamp `days` back, as if it had been made then. */
  const ageBy = (table: string, column: string, id: string, days: number) =>
    t.sql(
      sql`update ${sql.identifier(table)} set ${sql.identifier(column)} = ${sql.identifier(column)} - make_interval(days => ${days}) where id = ${id}`,
    );

  it('counts the appointments dated in the period, by status and by day', async () => {
    const reply = await stats({ from: dayFromToday(-3), to: dayFromToday(-1) });
    assert.equal(reply.status, 200);
    const a = reply.body.appointments;
    assert.deepEqual(reply.body.range, { from: dayFromToday(-3), to: dayFromToday(-1) });
    assert.equal(a.total, 2);
    assert.deepEqual(a.byStatus, [
      { status: 'completed', count: 1 },
      { status: 'pending', count: 1 },
    ]);
    assert.deepEqual(a.byDay, [
      { date: dayFromToday(-3), count: 1 },
      { date: dayFromToday(-1), count: 1 },
    ]);
    assert.equal(a.averagePerDay, 0.7, '2 appointments over 3 days');
    assert.equal(a.upcoming, 0);
    assert.deepEqual(a.last7Days.at(-1), { date: dayFromToday(-1), count: 1 });
    assert.equal(a.last7Days.find((d: { date: string }) => d.date === dayFromToday(-7)).count, 0);
    // People are counted as of today, whatever the period.
    assert.equal(reply.body.patients, 2);

    const fromToday = await stats({ from: dayFromToday(0) });
    assert.equal(fromToday.body.appointments.total, 3);
    assert.equal(fromToday.body.appointments.upcoming, 3);
    assert.deepEqual(fromToday.body.range, { from: dayFromToday(0), to: null });
    const untilLastWeek = await stats({ to: dayFromToday(-7) });
    assert.equal(untilLastWeek.body.appointments.total, 1);
    assert.deepEqual(untilLastWeek.body.appointments.byDay, [
      { date: dayFromToday(-10), count: 1 },
    ]);
    assert.equal(untilLastWeek.body.appointments.averagePerDay, 0.3, '1 appointment over 4 days');
  });

  it('counts the complaints made in the period, and the plans and ratings made or given in it', async () => {
    const complaints = await t.sql<{ id: string }>(
      sql`select id from health_complaints where subject = 'A'`,
    );
    await ageBy('health_complaints', 'created_at', complaints[0]!.id, 2);
    const feedback = await t.sql<{ id: string; plan_id: string }>(
      sql`select id, plan_id from food_feedback where rating = 3`,
    );
    await ageBy('food_feedback', 'updated_at', feedback[0]!.id, 2);
    await ageBy('food_plans', 'created_at', feedback[0]!.plan_id, 3);

    const past = await stats({ from: dayFromToday(-3), to: dayFromToday(-1) });
    assert.equal(past.status, 200);
    assert.equal(past.body.health.total, 1);
    assert.equal(past.body.health.byStatus.length, 1);
    assert.deepEqual(past.body.nutrition, {
      plans: 1,
      ratings: 1,
      latestRating: 3,
      averageRating: 3,
    });
    const today = await stats({ from: dayFromToday(0), to: dayFromToday(0) });
    assert.equal(today.body.health.total, 3);
    assert.deepEqual(today.body.nutrition, {
      plans: 1,
      ratings: 1,
      latestRating: 5,
      averageRating: 5,
    });
    const allTime = await stats({});
    assert.equal(allTime.body.health.total, 4);
    assert.equal(allTime.body.nutrition.ratings, 2);
    assert.equal(allTime.body.range, undefined);
    assert.equal(allTime.body.appointments.byDay, undefined);
  });

  it('refuses a period that ends before it starts, or dates that are not dates', async () => {
    const reversed = await stats({ from: dayFromToday(0), to: dayFromToday(-1) });
    assert.equal(reversed.status, 400);
    assert.equal(
      reversed.body.message,
      'The start date (from) must be on or before the end date (to).',
    );
    for (const bad of ['2026-02-30', 'yesterday', '2026-1-5']) {
      const reply = await stats({ from: bad });
      assert.equal(reply.status, 400, bad);
      assert.equal(reply.body.message, 'From must be a date like 2026-11-24.', bad);
      assert.equal(reply.body.stack, undefined);
    }
    const sameDay = await stats({ from: dayFromToday(0), to: dayFromToday(0) });
    assert.equal(sameDay.status, 200);
    assert.equal(sameDay.body.appointments.total, 2);
  });
});

describe('GET /api/stats/doctor/:doctorId and /api/stats/patient/:patientId', () => {
  it("counts only the doctor's own appointments, patients and their patients' complaints", async () => {
    const reply = await t.request('GET', `/api/stats/doctor/${doctor.doctorId}`, {
      token: doctor.token,
    });
    assert.equal(reply.status, 200);
    assert.equal(reply.body.patients, 1);
    assert.equal(reply.body.appointments.total, 5);
    assert.equal(reply.body.appointments.last7Days.at(-1).count, 1);
    assert.equal(reply.body.health.total, 3);
    assert.equal(reply.body.health.topStatus, 'open');
    assert.equal(reply.body.nutrition.latestRating, 5);
    assert.equal(
      (await t.request('GET', `/api/stats/doctor/${doctor.doctorId}`, { token: otherDoctor.token }))
        .status,
      404,
    );
    assert.equal(
      (await t.request('GET', `/api/stats/doctor/${doctor.doctorId}`, { token: patient.token }))
        .status,
      403,
    );
    assert.equal(
      (await t.request('GET', `/api/stats/doctor/${doctor.doctorId}`, { token: admin.token }))
        .status,
      200,
    );
  });

  it("counts the patient's own figures; another patient gets 404", async () => {
    const reply = await t.request('GET', `/api/stats/patient/${otherPatient.patientId}`, {
      token: otherPatient.token,
    });
    assert.equal(reply.status, 200);
    assert.equal(reply.body.doctors, 1);
    assert.equal(reply.body.appointments.total, 1);
    assert.deepEqual(reply.body.health.byStatus, [{ status: 'resolved', count: 1 }]);
    assert.equal(reply.body.health.topStatus, 'resolved');
    assert.equal(reply.body.nutrition.latestRating, null);
    assert.equal(
      (
        await t.request('GET', `/api/stats/patient/${otherPatient.patientId}`, {
          token: patient.token,
        })
      ).status,
      404,
    );
  });

  it('answers topStatus null when there are no complaints', async () => {
    const fresh = await t.createPatient();
    const reply = await t.request('GET', `/api/stats/patient/${fresh.patientId}`, {
      token: fresh.token,
    });
    assert.equal(reply.body.health.topStatus, null);
    assert.equal(reply.body.appointments.averagePerDay, 0);
  });
});

describe('the per-day appointment counters behind the admin figures', () => {
  const counted = async () => {
    const direct = await t.sql<{ date: string; status: string; n: number }>(
      sql`select date::text as date, status, count(*)::int as n from appointments group by 1, 2 order by 1, 2`,
    );
    const kept = await t.sql<{ date: string; status: string; n: number }>(
      sql`select date::text as date, status, n from appointment_day_counts where n <> 0 order by 1, 2`,
    );
    return { direct, kept };
  };

  it('always equal a count of the appointments, through bookings, status changes, moves, deletions', async () => {
    const slots = ['09:00 AM - 09:30 AM', '09:30 AM - 10:00 AM', '10:00 AM - 10:30 AM'];
    const op = fc.oneof(
      fc.record({
        kind: fc.constant('book' as const),
        day: fc.integer({ min: -3, max: 3 }),
        slot: fc.integer({ min: 0, max: 2 }),
      }),
      fc.record({
        kind: fc.constant('status' as const),
        pick: fc.nat(),
        status: fc.constantFrom('confirmed', 'cancelled', 'completed', 'pending'),
      }),
      fc.record({
        kind: fc.constant('move' as const),
        pick: fc.nat(),
        day: fc.integer({ min: -3, max: 3 }),
      }),
      fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), async (ops) => {
        const ids = (
          await t.sql<{ id: string }>(sql`select id from appointments order by created_at`)
        ).map((r) => r.id);
        for (const o of ops) {
          if (o.kind === 'book') {
            const reply = await t.request('POST', '/api/appointment/create', {
              token: admin.token,
              body: {
                patient: patient.patientId,
                doctor: otherDoctor.doctorId,
                date: dayFromToday(o.day),
                timeSlot: slots[o.slot],
              },
            });
            if (reply.status === 201) ids.push(reply.body._id);
            continue;
          }
          if (ids.length === 0) continue;
          const id = ids[o.pick % ids.length]!;
          if (o.kind === 'status') {
            await t.request('PATCH', `/api/appointment/status/${id}`, {
              token: admin.token,
              body: { status: o.status },
            });
          } else if (o.kind === 'move') {
            await t.request('PUT', `/api/appointment/update/${id}`, {
              token: admin.token,
              body: { date: dayFromToday(o.day) },
            });
          } else {
            await t.request('DELETE', `/api/appointment/delete/${id}`, { token: admin.token });
            ids.splice(ids.indexOf(id), 1);
          }
        }
        const { direct, kept } = await counted();
        assert.deepEqual(kept, direct);
      }),
      { numRuns: 5 },
    );
    // Deleting a patient cancels many at once, and cascades keep the counters right too.
    await t.request('DELETE', `/api/patient/delete/${patient.patientId}`, { token: admin.token });
    await t.sql(sql`delete from patients where id = ${otherPatient.patientId}`);
    const { direct, kept } = await counted();
    assert.deepEqual(kept, direct);
  });
});

describe('GET /api/stats/admin/no-shows', () => {
  async function mark(id: string, status: 'completed' | 'no-show') {
    const reply = await t.request('PATCH', `/api/appointment/status/${id}`, {
      token: admin.token,
      body: { status },
    });
    assert.equal(reply.status, 200, JSON.stringify(reply.body));
  }

  it('weeks start on Monday', () => {
    assert.equal(mondayOf('2026-11-26'), '2026-11-23', 'a Thursday');
    assert.equal(mondayOf('2026-11-23'), '2026-11-23', 'a Monday');
    assert.equal(mondayOf('2026-11-29'), '2026-11-23', 'a Sunday');
    assert.equal(mondayOf('2027-01-01'), '2026-12-28', 'across a year');
  });

  it('counts missed visits among those with an outcome, per week and per doctor', async () => {
    // Dr. 1: yesterday completed (fixture), 3 days ago missed. Dr. 2: 8 and 9 days ago completed,
    // 15 days ago missed. Pending and future visits have no outcome and do not count.
    const [threeAgo] = await t.sql<{ id: string }>(
      sql`select id from appointments where doctor_id = ${doctor.doctorId!} and date = ${dayFromToday(-3)}::date`,
    );
    await mark(threeAgo!.id, 'no-show');
    for (const [days, status] of [
      [-8, 'completed'],
      [-9, 'completed'],
      [-15, 'no-show'],
    ] as const)
      await mark(
        await book(otherDoctor.doctorId!, otherPatient.patientId!, days, '10:00 AM - 10:30 AM'),
        status,
      );

    const reply = await t.request('GET', '/api/stats/admin/no-shows', { token: admin.token });
    assert.equal(reply.status, 200, JSON.stringify(reply.body));
    const figures = reply.body;
    assert.deepEqual(
      { outcomes: figures.outcomes, noShows: figures.noShows, rate: figures.rate },
      { outcomes: 5, noShows: 2, rate: 0.4 },
    );
    assert.equal(figures.range.to, dayFromToday(0));
    assert.equal(figures.byWeek.length, DEFAULT_WEEKS, 'every week of the period, none skipped');
    assert.equal(figures.byWeek.at(-1).week, mondayOf(dayFromToday(0)));
    // Each visit in the week of its date.
    const expected = new Map<string, { outcomes: number; noShows: number }>();
    for (const [days, missed] of [
      [-1, 0],
      [-3, 1],
      [-8, 0],
      [-9, 0],
      [-15, 1],
    ] as const) {
      const week = mondayOf(dayFromToday(days));
      const entry = expected.get(week) ?? { outcomes: 0, noShows: 0 };
      expected.set(week, { outcomes: entry.outcomes + 1, noShows: entry.noShows + missed });
    }
    for (const row of figures.byWeek as {
      week: string;
      outcomes: number;
      noShows: number;
      rate: number | null;
    }[]) {
      const want = expected.get(row.week) ?? { outcomes: 0, noShows: 0 };
      assert.equal(row.outcomes, want.outcomes, row.week);
      assert.equal(row.noShows, want.noShows, row.week);
      assert.equal(row.rate, want.outcomes ? want.noShows / want.outcomes : null, row.week);
    }
    assert.deepEqual(
      figures.byDoctor.map(
        (d: { doctorId: string; outcomes: number; noShows: number; rate: number }) => [
          d.doctorId,
          d.outcomes,
          d.noShows,
          d.rate,
        ],
      ),
      [
        [doctor.doctorId, 2, 1, 0.5],
        [otherDoctor.doctorId, 3, 1, 0.333],
      ],
      'the highest rate first',
    );
  });

  it('a period narrows it, and its weeks', async () => {
    const [threeAgo] = await t.sql<{ id: string }>(
      sql`select id from appointments where doctor_id = ${doctor.doctorId!} and date = ${dayFromToday(-3)}::date`,
    );
    await mark(threeAgo!.id, 'no-show');
    const from = dayFromToday(-2);
    const to = dayFromToday(0);
    const reply = await t.request('GET', `/api/stats/admin/no-shows?from=${from}&to=${to}`, {
      token: admin.token,
    });
    assert.equal(reply.status, 200);
    assert.deepEqual(reply.body.range, { from, to });
    assert.deepEqual(
      [reply.body.outcomes, reply.body.noShows],
      [1, 0],
      'only yesterday’s completed visit',
    );
    assert.equal(reply.body.byWeek[0].week, mondayOf(from));
    const empty = await t.request(
      'GET',
      `/api/stats/admin/no-shows?from=${dayFromToday(30)}&to=${dayFromToday(40)}`,
      { token: admin.token },
    );
    assert.equal(empty.body.rate, null, 'no outcomes: no rate, not 0 %');
    assert.deepEqual(empty.body.byDoctor, []);
    const backwards = await t.request('GET', `/api/stats/admin/no-shows?from=${to}&to=${from}`, {
      token: admin.token,
    });
    assert.equal(backwards.status, 400);
  });

  it('is for administrators only', async () => {
    assert.equal((await t.request('GET', '/api/stats/admin/no-shows')).status, 401);
    for (const who of [doctor, patient])
      assert.equal(
        (await t.request('GET', '/api/stats/admin/no-shows', { token: who.token })).status,
        403,
      );
  });
});
