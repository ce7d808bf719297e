// Response headers: no caching of anything under /api/ except the docs, HSTS and the other helmet
// headers on every answer, errors included.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { setupTestApp, type TestApp } from '../helpers.js';

let t: TestApp;
before(async () => {
  t = await setupTestApp();
});
after(() => t.close());

describe('headers', () => {
  it('answers Cache-Control: no-store under /api/, also on errors, 404s and photos', async () => {
    const patient = await t.createPatient();
    const cases: [string, string, string | undefined][] = [
      ['own record', `/api/user/getOne/${patient.userId}`, patient.token],
      ['no token', `/api/user/getOne/${patient.userId}`, undefined],
      ['unknown route', '/api/nothing-here', patient.token],
      ['validation error', '/api/user/getOne/not-an-id', patient.token],
      ['list', '/api/appointment/all?limit=5', patient.token],
      ['missing photo', `/api/files/${patient.userId}`, undefined],
    ];
    for (const [what, url, token] of cases) {
      const reply = await t.request('GET', url, { token });
      assert.equal(reply.headers['cache-control'], 'no-store', `${what}: ${url}`);
      assert.equal(reply.headers.pragma, 'no-cache', `${what}: ${url}`);
      assert.match(
        String(reply.headers['strict-transport-security']),
        /max-age=\d{7,}; includeSubDomains/,
        `${what}: HSTS kept from helmet`,
      );
      assert.equal(reply.headers['x-content-type-options'], 'nosniff');
    }
  });

  it("sets helmet's headers, as configured, on answers and refusals alike", async () => {
    const patient = await t.createPatient();
    for (const [url, token] of [
      [`/api/user/getOne/${patient.userId}`, patient.token],
      [`/api/user/getOne/${patient.userId}`, undefined],
      ['/api/nothing-here', undefined],
    ] as const) {
      const { headers } = await t.request('GET', url, { token });
      const csp = String(headers['content-security-policy']);
      assert.match(csp, /default-src 'self'/, url);
      assert.match(csp, /object-src 'none'/, url);
      assert.doesNotMatch(csp, /upgrade-insecure-requests/, `${url}: docs over plain http`);
      assert.equal(headers['cross-origin-resource-policy'], 'same-site', url);
      assert.equal(headers['cross-origin-opener-policy'], 'same-origin', url);
      assert.equal(headers['referrer-policy'], 'no-referrer', url);
      assert.equal(headers['x-frame-options'], 'SAMEORIGIN', url);
      assert.equal(headers['x-powered-by'], undefined, url);
    }
  });

  it('lets the API docs and the probes be cached normally', async () => {
    for (const url of ['/api/docs/json', '/healthz']) {
      const reply = await t.request('GET', url);
      assert.equal(reply.status, 200, url);
      assert.notEqual(reply.headers['cache-control'], 'no-store', url);
      assert.ok(reply.headers['strict-transport-security'], `${url}: HSTS`);
    }
  });

  it('allows credentials only to the configured origins', async () => {
    const allowed = await t.request('OPTIONS', '/api/user/refresh', {
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST' },
    });
    assert.equal(allowed.headers['access-control-allow-origin'], 'http://localhost:3000');
    assert.equal(allowed.headers['access-control-allow-credentials'], 'true');
    // the browser may reuse the answer for ten minutes (one round trip less per repeated call)
    assert.equal(allowed.headers['access-control-max-age'], '600');
    for (const origin of ['https://evil.test', 'null', 'http://localhost:3000.evil.test']) {
      const refused = await t.request('OPTIONS', '/api/user/refresh', {
        headers: { origin, 'access-control-request-method': 'POST' },
      });
      assert.equal(refused.headers['access-control-allow-origin'], undefined, origin);
      const simple = await t.request('GET', '/healthz', { headers: { origin } });
      assert.equal(simple.headers['access-control-allow-origin'], undefined, origin);
    }
  });
});
