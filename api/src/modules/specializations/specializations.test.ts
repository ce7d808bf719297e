import assert from 'node:assert/strict';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, beforeEach, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import { migrate, migrationsFolder, openDatabase, pgliteExtensions } from '../../db/index.js';
import { migrationsUpTo, setupTestApp, type Person, type TestApp } from '../../../test/helpers.js';

let t: TestApp;
let patient: Person;
let doctor: Person;
let admin: Person;

before(async () => {
  t = await setupTestApp();
});
after(() => t.close());
beforeEach(async () => {
  await t.reset();
  patient = await t.createPatient();
  doctor = await t.createDoctor({
    firstName: 'Ana',
    lastName: 'Silva',
    specialization: 'Cardiology',
  });
  admin = await t.createAdmin();
});

const names = (rows: { name: string }[]) => rows.map((row) => row.name);

describe('the list of specializations', () => {
  it('is read A–Z by anyone signed in; only administrators see counts and retired entries', async () => {
    const asPatient = await t.request('GET', '/api/specializations', { token: patient.token });
    assert.equal(asPatient.status, 200);
    const list = names(asPatient.body);
    assert.ok(list.includes('Cardiology') && list.includes('Pediatrics'));
    assert.deepEqual(
      list,
      [...list].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
    assert.ok(asPatient.body.every((row: { doctors: number }) => row.doctors === 0));

    const asAdmin = await t.request('GET', '/api/specializations', { token: admin.token });
    const cardiology = asAdmin.body.find((row: { name: string }) => row.name === 'Cardiology');
    assert.equal(cardiology.doctors, 1);
    assert.equal((await t.request('GET', '/api/specializations')).status, 401);
  });

  it('lets administrators add (once, whatever the case), rename and retire; others get 403', async () => {
    const body = { name: '  Sleep   Medicine ' };
    assert.equal(
      (await t.request('POST', '/api/specializations', { token: doctor.token, body })).status,
      403,
    );
    const added = await t.request('POST', '/api/specializations', { token: admin.token, body });
    assert.equal(added.status, 201);
    assert.equal(added.body.name, 'Sleep Medicine');
    assert.equal(added.body.retired, false);
    const again = await t.request('POST', '/api/specializations', {
      token: admin.token,
      body: { name: 'sleep medicine' },
    });
    assert.equal(again.status, 409);
    assert.equal(again.body.message, 'That specialization is already in the list.');
    const empty = await t.request('POST', '/api/specializations', {
      token: admin.token,
      body: { name: '   ' },
    });
    assert.equal(empty.status, 400);
    assert.equal(empty.body.message, 'Specialization is required');

    // Renaming moves the doctors who hold it.
    const cardiology = (
      await t.request('GET', '/api/specializations', { token: admin.token })
    ).body.find((row: { name: string }) => row.name === 'Cardiology');
    const renamed = await t.request('PATCH', `/api/specializations/${cardiology._id}`, {
      token: admin.token,
      body: { name: 'Cardiology and Vascular Medicine' },
    });
    assert.equal(renamed.status, 200);
    assert.equal(renamed.body.doctors, 1);
    const mine = await t.request('GET', `/api/doctor/getdoctor/${doctor.doctorId}`, {
      token: doctor.token,
    });
    assert.equal(mine.body.specialization, 'Cardiology and Vascular Medicine');
    const clash = await t.request('PATCH', `/api/specializations/${cardiology._id}`, {
      token: admin.token,
      body: { name: 'PEDIATRICS' },
    });
    assert.equal(clash.status, 409);

    const retired = await t.request('PATCH', `/api/specializations/${added.body._id}`, {
      token: admin.token,
      body: { retired: true },
    });
    assert.equal(retired.body.retired, true);
    const offered = await t.request('GET', '/api/specializations', { token: doctor.token });
    assert.ok(!names(offered.body).includes('Sleep Medicine'));
    const all = await t.request('GET', '/api/specializations?all=true', { token: admin.token });
    assert.ok(names(all.body).includes('Sleep Medicine'));
    assert.equal(
      (
        await t.request('PATCH', '/api/specializations/00000000-0000-4000-8000-000000000000', {
          token: admin.token,
          body: { retired: false },
        })
      ).status,
      404,
    );
  });

  it('is what a doctor chooses from: the list’s spelling is kept, other values are refused', async () => {
    const newcomer = await t.createDoctor({ withRecord: false });
    const create = (specialization: string) =>
      t.request('POST', '/api/doctor/create', {
        token: newcomer.token,
        body: { licenseNumber: 'L-1', specialization },
      });
    const unknown = await create('Astrology');
    assert.equal(unknown.status, 400);
    assert.equal(unknown.body.message, 'Choose a specialization from the list.');
    const made = await create(' dermatology ');
    assert.equal(made.status, 201);
    assert.equal(made.body.specialization, 'Dermatology');

    // A retired entry is kept by whoever holds it, and offered to no one else.
    const list = (await t.request('GET', '/api/specializations', { token: admin.token })).body;
    const dermatology = list.find((row: { name: string }) => row.name === 'Dermatology');
    await t.request('PATCH', `/api/specializations/${dermatology._id}`, {
      token: admin.token,
      body: { retired: true },
    });
    const keep = await t.request('PUT', `/api/doctor/update/${made.body._id}`, {
      token: newcomer.token,
      body: { specialization: 'Dermatology', hospital: 'North Clinic' },
    });
    assert.equal(keep.status, 200);
    const move = await t.request('PUT', `/api/doctor/update/${doctor.doctorId}`, {
      token: doctor.token,
      body: { specialization: 'Dermatology' },
    });
    assert.equal(move.status, 400);
    assert.equal(
      move.body.message,
      'That specialization is no longer offered. Choose another from the list.',
    );
  });
});

describe('migration 0020: free-text specializations become the list', () => {
  it('maps variants to their field, whatever the case, and makes entries of unknown values', async () => {
    const client = await PGlite.create({ extensions: pgliteExtensions });
    const database = await openDatabase({ pglite: client });
    const journal = JSON.parse(
      readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
    ) as { entries: { tag: string }[] };
    const before0020 = migrationsUpTo(
      journal.entries.findIndex((entry) => entry.tag === '0020_specializations'),
    );
    try {
      await migrate(database, before0020);
      const run = (q: ReturnType<typeof sql>) => database.db.execute(q);
      const values = [
        'cardiologist',
        ' CARDIOLOGY ',
        'Pediatrician',
        'sleep  medicine',
        'Sleep Medicine',
        'orthopaedics',
      ];
      for (const [index, value] of values.entries()) {
        const user = `00000000-0000-4000-8000-00000000000${index}`;
        await run(sql`insert into users (id, first_name, last_name, username, email, password_hash, role)
          values (${user}, 'D', ${String(index)}, ${`d${index}`}, ${`d${index}@x.test`}, 'x', 'doctor')`);
        await run(sql`insert into doctors (user_id, specialization, license_number, created_at)
          values (${user}, ${value}, 'L', ${`2026-11-0${index + 1}T00:00Z`})`);
      }
      await migrate(database);
      const read = async (q: ReturnType<typeof sql>) =>
        ((await run(q)) as unknown as { rows: { name: string }[] }).rows.map((row) => row.name);
      assert.deepEqual(
        await read(sql`select specialization as name from doctors order by created_at`),
        [
          'Cardiology',
          'Cardiology',
          'Pediatrics',
          'sleep medicine',
          'sleep medicine',
          'Orthopedics',
        ],
      );
      const list = await read(sql`select name from specializations`);
      assert.ok(list.includes('sleep medicine'));
      assert.ok(!list.includes('Sleep Medicine'));
      assert.ok(!list.some((name) => /ologist|ician/i.test(name)));
      assert.equal(new Set(list.map((name) => name.toLowerCase())).size, list.length);
    } finally {
      rmSync(before0020, { recursive: true, force: true });
      await client.close();
    }
  });
});
