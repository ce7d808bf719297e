// A short run of the hostile-input properties in every test run (a few requests per route); the
// full run of more than 10,000 requests is test/hostile/fuzz.test.ts (npm run test:hostile).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { setupTestApp, type TestApp } from '../helpers.js';
import {
  fuzzableRoutes,
  fuzzRoute,
  prototypeKeys,
  seedFuzzWorld,
  type FuzzStats,
  type FuzzWorld,
} from './fuzz-lib.js';

const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS_PER_ROUTE ?? 6);

let t: TestApp;
let world: FuzzWorld;
const stats: FuzzStats = { requests: 0, byStatus: {}, failures: [] };

before(async () => {
  t = await setupTestApp({ config: { rateLimitLogin: 1_000_000 } });
  world = await seedFuzzWorld(t);
});
after(() => t.close());

describe('hostile input (short run)', () => {
  it(`${RUNS_PER_ROUTE} generated requests per route: no 5xx, no internals, a clear message on every 4xx`, async (ctx) => {
    const baseline = prototypeKeys();
    const routes = fuzzableRoutes(t);
    assert.ok(routes.length >= 40, `routes with input: ${routes.length}`);
    for (const route of routes) {
      // A DELETE may remove the records the next routes use: seed them again.
      if (route.method === 'DELETE') world = await seedFuzzWorld(t);
      await fuzzRoute(t, world, route, RUNS_PER_ROUTE, stats);
    }
    ctx.diagnostic(
      `hostile input: ${stats.requests} requests over ${routes.length} routes; statuses ${JSON.stringify(stats.byStatus)}`,
    );
    assert.deepEqual(stats.failures, [], `\n${stats.failures.join('\n')}`);
    assert.deepEqual(prototypeKeys(), baseline, 'no request polluted Object.prototype');
    assert.ok(stats.requests >= routes.length * RUNS_PER_ROUTE);
  });
});

describe('inputs the database cannot store (found by the hostile run)', () => {
  it('answers 400 with a sentence for a NUL character in a body, a query or a path', async () => {
    const { patient, doctor } = world.people;
    const cases: [string, string, unknown][] = [
      ['PUT', `/api/user/profile/${patient.userId}`, { bio: 'a\u0000b' }],
      ['POST', '/api/health/create', { subject: 'Cough\u0000' }],
      ['GET', '/api/doctor/search?q=%00', undefined],
      ['GET', '/api/appointment/all?q=a%00b', undefined],
    ];
    for (const [method, url, body] of cases) {
      const reply = await t.request(method as 'GET', url, { token: patient.token, body });
      assert.equal(reply.status, 400, `${method} ${url}`);
      assert.equal(reply.body.message, 'Text cannot contain the NUL character.');
    }
    const booking = await t.request('POST', '/api/appointment/create', {
      token: doctor.token,
      body: { patient: patient.patientId, date: '2030-01-02', timeSlot: 'Ten\u0000' },
    });
    assert.equal(booking.status, 400);
  });

  it('answers 400, not 500, for a date the database cannot hold (year 0)', async () => {
    const reply = await t.request('GET', '/api/appointment/all?from=9999-12-31&to=0000-01-01', {
      token: world.people.doctor.token,
    });
    assert.equal(reply.status, 400);
    assert.match(reply.body.message, /^A value in the request is out of range/);
  });

  it('answers the router errors (bad percent-encoding, a too long id) as JSON without the URL', async () => {
    const bad = await t.request('GET', '/api/appointment/get/%E0%A4%A', {
      token: world.people.patient.token,
    });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.message, 'The address is not valid.');
    assert.equal(bad.headers['cache-control'], 'no-store');
    const long = await t.request('GET', `/api/appointment/get/${'a'.repeat(1001)}`, {
      token: world.people.patient.token,
    });
    assert.equal(long.status, 414);
    assert.equal(long.body.message, 'The address is too long.');
    assert.equal(JSON.stringify(long.body).includes('aaaa'), false);
  });
});

describe('a broken upload (found by the hostile run)', () => {
  it('answers 400 with a sentence for a cut or malformed multipart body', async () => {
    const { patient } = world.people;
    for (const payload of [
      '--x\r\nbroken',
      '--x\r\nContent-Disposition: form-data; name="image"\r\n\r\nab',
      '--y--',
    ]) {
      const reply = await t.app.inject({
        method: 'POST',
        url: `/api/user/image/${patient.userId}`,
        headers: {
          authorization: `Bearer ${patient.token}`,
          'content-type': 'multipart/form-data; boundary=x',
        },
        payload,
      });
      assert.equal(reply.statusCode, 400, JSON.stringify(payload));
      assert.match(
        reply.json<{ message: string }>().message,
        /^The upload is incomplete or malformed\./,
      );
    }
  });
});
