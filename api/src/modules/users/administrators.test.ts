import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { PASSWORD, setupTestApp, type Person, type TestApp } from '../../../test/helpers.js';
import {
  ALREADY_ACCEPTED,
  EMAIL_IN_USE,
  INVITATION_RESENT,
  INVITED,
  NOT_YOURSELF,
  REMOVED,
} from './administrators.service.js';

let clock = Date.now();
let t: TestApp;
let admin: Person;

before(async () => {
  t = await setupTestApp({ now: () => new Date(clock) });
});
after(() => t.close());
beforeEach(async () => {
  clock = Date.now();
  await t.reset();
  admin = await t.createAdmin();
});

const invite = (body: unknown, by: Person = admin) =>
  t.request('POST', '/api/admin/administrators', { token: by.token, body });

const ada = { firstName: 'Ada', lastName: 'Quartermaine', email: 'Ada.Q@Clinic.example' };

/** The link of the newest invitation email to `to`, and its token. */
async function invitationLink(to: string) {
  const [email] = await t.emails(to);
  assert.ok(email, `an email to ${to}`);
  assert.equal(email.subject, 'You are invited to CareConnect as an administrator');
  const match = /(http:\/\/localhost:3000\/auth\/reset\?token=([A-Za-z0-9_-]+)&invite=1)/.exec(
    email.text,
  );
  assert.ok(match, email.text);
  return { link: match[1]!, token: match[2]! };
}

const choosePassword = (token: string, email: string, password = 'Chosen-Pass1') =>
  t.request('POST', `/api/user/resetpassword/${token}`, {
    body: { email, newPassword: password, confirm: password },
  });

describe('administrators: who may list and invite', () => {
  it('administrators only: 401 without a sign-in, 403 for a patient or a doctor', async () => {
    const patient = await t.createPatient();
    const doctor = await t.createDoctor();
    for (const method of ['GET', 'POST'] as const) {
      const body = method === 'POST' ? ada : undefined;
      const anonymous = await t.request(method, '/api/admin/administrators', { body });
      assert.equal(anonymous.status, 401, `${method} anonymous`);
      for (const who of [patient, doctor]) {
        const reply = await t.request(method, '/api/admin/administrators', {
          token: who.token,
          body,
        });
        assert.equal(reply.status, 403, `${method} as ${who.role}`);
      }
    }
    const [row] = await t.sql<{ n: number }>(
      sql`select count(*)::int as n from users where role = 'admin'`,
    );
    assert.equal(row!.n, 1, 'nobody was invited');
  });

  it('validates every field with a plain message', async () => {
    const cases: [unknown, RegExp][] = [
      [{ ...ada, email: 'not-an-address' }, /Enter a valid email address\./],
      [{ ...ada, email: undefined }, /Email is required\./],
      [{ ...ada, firstName: '   ' }, /First name is required\./],
      [{ ...ada, lastName: '' }, /Last name is required\./],
      [{ ...ada, firstName: 'Visit evil.example now' }, /A name can have at most/],
    ];
    for (const [body, message] of cases) {
      const reply = await invite(body);
      assert.equal(reply.status, 400, JSON.stringify(body));
      assert.match(reply.body.message, message);
    }
  });

  it('answers 409 for an address that already has an account, in any case', async () => {
    const patient = await t.createPatient({ email: 'taken@clinic.example' });
    const reply = await invite({ ...ada, email: 'TAKEN@clinic.example' });
    assert.equal(reply.status, 409);
    assert.equal(reply.body.message, EMAIL_IN_USE);
    const again = await invite({ ...ada, email: admin.email });
    assert.equal(again.status, 409);
    const [row] = await t.sql<{ role: string }>(
      sql`select role from users where id = ${patient.userId}`,
    );
    assert.equal(row!.role, 'patient', 'the account is untouched');
  });
});

describe('administrators: an invitation', () => {
  it('creates an administrator with no usable password, listed as invited', async () => {
    const reply = await invite(ada);
    assert.equal(reply.status, 201);
    assert.equal(reply.body.message, INVITED);
    const invited = reply.body.administrator;
    assert.deepEqual(
      {
        firstName: invited.firstName,
        lastName: invited.lastName,
        email: invited.email,
        twoStep: invited.twoStep,
        invitationPending: invited.invitationPending,
      },
      {
        firstName: 'Ada',
        lastName: 'Quartermaine',
        email: 'ada.q@clinic.example',
        twoStep: false,
        invitationPending: true,
      },
    );
    const list = await t.request('GET', '/api/admin/administrators', { token: admin.token });
    assert.equal(list.status, 200);
    assert.deepEqual(
      list.body.map((a: { email: string; twoStep: boolean; invitationPending: boolean }) => [
        a.email,
        a.twoStep,
        a.invitationPending,
      ]),
      // By last name: Person… before Quartermaine.
      [
        [admin.email, true, false],
        ['ada.q@clinic.example', false, true],
      ],
    );
    // No password signs in before one is chosen: not the stored value, not an empty one.
    for (const password of ['!invited', 'anything', PASSWORD]) {
      const login = await t.request('POST', '/api/user/login', {
        body: { email: ada.email, password },
      });
      assert.equal(login.status, 401, password);
    }
    const body = JSON.stringify(list.body);
    assert.doesNotMatch(body, /password|invited"|\$argon2/i);
  });

  it('the emailed link chooses the password once; the first sign-in must enrol a second factor', async () => {
    await invite(ada);
    const { token } = await invitationLink(ada.email);
    const chosen = await choosePassword(token, ada.email);
    assert.equal(chosen.status, 200);
    const again = await choosePassword(token, ada.email, 'Another-Pass2');
    assert.equal(again.status, 400, 'the link works once');

    const login = await t.request('POST', '/api/user/login', {
      body: { email: ada.email, password: 'Chosen-Pass1' },
    });
    assert.equal(login.status, 202, 'the password alone gives no session');
    assert.equal(login.body.step, 'enrol');
    assert.equal(login.body.token, undefined);
    assert.equal(login.headers['set-cookie'], undefined);
    const wrong = await t.request('POST', '/api/user/login', {
      body: { email: ada.email, password: 'Another-Pass2' },
    });
    assert.equal(wrong.status, 401, 'the second use changed nothing');

    const list = await t.request('GET', '/api/admin/administrators', { token: admin.token });
    const listed = list.body.find((a: { email: string }) => a.email === 'ada.q@clinic.example');
    assert.equal(listed.invitationPending, false);
    assert.equal(listed.twoStep, false);
  });

  it('the link expires after 72 hours', async () => {
    clock = Date.now() - 72 * 3600 * 1000 - 60_000;
    await invite(ada);
    clock = Date.now();
    const { token } = await invitationLink(ada.email);
    const late = await choosePassword(token, ada.email);
    assert.equal(late.status, 400);
  });

  it('is recorded (who invited whom, from where) and told to every other administrator', async () => {
    const other = await t.createAdmin();
    const patient = await t.createPatient();
    const reply = await invite(ada);
    const invitedId = reply.body.administrator._id as string;
    const events = await t.sql<{ user_id: string; actor_user_id: string; action: string }>(
      // The record outlives the tables' reset (it is append-only): this invitation's rows only.
      sql`select user_id, actor_user_id, action from second_factor_events where user_id = ${invitedId}`,
    );
    assert.deepEqual(events, [
      { user_id: invitedId, actor_user_id: admin.userId, action: 'administrator-invited' },
    ]);
    const refused = await t
      .sql(sql`delete from second_factor_events where user_id = ${invitedId}`)
      .then(
        () => 'deleted',
        () => 'refused',
      );
    assert.equal(refused, 'refused', 'the record is append-only');

    const told = await t.request('GET', `/api/notify/get/${other.userId}`, { token: other.token });
    assert.equal(told.status, 200);
    assert.deepEqual(
      told.body.map((n: { message: string }) => n.message),
      [
        `${admin.firstName} ${admin.lastName} invited Ada Quartermaine (ada.q@clinic.example) as an administrator.`,
      ],
    );
    for (const who of [admin, patient]) {
      const none = await t.request('GET', `/api/notify/get/${who.userId}`, { token: who.token });
      assert.deepEqual(none.body, [], `${who.role} is not told`);
    }
  });

  it('two administrators with the same name before the @ get different usernames', async () => {
    assert.equal((await invite({ ...ada, email: 'ada@one.example' })).status, 201);
    assert.equal((await invite({ ...ada, email: 'ada@two.example' })).status, 201);
    const rows = await t.sql<{ username: string }>(
      sql`select username from users where email like 'ada@%' order by email`,
    );
    assert.equal(rows.length, 2);
    assert.notEqual(rows[0]!.username, rows[1]!.username);
  });
});

describe('administrators: sending an invitation again', () => {
  const resend = (id: string, by: Person = admin) =>
    t.request('POST', `/api/admin/administrators/${id}/invitation`, { token: by.token });

  it('emails a new link and ends the earlier one; recorded', async () => {
    const id = (await invite(ada)).body.administrator._id as string;
    const first = await invitationLink(ada.email);
    const reply = await resend(id);
    assert.equal(reply.status, 200);
    assert.equal(reply.body.message, INVITATION_RESENT);
    assert.equal(reply.body.administrator.invitationPending, true);
    const second = await invitationLink(ada.email);
    assert.notEqual(second.token, first.token);
    assert.equal((await choosePassword(first.token, ada.email)).status, 400, 'the old link ended');
    assert.equal((await choosePassword(second.token, ada.email)).status, 200);
    const events = await t.sql<{ action: string; actor_user_id: string }>(
      sql`select action, actor_user_id from second_factor_events where user_id = ${id} order by id`,
    );
    assert.deepEqual(
      events.map((e) => e.action),
      ['administrator-invited', 'administrator-invitation-resent'],
    );
    assert.ok(events.every((e) => e.actor_user_id === admin.userId));
  });

  it('gives a fresh 72 hours to an expired invitation', async () => {
    clock = Date.now() - 80 * 3600 * 1000;
    const id = (await invite(ada)).body.administrator._id as string;
    clock = Date.now();
    assert.equal(
      (await choosePassword((await invitationLink(ada.email)).token, ada.email)).status,
      400,
    );
    assert.equal((await resend(id)).status, 200);
    assert.equal(
      (await choosePassword((await invitationLink(ada.email)).token, ada.email)).status,
      200,
    );
  });

  it('409 once the password is chosen; 404 for anyone but an administrator; admins only', async () => {
    const id = (await invite(ada)).body.administrator._id as string;
    await choosePassword((await invitationLink(ada.email)).token, ada.email);
    const accepted = await resend(id);
    assert.equal(accepted.status, 409);
    assert.equal(accepted.body.message, ALREADY_ACCEPTED);
    const patient = await t.createPatient();
    assert.equal((await resend(patient.userId)).status, 404);
    assert.equal((await resend('00000000-0000-4000-8000-000000000000')).status, 404);
    assert.equal((await resend('not-an-id')).status, 400);
    assert.equal((await resend(id, patient)).status, 403);
  });
});

describe('administrators: removing one', () => {
  const remove = (id: string, by: Person = admin) =>
    t.request('DELETE', `/api/admin/administrators/${id}`, { token: by.token });

  it('closes the account, ends its sign-ins, records it and tells the others', async () => {
    const other = await t.createAdmin();
    const third = await t.createAdmin();
    const before = await t.request('GET', `/api/user/getOne/${other.userId}`, {
      token: other.token,
    });
    assert.equal(before.status, 200);

    const reply = await remove(other.userId);
    assert.equal(reply.status, 200);
    assert.equal(reply.body.message, REMOVED);
    assert.equal(reply.body.administrator.email, other.email);

    const after = await t.request('GET', `/api/user/getOne/${other.userId}`, {
      token: other.token,
    });
    assert.equal(after.status, 401, 'the removed administrator is signed out');
    const login = await t.request('POST', '/api/user/login', {
      body: { email: other.email, password: PASSWORD },
    });
    assert.equal(login.status, 401, 'and cannot sign in again');
    const list = await t.request('GET', '/api/admin/administrators', { token: admin.token });
    assert.deepEqual(
      list.body.map((a: { _id: string }) => a._id).sort(),
      [admin.userId, third.userId].sort(),
    );
    const [row] = await t.sql<{ email: string; deleted: boolean }>(
      sql`select email, deleted_at is not null as deleted from users where id = ${other.userId}`,
    );
    assert.equal(row!.deleted, true);
    assert.notEqual(row!.email, other.email, 'the address is freed');
    const events = await t.sql<{ action: string; actor_user_id: string }>(
      sql`select action, actor_user_id from second_factor_events where user_id = ${other.userId} and action = 'administrator-removed'`,
    );
    assert.deepEqual(events, [{ action: 'administrator-removed', actor_user_id: admin.userId }]);
    const told = await t.request('GET', `/api/notify/get/${third.userId}`, { token: third.token });
    assert.deepEqual(
      told.body.map((n: { message: string }) => n.message),
      [
        `${admin.firstName} ${admin.lastName} removed ${other.firstName} ${other.lastName} (${other.email}) as an administrator.`,
      ],
    );
    const own = await t.request('GET', `/api/notify/get/${admin.userId}`, { token: admin.token });
    assert.deepEqual(own.body, [], 'the one who acted is not told');
  });

  it('withdraws a pending invitation: its link stops working', async () => {
    const id = (await invite(ada)).body.administrator._id as string;
    const { token } = await invitationLink(ada.email);
    assert.equal((await remove(id)).status, 200);
    assert.equal((await choosePassword(token, ada.email)).status, 400);
    assert.equal((await invite(ada)).status, 201, 'the address can be invited again');
  });

  it('nobody removes themselves; only administrators, only administrators are removed', async () => {
    const self = await remove(admin.userId);
    assert.equal(self.status, 400);
    assert.equal(self.body.message, NOT_YOURSELF);
    const doctor = await t.createDoctor();
    const patient = await t.createPatient();
    assert.equal((await remove(doctor.userId)).status, 404, 'a doctor is not removed here');
    assert.equal((await remove(admin.userId, doctor)).status, 403);
    assert.equal((await remove(admin.userId, patient)).status, 403);
    const [row] = await t.sql<{ n: number }>(
      sql`select count(*)::int as n from users where deleted_at is not null`,
    );
    assert.equal(row!.n, 0, 'nobody was removed');
  });

  it('two administrators removing each other at once: one stays', async () => {
    const other = await t.createAdmin();
    const [a, b] = await Promise.all([remove(other.userId, admin), remove(admin.userId, other)]);
    const statuses = [a.status, b.status];
    assert.equal(statuses.filter((status) => status === 200).length, 1, String(statuses));
    // The other was either signed out before it was let in (401) or found itself gone (404).
    assert.ok(
      statuses.every((status) => [200, 401, 404].includes(status)),
      String(statuses),
    );
    const list = await t.request('GET', '/api/admin/administrators', {
      token: a.status === 200 ? admin.token : other.token,
    });
    assert.equal(list.body.length, 1, 'exactly one administrator is left');
  });
});
