import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { defaultRules } from './availability.js';
import {
  freeSlots,
  gridSlots,
  isFree,
  withinHours,
  withinPatientLimits,
  type ScheduleRules,
} from './slots.js';

const NEW_YORK = 'America/New_York';
const rules = (over: Partial<ScheduleRules> = {}): ScheduleRules => ({
  ...defaultRules(NEW_YORK),
  ...over,
});
const iso = (ms: number) => new Date(ms).toISOString();

describe('slots in the doctor’s zone across the DST changes of 2026', () => {
  it('keeps 09:00 on the wall clock when New York falls back (2026-11-01)', () => {
    const slots = gridSlots(rules(), '2026-10-31', '2026-11-02');
    const firstOf = (date: string) => slots.find((s) => s.date === date)!;
    assert.equal(iso(firstOf('2026-10-31').start), '2026-10-31T13:00:00.000Z'); // EDT, UTC-4
    assert.equal(iso(firstOf('2026-11-01').start), '2026-11-01T14:00:00.000Z'); // EST, UTC-5
    assert.equal(iso(firstOf('2026-11-02').start), '2026-11-02T14:00:00.000Z');
    for (const date of ['2026-10-31', '2026-11-01', '2026-11-02']) {
      const day = slots.filter((s) => s.date === date);
      assert.equal(day.length, 16, date);
      // The day the clock changes, every time carries the zone's abbreviation.
      const zone = date === '2026-11-01' ? ' EST' : '';
      assert.equal(day[0]!.timeSlot, `09:00 AM${zone} - 09:30 AM${zone}`);
      assert.equal(day.at(-1)!.timeSlot, `04:30 PM${zone} - 05:00 PM${zone}`);
    }
  });

  it('keeps 09:00 on the wall clock when New York springs forward (2026-03-08)', () => {
    const slots = gridSlots(rules(), '2026-03-07', '2026-03-08');
    assert.equal(iso(slots[0]!.start), '2026-03-07T14:00:00.000Z'); // EST
    assert.equal(iso(slots[16]!.start), '2026-03-08T13:00:00.000Z'); // EDT
  });

  it('offers only the hours that exist on a night the clock skips 02:00–03:00', () => {
    const night = rules({ weekly: [{ weekday: 7, start: '00:00', end: '04:00' }] });
    const slots = gridSlots(night, '2026-03-08', '2026-03-08');
    assert.deepEqual(
      slots.map((s) => s.timeSlot),
      [
        '12:00 AM EST - 12:30 AM EST',
        '12:30 AM EST - 01:00 AM EST',
        '01:00 AM EST - 01:30 AM EST',
        '01:30 AM EST - 03:00 AM EDT',
        '03:00 AM EDT - 03:30 AM EDT',
        '03:30 AM EDT - 04:00 AM EDT',
      ],
    );
    // Every slot lasts exactly 30 real minutes.
    for (const s of slots) assert.equal(s.end - s.start, 30 * 60_000);
  });
});

describe('hours, overrides, time off, buffers', () => {
  const base = rules({
    timeZone: 'UTC',
    weekly: [
      { weekday: 1, start: '09:00', end: '12:00' },
      { weekday: 1, start: '13:00', end: '15:00' },
    ],
  });

  it('cuts several ranges of a day into slots of the chosen length', () => {
    const slots = gridSlots({ ...base, slotMinutes: 45 }, '2026-11-30', '2026-11-30');
    assert.deepEqual(
      slots.map((s) => s.timeSlot),
      [
        '09:00 AM - 09:45 AM',
        '09:45 AM - 10:30 AM',
        '10:30 AM - 11:15 AM',
        '11:15 AM - 12:00 PM',
        '01:00 PM - 01:45 PM',
        '01:45 PM - 02:30 PM',
      ],
    );
    assert.equal(gridSlots(base, '2026-12-01', '2026-12-06').length, 0, 'Tuesday to Sunday closed');
  });

  it('lets a date override close a day or give it other hours, and time off close dates', () => {
    const closed = { ...base, overrides: [{ date: '2026-11-30', ranges: [] }] };
    assert.equal(gridSlots(closed, '2026-11-30', '2026-11-30').length, 0);
    const saturday = {
      ...base,
      overrides: [{ date: '2026-12-05', ranges: [{ start: '10:00', end: '11:00' }] }],
    };
    assert.deepEqual(
      gridSlots(saturday, '2026-12-05', '2026-12-05').map((s) => s.timeSlot),
      ['10:00 AM - 10:30 AM', '10:30 AM - 11:00 AM'],
    );
    const away = { ...base, timeOff: [{ from: '2026-11-28', to: '2026-12-01' }] };
    assert.equal(gridSlots(away, '2026-11-30', '2026-11-30').length, 0);
    assert.equal(gridSlots(away, '2026-12-07', '2026-12-07').length, 10);
  });

  it('keeps buffers beside busy times only: an empty day offers every start', () => {
    const spaced = { ...base, bufferBeforeMinutes: 5, bufferAfterMinutes: 10 };
    const slots = gridSlots(spaced, '2026-11-30', '2026-11-30');
    assert.deepEqual(
      slots.slice(0, 3).map((s) => s.timeSlot),
      ['09:00 AM - 09:30 AM', '09:30 AM - 10:00 AM', '10:00 AM - 10:30 AM'],
    );
    assert.equal(slots.length, 10);
    const busy = [
      { start: Date.parse('2026-11-30T09:00:00Z'), end: Date.parse('2026-11-30T09:40:00Z') },
    ];
    const at = (time: string) => Date.parse(`2026-11-30T${time}:00Z`);
    // 09:50 starts 10 minutes after the busy end: less than the 15 minutes of buffers.
    assert.equal(isFree(spaced, busy, at('09:50'), at('10:20')), false);
    assert.equal(isFree(spaced, busy, at('09:55'), at('10:25')), true);
    // Before it, the new booking's after-buffer and the busy time's before-buffer must fit too.
    assert.equal(isFree(spaced, busy, at('08:20'), at('08:50')), false);
    assert.equal(isFree(spaced, busy, at('08:15'), at('08:45')), true);
  });

  it('holds a patient to the notice and the horizon, staff only to the future', () => {
    const now = Date.parse('2026-11-30T09:10:00Z');
    const limited = { ...base, minimumNoticeHours: 2, horizonDays: 7 };
    const forPatient = freeSlots(limited, [], '2026-11-30', '2026-12-14', { now, patient: true });
    assert.equal(forPatient[0]!.timeSlot, '11:30 AM - 12:00 PM');
    assert.equal(forPatient.at(-1)!.date, '2026-12-07', 'the Monday after next is past 7 days');
    const forStaff = freeSlots(limited, [], '2026-11-30', '2026-12-14', { now, patient: false });
    assert.equal(forStaff[0]!.timeSlot, '09:30 AM - 10:00 AM');
    assert.equal(forStaff.at(-1)!.date, '2026-12-14');
    assert.equal(withinPatientLimits(limited, forStaff[0]!, now), false);
  });

  it('still reads a fixed offset saved before zones were checked', () => {
    const slots = gridSlots({ ...base, timeZone: 'UTC+3' }, '2026-11-30', '2026-11-30');
    assert.equal(iso(slots[0]!.start), '2026-11-30T06:00:00.000Z');
    assert.equal(slots[0]!.timeSlot, '09:00 AM - 09:30 AM');
  });

  it('tells whether an appointment still fits the hours', () => {
    const at = (time: string) => Date.parse(`2026-11-30T${time}:00Z`);
    assert.equal(withinHours(base, at('09:00'), at('09:30')), true);
    assert.equal(withinHours(base, at('11:45'), at('12:15')), false);
    assert.equal(withinHours(base, at('12:15'), at('12:45')), false);
  });
});
