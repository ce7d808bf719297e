import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { setupTestApp, type Person, type TestApp } from '../../../test/helpers.js';

let t: TestApp;
let patient: Person;
let doctor: Person;
let otherDoctor: Person;
let otherPatient: Person;
let admin: Person;

before(async () => {
  t = await setupTestApp();
});
after(() => t.close());
beforeEach(async () => {
  await t.reset();
  patient = await t.createPatient({ firstName: 'Hazel', lastName: 'Moreno' });
  otherPatient = await t.createPatient({ firstName: 'Omar', lastName: 'Quint' });
  doctor = await t.createDoctor({ firstName: 'Ivo', lastName: 'Brandt' });
  otherDoctor = await t.createDoctor({
    firstName: 'Lena',
    lastName: 'Sato',
    specialization: 'Dermatology',
  });
  admin = await t.createAdmin();
  await t.addToCare(patient, doctor);
  await t.addToCare(otherPatient, otherDoctor);
});

interface Chat {
  _id: string;
  patient: { _id: string; name: string };
  doctor: {
    _id: string;
    name: string;
    specialization: string;
    awayMessage: string | null;
    replyTime: string | null;
  };
  lastMessage: { body: string; createdAt: string; mine: boolean } | null;
  unread: number;
  closed: boolean;
}
interface Message {
  _id: string;
  body: string;
  createdAt: string;
  sender: 'patient' | 'doctor';
  mine: boolean;
  readAt: string | null;
}

const chats = async (who: Person) => {
  const reply = await t.request<Chat[]>('GET', '/api/chats', { token: who.token });
  assert.equal(reply.status, 200, JSON.stringify(reply.body));
  return reply.body;
};
const open = (who: Person, body: Record<string, unknown>) =>
  t.request<Chat>('POST', '/api/chats', { token: who.token, body });
const send = (who: Person, id: string, body: string) =>
  t.request<Message>('POST', `/api/chats/${id}/messages`, { token: who.token, body: { body } });
const page = (who: Person, id: string, query = '') =>
  t.request<{ messages: Message[]; hasMore: boolean }>('GET', `/api/chats/${id}/messages${query}`, {
    token: who.token,
  });
const unread = async (who: Person) =>
  (await t.request<{ count: number }>('GET', '/api/chats/unread', { token: who.token })).body.count;
const conversationId = async () => {
  const reply = await open(patient, { doctor: doctor.doctorId });
  assert.ok(reply.status === 200 || reply.status === 201, JSON.stringify(reply.body));
  return reply.body._id;
};

describe('who can message whom', () => {
  it('a patient has one conversation per doctor of their care team, created on first use', async () => {
    const list = await chats(patient);
    assert.equal(list.length, 1);
    const [chat] = list;
    assert.equal(chat!.doctor._id, doctor.doctorId);
    assert.equal(chat!.doctor.name, 'Ivo Brandt');
    assert.equal(chat!.doctor.specialization, 'Cardiology');
    assert.equal(chat!.patient.name, 'Hazel Moreno');
    assert.equal(chat!.patient._id, patient.patientId);
    assert.deepEqual(
      [chat!.lastMessage, chat!.unread, chat!.closed, chat!.doctor.awayMessage],
      [null, 0, false, null],
    );
    // The same conversation again, not a second one.
    assert.equal((await chats(patient))[0]!._id, chat!._id);
    const again = await open(patient, { doctor: doctor.doctorId });
    assert.equal(again.status, 200);
    assert.equal(again.body._id, chat!._id);
    // The doctor lists a patient once there is a message.
    assert.deepEqual(await chats(doctor), []);
    assert.equal((await send(patient, chat!._id, 'Hello')).status, 201);
    const doctorList = await chats(doctor);
    assert.equal(doctorList.length, 1);
    assert.equal(doctorList[0]!.patient.name, 'Hazel Moreno');
  });

  it('only within an active care relationship', async () => {
    const outside = await open(patient, { doctor: otherDoctor.doctorId });
    assert.equal(outside.status, 403);
    assert.equal(
      (outside.body as unknown as { message: string }).message,
      'You can message only the doctors in your care team.',
    );
    const notMine = await open(doctor, { patient: otherPatient.patientId });
    assert.equal(notMine.status, 403);
    assert.equal(
      (notMine.body as unknown as { message: string }).message,
      'You can message only the patients in your care.',
    );
    const created = await open(doctor, { patient: patient.patientId });
    assert.equal(created.status, 201);
    assert.equal((await open(doctor, { patient: patient.patientId })).status, 200);
    assert.equal((await open(patient, { patient: patient.patientId })).status, 400);
    assert.equal((await open(admin, { doctor: doctor.doctorId })).status, 403);
    assert.equal((await t.request('GET', '/api/chats')).status, 401);
  });

  it('nobody else reads or writes a conversation, and an administrator never sees a body', async () => {
    const id = await conversationId();
    await send(patient, id, 'Private words');
    for (const who of [otherPatient, otherDoctor]) {
      assert.equal((await page(who, id)).status, 404);
      assert.equal((await send(who, id, 'Hi')).status, 404);
      assert.equal(
        (await t.request('POST', `/api/chats/${id}/read`, { token: who.token })).status,
        404,
      );
    }
    const asAdmin = await page(admin, id);
    assert.equal(asAdmin.status, 403);
    assert.equal(JSON.stringify(asAdmin.body).includes('Private words'), false);
    assert.equal((await t.request('GET', '/api/chats', { token: admin.token })).status, 403);
    const stats = await t.request('GET', '/api/stats/messages', { token: admin.token });
    assert.equal(stats.status, 200);
    assert.deepEqual(stats.body, { total: 1, last30Days: 1 });
    assert.equal(
      (await t.request('GET', '/api/stats/messages', { token: patient.token })).status,
      403,
    );
  });

  it('not after the patient removes the doctor from their care team', async () => {
    const id = await conversationId();
    assert.equal((await send(doctor, id, 'How are you feeling?')).status, 201);
    const team = (
      await t.request<{ _id: string; doctor: { _id: string } }[]>(
        'GET',
        `/api/care/team/${patient.patientId}`,
        { token: patient.token },
      )
    ).body;
    const care = team.find((m) => m.doctor._id === doctor.doctorId)!;
    assert.equal(
      (await t.request('DELETE', `/api/care/remove/${care._id}`, { token: patient.token })).status,
      200,
    );
    for (const who of [patient, doctor]) {
      const write = await send(who, id, 'Still there?');
      assert.equal(write.status, 403);
      assert.equal(
        (write.body as unknown as { message: string }).message,
        'You can no longer write in this conversation: the care relationship has ended.',
      );
      assert.equal((await page(who, id)).status, 403);
      assert.deepEqual(await chats(who), []);
      assert.equal(await unread(who), 0);
    }
    assert.equal((await open(doctor, { patient: patient.patientId })).status, 403);
  });
});

describe('messages', () => {
  it('sends, lists, counts unread and marks read', async () => {
    const id = await conversationId();
    const sent = await send(patient, id, '  My results came back.  ');
    assert.equal(sent.status, 201);
    assert.equal(sent.body.body, 'My results came back.');
    assert.equal(sent.body.sender, 'patient');
    assert.equal(sent.body.mine, true);
    assert.equal(sent.body.readAt, null);
    assert.equal(await unread(doctor), 1);
    assert.equal(await unread(patient), 0);
    const [summary] = await chats(doctor);
    assert.equal(summary!.unread, 1);
    assert.deepEqual(
      { body: summary!.lastMessage!.body, mine: summary!.lastMessage!.mine },
      { body: 'My results came back.', mine: false },
    );
    const seen = await page(doctor, id);
    assert.equal(seen.body.messages[0]!.mine, false);
    const read = await t.request('POST', `/api/chats/${id}/read`, { token: doctor.token });
    assert.equal(read.status, 200);
    assert.equal(read.body.message, '1 message marked as read');
    assert.equal(await unread(doctor), 0);
    const mine = await page(patient, id);
    assert.ok(mine.body.messages[0]!.readAt, 'the patient sees it was read');
    // Reading one's own messages marks nothing.
    const again = await t.request('POST', `/api/chats/${id}/read`, { token: patient.token });
    assert.equal(again.body.message, '0 messages marked as read');
    // A read receipt reaches the patient's stream store, ids only.
    const events = await t.sql<{ type: string; payload: unknown; user_id: string }>(
      sql`select type, payload, user_id from events order by id`,
    );
    assert.deepEqual(
      events.map((e) => [e.type, e.user_id]),
      [
        ['message', doctor.userId],
        ['read', patient.userId],
      ],
    );
    assert.deepEqual(events[0]!.payload, { conversationId: id, messageId: sent.body._id });
    assert.deepEqual(events[1]!.payload, { conversationId: id });
  });

  it('checks the length after trimming: 1 to 2000 characters, stored as text', async () => {
    const id = await conversationId();
    const empty = await send(patient, id, '   ');
    assert.equal(empty.status, 400);
    assert.equal((empty.body as unknown as { message: string }).message, 'Write a message first.');
    const long = await send(patient, id, 'a'.repeat(2001));
    assert.equal(long.status, 400);
    assert.equal(
      (long.body as unknown as { message: string }).message,
      'A message can be at most 2000 characters.',
    );
    assert.equal((await send(patient, id, ` ${'b'.repeat(2000)} `)).status, 201);
    const markup = '<img src=x onerror=alert(1)>';
    assert.equal((await send(patient, id, markup)).body.body, markup);
  });

  it('pages back with before, oldest first within a page', async () => {
    const id = await conversationId();
    for (let i = 1; i <= 35; i++)
      await t.sql(
        sql`insert into messages (conversation_id, sender, body, created_at)
            values (${id}, ${i % 2 ? 'patient' : 'doctor'}, ${`Message ${i}`}, now() - make_interval(mins => ${100 - i}))`,
      );
    const first = await page(patient, id);
    assert.equal(first.status, 200);
    assert.equal(first.body.hasMore, true);
    assert.equal(first.body.messages.length, 30);
    assert.equal(first.body.messages[0]!.body, 'Message 6');
    assert.equal(first.body.messages[29]!.body, 'Message 35');
    const second = await page(patient, id, `?before=${first.body.messages[0]!._id}`);
    assert.deepEqual(
      second.body.messages.map((m) => m.body),
      ['Message 1', 'Message 2', 'Message 3', 'Message 4', 'Message 5'],
    );
    assert.equal(second.body.hasMore, false);
    const small = await page(patient, id, '?limit=2');
    assert.deepEqual(
      small.body.messages.map((m) => m.body),
      ['Message 34', 'Message 35'],
    );
    // A message of another conversation is no anchor.
    await t.addToCare(patient, otherDoctor);
    const otherId = (await open(patient, { doctor: otherDoctor.doctorId })).body._id;
    const elsewhere = (await send(patient, otherId, 'Elsewhere')).body._id;
    assert.equal((await page(patient, id, `?before=${elsewhere}`)).status, 400);
  });

  it('a closed conversation is read-only until the doctor reopens it', async () => {
    const id = await conversationId();
    await send(patient, id, 'Before closing');
    assert.equal(
      (await t.request('PATCH', `/api/chats/${id}/close`, { token: patient.token })).status,
      403,
    );
    const closed = await t.request<Chat>('PATCH', `/api/chats/${id}/close`, {
      token: doctor.token,
    });
    assert.equal(closed.status, 200);
    assert.equal(closed.body.closed, true);
    for (const who of [patient, doctor]) {
      const refused = await send(who, id, 'After closing');
      assert.equal(refused.status, 409);
      assert.equal(
        (refused.body as unknown as { message: string }).message,
        'This conversation is closed.',
      );
    }
    assert.equal((await page(patient, id)).body.messages.length, 1);
    assert.equal((await chats(patient))[0]!.closed, true);
    const reopened = await t.request<Chat>('PATCH', `/api/chats/${id}/reopen`, {
      token: doctor.token,
    });
    assert.equal(reopened.body.closed, false);
    assert.equal((await send(patient, id, 'After reopening')).status, 201);
  });

  it('are deleted with the patient’s account', async () => {
    const id = await conversationId();
    await send(patient, id, 'Delete me with my account');
    const deleted = await t.request('DELETE', `/api/patient/delete/${patient.patientId}`, {
      token: admin.token,
    });
    assert.equal(deleted.status, 200);
    const left = await t.sql<{ n: number }>(
      sql`select (select count(*) from messages)::int + (select count(*) from conversations)::int as n`,
    );
    assert.equal(left[0]!.n, 0);
    assert.deepEqual(await chats(doctor), []);
  });

  it('are audited like records: reads and writes', async () => {
    const id = await conversationId();
    const sent = await send(patient, id, 'Audited');
    await page(doctor, id);
    await t.app.audit.flush();
    const entries = await t.sql<{
      action: string;
      entity_type: string;
      entity_id: string;
      patient_id: string;
      actor_user_id: string;
    }>(
      sql`select action, entity_type, entity_id, patient_id, actor_user_id from audit_log
          where patient_id = ${patient.patientId} order by id`,
    );
    assert.deepEqual(
      entries.map((e) => [e.action, e.entity_type, e.entity_id, e.patient_id, e.actor_user_id]),
      [
        ['create', 'message', sent.body._id, patient.patientId, patient.userId],
        ['read', 'conversation', id, patient.patientId, doctor.userId],
      ],
    );
  });
});

describe('the doctor’s away message and reply time', () => {
  it('shows the away message to the patient; 300 characters at most', async () => {
    const saved = await t.request('PUT', '/api/doctor/away-message', {
      token: doctor.token,
      body: { message: '  On leave until Monday; for urgent matters call the clinic.  ' },
    });
    assert.equal(saved.status, 200);
    assert.deepEqual(saved.body, {
      awayMessage: 'On leave until Monday; for urgent matters call the clinic.',
    });
    assert.equal(
      (await chats(patient))[0]!.doctor.awayMessage,
      'On leave until Monday; for urgent matters call the clinic.',
    );
    const mine = await t.request('GET', '/api/doctor/away-message', { token: doctor.token });
    assert.equal(
      mine.body.awayMessage,
      'On leave until Monday; for urgent matters call the clinic.',
    );
    const long = await t.request('PUT', '/api/doctor/away-message', {
      token: doctor.token,
      body: { message: 'x'.repeat(301) },
    });
    assert.equal(long.status, 400);
    assert.equal(long.body.message, 'An away message can be at most 300 characters.');
    assert.equal(
      (
        await t.request('PUT', '/api/doctor/away-message', {
          token: patient.token,
          body: { message: 'Hi' },
        })
      ).status,
      403,
    );
    await t.request('PUT', '/api/doctor/away-message', {
      token: doctor.token,
      body: { message: null },
    });
    assert.equal((await chats(patient))[0]!.doctor.awayMessage, null);
  });

  it('the median time to answer over the last 30 days, in words', async () => {
    const id = await conversationId();
    assert.equal((await chats(patient))[0]!.doctor.replyTime, null);
    const at = (minutesAgo: number, sender: 'patient' | 'doctor') =>
      t.sql(
        sql`insert into messages (conversation_id, sender, body, created_at)
            values (${id}, ${sender}, 'x', now() - make_interval(mins => ${minutesAgo}))`,
      );
    // Answers after 20 minutes, 40 minutes (the second question of a run does not count) and
    // 10 hours: the median is 40 minutes.
    await at(3000, 'patient');
    await at(2980, 'doctor');
    await at(2000, 'patient');
    await at(1990, 'patient');
    await at(1960, 'doctor');
    await at(1000, 'patient');
    await at(400, 'doctor');
    // Older than 30 days: not counted.
    await at(60 * 24 * 31, 'patient');
    await at(60 * 24 * 31 - 600, 'doctor');
    assert.equal((await chats(patient))[0]!.doctor.replyTime, 'Usually replies within an hour');
    await at(300, 'patient');
    await at(0, 'doctor');
    await at(200, 'patient');
    // Unanswered: not counted. Median of 20 min, 40 min, 10 h, 5 h: 2 h 50 min.
    assert.equal((await chats(patient))[0]!.doctor.replyTime, 'Usually replies within a few hours');
  });
});
