import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { configProblems, loadConfig, parseTrustProxy } from './config.js';

const SECRET = 'k9Vb2xQw7LmN4pRt8ZsYc3HdFgJ6aUeW1oIq5';
const SMTP = 'smtp://mail.example.test:587';

describe('demo mode must be asked for (DEMO_MODE=1)', () => {
  it('is off without DEMO_MODE, whatever NODE_ENV says, and so is the demo seed', () => {
    for (const NODE_ENV of [undefined, 'development', 'test', 'staging']) {
      const config = loadConfig({ NODE_ENV }, []);
      assert.equal(config.demoMode, false, `NODE_ENV=${NODE_ENV}`);
      assert.equal(config.demoSeed, false, `NODE_ENV=${NODE_ENV}`);
    }
    assert.equal(loadConfig({ DEMO_MODE: '0' }, []).demoMode, false);
  });

  it('is on with DEMO_MODE=1, seeding the embedded database', () => {
    const config = loadConfig({ DEMO_MODE: '1' }, []);
    assert.equal(config.demoMode, true);
    assert.equal(config.demoSeed, true);
    assert.equal(loadConfig({ DEMO_MODE: '1', DEMO_SEED: '0' }, []).demoSeed, false);
  });

  it('refuses the demo seed without demo mode', () => {
    assert.throws(() => loadConfig({ DEMO_SEED: '1' }, []), /DEMO_SEED.*need DEMO_MODE=1/);
    assert.throws(() => loadConfig({}, ['--seed-demo']), /need DEMO_MODE=1/);
  });

  it('refuses the test clock without demo mode', () => {
    assert.throws(() => loadConfig({ TEST_CLOCK: '1' }, []), /TEST_CLOCK needs DEMO_MODE=1/);
    assert.equal(loadConfig({ DEMO_MODE: '1', TEST_CLOCK: '1' }, []).testClock, true);
    assert.equal(loadConfig({ DEMO_MODE: '1' }, []).testClock, false);
    const config = { ...loadConfig({ SMTP_URL: SMTP, JWT_SECRET: SECRET }, []), testClock: true };
    assert.deepEqual(configProblems(config), [
      'TEST_CLOCK needs DEMO_MODE=1: a clock anyone may set is for tests only.',
    ]);
  });

  it('outside demo mode, refuses to start without SMTP_URL', () => {
    const problems = configProblems(loadConfig({ JWT_SECRET: SECRET }, []));
    assert.equal(problems.length, 1);
    assert.match(problems[0]!, /^SMTP_URL is not set: .*DEMO_MODE=1/);
  });

  it('outside demo mode, refuses a missing, short or placeholder JWT_SECRET', () => {
    assert.match(configProblems(loadConfig({ SMTP_URL: SMTP }, []))[0]!, /^JWT_SECRET is not set/);
    for (const JWT_SECRET of [
      'secret',
      'change-me',
      'change-me-change-me-change-me-change-me',
      'your_jwt_secret_here_please_replace_it_now',
      'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
      SECRET.slice(0, 31),
    ]) {
      const problems = configProblems(loadConfig({ SMTP_URL: SMTP, JWT_SECRET }, []));
      assert.match(problems[0] ?? '', /^JWT_SECRET is a placeholder or too short/, JWT_SECRET);
    }
    assert.deepEqual(configProblems(loadConfig({ SMTP_URL: SMTP, JWT_SECRET: SECRET }, [])), []);
  });

  it('in demo mode, starts without SMTP_URL or JWT_SECRET', () => {
    assert.deepEqual(configProblems(loadConfig({ DEMO_MODE: '1' }, [])), []);
  });
});

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default, any with true, or the addresses and ranges listed', () => {
    assert.equal(loadConfig({}, []).trustProxy, false);
    assert.equal(parseTrustProxy('false'), false);
    assert.equal(parseTrustProxy('true'), true);
    assert.deepEqual(parseTrustProxy('10.0.0.1, 192.168.0.0/16,::1,loopback'), [
      '10.0.0.1',
      '192.168.0.0/16',
      '::1',
      'loopback',
    ]);
  });

  it('refuses anything else, naming the entry', () => {
    for (const value of ['proxy.example.test', '10.0.0.1/x', '2', '10.0.0.1/8/9'])
      assert.throws(() => parseTrustProxy(value), /^Error: TRUST_PROXY must be true, false/);
  });
});

describe('INSTANCE_NAME', () => {
  it('names the instance, or falls back to host name and process id', () => {
    assert.equal(loadConfig({ INSTANCE_NAME: ' api-2 ' }, []).instanceName, 'api-2');
    assert.match(loadConfig({}, []).instanceName, new RegExp(`:${process.pid}$`));
  });
});
