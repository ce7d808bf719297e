import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { dayFromToday, setupTestApp, type TestApp } from '../../test/helpers.js';
import { personColumns } from './columns.js';
import { compileRows } from './row-mapper.js';
import { appointments, doctors, patients, users } from './schema.js';

let t: TestApp;
before(async () => {
  t = await setupTestApp();
  await t.reset();
  const doctor = await t.createDoctor({ firstName: 'Ana', lastName: 'Silva' });
  for (const [i, firstName] of ['Jane', 'Omar', 'Lea'].entries()) {
    const patient = await t.createPatient({ firstName, lastName: 'Cooper' });
    const reply = await t.request('POST', '/api/appointment/create', {
      token: doctor.token,
      body: {
        patient: patient.patientId,
        doctor: doctor.doctorId,
        date: dayFromToday(i + 1),
        timeSlot: '10:00 AM - 10:30 AM',
        // One appointment without a reason: null values must map to null, as drizzle does.
        ...(i === 1 ? {} : { reason: `Check-up ${i}` }),
      },
    });
    assert.equal(reply.status, 201, JSON.stringify(reply.body));
  }
});
after(() => t.close());

const patientUser = alias(users, 'patient_user');
const doctorUser = alias(users, 'doctor_user');

function select() {
  return t.db
    .select({
      id: appointments.id,
      date: appointments.date,
      reason: appointments.reason,
      createdAt: appointments.createdAt,
      bookedAt: sql<string>`${appointments.createdAt}`.mapWith((v: string) => `at ${v}`),
      patientPerson: personColumns(patientUser),
      doctorPerson: personColumns(doctorUser),
    })
    .from(appointments)
    .innerJoin(patients, eq(patients.id, appointments.patientId))
    .innerJoin(patientUser, eq(patientUser.id, patients.userId))
    .innerJoin(doctors, eq(doctors.id, appointments.doctorId))
    .innerJoin(doctorUser, eq(doctorUser.id, doctors.userId))
    .orderBy(appointments.date);
}

describe('compiled row mapping', () => {
  it("gives exactly drizzle's objects: nested people, decoded columns, nulls", async () => {
    const plain = await select().prepare('row_mapper_plain').execute();
    const prepared = compileRows(select().prepare('row_mapper_compiled'));
    assert.equal(
      typeof (prepared as unknown as { customResultMapper?: unknown }).customResultMapper,
      'function',
      'the compiled mapper is in use',
    );
    const compiled = await prepared.execute();
    assert.equal(compiled.length, 3);
    assert.deepEqual(compiled, plain);
    assert.equal(compiled[1]!.reason, null);
    assert.equal(compiled[0]!.patientPerson.firstName, 'Jane');
    assert.equal(compiled[0]!.bookedAt, `at ${compiled[0]!.createdAt}`);
  });

  it('leaves a select with a left join to drizzle (a missing row makes its object null)', () => {
    const prepared = compileRows(
      t.db
        .select({ id: appointments.id, doctor: { id: doctors.id } })
        .from(appointments)
        .leftJoin(doctors, eq(doctors.id, appointments.doctorId))
        .prepare('row_mapper_left'),
    );
    assert.equal(
      (prepared as unknown as { customResultMapper?: unknown }).customResultMapper,
      undefined,
    );
  });
});
