// The full hostile-input run (npm run test:hostile): property-based requests generated from every
// route's schema, at least 10,000 in all. See test/security/fuzz-lib.ts for what is generated and
// checked. FUZZ_TOTAL changes the total; FUZZ_SEED replays a run.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { setupTestApp, type TestApp } from '../helpers.js';
import {
  fuzzableRoutes,
  fuzzRoute,
  prototypeKeys,
  seedFuzzWorld,
  type FuzzStats,
} from '../security/fuzz-lib.js';

const TOTAL = Number(process.env.FUZZ_TOTAL ?? 10_500);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Date.now() % 2_147_483_647;

let t: TestApp;
const stats: FuzzStats = { requests: 0, byStatus: {}, failures: [] };

before(async () => {
  t = await setupTestApp({ config: { rateLimitLogin: 1_000_000 } });
});
after(() => t.close());

describe('hostile input (full run)', () => {
  it(
    `at least ${TOTAL} generated requests: no 5xx, no internals, a clear message on every 4xx`,
    // The runner's default of 2 minutes is too short on a busy machine.
    { timeout: 15 * 60_000 },
    async (ctx) => {
      const baseline = prototypeKeys();
      const routes = fuzzableRoutes(t);
      const perRoute = Math.ceil(TOTAL / routes.length);
      const started = Date.now();
      for (const [index, route] of routes.entries()) {
        // Fresh people and records for every route: the previous one may have deleted them.
        const world = await seedFuzzWorld(t);
        await fuzzRoute(t, world, route, perRoute, stats, SEED + index);
      }
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const summary = `hostile input: ${stats.requests} requests over ${routes.length} routes (${perRoute} each) in ${seconds} s, seed ${SEED}; statuses ${JSON.stringify(stats.byStatus)}`;
      ctx.diagnostic(summary);
      console.log(`# ${summary}`);
      assert.deepEqual(stats.failures, [], `\n${stats.failures.join('\n')}`);
      assert.deepEqual(prototypeKeys(), baseline, 'no request polluted Object.prototype');
      assert.ok(stats.requests >= TOTAL, `${stats.requests} requests`);
    },
  );
});
