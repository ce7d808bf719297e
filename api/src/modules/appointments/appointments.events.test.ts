// What follows a booking is a domain event handled after commit: a handler sees the committed
// appointment, a rolled-back change tells no handler, and a failing handler fails no booking.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { dayFromToday, setupTestApp, type Person, type TestApp } from '../../../test/helpers.js';
import { appointmentChanged } from './appointments.events.js';
import { findAppointment } from './appointments.repository.js';

let t: TestApp;
let patient: Person;
let doctor: Person;

/** What the handlers of this file saw (they stay subscribed for the app's life). */
let seen: { id: string; committed: string | null }[] = [];
let failing = false;
let afterFailing: string[] = [];

before(async () => {
  t = await setupTestApp();
  t.app.domainEvents.on('appointment.booked', 'test: sees the booking', async (event) => {
    // Read beside the booking's transaction, not through it: on PostgreSQL another connection
    // sees only what is committed; on the embedded database (one connection) a read while the
    // transaction were still open would wait for it forever.
    const row = await findAppointment(t.db, event.appointment.id);
    seen.push({ id: event.appointment.id, committed: row?.status ?? null });
  });
  t.app.domainEvents.on('appointment.booked', 'test: fails', () => {
    if (failing) throw new Error('the handler failed');
  });
  t.app.domainEvents.on('appointment.booked', 'test: after the failing one', (event) => {
    afterFailing.push(event.appointment.id);
  });
});
after(() => t.close());
beforeEach(async () => {
  await t.reset();
  seen = [];
  afterFailing = [];
  failing = false;
  patient = await t.createPatient({ firstName: 'Jane', lastName: 'Cooper' });
  doctor = await t.createDoctor({ firstName: 'Ana', lastName: 'Silva' });
});

const SLOT = '10:00 AM - 10:30 AM';

function book(day: number) {
  return t.request('POST', '/api/appointment/create', {
    token: patient.token,
    body: { doctor: doctor.doctorId, date: dayFromToday(day), timeSlot: SLOT },
  });
}

describe('appointment events', () => {
  it('a handler of appointment.booked runs once the booking is committed', async () => {
    const reply = await book(3);
    assert.equal(reply.status, 201, JSON.stringify(reply.body));
    assert.deepEqual(seen, [{ id: reply.body._id, committed: 'pending' }]);
  });

  it('a rolled-back transaction tells no handler', async () => {
    const booked = await book(3);
    assert.equal(booked.status, 201);
    seen = [];
    const row = (await findAppointment(t.db, booked.body._id))!;
    await assert.rejects(
      t.app.domainEvents.transaction(async (_tx, emit) => {
        emit(appointmentChanged('booked', row));
        throw new Error('rolled back');
      }),
      /rolled back/,
    );
    assert.deepEqual(seen, []);
    // The same event, committed, is handled: the test above is not empty by accident.
    await t.app.domainEvents.transaction(async (_tx, emit) =>
      emit(appointmentChanged('booked', row)),
    );
    assert.deepEqual(seen, [{ id: row.id, committed: 'pending' }]);
  });

  it('a failing handler fails no booking, and the handlers after it still run', async () => {
    failing = true;
    const reply = await book(4);
    assert.equal(reply.status, 201, JSON.stringify(reply.body));
    const row = await findAppointment(t.db, reply.body._id);
    assert.equal(row?.status, 'pending');
    assert.deepEqual(afterFailing, [reply.body._id]);
    // The modules' own handlers ran too: the doctor was told.
    const notes = await t.request('GET', `/api/notify/get/${doctor.userId}`, {
      token: doctor.token,
    });
    assert.equal(notes.body.length, 1);
  });
});
