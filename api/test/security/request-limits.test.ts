// One caller must not stall everyone: JSON is capped in size (per route) and depth before it is
// parsed, uploads are limited per user, and photos are served without reading their bytes from
// the database on every request. The timing under load is in test/hostile/stall.test.ts.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { MAX_JSON_DEPTH, jsonNestsDeeperThan } from '../../src/lib/json-body.js';
import { setupTestApp, type TestApp } from '../helpers.js';

let t: TestApp;
before(async () => {
  t = await setupTestApp({ config: { rateLimitUpload: 5 } });
});
after(() => t.close());

const DEPTH_MESSAGE = `The request body nests lists and objects too deeply (at most ${MAX_JSON_DEPTH} levels).`;

function nested(depth: number): string {
  return '['.repeat(depth) + ']'.repeat(depth);
}

describe('JSON bodies', () => {
  it('counts nesting outside strings only', () => {
    assert.equal(jsonNestsDeeperThan(nested(8), 8), false);
    assert.equal(jsonNestsDeeperThan(nested(9), 8), true);
    assert.equal(jsonNestsDeeperThan(`{"a":"${'['.repeat(50)}"}`, 8), false);
    assert.equal(jsonNestsDeeperThan(`{"a":"\\"${'['.repeat(50)}"}`, 8), false);
    assert.equal(jsonNestsDeeperThan(`{"a":"\\\\",${'['.repeat(9)}`, 8), true);
  });

  it('refuses a body nested too deeply with 400 and a sentence, before parsing it', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: `{"email":${nested(MAX_JSON_DEPTH + 1)},"password":"whatever1"}`,
    });
    assert.equal(login.statusCode, 400);
    assert.deepEqual(login.json(), {
      statusCode: 400,
      error: 'Bad Request',
      message: DEPTH_MESSAGE,
    });
    const patient = await t.createPatient();
    const signedIn = await t.app.inject({
      method: 'PUT',
      url: `/api/user/profile/${patient.userId}`,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        authorization: `Bearer ${patient.token}`,
      },
      payload: `{"bio":${nested(10_000)}}`,
    });
    assert.equal(signedIn.statusCode, 400);
    assert.equal(signedIn.json<{ message: string }>().message, DEPTH_MESSAGE);
  });

  it('still refuses __proto__ keys and broken JSON as before', async () => {
    const proto = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"a@example.test","password":"whatever1","__proto__":{"x":1}}',
    });
    assert.equal(proto.statusCode, 400);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    assert.equal(broken.json<{ message: string }>().message, 'The request body is not valid JSON.');
  });

  it('refuses more than 8 KB on the sign-in routes (413) and more than 256 KB elsewhere', async () => {
    const padding = 'x'.repeat(20 * 1024);
    for (const url of ['/api/user/login', '/api/user/register', '/api/user/forgot']) {
      const reply = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ email: 'a@example.test', password: padding }),
      });
      assert.equal(reply.statusCode, 413, url);
      assert.equal(reply.json<{ message: string }>().message, 'The request body is too large.');
    }
    const patient = await t.createPatient();
    const profile = (bio: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/user/profile/${patient.userId}`,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${patient.token}` },
        payload: JSON.stringify({ bio }),
      });
    assert.equal((await profile('x'.repeat(300 * 1024))).statusCode, 413);
    // A long but valid body still goes through.
    assert.equal((await profile('Ünïcödé bio. '.repeat(150))).statusCode, 200);
  });
});

function multipart(bytes: Buffer) {
  const boundary = '----careconnect-limits-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const upload = (person: { userId: string; token: string }, bytes = PNG) => {
  const body = multipart(bytes);
  return t.app.inject({
    method: 'POST',
    url: `/api/user/image/${person.userId}`,
    headers: { ...body.headers, authorization: `Bearer ${person.token}` },
    payload: body.payload,
  });
};

describe('photo uploads and reads', () => {
  it('allows 5 uploads a minute per user (429 after), and other users keep theirs', async () => {
    const patient = await t.createPatient();
    const other = await t.createPatient();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await upload(patient)).statusCode);
    assert.deepEqual(statuses, [200, 200, 200, 200, 200, 429]);
    const refused = await upload(patient);
    assert.match(
      refused.json<{ message: string }>().message,
      /^Too many uploads\. Please wait (\d+ seconds|a second) and try again\.$/,
    );
    assert.ok(Number(refused.headers['retry-after']) > 0);
    assert.equal((await upload(other)).statusCode, 200);
  });

  it('stores the exact bytes of a 2 MB photo and serves them', async () => {
    const patient = await t.createPatient();
    const bytes = Buffer.alloc(2 * 1024 * 1024 - 1024);
    for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 7919) % 251;
    PNG.copy(bytes, 0, 0, 8);
    const reply = await upload(patient, bytes);
    assert.equal(reply.statusCode, 200);
    const file = await t.app.inject({
      method: 'GET',
      url: new URL(reply.json<{ image: string }>().image).pathname,
      headers: { authorization: `Bearer ${patient.token}` },
    });
    assert.equal(file.statusCode, 200);
    assert.ok(file.rawPayload.equals(bytes), 'the same bytes come back');
  });

  it("serves a photo again without reading its bytes from the database, but checks its row and the caller's right each time", async () => {
    const patient = await t.createPatient();
    const stranger = await t.createPatient();
    const reply = await upload(patient);
    const path = new URL(reply.json<{ image: string }>().image).pathname;
    const id = path.split('/').pop()!;
    const get = (token: string) =>
      t.app.inject({ method: 'GET', url: path, headers: { authorization: `Bearer ${token}` } });
    assert.deepEqual((await get(patient.token)).rawPayload, PNG);
    // Photos never change under their id: the bytes served again come from memory.
    await t.sql(sql`update files set data = decode('00', 'hex') where id = ${id}`);
    const again = await get(patient.token);
    assert.equal(again.statusCode, 200);
    assert.deepEqual(again.rawPayload, PNG);
    assert.equal(
      (await get(stranger.token)).statusCode,
      404,
      'still only for those who may see it',
    );
    await t.sql(sql`delete from files where id = ${id}`);
    assert.equal((await get(patient.token)).statusCode, 404, 'a deleted photo is gone at once');
  });
});
