// The toolbar's dates load before luxon: this module must never bring it.
jest.mock('luxon', () => {
  throw new Error('luxon was loaded by calendar-dates');
});

import {
  calendarDateIn,
  isCalendarDate,
  isKnownTimeZone,
  isoWeekday,
  rangeTitle,
  shiftAnchor,
  visibleDates,
  widenDates,
} from './calendar-dates';

it('reads dates without luxon, across months, years and leap days', () => {
  expect(isCalendarDate('2028-02-29')).toBe(true);
  expect(isCalendarDate('2027-02-29')).toBe(false);
  expect(isCalendarDate('2026-13-01')).toBe(false);
  expect(isCalendarDate('0099-01-01')).toBe(true);
  expect(isoWeekday('2026-11-29')).toBe(7);
  expect(isoWeekday('2026-11-23')).toBe(1);
  expect(shiftAnchor('2028-02-28', 'day', 1)).toBe('2028-02-29');
  expect(shiftAnchor('2026-12-29', 'week', 1)).toBe('2027-01-05');
  expect(widenDates({ from: '2026-03-01', to: '2026-12-31' }, 1, 1)).toEqual({
    from: '2026-02-28',
    to: '2027-01-01',
  });
  expect(visibleDates('2027-01-01', 'week')[0]).toBe('2026-12-28');
  expect(rangeTitle(['2027-01-03'])).toBe('Sunday, January 3, 2027');
  expect(rangeTitle(['not a date'])).toBe('');
});

it('reads an instant’s date in a zone, and nothing in a zone it does not know', () => {
  const instant = new Date('2026-03-08T06:30:00Z');
  expect(calendarDateIn(instant, 'America/Los_Angeles')).toBe('2026-03-07');
  expect(calendarDateIn(instant, 'Asia/Tokyo')).toBe('2026-03-08');
  expect(calendarDateIn(instant, 'Mars/Olympus')).toBe('');
  expect(isKnownTimeZone('America/Los_Angeles')).toBe(true);
  expect(isKnownTimeZone(null)).toBe(false);
});
