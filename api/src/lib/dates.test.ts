import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { addDays, parseCalendarDate, toIsoDateTime } from './dates.js';

describe('calendar dates', () => {
  it("keeps the date part of 'YYYY-MM-DD' or a full ISO date-time", () => {
    assert.equal(parseCalendarDate('2026-11-24'), '2026-11-24');
    assert.equal(parseCalendarDate('2026-11-24T00:00:00.000Z'), '2026-11-24');
    assert.equal(parseCalendarDate('2026-11-24T23:30:00+05:00'), '2026-11-24');
  });

  it('refuses dates that do not exist and other text', () => {
    for (const input of ['2026-02-30', '2026-13-01', '2026-1-01', 'tomorrow', '', '2026-11-24x']) {
      assert.equal(parseCalendarDate(input), null, input);
    }
    assert.equal(parseCalendarDate('2028-02-29'), '2028-02-29');
  });

  it('adds days across months and years', () => {
    assert.equal(addDays('2026-12-30', 3), '2027-01-02');
    assert.equal(addDays('2026-03-01', -1), '2026-02-28');
  });

  it('round-trips every real date (property)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2199-12-31'), noInvalidDate: true }),
        (d) => {
          const iso = d.toISOString().slice(0, 10);
          assert.equal(parseCalendarDate(iso), iso);
          assert.equal(addDays(addDays(iso, 40), -40), iso);
        },
      ),
    );
  });

  it('reads database timestamps from either driver as ISO date-times', () => {
    assert.equal(toIsoDateTime('2026-11-23 09:25:24.123+00'), '2026-11-23T09:25:24.123Z');
    assert.equal(toIsoDateTime('2026-11-23 10:25:24+01'), '2026-11-23T09:25:24.000Z');
    assert.equal(toIsoDateTime('2026-11-23T09:25:24.123Z'), '2026-11-23T09:25:24.123Z');
  });
});
