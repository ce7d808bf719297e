// Domain events are durable: written in their change's transaction (a rolled-back change leaves
// none), and the sweep handles what the dispatch after commit did not (a handler that failed, a
// process that stopped first), once per event however many instances sweep.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, beforeEach, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { domainEvents } from '../db/schema.js';
import { dayFromToday, setupTestApp, type Person, type TestApp } from '../../test/helpers.js';
import { findAppointment } from '../modules/appointments/appointments.repository.js';
import {
  createDomainEvents,
  DOMAIN_EVENT_MAX_ATTEMPTS,
  type DomainEvent,
} from './domain-events.js';

let t: TestApp;
let patient: Person;
let doctor: Person;
let failOnce = false;
let handled: string[] = [];

const HOUR = 60 * 60_000;
const inAnHour = () => new Date(Date.now() + HOUR);

before(async () => {
  t = await setupTestApp();
  // This file sweeps by hand: the app's own sweep every 30 seconds would race its counts.
  await t.app.domainEvents.close();
  t.app.domainEvents.on('appointment.booked', 'test: fails once', (event) => {
    if (failOnce) {
      failOnce = false;
      throw new Error('the handler failed');
    }
    handled.push(event.appointment.id);
  });
});
after(() => t.close());
beforeEach(async () => {
  await t.reset();
  failOnce = false;
  handled = [];
  patient = await t.createPatient({ firstName: 'Jane', lastName: 'Cooper' });
  doctor = await t.createDoctor({ firstName: 'Ana', lastName: 'Silva' });
});

function book(day: number) {
  return t.request('POST', '/api/appointment/create', {
    token: patient.token,
    body: { doctor: doctor.doctorId, date: dayFromToday(day), timeSlot: '10:00 AM - 10:30 AM' },
  });
}

const rows = () => t.db.select().from(domainEvents).orderBy(domainEvents.id);

async function doctorsNotes(): Promise<number> {
  const notes = await t.request('GET', `/api/notify/get/${doctor.userId}`, {
    token: doctor.token,
  });
  return (notes.body as unknown[]).length;
}

const careEnded = (): DomainEvent => ({
  type: 'care.ended',
  careId: randomUUID(),
  patientId: patient.patientId!,
  doctorId: doctor.doctorId!,
});

describe('durable domain events', () => {
  it('a handled event is recorded as handled, with every handler done', async () => {
    const reply = await book(3);
    assert.equal(reply.status, 201, JSON.stringify(reply.body));
    const [row] = await rows();
    assert.equal(row?.type, 'appointment.booked');
    assert.notEqual(row?.handledAt, null);
    assert.equal(row?.attempts, 1);
    assert.ok(row?.handlersDone.includes('test: fails once'));
    assert.deepEqual(handled, [reply.body._id]);
  });

  it('a handler that failed is run again by the sweep, and only that one', async () => {
    failOnce = true;
    const reply = await book(3);
    assert.equal(reply.status, 201, JSON.stringify(reply.body));
    assert.deepEqual(handled, []);
    const [failed] = await rows();
    assert.equal(failed?.handledAt, null);
    assert.equal(failed?.lastError, 'the handler failed');
    assert.ok(failed?.handlersDone.includes('notifications'));
    assert.equal(await doctorsNotes(), 1);

    // Not before its backoff is over.
    assert.equal(await t.app.domainEvents.sweep(), 0);
    assert.equal(await t.app.domainEvents.sweep(inAnHour()), 1);
    assert.deepEqual(handled, [reply.body._id]);
    const [row] = await rows();
    assert.notEqual(row?.handledAt, null);
    assert.equal(row?.attempts, 2);
    // The handlers that had succeeded did not run again: the doctor was told once.
    assert.equal(await doctorsNotes(), 1);
  });

  it('an event committed by a process that stopped before its dispatch is handled by the sweep', async () => {
    const reply = await book(3);
    assert.equal(reply.status, 201, JSON.stringify(reply.body));
    // The care team ended and the process stopped at once: the event is written, not handled.
    await t.db.transaction((tx) => t.app.domainEvents.write(tx, [careEnded()]));
    assert.equal((await findAppointment(t.db, reply.body._id))?.status, 'pending');

    // The start-up pass and the periodic one are this sweep.
    assert.equal(await t.app.domainEvents.sweep(), 1);
    assert.equal((await findAppointment(t.db, reply.body._id))?.status, 'cancelled');
    const ended = (await rows()).find((r) => r.type === 'care.ended');
    assert.notEqual(ended?.handledAt, null);
  });

  it('a rolled-back transaction leaves no event', async () => {
    await assert.rejects(
      t.app.domainEvents.transaction(async (_tx, emit) => {
        emit(careEnded());
        throw new Error('rolled back');
      }),
      /rolled back/,
    );
    await assert.rejects(
      t.db.transaction(async (tx) => {
        await t.app.domainEvents.write(tx, [careEnded()]);
        throw new Error('rolled back');
      }),
      /rolled back/,
    );
    assert.deepEqual(await rows(), []);
    // The same, committed, is written: the check above is not empty by accident.
    await t.app.domainEvents.transaction(async (_tx, emit) => emit(careEnded()));
    assert.equal((await rows()).length, 1);
  });

  it('two instances sweeping at once handle each event once', async () => {
    const seen: string[] = [];
    const instances = [0, 1].map(() => createDomainEvents(t.db, t.app.log));
    for (const instance of instances)
      instance.on('care.ended', 'test: count', async (event) => {
        // A round trip, so the two sweeps overlap.
        await rows();
        seen.push(event.careId);
      });
    const events = Array.from({ length: 8 }, careEnded);
    await t.db.transaction((tx) => instances[0]!.write(tx, events));

    const taken = await Promise.all(instances.map((instance) => instance.sweep()));
    assert.equal(taken[0]! + taken[1]!, events.length);
    assert.deepEqual(
      [...seen].sort(),
      events.map((e) => (e.type === 'care.ended' ? e.careId : '')).sort(),
    );
    assert.ok((await rows()).every((r) => r.handledAt !== null && r.attempts === 1));
  });

  it('an event that keeps failing stays, with its error, after its last try', async () => {
    const instance = createDomainEvents(t.db, t.app.log);
    instance.on('care.ended', 'test: always fails', () => {
      throw new Error('still failing');
    });
    await t.db.transaction((tx) => instance.write(tx, [careEnded()]));
    let at = Date.now();
    for (let i = 0; i < DOMAIN_EVENT_MAX_ATTEMPTS + 2; i++) {
      at += 2 * HOUR;
      await instance.sweep(new Date(at));
    }
    const [row] = await rows();
    assert.equal(row?.attempts, DOMAIN_EVENT_MAX_ATTEMPTS);
    assert.equal(row?.handledAt, null);
    assert.equal(row?.lastError, 'still failing');
  });

  it('handled events are removed after seven days', async () => {
    const day = 24 * HOUR;
    const handledAgo = (days: number) => new Date(Date.now() - days * day).toISOString();
    await t.db.insert(domainEvents).values([
      { type: 'care.ended', payload: {}, handledAt: handledAgo(8) },
      { type: 'care.ended', payload: {}, handledAt: handledAgo(6) },
    ]);
    await t.app.domainEvents.sweep();
    const left = await rows();
    assert.equal(left.length, 1);
    assert.ok(Date.parse(left[0]!.handledAt!) > Date.now() - 7 * day);
  });

  it('an event is kept until handled: an unhandled old one is not removed', async () => {
    await t.db
      .insert(domainEvents)
      .values({ type: 'care.ended', payload: {}, attempts: DOMAIN_EVENT_MAX_ATTEMPTS });
    await t.db
      .update(domainEvents)
      .set({ createdAt: new Date(Date.now() - 30 * 24 * HOUR).toISOString() })
      .where(eq(domainEvents.type, 'care.ended'));
    await t.app.domainEvents.sweep();
    assert.equal((await rows()).length, 1);
  });
});
