// Two API instances on one database share the sign-in limits: an attacker who spreads attempts
// over them gets the budget of one. On PostgreSQL the second instance has its own connection
// pool (as another process would); on PGlite both apps share the embedded database.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { buildApp, type App } from '../../app.js';
import { openDatabase, type Database } from '../../db/index.js';
import {
  recordedSlowdown,
  setupTestApp,
  TEST_CONFIG,
  type TestApp,
} from '../../../test/helpers.js';

// RATE_LIMIT_LOGIN = 10: the 11th attempt on one account from one address gets 429, the 31st
// from one address on any accounts; after 10 failures on an account, each attempt waits 400 ms,
// then 800, 1600 (delays far above what a loaded machine adds to one sign-in).
const { slowdown, waitedDuring } = recordedSlowdown();
const config = { ...TEST_CONFIG, rateLimitLogin: 10, signInSlowdown: slowdown };

let t: TestApp;
let second: App;
let secondDatabase: Database | undefined;

before(async () => {
  t = await setupTestApp({ config });
  secondDatabase = t.databaseUrl
    ? await openDatabase({ databaseUrl: t.databaseUrl, poolSize: 3 })
    : undefined;
  second = await buildApp({
    database: secondDatabase ?? t.database,
    logger: false,
    migrate: false,
    config,
  });
});
after(async () => {
  await second.close();
  await secondDatabase?.close();
  await t.close();
});
beforeEach(() => t.reset());

/** Instance 1 for even attempts, instance 2 for odd ones. */
const instance = (i: number) => (i % 2 === 0 ? t.app : second);

const signIn = async (app: App, email: string, remoteAddress: string) => {
  const {
    result: reply,
    ms,
    waited,
  } = await waitedDuring(() =>
    app.inject({
      method: 'POST',
      url: '/api/user/login',
      remoteAddress,
      payload: { email, password: 'wrong-password' },
    }),
  );
  return { status: reply.statusCode, reply, ms, waited };
};

describe('sign-in limits over two instances on one database', () => {
  it('ten bad sign-ins spread over both: the 11th gets 429 on either instance', async () => {
    const victim = await t.createPatient();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++)
      statuses.push((await signIn(instance(i), victim.email, '10.20.0.1')).status);
    assert.deepEqual(statuses, Array(10).fill(401));
    for (const app of [t.app, second]) {
      const { status, reply } = await signIn(app, victim.email, '10.20.0.1');
      assert.equal(status, 429, 'the 11th and 12th attempts are refused');
      assert.match(
        reply.json<{ message: string }>().message,
        /^Too many attempts\. Please wait (\d+ seconds|a second) and try again\.$/,
      );
      const retryAfter = Number(reply.headers['retry-after']);
      assert.ok(retryAfter > 0 && retryAfter <= 60, `Retry-After ${retryAfter}`);
    }
  });

  it('one address trying many accounts over both: the 31st gets 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push((await signIn(instance(i), `person${i}@example.test`, '10.20.1.1')).status);
    assert.deepEqual(statuses, [...Array(30).fill(401), 429]);
  });

  it('the account routes too: ten resets asked through both, the 11th gets 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const reply = await instance(i).inject({
        method: 'POST',
        url: '/api/user/forgot',
        remoteAddress: `10.20.3.${i + 1}`,
        payload: { email: 'target@example.test' },
      });
      statuses.push(reply.statusCode);
    }
    assert.deepEqual(statuses, [...Array(10).fill(200), 429]);
  });

  it('the slowdown counts the failures made on both instances', async () => {
    const victim = await t.createPatient();
    const waits: number[] = [];
    for (let i = 0; i < 10; i++) {
      const { status, waited } = await signIn(instance(i), victim.email, `10.20.2.${i + 1}`);
      assert.equal(status, 401);
      waits.push(waited);
    }
    assert.deepEqual(waits, Array(10).fill(0), 'no wait for the first 10');
    // 5 failures went through each instance; each now waits as after 10, then 11.
    const eleventh = await signIn(t.app, victim.email, '10.20.2.100');
    assert.equal(eleventh.status, 401);
    assert.equal(eleventh.waited, 800);
    assert.ok(eleventh.ms >= 800, `the 11th waited ${Math.round(eleventh.ms)} ms`);
    const twelfth = await signIn(second, victim.email, '10.20.2.101');
    assert.equal(twelfth.status, 401);
    assert.equal(twelfth.waited, 1600);
    assert.ok(twelfth.ms >= 1600, `the 12th waited ${Math.round(twelfth.ms)} ms`);
  });
});
