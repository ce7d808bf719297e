import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { buildApp, type App } from '../../app.js';
import { openDatabase } from '../../db/index.js';
import {
  dayFromToday,
  PASSWORD,
  setupTestApp,
  TEST_CONFIG,
  type Person,
  type TestApp,
} from '../../../test/helpers.js';
import { baseUrl, openStream, type TestStream } from '../../../test/sse.js';
import { createNotifications } from '../notifications/notifications.repository.js';

let t: TestApp;
let url: string;
let clock = Date.now();
let patient: Person;
let doctor: Person;
const streams: TestStream[] = [];

before(async () => {
  t = await setupTestApp({ now: () => new Date(clock), config: { streamPingMs: 100 } });
  url = await baseUrl(t.app);
});
after(async () => {
  for (const stream of streams) stream.close();
  await t.close();
});
beforeEach(async () => {
  for (const stream of streams.splice(0)) stream.close();
  await t.reset();
  clock = Date.now();
  patient = await t.createPatient({ firstName: 'Hazel', lastName: 'Moreno' });
  doctor = await t.createDoctor({ firstName: 'Ivo', lastName: 'Brandt' });
  await t.addToCare(patient, doctor);
});

async function ticket(who: Person, on: TestApp = t): Promise<string> {
  const reply = await on.request('POST', '/api/stream/ticket', { token: who.token });
  assert.equal(reply.status, 200);
  assert.equal(reply.body.expiresIn, 30);
  return reply.body.ticket as string;
}

async function stream(
  who: Person,
  options: {
    lastEventId?: string;
    query?: string;
    on?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<TestStream> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.lastEventId) headers['last-event-id'] = options.lastEventId;
  const opened = await openStream(
    `${options.on ?? url}/api/stream?ticket=${await ticket(who)}${options.query ?? ''}`,
    headers,
  );
  streams.push(opened);
  assert.equal(opened.status, 200, opened.text());
  return opened;
}

async function conversation(): Promise<string> {
  const reply = await t.request('POST', '/api/chats', {
    token: patient.token,
    body: { doctor: doctor.doctorId },
  });
  return reply.body._id as string;
}

const send = (who: Person, id: string, body: string, on: TestApp = t) =>
  on.request('POST', `/api/chats/${id}/messages`, { token: who.token, body: { body } });

describe('the live stream', () => {
  it('opens with a single-use ticket: a second use, no ticket or a late one is 401', async () => {
    assert.equal((await t.request('POST', '/api/stream/ticket')).status, 401);
    const once = await ticket(patient);
    const first = await openStream(`${url}/api/stream?ticket=${once}`, {
      origin: 'http://localhost:3000',
    });
    streams.push(first);
    assert.equal(first.status, 200);
    assert.match(String(first.headers['content-type']), /^text\/event-stream/);
    assert.equal(first.headers['cache-control'], 'no-store');
    assert.equal(first.headers['access-control-allow-origin'], 'http://localhost:3000');
    assert.ok(first.headers['strict-transport-security'], 'the security headers are kept');
    assert.equal(first.headers['content-encoding'], undefined);
    const again = await openStream(`${url}/api/stream?ticket=${once}`);
    assert.equal(again.status, 401);
    assert.equal(
      JSON.parse(again.text()).message,
      'This stream ticket is not valid. Ask for a new one.',
    );
    assert.equal((await openStream(`${url}/api/stream`)).status, 401);
    const late = await ticket(patient);
    clock += 31_000;
    assert.equal((await openStream(`${url}/api/stream?ticket=${late}`)).status, 401);
  });

  it('a message posted reaches the other side’s stream, ids only', async () => {
    const id = await conversation();
    const live = await stream(doctor);
    const own = await stream(patient);
    const sent = await send(patient, id, 'Is my prescription ready?');
    assert.equal(sent.status, 201);
    const event = await live.waitFor((e) => e.event === 'message');
    assert.deepEqual(event.data, { conversationId: id, messageId: sent.body._id });
    assert.match(event.id!, /^\d+$/);
    assert.equal(JSON.stringify(live.events).includes('prescription'), false);
    // The reader's receipt goes back to the sender.
    await t.request('POST', `/api/chats/${id}/read`, { token: doctor.token });
    const read = await own.waitFor((e) => e.event === 'read');
    assert.deepEqual(read.data, { conversationId: id });
    assert.equal(
      own.events.some((e) => e.event === 'message'),
      false,
    );
  });

  it('closing and reopening a conversation reach the patient’s stream', async () => {
    const id = await conversation();
    const live = await stream(patient);
    for (const action of ['close', 'reopen']) {
      const before = live.events.length;
      const reply = await t.request('PATCH', `/api/chats/${id}/${action}`, { token: doctor.token });
      assert.equal(reply.status, 200);
      const event = await live.waitFor(
        (e) => e.event === 'conversation' && live.events.indexOf(e) >= before,
      );
      assert.deepEqual(event.data, { conversationId: id });
    }
  });

  it('notifications and appointment changes reach both people', async () => {
    const patientStream = await stream(patient);
    const doctorStream = await stream(doctor);
    const [notificationId] = await createNotifications(t.db, [
      { userId: patient.userId, message: 'Hello', kind: 'general' },
    ]);
    assert.deepEqual((await patientStream.waitFor((e) => e.event === 'notification')).data, {
      notificationId,
    });
    const booked = await t.request('POST', '/api/appointment/create', {
      token: patient.token,
      body: { doctor: doctor.doctorId, date: dayFromToday(3), timeSlot: '10:00 AM - 10:30 AM' },
    });
    assert.equal(booked.status, 201, JSON.stringify(booked.body));
    for (const s of [patientStream, doctorStream])
      assert.deepEqual((await s.waitFor((e) => e.event === 'appointment')).data, {
        appointmentId: booked.body._id,
      });
    // Each booking notification was announced too.
    await doctorStream.waitFor((e) => e.event === 'notification');
  });

  it('appointments cancelled when the patient removes the doctor reach the doctor', async () => {
    const booked = await t.request('POST', '/api/appointment/create', {
      token: patient.token,
      body: { doctor: doctor.doctorId, date: dayFromToday(4), timeSlot: '11:00 AM - 11:30 AM' },
    });
    assert.equal(booked.status, 201, JSON.stringify(booked.body));
    const doctorStream = await stream(doctor);
    const team = await t.request('GET', `/api/care/team/${patient.patientId}`, {
      token: patient.token,
    });
    const care = (team.body as { _id: string; doctor: { _id: string } }[]).find(
      (m) => m.doctor._id === doctor.doctorId,
    )!;
    assert.equal(
      (await t.request('DELETE', `/api/care/remove/${care._id}`, { token: patient.token })).status,
      200,
    );
    assert.deepEqual((await doctorStream.waitFor((e) => e.event === 'appointment')).data, {
      appointmentId: booked.body._id,
    });
  });

  it('replays what was missed after Last-Event-ID (header or query)', async () => {
    const id = await conversation();
    const first = await stream(doctor);
    await send(patient, id, 'One');
    const seen = await first.waitFor((e) => e.event === 'message');
    first.close();
    const two = (await send(patient, id, 'Two')).body._id;
    const three = (await send(patient, id, 'Three')).body._id;
    const resumed = await stream(doctor, { lastEventId: seen.id });
    await resumed.waitFor((e) => (e.data as { messageId: string }).messageId === three);
    assert.deepEqual(
      resumed.events.map((e) => (e.data as { messageId: string }).messageId),
      [two, three],
    );
    const byQuery = await stream(doctor, { query: `&lastEventId=${seen.id}` });
    await byQuery.waitFor((e) => (e.data as { messageId: string }).messageId === three);
    assert.equal(byQuery.events.length, 2);
    // Without an id, nothing old is sent.
    const fresh = await stream(doctor);
    await fresh
      .waitFor(() => true, 300)
      .then(
        () => assert.fail('an old event was sent'),
        () => undefined,
      );
    // Older than 24 hours: not replayed.
    clock += 25 * 3600_000;
    const late = await stream(doctor, { lastEventId: seen.id });
    await new Promise((r) => setTimeout(r, 200));
    assert.equal(late.events.length, 0);
  });

  it('pings, and cleans up when the client goes', async () => {
    const live = await stream(patient);
    await new Promise((r) => setTimeout(r, 250));
    assert.ok(live.comments.includes('ping'), `comments: ${live.comments.join(',')}`);
    assert.equal(t.app.events.count(patient.userId), 1);
    live.close();
    for (let i = 0; i < 50 && t.app.events.count(patient.userId) > 0; i++)
      await new Promise((r) => setTimeout(r, 20));
    assert.equal(t.app.events.count(patient.userId), 0);
  });

  it('allows ten streams per user on one instance', async () => {
    for (let i = 0; i < 10; i++) await stream(patient);
    const eleventh = await openStream(`${url}/api/stream?ticket=${await ticket(patient)}`);
    assert.equal(eleventh.status, 429);
    assert.equal(
      JSON.parse(eleventh.text()).message,
      'Too many live updates are open for this account. Close a tab and try again.',
    );
    // Another user is not affected.
    await stream(doctor);
  });

  it('keeps events 24 hours', async () => {
    await createNotifications(t.db, [{ userId: patient.userId, message: 'Old' }]);
    await t.sql(sql`update events set created_at = now() - interval '25 hours'`);
    await createNotifications(t.db, [{ userId: patient.userId, message: 'New' }]);
    const { pruneEvents } = await import('./events.repository.js');
    await pruneEvents(t.db, new Date(Date.now() - 24 * 3600_000));
    const left = await t.sql<{ n: number }>(sql`select count(*)::int as n from events`);
    assert.equal(left[0]!.n, 1);
  });
});

/** A real sign-in (the test people's tokens belong to none): its access token. */
async function signIn(who: Person): Promise<string> {
  const reply = await t.request('POST', '/api/user/login', {
    body: { email: who.email, password: PASSWORD },
  });
  assert.equal(reply.status, 200);
  return reply.body.token as string;
}

async function ticketOf(token: string): Promise<string> {
  const reply = await t.request('POST', '/api/stream/ticket', { token });
  assert.equal(reply.status, 200);
  return reply.body.ticket as string;
}

/** Resolves when the stream ends; fails if it is still open after `ms`. */
function endsWithin(stream: TestStream, ms = 5000): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    stream.ended,
    new Promise<never>((_, fail) => {
      timer = setTimeout(() => fail(new Error(`the stream is still open after ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

describe('streams end with their sign-in', () => {
  it('logout ends the open stream, and a ticket taken before it opens nothing', async () => {
    const id = await conversation();
    const laptop = await signIn(doctor);
    const phone = await signIn(doctor);
    const open = await openStream(`${url}/api/stream?ticket=${await ticketOf(laptop)}`);
    streams.push(open);
    assert.equal(open.status, 200);
    const spare = await ticketOf(laptop);
    const other = await openStream(`${url}/api/stream?ticket=${await ticketOf(phone)}`);
    streams.push(other);
    // Logout with the bearer token alone, as a client that lost its cookie does.
    assert.equal((await t.request('POST', '/api/user/logout', { token: laptop })).status, 200);
    await endsWithin(open);
    const late = await openStream(`${url}/api/stream?ticket=${spare}`);
    assert.equal(late.status, 401);
    assert.equal(
      JSON.parse(late.text()).message,
      'This stream ticket is not valid. Ask for a new one.',
    );
    // The other sign-in's stream goes on hearing; nothing reached the ended one.
    const sent = await send(patient, id, 'After the logout');
    await other.waitFor((e) => (e.data as { messageId?: string }).messageId === sent.body._id);
    assert.equal(
      open.events.some((e) => (e.data as { messageId?: string }).messageId === sent.body._id),
      false,
    );
    // The sign-in's end is never sent to a browser.
    assert.equal(
      other.events.some((e) => e.event === 'signout'),
      false,
    );
  });

  it('ending a device from another one ends its stream', async () => {
    const laptop = await signIn(patient);
    const phone = await signIn(patient);
    const open = await openStream(`${url}/api/stream?ticket=${await ticketOf(phone)}`);
    streams.push(open);
    const devices = await t.request('GET', '/api/user/sessions', { token: laptop });
    const phoneRow = (devices.body as { _id: string; current: boolean }[]).find((d) => !d.current)!;
    const ended = await t.request('DELETE', `/api/user/sessions/${phoneRow._id}`, {
      token: laptop,
    });
    assert.equal(ended.status, 200);
    await endsWithin(open);
  });
});

describe('two instances on PostgreSQL', () => {
  it('logout on one instance ends the stream on the other and refuses its tickets there', async (context) => {
    if (!t.databaseUrl) {
      context.skip('PGlite has one instance per database (run with DATABASE_URL)');
      return;
    }
    const database = await openDatabase({ databaseUrl: t.databaseUrl, poolSize: 3 });
    let second: App | undefined;
    try {
      second = await buildApp({ database, logger: false, migrate: false, config: TEST_CONFIG });
      const secondUrl = await baseUrl(second);
      const token = await signIn(doctor);
      const remote = await openStream(`${secondUrl}/api/stream?ticket=${await ticketOf(token)}`);
      streams.push(remote);
      assert.equal(remote.status, 200);
      const spare = await ticketOf(token);
      assert.equal((await t.request('POST', '/api/user/logout', { token })).status, 200);
      await endsWithin(remote);
      assert.equal((await openStream(`${secondUrl}/api/stream?ticket=${spare}`)).status, 401);
      // The access token is refused by the second instance too.
      const reply = await second.inject({
        method: 'POST',
        url: '/api/stream/ticket',
        headers: { authorization: `Bearer ${token}` },
      });
      assert.equal(reply.statusCode, 401);
    } finally {
      for (const s of streams.splice(0)) s.close();
      await second?.close();
      await database.close();
    }
  });

  it('a message posted to one reaches a stream on the other', async (context) => {
    if (!t.databaseUrl) {
      context.skip('PGlite has one instance per database (run with DATABASE_URL)');
      return;
    }
    const database = await openDatabase({ databaseUrl: t.databaseUrl, poolSize: 3 });
    let second: App | undefined;
    try {
      second = await buildApp({ database, logger: false, migrate: false, config: TEST_CONFIG });
      const secondUrl = await baseUrl(second);
      const id = await conversation();
      // The ticket comes from the first instance; the stream is on the second.
      const remote = await stream(doctor, { on: secondUrl });
      const sent = await send(patient, id, 'Across instances');
      const event = await remote.waitFor((e) => e.event === 'message');
      assert.deepEqual(event.data, { conversationId: id, messageId: sent.body._id });
    } finally {
      for (const s of streams.splice(0)) s.close();
      await second?.close();
      await database.close();
    }
  });

  it('when the listening connection drops, open streams end and a new one hears again', async (context) => {
    if (!t.databaseUrl) {
      context.skip('PostgreSQL only');
      return;
    }
    const id = await conversation();
    const before = await stream(doctor);
    await t.sql(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query ilike 'LISTEN%' and pid <> pg_backend_pid()`,
    );
    await before.ended;
    // The listener reconnects after half a second.
    let delivered = false;
    for (let attempt = 0; attempt < 20 && !delivered; attempt++) {
      await new Promise((r) => setTimeout(r, 250));
      const after = await stream(doctor);
      const sent = await send(patient, id, `Attempt ${attempt}`);
      delivered = await after
        .waitFor((e) => (e.data as { messageId?: string }).messageId === sent.body._id, 500)
        .then(
          () => true,
          () => false,
        );
      after.close();
    }
    assert.ok(delivered, 'a stream opened after the reconnection receives events');
  });
});
