import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { dayFromToday, setupTestApp, type Person, type TestApp } from '../../../test/helpers.js';
import { searchTuning } from './appointments.repository.js';
import { longDay } from '../../lib/dates.js';

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
  otherPatient = await t.createPatient({ firstName: 'Omar', lastName: 'Farouk' });
  doctor = await t.createDoctor({ firstName: 'Ana', lastName: 'Silva' });
  otherDoctor = await t.createDoctor({ firstName: 'Marcus', lastName: 'Okafor' });
  admin = await t.createAdmin();
});

const SLOT = '10:00 AM - 10:30 AM';

function book(by: Person, body: Record<string, unknown>) {
  return t.request('POST', '/api/appointment/create', { token: by.token, body });
}

async function booked(by: Person, body: Record<string, unknown>) {
  const reply = await book(by, body);
  assert.equal(reply.status, 201, JSON.stringify(reply.body));
  return reply.body;
}

async function notificationsOf(person: Person): Promise<string[]> {
  const reply = await t.request('GET', `/api/notify/get/${person.userId}`, { token: person.token });
  return reply.body.map((n: { message: string }) => n.message);
}

describe('POST /api/appointment/create', () => {
  it('lets a patient book an approved doctor; it starts pending and embeds both people', async () => {
    const date = dayFromToday(3);
    const appointment = await booked(patient, {
      doctor: doctor.doctorId,
      date,
      timeSlot: `  ${SLOT} `,
      reason: 'Check-up',
    });
    assert.equal(appointment.status, 'pending');
    assert.equal(appointment.date, date);
    assert.equal(appointment.timeSlot, SLOT);
    assert.equal(appointment.reason, 'Check-up');
    assert.equal(appointment.patient._id, patient.patientId);
    assert.equal(appointment.patient.user.firstName, 'Jane');
    assert.equal(appointment.doctor._id, doctor.doctorId);
    assert.equal(appointment.doctor.user.lastName, 'Silva');
    assert.match(appointment.createdAt, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
  });

  it('asks a patient for their date of birth before their first booking; staff may book', async () => {
    const newcomer = await t.createPatient({ firstName: 'Nia', dateOfBirth: null });
    const date = dayFromToday(3);
    const refused = await book(newcomer, { doctor: doctor.doctorId, date, timeSlot: SLOT });
    assert.equal(refused.status, 400);
    assert.equal(
      refused.body.message,
      'Please add your date of birth to your profile before booking an appointment.',
    );
    // Staff may not know it yet: an administrator's booking goes through.
    await booked(admin, {
      patient: newcomer.patientId,
      doctor: doctor.doctorId,
      date,
      timeSlot: SLOT,
    });
    const saved = await t.request('PUT', `/api/user/profile/${newcomer.userId}`, {
      token: newcomer.token,
      body: { dateOfBirth: '1990-05-17' },
    });
    assert.equal(saved.status, 200);
    const later = dayFromToday(4);
    await booked(newcomer, { doctor: doctor.doctorId, date: later, timeSlot: SLOT });
  });

  it('keeps the date part of a full ISO date-time', async () => {
    const date = dayFromToday(5);
    const appointment = await booked(admin, {
      patient: patient.patientId,
      doctor: doctor.doctorId,
      date: `${date}T00:00:00.000Z`,
      timeSlot: SLOT,
    });
    assert.equal(appointment.date, date);
  });

  it('writes the time slot the one way the slot list does, whatever the spacing or case', async () => {
    const appointment = await booked(patient, {
      doctor: doctor.doctorId,
      date: dayFromToday(2),
      timeSlot: '9:00 am-9:30 am',
    });
    assert.equal(appointment.timeSlot, '09:00 AM - 09:30 AM');
  });

  it('notifies the doctor and the patient', async () => {
    const date = dayFromToday(4);
    await booked(patient, { doctor: doctor.doctorId, date, timeSlot: SLOT });
    assert.deepEqual(await notificationsOf(patient), [
      `Your appointment with Dr. Ana Silva on ${longDay(date)} at ${SLOT} was booked.`,
    ]);
    assert.deepEqual(await notificationsOf(doctor), [
      `New appointment with Jane Cooper on ${longDay(date)} at ${SLOT}.`,
    ]);
  });

  it('answers 409 for a second booking of the same doctor, date and slot', async () => {
    const date = dayFromToday(6);
    await booked(patient, { doctor: doctor.doctorId, date, timeSlot: SLOT });
    const second = await book(otherPatient, {
      doctor: doctor.doctorId,
      date,
      timeSlot: '10:00 am - 10:30 am',
    });
    assert.equal(second.status, 409);
    assert.equal(second.body.message, 'This time slot is already booked for this doctor.');
    // Another doctor, or another slot, is fine.
    await booked(otherPatient, { doctor: otherDoctor.doctorId, date, timeSlot: SLOT });
    await booked(otherPatient, { doctor: doctor.doctorId, date, timeSlot: '10:30 AM - 11:00 AM' });
  });

  it('lets exactly one of two simultaneous bookings of one slot through', async () => {
    const date = dayFromToday(7);
    const replies = await Promise.all([
      book(patient, { doctor: doctor.doctorId, date, timeSlot: SLOT }),
      book(otherPatient, { doctor: doctor.doctorId, date, timeSlot: SLOT }),
      book(admin, { patient: patient.patientId, doctor: doctor.doctorId, date, timeSlot: SLOT }),
    ]);
    assert.deepEqual(replies.map((r) => r.status).sort(), [201, 409, 409]);
  });

  it('frees the slot when the first booking is cancelled', async () => {
    const date = dayFromToday(8);
    const first = await booked(patient, { doctor: doctor.doctorId, date, timeSlot: SLOT });
    await t.request('PATCH', `/api/appointment/status/${first._id}`, {
      token: patient.token,
      body: { status: 'cancelled' },
    });
    await booked(otherPatient, { doctor: doctor.doctorId, date, timeSlot: SLOT });
  });

  it('validates the fields with the form messages', async () => {
    const base = {
      patient: patient.patientId,
      doctor: doctor.doctorId,
      date: dayFromToday(2),
      timeSlot: SLOT,
    };
    const cases: [Record<string, unknown>, string | RegExp][] = [
      [{ date: undefined }, 'Date is required.'],
      [{ timeSlot: undefined }, 'Time slot is required.'],
      [{ timeSlot: '   ' }, 'Time slot is required.'],
      [{ date: 'tomorrow' }, 'Date must be a date like 2026-11-24.'],
      [{ date: '2026-02-30' }, 'Date must be a real date like 2026-11-24.'],
      [{ patient: undefined }, 'Patient is required'],
      [{ doctor: undefined }, 'Doctor is required'],
      [{ doctor: 'abc' }, 'Doctor must be a valid id.'],
    ];
    for (const [change, message] of cases) {
      const reply = await book(admin, { ...base, ...change });
      assert.equal(reply.status, 400, JSON.stringify(change));
      assert.equal(reply.body.message, message);
    }
  });

  it('does not let a patient book in the past, for someone else, or with an unapproved doctor', async () => {
    const past = await book(patient, {
      doctor: doctor.doctorId,
      date: dayFromToday(-1),
      timeSlot: SLOT,
    });
    assert.equal(past.status, 400);
    assert.equal(past.body.message, 'The appointment date cannot be in the past.');
    const forOther = await book(patient, {
      patient: otherPatient.patientId,
      doctor: doctor.doctorId,
      date: dayFromToday(1),
      timeSlot: SLOT,
    });
    assert.equal(forOther.status, 403);
    const pending = await t.createDoctor({ approved: false });
    const unapproved = await book(patient, {
      doctor: pending.doctorId,
      date: dayFromToday(1),
      timeSlot: SLOT,
    });
    assert.equal(unapproved.status, 404);
  });

  it('fixes the doctor to the signed-in doctor', async () => {
    const own = await booked(doctor, {
      patient: otherPatient.patientId,
      date: dayFromToday(1),
      timeSlot: SLOT,
    });
    assert.equal(own.doctor._id, doctor.doctorId);
    const forColleague = await book(doctor, {
      patient: patient.patientId,
      doctor: otherDoctor.doctorId,
      date: dayFromToday(1),
      timeSlot: SLOT,
    });
    assert.equal(forColleague.status, 403);
  });

  it('answers 401 without a token, and 403 to a doctor awaiting approval', async () => {
    const anonymous = await t.request('POST', '/api/appointment/create', { body: {} });
    assert.equal(anonymous.status, 401);
    const pending = await t.createDoctor({ approved: false });
    const reply = await book(pending, {
      patient: patient.patientId,
      date: dayFromToday(1),
      timeSlot: SLOT,
    });
    assert.equal(reply.status, 403);
    assert.equal(reply.body.message, 'Your doctor account is awaiting administrator approval.');
  });
});

describe('reading appointments', () => {
  let mine: { _id: string };
  let theirs: { _id: string };
  beforeEach(async () => {
    mine = await booked(patient, {
      doctor: doctor.doctorId,
      date: dayFromToday(1),
      timeSlot: SLOT,
    });
    theirs = await booked(otherPatient, {
      doctor: otherDoctor.doctorId,
      date: dayFromToday(2),
      timeSlot: SLOT,
    });
  });

  it('GET /get/:id: the patient and doctor of the appointment and an admin see it; others get 404', async () => {
    for (const who of [patient, doctor, admin]) {
      const reply = await t.request('GET', `/api/appointment/get/${mine._id}`, {
        token: who.token,
      });
      assert.equal(reply.status, 200);
      assert.equal(reply.body._id, mine._id);
    }
    for (const who of [otherPatient, otherDoctor]) {
      const reply = await t.request('GET', `/api/appointment/get/${mine._id}`, {
        token: who.token,
      });
      assert.equal(reply.status, 404);
      assert.equal(reply.body.message, 'Appointment not found.');
    }
    const missing = await t.request(
      'GET',
      '/api/appointment/get/00000000-0000-4000-8000-000000000000',
      { token: admin.token },
    );
    assert.equal(missing.status, 404);
    assert.equal((await t.request('GET', `/api/appointment/get/${mine._id}`)).status, 401);
  });

  it('GET /all: everything for an admin, only their own for others, with X-Total-Count', async () => {
    const all = await t.request('GET', '/api/appointment/all', { token: admin.token });
    assert.equal(all.body.length, 2);
    assert.equal(all.headers['x-total-count'], '2');
    const own = await t.request('GET', '/api/appointment/all', { token: patient.token });
    assert.deepEqual(
      own.body.map((a: { _id: string }) => a._id),
      [mine._id],
    );
    const doctorOwn = await t.request('GET', '/api/appointment/all', { token: otherDoctor.token });
    assert.deepEqual(
      doctorOwn.body.map((a: { _id: string }) => a._id),
      [theirs._id],
    );
  });

  it('GET /byPatient: newest date first; a doctor sees only their own; another patient gets 404', async () => {
    const later = await booked(admin, {
      patient: patient.patientId,
      doctor: otherDoctor.doctorId,
      date: dayFromToday(9),
      timeSlot: SLOT,
    });
    const earlier = await booked(admin, {
      patient: patient.patientId,
      doctor: doctor.doctorId,
      date: dayFromToday(-5),
      timeSlot: SLOT,
    });
    const url = `/api/appointment/byPatient/${patient.patientId}`;
    const reply = await t.request('GET', url, { token: patient.token });
    assert.deepEqual(
      reply.body.map((a: { _id: string }) => a._id),
      [later._id, mine._id, earlier._id],
    );
    const byDoctor = await t.request('GET', url, { token: doctor.token });
    assert.deepEqual(
      byDoctor.body.map((a: { _id: string }) => a._id),
      [mine._id, earlier._id],
    );
    assert.equal((await t.request('GET', url, { token: otherPatient.token })).status, 404);
  });

  it('GET /byDoctor: the doctor or an admin; another doctor gets 404, a patient 403', async () => {
    const url = `/api/appointment/byDoctor/${doctor.doctorId}`;
    assert.equal((await t.request('GET', url, { token: doctor.token })).body.length, 1);
    assert.equal((await t.request('GET', url, { token: admin.token })).body.length, 1);
    assert.equal((await t.request('GET', url, { token: otherDoctor.token })).status, 404);
    assert.equal((await t.request('GET', url, { token: patient.token })).status, 403);
  });

  it('GET /byUser: by the patient or doctor user id', async () => {
    const asPatient = await t.request('GET', `/api/appointment/byUser/${patient.userId}`, {
      token: patient.token,
    });
    assert.deepEqual(
      asPatient.body.map((a: { _id: string }) => a._id),
      [mine._id],
    );
    const asDoctor = await t.request('GET', `/api/appointment/byUser/${doctor.userId}`, {
      token: doctor.token,
    });
    assert.deepEqual(
      asDoctor.body.map((a: { _id: string }) => a._id),
      [mine._id],
    );
    const foreign = await t.request('GET', `/api/appointment/byUser/${otherPatient.userId}`, {
      token: patient.token,
    });
    assert.equal(foreign.status, 404);
  });

  it('pages with ?page=&limit= and searches with ?q=', async () => {
    for (let i = 0; i < 4; i++) {
      await booked(admin, {
        patient: patient.patientId,
        doctor: doctor.doctorId,
        date: dayFromToday(20 + i),
        timeSlot: SLOT,
        reason: i === 2 ? 'Rash on the arm' : 'Check',
      });
    }
    const page1 = await t.request('GET', '/api/appointment/all?limit=2&page=1', {
      token: admin.token,
    });
    const page3 = await t.request('GET', '/api/appointment/all?limit=2&page=3', {
      token: admin.token,
    });
    assert.equal(page1.headers['x-total-count'], '6');
    assert.equal(page1.body.length, 2);
    assert.equal(page3.body.length, 2);
    assert.equal(page1.body[0].date, dayFromToday(23));
    const search = await t.request('GET', '/api/appointment/all?q=rash', { token: admin.token });
    assert.equal(search.body.length, 1);
    assert.equal(search.headers['x-total-count'], '1');
    const byName = await t.request('GET', '/api/appointment/all?q=okafor', { token: admin.token });
    assert.deepEqual(
      byName.body.map((a: { _id: string }) => a._id),
      [theirs._id],
    );
    const tooBig = await t.request('GET', '/api/appointment/all?limit=500', { token: admin.token });
    assert.equal(tooBig.status, 400);
    assert.equal(tooBig.body.message, 'Limit must be at most 200.');
  });
});

describe('GET /api/appointment/all?q= (the search)', () => {
  interface Row {
    _id: string;
    date: string;
    timeSlot: string;
    status: string;
    reason?: string;
    patient: { user: { firstName: string; lastName: string } | null };
    doctor: { user: { firstName: string; lastName: string } | null };
  }
  const name = (user: { firstName: string; lastName: string } | null) =>
    user ? `${user.firstName} ${user.lastName}` : '';
  /** What the search must find: any of the five texts contains q, any case. */
  const expected = (rows: Row[], q: string) =>
    rows.filter((r) =>
      [name(r.patient.user), name(r.doctor.user), r.reason ?? '', r.timeSlot, r.status].some((x) =>
        x.toLowerCase().includes(q.toLowerCase()),
      ),
    );
  const defaults = { ...searchTuning };
  after(() => Object.assign(searchTuning, defaults));

  it('finds the same rows, in the list order and with the right total, whichever way it reads them', async () => {
    const reasons = ['Rash on the arm', 'Check-up', 'Back pain', '', 'Blood pressure review'];
    const slots = ['09:00 AM - 09:30 AM', '10:00 AM - 10:30 AM', '02:30 PM - 03:00 PM'];
    const people = [
      [patient, doctor],
      [otherPatient, doctor],
      [patient, otherDoctor],
    ] as const;
    for (let i = 0; i < 12; i++) {
      const [p, d] = people[i % 3]!;
      const created = await booked(admin, {
        patient: p.patientId,
        doctor: d.doctorId,
        date: dayFromToday((i * 5) % 17),
        timeSlot: slots[i % 3],
        ...(reasons[i % 5] ? { reason: reasons[i % 5] } : {}),
      });
      if (i % 4 === 0) {
        await t.request('PATCH', `/api/appointment/status/${created._id}`, {
          token: admin.token,
          body: { status: 'confirmed' },
        });
      }
    }
    const all: Row[] = (
      await t.request('GET', '/api/appointment/all?limit=200', { token: admin.token })
    ).body;
    assert.equal(all.length, 12);
    const queries = [
      'jane',
      'SILVA',
      'ana s',
      'rash',
      'check',
      'pm',
      '10:0',
      'firm',
      'pend',
      'a',
      'zz',
      '%',
      'o',
      'ar',
    ];
    for (const tuning of [
      defaults,
      { peopleById: 0, probeMax: defaults.probeMax },
      { peopleById: defaults.peopleById, probeMax: 0 },
    ]) {
      Object.assign(searchTuning, tuning);
      for (const q of queries) {
        const want = expected(all, q).map((r) => r._id);
        for (const [page, limit] of [
          [1, 50],
          [1, 2],
          [2, 2],
          [3, 4],
        ] as const) {
          const reply = await t.request('GET', '/api/appointment/all', {
            token: admin.token,
            query: { q, page: String(page), limit: String(limit) },
          });
          const where = `q=${q} page=${page} limit=${limit} ${JSON.stringify(tuning)}`;
          assert.equal(reply.status, 200, where);
          assert.deepEqual(
            reply.body.map((r: Row) => r._id),
            want.slice((page - 1) * limit, page * limit),
            where,
          );
          // Fewer than countAhead matches: the total is exact.
          assert.equal(reply.headers['x-total-count'], String(want.length), where);
        }
      }
    }
  });

  it('counts at most countAhead matches past the page asked for, so later pages stay reachable', async () => {
    for (let i = 0; i < 9; i++) {
      await booked(admin, {
        patient: patient.patientId,
        doctor: doctor.doctorId,
        date: dayFromToday(i),
        timeSlot: SLOT,
      });
    }
    const total = async (page: number) => {
      const { headers } = await t.request(
        'GET',
        `/api/appointment/all?q=jane&limit=2&page=${page}`,
        { token: admin.token },
      );
      // "exact" unless the answer says the count is only a lower bound
      return `${headers['x-total-count']}${headers['x-total-count-exact'] === 'false' ? '+' : ''}`;
    };
    assert.equal(await total(1), '9', 'the whole count while under the cap');
    Object.assign(searchTuning, { countAhead: 3 });
    assert.equal(await total(1), '5+', 'page 1 (2 rows) and 3 more, a lower bound');
    assert.equal(await total(2), '7+');
    assert.equal(await total(4), '9', 'fewer than the cap past page 4: exact');
    assert.equal(await total(5), '9', 'the last page (not full) is exact again');
    Object.assign(searchTuning, defaults);
  });

  it("counts everyone's appointments from the per-day counters, with the filters", async () => {
    await booked(admin, {
      patient: patient.patientId,
      doctor: doctor.doctorId,
      date: dayFromToday(3),
      timeSlot: SLOT,
    });
    await booked(admin, {
      patient: otherPatient.patientId,
      doctor: doctor.doctorId,
      date: dayFromToday(5),
      timeSlot: SLOT,
    });
    const total = async (query: Record<string, string>) =>
      (await t.request('GET', '/api/appointment/all', { token: admin.token, query })).headers[
        'x-total-count'
      ];
    assert.equal(await total({}), '2');
    assert.equal(await total({ from: dayFromToday(4) }), '1');
    assert.equal(await total({ to: dayFromToday(3), status: 'pending' }), '1');
    assert.equal(await total({ status: 'confirmed' }), '0');
    // A doctor's own list is counted from their rows.
    assert.equal(
      (await t.request('GET', '/api/appointment/all', { token: doctor.token })).headers[
        'x-total-count'
      ],
      '2',
    );
  });

  it('orders a list by start: soonest first or latest first, within a day too', async () => {
    // Booked out of order: a later day first, and on one day the afternoon before the morning.
    const slots = [
      [dayFromToday(6), '09:00 AM - 09:30 AM'],
      [dayFromToday(4), '02:00 PM - 02:30 PM'],
      [dayFromToday(4), '09:00 AM - 09:30 AM'],
      [dayFromToday(5), '11:00 AM - 11:30 AM'],
    ] as const;
    for (const [date, timeSlot] of slots) {
      await booked(admin, { patient: patient.patientId, doctor: doctor.doctorId, date, timeSlot });
    }
    const order = async (query: Record<string, string>) => {
      const reply = await t.request('GET', `/api/appointment/byDoctor/${doctor.doctorId}`, {
        token: doctor.token,
        query,
      });
      assert.equal(reply.status, 200, JSON.stringify(reply.body));
      return (reply.body as { date: string; timeSlot: string }[]).map(
        (a) => `${a.date.slice(0, 10)} ${a.timeSlot.slice(0, 8)}`,
      );
    };
    const at = (day: number, time: string) => `${dayFromToday(day)} ${time}`;
    assert.deepEqual(await order({ order: 'soonest', from: dayFromToday(4) }), [
      at(4, '09:00 AM'),
      at(4, '02:00 PM'),
      at(5, '11:00 AM'),
      at(6, '09:00 AM'),
    ]);
    assert.deepEqual(await order({ order: 'latest', to: dayFromToday(5) }), [
      at(5, '11:00 AM'),
      at(4, '02:00 PM'),
      at(4, '09:00 AM'),
    ]);
    assert.deepEqual(await order({ order: 'soonest', limit: '2', page: '2' }), [
      at(5, '11:00 AM'),
      at(6, '09:00 AM'),
    ]);
    const wrong = await t.request('GET', `/api/appointment/byDoctor/${doctor.doctorId}`, {
      token: doctor.token,
      query: { order: 'random' },
    });
    assert.equal(wrong.status, 400);
  });
});

describe("GET ...?when=upcoming|past (the patient's Upcoming and Past lists)", () => {
  it('puts a cancelled visit in Past though its date is ahead; every visit in one list only', async () => {
    const ahead = await booked(patient, {
      doctor: doctor.doctorId,
      date: dayFromToday(3),
      timeSlot: SLOT,
    });
    const cancelled = await booked(patient, {
      doctor: doctor.doctorId,
      date: dayFromToday(4),
      timeSlot: SLOT,
    });
    const cancel = await t.request('PATCH', `/api/appointment/status/${cancelled._id}`, {
      token: patient.token,
      body: { status: 'cancelled' },
    });
    assert.equal(cancel.status, 200);
    const before = await booked(admin, {
      patient: patient.patientId,
      doctor: doctor.doctorId,
      date: dayFromToday(-5),
      timeSlot: SLOT,
    });
    const list = async (url: string, token: string, query: Record<string, string>) => {
      const reply = await t.request('GET', url, { token, query });
      assert.equal(reply.status, 200, JSON.stringify(reply.body));
      return {
        ids: (reply.body as { _id: string }[]).map((a) => a._id),
        total: Number(reply.headers['x-total-count']),
      };
    };
    const mine = `/api/appointment/byPatient/${patient.patientId}`;
    const today = dayFromToday(0);
    assert.deepEqual(
      await list(mine, patient.token, { when: 'upcoming', today, order: 'soonest' }),
      { ids: [ahead._id], total: 1 },
    );
    assert.deepEqual(await list(mine, patient.token, { when: 'past', today, order: 'latest' }), {
      ids: [cancelled._id, before._id],
      total: 2,
    });
    // Everyone's list (counted from the per-day counters) splits the same way.
    assert.deepEqual(await list('/api/appointment/all', admin.token, { when: 'upcoming', today }), {
      ids: [ahead._id],
      total: 1,
    });
    assert.equal(
      (await list('/api/appointment/all', admin.token, { when: 'past', today })).total,
      2,
    );
    const wrong = await t.request('GET', mine, { token: patient.token, query: { when: 'soon' } });
    assert.equal(wrong.status, 400);
  });
});

describe('the life cycle: PATCH /api/appointment/status/:id', () => {
  let appointment: { _id: string; date: string };
  const setStatus = (who: Person, status: string, id = appointment._id) =>
    t.request('PATCH', `/api/appointment/status/${id}`, { token: who.token, body: { status } });

  beforeEach(async () => {
    appointment = await booked(patient, {
      doctor: doctor.doctorId,
      date: dayFromToday(2),
      timeSlot: SLOT,
    });
  });

  /** An appointment that has begun (entered by an administrator): outcomes follow the visit. */
  const begun = () =>
    booked(admin, {
      patient: patient.patientId,
      doctor: doctor.doctorId,
      date: dayFromToday(-1),
      timeSlot: SLOT,
    });

  it('the doctor confirms, then completes; the patient is told each time', async () => {
    const confirmed = await setStatus(doctor, 'confirmed');
    assert.equal(confirmed.status, 200);
    assert.equal(confirmed.body.status, 'confirmed');
    // Not before it starts (docs/decisions/clinical-actions-in-the-past.md).
    assert.equal((await setStatus(doctor, 'completed')).status, 409);
    const visit = await begun();
    await setStatus(doctor, 'confirmed', visit._id);
    const completed = await setStatus(doctor, 'completed', visit._id);
    assert.equal(completed.body.status, 'completed');
    const messages = await notificationsOf(patient);
    assert.equal(
      messages[0],
      `Your appointment with Dr. Ana Silva on ${longDay(visit.date)} at ${SLOT} was marked as completed.`,
    );
    assert.equal(
      messages[1],
      `Your appointment with Dr. Ana Silva on ${longDay(visit.date)} at ${SLOT} was confirmed.`,
    );
  });

  it('the doctor can mark a confirmed appointment as a no-show, not a pending one', async () => {
    const visit = await begun();
    const early = await setStatus(doctor, 'no-show', visit._id);
    assert.equal(early.status, 409);
    await setStatus(doctor, 'confirmed', visit._id);
    assert.equal((await setStatus(doctor, 'no-show', visit._id)).body.status, 'no-show');
  });

  it('a patient may only cancel, and only a pending or confirmed appointment', async () => {
    const confirm = await setStatus(patient, 'confirmed');
    assert.equal(confirm.status, 403);
    assert.equal(confirm.body.message, 'Patients can only cancel their appointments.');
    const cancelled = await setStatus(patient, 'cancelled');
    assert.equal(cancelled.body.status, 'cancelled');
    assert.match(
      (await notificationsOf(doctor))[0]!,
      /The appointment with Jane Cooper on .* was cancelled\./,
    );
    const again = await setStatus(doctor, 'confirmed');
    assert.equal(again.status, 409);
  });

  it('a completed appointment stays completed for a doctor, an admin may change anything', async () => {
    const visit = await begun();
    await setStatus(doctor, 'confirmed', visit._id);
    assert.equal((await setStatus(doctor, 'completed', visit._id)).status, 200);
    assert.equal((await setStatus(doctor, 'cancelled', visit._id)).status, 409);
    assert.equal((await setStatus(admin, 'pending', visit._id)).body.status, 'pending');
  });

  it('reopening a cancelled appointment whose slot was taken answers 409', async () => {
    await setStatus(patient, 'cancelled');
    await booked(otherPatient, { doctor: doctor.doctorId, date: appointment.date, timeSlot: SLOT });
    const reopen = await setStatus(admin, 'pending');
    assert.equal(reopen.status, 409);
    assert.equal(reopen.body.message, 'This time slot is already booked for this doctor.');
  });

  it('rejects an unknown status; other people get 404', async () => {
    const bad = await setStatus(doctor, 'done');
    assert.equal(bad.status, 400);
    assert.match(
      bad.body.message,
      /^Status must be one of: pending, confirmed, completed, cancelled, no-show/,
    );
    assert.equal((await setStatus(otherPatient, 'cancelled')).status, 404);
    assert.equal((await setStatus(otherDoctor, 'confirmed')).status, 404);
  });
});

describe('PUT /api/appointment/update/:id and DELETE /api/appointment/delete/:id', () => {
  let appointment: { _id: string; date: string };
  beforeEach(async () => {
    appointment = await booked(patient, {
      doctor: doctor.doctorId,
      date: dayFromToday(2),
      timeSlot: SLOT,
      reason: 'Check',
    });
  });

  it('the doctor moves it; both are told about the new date and slot', async () => {
    const date = dayFromToday(3);
    const reply = await t.request('PUT', `/api/appointment/update/${appointment._id}`, {
      token: doctor.token,
      body: { date, timeSlot: '11:00 AM - 11:30 AM', notes: 'Bring the blood test results' },
    });
    assert.equal(reply.status, 200);
    assert.equal(reply.body.date, date);
    assert.equal(reply.body.timeSlot, '11:00 AM - 11:30 AM');
    assert.equal(reply.body.notes, 'Bring the blood test results');
    assert.equal(reply.body.reason, 'Check');
    assert.equal(
      (await notificationsOf(patient))[0],
      `Your appointment with Dr. Ana Silva was moved to ${longDay(date)} at 11:00 AM - 11:30 AM.`,
    );
    // The doctor moved it: their bell is for what others do.
    assert.ok(!(await notificationsOf(doctor)).some((m) => m.includes('was moved')));
  });

  it('a move makes the earlier notifications (the old time) out of date, and read', async () => {
    const notes = async (person: Person) =>
      (await t.request('GET', `/api/notify/get/${person.userId}`, { token: person.token }))
        .body as { message: string; read: boolean; superseded?: boolean }[];
    const [booking] = await notes(patient);
    assert.match(booking!.message, /was booked\.$/);
    assert.equal(booking!.superseded, undefined);
    const moved = await t.request('PUT', `/api/appointment/update/${appointment._id}`, {
      token: admin.token,
      body: { date: dayFromToday(3), timeSlot: '11:00 AM - 11:30 AM' },
    });
    assert.equal(moved.status, 200);
    const [latest, earlier] = await notes(patient);
    assert.match(latest!.message, /was moved to /);
    assert.deepEqual([latest!.read, latest!.superseded], [false, undefined]);
    assert.match(earlier!.message, /was booked\.$/);
    assert.deepEqual([earlier!.read, earlier!.superseded], [true, true]);
    const [doctorLatest, doctorEarlier] = await notes(doctor);
    assert.match(doctorLatest!.message, /was moved to /);
    assert.match(doctorEarlier!.message, /^New appointment with Jane Cooper/);
    assert.equal(doctorEarlier!.superseded, true);
  });

  it('tells the doctor nothing of their own changes; the patient is told', async () => {
    const before = (await notificationsOf(doctor)).length;
    const confirmed = await t.request('PATCH', `/api/appointment/status/${appointment._id}`, {
      token: doctor.token,
      body: { status: 'confirmed' },
    });
    assert.equal(confirmed.status, 200);
    const created = await book(doctor, {
      patient: patient.patientId,
      date: dayFromToday(5),
      timeSlot: SLOT,
    });
    assert.equal(created.status, 201);
    assert.equal((await notificationsOf(doctor)).length, before);
    const told = await notificationsOf(patient);
    assert.match(told[0]!, /^Your appointment with Dr\. Ana Silva on .* was booked\.$/);
    assert.match(told[1]!, /was confirmed\.$/);
  });

  it('moving onto a taken slot answers 409', async () => {
    const date = dayFromToday(3);
    await booked(otherPatient, { doctor: doctor.doctorId, date, timeSlot: SLOT });
    const reply = await t.request('PUT', `/api/appointment/update/${appointment._id}`, {
      token: doctor.token,
      body: { date },
    });
    assert.equal(reply.status, 409);
  });

  it('a patient cannot change it (403), another doctor gets 404, a finished one cannot move', async () => {
    const byPatient = await t.request('PUT', `/api/appointment/update/${appointment._id}`, {
      token: patient.token,
      body: { notes: 'x' },
    });
    assert.equal(byPatient.status, 403);
    const byOther = await t.request('PUT', `/api/appointment/update/${appointment._id}`, {
      token: otherDoctor.token,
      body: { notes: 'x' },
    });
    assert.equal(byOther.status, 404);
    await t.request('PATCH', `/api/appointment/status/${appointment._id}`, {
      token: patient.token,
      body: { status: 'cancelled' },
    });
    const move = await t.request('PUT', `/api/appointment/update/${appointment._id}`, {
      token: doctor.token,
      body: { date: dayFromToday(5) },
    });
    assert.equal(move.status, 409);
    const badDate = await t.request('PUT', `/api/appointment/update/${appointment._id}`, {
      token: admin.token,
      body: { date: 'soon' },
    });
    assert.equal(badDate.status, 400);
  });

  it('the doctor or an admin deletes it; a patient gets 403, another doctor 404', async () => {
    const url = `/api/appointment/delete/${appointment._id}`;
    assert.equal((await t.request('DELETE', url, { token: patient.token })).status, 403);
    assert.equal((await t.request('DELETE', url, { token: otherDoctor.token })).status, 404);
    const deleted = await t.request('DELETE', url, { token: doctor.token });
    assert.equal(deleted.status, 200);
    assert.equal(
      (await t.request('GET', `/api/appointment/get/${appointment._id}`, { token: admin.token }))
        .status,
      404,
    );
    assert.equal((await t.request('DELETE', url, { token: admin.token })).status, 404);
  });
});

describe('GET /api/doctor/slots/:doctorId', () => {
  it('lists 16 half-hour slots from 09:00 to 17:00 and marks the booked ones', async () => {
    const date = dayFromToday(4);
    await booked(patient, { doctor: doctor.doctorId, date, timeSlot: SLOT });
    const cancelled = await booked(otherPatient, {
      doctor: doctor.doctorId,
      date,
      timeSlot: '02:00 PM - 02:30 PM',
    });
    await t.request('PATCH', `/api/appointment/status/${cancelled._id}`, {
      token: otherPatient.token,
      body: { status: 'cancelled' },
    });
    const reply = await t.request('GET', `/api/doctor/slots/${doctor.doctorId}?date=${date}`, {
      token: patient.token,
    });
    assert.equal(reply.status, 200);
    assert.equal(reply.body.length, 16);
    assert.equal(reply.body[0].timeSlot, '09:00 AM - 09:30 AM');
    assert.equal(reply.body[15].timeSlot, '04:30 PM - 05:00 PM');
    const taken = reply.body
      .filter((s: { available: boolean }) => !s.available)
      .map((s: { timeSlot: string }) => s.timeSlot);
    assert.deepEqual(taken, [SLOT]);
  });

  it('has no free slot in the past, and needs a valid date', async () => {
    const past = await t.request(
      'GET',
      `/api/doctor/slots/${doctor.doctorId}?date=${dayFromToday(-1)}`,
      { token: patient.token },
    );
    assert.ok(past.body.every((s: { available: boolean }) => !s.available));
    const missing = await t.request('GET', `/api/doctor/slots/${doctor.doctorId}`, {
      token: patient.token,
    });
    assert.equal(missing.status, 400);
    assert.equal(missing.body.message, 'Date is required.');
  });
});
