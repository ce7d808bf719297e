import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { dailySlots, normaliseTimeSlot } from './time-slots.js';

describe('time slots', () => {
  it('writes recognisable ranges the way the slot list does', () => {
    assert.equal(normaliseTimeSlot('10:00 AM - 10:30 AM'), '10:00 AM - 10:30 AM');
    assert.equal(normaliseTimeSlot(' 9:00 am-9:30 am '), '09:00 AM - 09:30 AM');
    assert.equal(normaliseTimeSlot('14:00 - 14:30'), '02:00 PM - 02:30 PM');
    assert.equal(normaliseTimeSlot('12:00 PM – 12:30 PM'), '12:00 PM - 12:30 PM');
    assert.equal(normaliseTimeSlot('9am to 10am'), '09:00 AM - 10:00 AM');
  });

  it('keeps anything else as typed, trimmed', () => {
    assert.equal(normaliseTimeSlot('  morning  '), 'morning');
    assert.equal(normaliseTimeSlot('10:30 AM - 10:00 AM'), '10:30 AM - 10:00 AM');
  });

  it('lists 16 slots from 09:00 AM to 05:00 PM', () => {
    const slots = dailySlots().map((s) => s.timeSlot);
    assert.equal(slots.length, 16);
    assert.equal(slots[0], '09:00 AM - 09:30 AM');
    assert.equal(slots[6], '12:00 PM - 12:30 PM');
    assert.equal(slots[15], '04:30 PM - 05:00 PM');
  });

  it('is idempotent and keeps the slot list unchanged (property)', () => {
    for (const { timeSlot } of dailySlots()) assert.equal(normaliseTimeSlot(timeSlot), timeSlot);
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (text) => {
        const once = normaliseTimeSlot(text);
        assert.equal(normaliseTimeSlot(once), once);
      }),
    );
  });
});
