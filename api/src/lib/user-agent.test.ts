import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { describePlace, describeUserAgent } from './user-agent.js';

describe('describeUserAgent', () => {
  it('names the device and the browser with its major version', () => {
    const cases: [string, string, string][] = [
      [
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
        'Linux computer',
        'Chrome 156',
      ],
      [
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 Edg/140.0.0.0',
        'Windows computer',
        'Edge 140',
      ],
      [
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.6 Safari/605.1.15',
        'Mac',
        'Safari 18',
      ],
      [
        'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36',
        'Android phone',
        'Chrome 140',
      ],
      ['', 'Unknown device', 'Unknown browser'],
    ];
    for (const [ua, device, browser] of cases)
      assert.deepEqual(describeUserAgent(ua), { device, browser }, ua);
    assert.deepEqual(describeUserAgent(null), {
      device: 'Unknown device',
      browser: 'Unknown browser',
    });
  });
});

describe('describePlace', () => {
  it('says loopback and private ranges, and unknown for the rest, without any lookup', () => {
    assert.equal(describePlace('127.0.0.1'), 'This computer (loopback)');
    assert.equal(describePlace('::1'), 'This computer (loopback)');
    assert.equal(describePlace('::ffff:127.0.0.1'), 'This computer (loopback)');
    assert.equal(describePlace('10.1.2.3'), 'Private network');
    assert.equal(describePlace('172.16.0.9'), 'Private network');
    assert.equal(describePlace('172.32.0.9'), 'Unknown location');
    assert.equal(describePlace('::ffff:192.168.1.5'), 'Private network');
    assert.equal(describePlace('fd12:3456::1'), 'Private network');
    assert.equal(describePlace('fe80::1'), 'Private network (link-local)');
    assert.equal(describePlace('100.64.0.1'), 'Private network (carrier)');
    assert.equal(describePlace('203.0.113.9'), 'Unknown location');
    assert.equal(describePlace('2001:db8::1'), 'Unknown location');
    assert.equal(describePlace(null), 'Unknown location');
  });
});
