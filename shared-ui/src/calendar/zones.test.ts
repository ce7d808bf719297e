import {
  calendarDateIn,
  doctorDatesShown,
  instantAt,
  isCalendarDate,
  isKnownTimeZone,
  minutesOfDayIn,
  parseTimeSlot,
  rangeTitle,
  sameTimeZone,
  shiftAnchor,
  slotClock,
  timeSlotText,
  visibleDates,
} from './zones';

describe('times in a zone', () => {
  it('reads an instant’s date and time of day in the zone, not the browser’s', () => {
    const instant = new Date('2026-11-24T03:30:00.000Z');
    expect(calendarDateIn(instant, 'UTC')).toBe('2026-11-24');
    expect(calendarDateIn(instant, 'America/New_York')).toBe('2026-11-23');
    expect(minutesOfDayIn(instant, 'America/New_York')).toBe(22 * 60 + 30);
    expect(minutesOfDayIn(instant, 'Asia/Kolkata')).toBe(9 * 60);
  });

  it('builds the instant of a wall-clock time, also on the days clocks change', () => {
    expect(instantAt('2026-11-24', 10 * 60, 'America/New_York').toISOString()).toBe(
      '2026-11-24T15:00:00.000Z',
    );
    // Spring forward (March 8): 10:00 is already daylight time, UTC-4.
    expect(instantAt('2026-03-08', 10 * 60, 'America/New_York').toISOString()).toBe(
      '2026-03-08T14:00:00.000Z',
    );
    // Fall back (November 1): midnight was still UTC-4, 10:00 is UTC-5.
    expect(instantAt('2026-11-01', 0, 'America/New_York').toISOString()).toBe(
      '2026-11-01T04:00:00.000Z',
    );
    expect(instantAt('2026-11-01', 10 * 60, 'America/New_York').toISOString()).toBe(
      '2026-11-01T15:00:00.000Z',
    );
  });

  it('knows real zones and dates only', () => {
    expect(isKnownTimeZone('Europe/Paris')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus')).toBe(false);
    expect(isKnownTimeZone('')).toBe(false);
    expect(isCalendarDate('2026-11-24')).toBe(true);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('24/11/2026')).toBe(false);
    expect(sameTimeZone('UTC', 'Etc/UTC')).toBe(true);
    expect(sameTimeZone('UTC', 'Europe/London')).toBe(false);
  });
});

describe('what a view shows', () => {
  it('shows the day, or the week from Monday to Sunday', () => {
    expect(visibleDates('2026-11-24', 'day')).toEqual(['2026-11-24']);
    expect(visibleDates('2026-11-24', 'week')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    // A Sunday belongs to the week that began the Monday before.
    expect(visibleDates('2026-11-29', 'week')[0]).toBe('2026-11-23');
  });

  it('moves back and on by a day or a week', () => {
    expect(shiftAnchor('2026-11-24', 'day', 1)).toBe('2026-11-25');
    expect(shiftAnchor('2026-12-01', 'day', -1)).toBe('2026-11-30');
    expect(shiftAnchor('2026-11-24', 'week', 1)).toBe('2026-12-01');
    expect(shiftAnchor('2026-11-24', 'week', -1)).toBe('2026-11-17');
  });

  it('titles a day and a week plainly, naming months and years when they change', () => {
    expect(rangeTitle(['2026-11-24'])).toBe('Tuesday, November 24, 2026');
    expect(rangeTitle(visibleDates('2026-11-24', 'week'))).toBe('November 23 – 29, 2026');
    expect(rangeTitle(visibleDates('2026-12-01', 'week'))).toBe('November 30 – December 6, 2026');
    expect(rangeTitle(visibleDates('2026-12-30', 'week'))).toBe(
      'December 28, 2026 – January 3, 2027',
    );
  });
});

describe('time slot texts', () => {
  it('writes slots the spec’s way', () => {
    expect(slotClock(9 * 60)).toBe('09:00 AM');
    expect(slotClock(12 * 60 + 30)).toBe('12:30 PM');
    expect(slotClock(0)).toBe('12:00 AM');
    expect(timeSlotText(16 * 60, 16 * 60 + 30)).toBe('04:00 PM - 04:30 PM');
  });

  it('reads slots written in several ways, and refuses what is not one', () => {
    expect(parseTimeSlot('10:00 AM - 10:30 AM')).toEqual({ start: 600, end: 630 });
    expect(parseTimeSlot('11:30 AM - 12:00 PM')).toEqual({ start: 690, end: 720 });
    expect(parseTimeSlot('9:00 pm – 9:45 pm')).toEqual({ start: 1260, end: 1305 });
    expect(parseTimeSlot('14:00-15:00')).toEqual({ start: 840, end: 900 });
    expect(parseTimeSlot('morning')).toBeNull();
    expect(parseTimeSlot('10:30 AM - 10:00 AM')).toBeNull();
    expect(parseTimeSlot('13:00 PM - 14:00 PM')).toBeNull();
  });
});

describe('the doctors’ dates behind a grid in another zone', () => {
  it('asks for the grid’s dates when every doctor shares its zone', () => {
    expect(doctorDatesShown(['2026-11-24'], 'Europe/Paris', ['Europe/Paris'])).toEqual({
      from: '2026-11-24',
      to: '2026-11-24',
    });
    expect(doctorDatesShown(['2026-11-24'], 'UTC', [])).toEqual({
      from: '2026-11-24',
      to: '2026-11-24',
    });
  });

  it('reaches into the day before or after for doctors behind or ahead of the grid', () => {
    // Midnight to midnight in Paris is 18:00 the day before to 18:00 in New York.
    expect(doctorDatesShown(['2026-11-24'], 'Europe/Paris', ['America/New_York'])).toEqual({
      from: '2026-11-23',
      to: '2026-11-24',
    });
    // …and 08:00 to 08:00 the next day in Tokyo.
    expect(
      doctorDatesShown(['2026-11-24'], 'Europe/Paris', ['America/New_York', 'Asia/Tokyo']),
    ).toEqual({ from: '2026-11-23', to: '2026-11-25' });
  });

  it('adds a day either side when a doctor’s zone is not known', () => {
    expect(doctorDatesShown(['2026-11-24'], 'UTC', ['UTC', null])).toEqual({
      from: '2026-11-23',
      to: '2026-11-25',
    });
  });
});
