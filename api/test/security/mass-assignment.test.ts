// Fields a caller must not set: extra fields in a body are dropped, and the role, approval and
// ownership come from the server, never from the request or the token's claims.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { dayFromToday, setupTestApp, type TestApp } from '../helpers.js';

let t: TestApp;
before(async () => {
  t = await setupTestApp();
});
after(() => t.close());
beforeEach(() => t.reset());

describe('mass assignment and claims', () => {
  it('sign-up with role or approval fields makes a plain, unverified patient', async () => {
    const reply = await t.request('POST', '/api/user/register', {
      body: {
        firstName: 'Eve',
        lastName: 'Mallory',
        username: 'eve.mallory',
        gender: 'female',
        email: 'eve@example.test',
        password: 'secret12',
        role: 'admin',
        isAdmin: true,
        verified: true,
        emailVerifiedAt: '2020-01-01T00:00:00Z',
      },
    });
    assert.equal(reply.status, 201);
    assert.equal(reply.body.user.role, 'patient');
    const login = await t.request('POST', '/api/user/login', {
      body: { email: 'eve@example.test', password: 'secret12' },
    });
    assert.equal(login.status, 403, 'still unverified');
  });

  it('a profile update cannot change the role or the password', async () => {
    const patient = await t.createPatient();
    const reply = await t.request('PUT', `/api/user/profile/${patient.userId}`, {
      token: patient.token,
      body: { bio: 'Hi', role: 'admin', password: 'hijacked1', passwordHash: 'x' },
    });
    assert.equal(reply.status, 200);
    assert.equal(reply.body.user.role, 'patient');
    const stats = await t.request('GET', '/api/stats/admin', { token: patient.token });
    assert.equal(stats.status, 403);
    const login = await t.request('POST', '/api/user/login', {
      body: { email: patient.email, password: 'hijacked1' },
    });
    assert.equal(login.status, 401);
  });

  it('an unapproved doctor cannot approve themself through their own update', async () => {
    const doctor = await t.createDoctor({ approved: false });
    const reply = await t.request('PUT', `/api/doctor/update/${doctor.doctorId}`, {
      token: doctor.token,
      body: { hospital: 'North', approved: true, approvedAt: '2020-01-01T00:00:00Z' },
    });
    assert.equal(reply.status, 200);
    assert.equal(reply.body.approved, false);
    const patients = await t.request('GET', '/api/patient/all', { token: doctor.token });
    assert.equal(patients.status, 403);
  });

  it('a booking cannot start confirmed, and a patient cannot name another patient', async () => {
    const patient = await t.createPatient();
    const other = await t.createPatient();
    const doctor = await t.createDoctor();
    const booked = await t.request('POST', '/api/appointment/create', {
      token: patient.token,
      body: {
        doctor: doctor.doctorId,
        date: dayFromToday(3),
        timeSlot: '10:00 AM - 10:30 AM',
        status: 'confirmed',
      },
    });
    assert.equal(booked.status, 201);
    assert.notEqual(booked.body.status, 'confirmed');
    const forOther = await t.request('POST', '/api/appointment/create', {
      token: patient.token,
      body: {
        patient: other.patientId,
        doctor: doctor.doctorId,
        date: dayFromToday(3),
        timeSlot: '11:00 AM - 11:30 AM',
      },
    });
    assert.equal(forOther.status, 403);
  });

  it("the role comes from the database, not from the token's claims", async () => {
    const patient = await t.createPatient();
    // Signed with the real secret, claiming admin: the server still sees a patient.
    const forged = t.app.jwt.sign({ sub: patient.userId, role: 'admin' });
    const reply = await t.request('GET', '/api/stats/admin', { token: forged });
    assert.equal(reply.status, 403);
    const list = await t.request('GET', '/api/patient/all', { token: forged });
    assert.equal(list.status, 403);
  });

  it("a deleted account's token stops working at once", async () => {
    const admin = await t.createAdmin();
    const patient = await t.createPatient();
    assert.equal(
      (await t.request('GET', `/api/user/getOne/${patient.userId}`, { token: patient.token }))
        .status,
      200,
    );
    const deleted = await t.request('DELETE', `/api/patient/delete/${patient.patientId}`, {
      token: admin.token,
    });
    assert.equal(deleted.status, 200);
    const after = await t.request('GET', `/api/user/getOne/${patient.userId}`, {
      token: patient.token,
    });
    assert.equal(after.status, 401);
  });
});
