import {
  firstOpening,
  freeSlotAt,
  gridSlotAt,
  gridStep,
  isWorkingAt,
  scrollMinutes,
  shownHours,
  workingRangesOn,
  type WorkingHours,
} from './working-hours';

// Mondays to Fridays 09:00–12:00 and 13:00–17:00 in New York; Saturday mornings.
const hours: WorkingHours = {
  timeZone: 'America/New_York',
  slotMinutes: 30,
  weekly: [
    ...[1, 2, 3, 4, 5].flatMap((weekday) => [
      { weekday, start: '13:00', end: '17:00' },
      { weekday, start: '09:00', end: '12:00' },
    ]),
    { weekday: 6, start: '10:00', end: '12:00' },
  ],
  overrides: [
    { date: '2026-11-26', ranges: [] },
    { date: '2026-11-27', ranges: [{ start: '08:00', end: '10:00' }] },
  ],
  timeOff: [{ from: '2026-12-21', to: '2026-12-25', note: 'Holidays' }],
};

describe('working ranges of a date', () => {
  it('takes the weekday’s ranges, in order', () => {
    expect(workingRangesOn(hours, '2026-11-24')).toEqual([
      { start: 540, end: 720 },
      { start: 780, end: 1020 },
    ]);
    expect(workingRangesOn(hours, '2026-11-28')).toEqual([{ start: 600, end: 720 }]);
    expect(workingRangesOn(hours, '2026-11-29')).toEqual([]);
  });

  it('lets a date’s override replace the week, and time off close it', () => {
    expect(workingRangesOn(hours, '2026-11-26')).toEqual([]);
    expect(workingRangesOn(hours, '2026-11-27')).toEqual([{ start: 480, end: 600 }]);
    expect(workingRangesOn(hours, '2026-12-21')).toEqual([]);
    expect(workingRangesOn(hours, '2026-12-25')).toEqual([]);
    expect(workingRangesOn(hours, '2026-12-28')).toHaveLength(2);
  });
});

describe('shading', () => {
  it('opens a slot only when the doctor works all of it, in the doctor’s zone', () => {
    // 09:00 in New York is 14:00 UTC.
    expect(isWorkingAt(hours, new Date('2026-11-24T14:00:00Z'), 30)).toBe(true);
    expect(isWorkingAt(hours, new Date('2026-11-24T13:30:00Z'), 30)).toBe(false);
    // 11:45 + 30 minutes runs into lunch.
    expect(isWorkingAt(hours, new Date('2026-11-24T16:45:00Z'), 30)).toBe(false);
    expect(isWorkingAt(hours, new Date('2026-11-24T16:45:00Z'), 15)).toBe(true);
    expect(isWorkingAt(hours, new Date('2026-11-24T17:00:00Z'), 30)).toBe(false);
    // Closed on the override and on a Sunday.
    expect(isWorkingAt(hours, new Date('2026-11-26T15:00:00Z'), 30)).toBe(false);
    expect(isWorkingAt(hours, new Date('2026-11-29T15:00:00Z'), 30)).toBe(false);
  });
});

describe('where the grid scrolls to', () => {
  it('finds the first opening of the dates shown', () => {
    expect(firstOpening(hours, ['2026-11-24'])).toBe(540);
    expect(firstOpening(hours, ['2026-11-24', '2026-11-27'])).toBe(480);
    expect(firstOpening(hours, ['2026-11-29'])).toBeNull();
  });

  it('scrolls to the hour of the earliest opening, seen in the grid’s zone', () => {
    expect(scrollMinutes([hours], ['2026-11-24'], 'America/New_York')).toBe(9 * 60);
    // 09:00 in New York is 15:00 in Paris.
    expect(scrollMinutes([hours], ['2026-11-24'], 'Europe/Paris')).toBe(15 * 60);
    expect(scrollMinutes([hours], ['2026-11-29'], 'America/New_York')).toBe(8 * 60);
    expect(scrollMinutes([], ['2026-11-24'], 'UTC')).toBe(8 * 60);
  });
});

describe('the slot a click lands in', () => {
  const slots = [
    {
      start: '2026-11-24T15:00:00.000Z',
      end: '2026-11-24T15:30:00.000Z',
      date: '2026-11-24',
      timeSlot: '10:00 AM - 10:30 AM',
    },
    {
      start: '2026-11-24T15:45:00.000Z',
      end: '2026-11-24T16:15:00.000Z',
      date: '2026-11-24',
      timeSlot: '10:45 AM - 11:15 AM',
    },
  ];

  it('takes the free slot that holds the time', () => {
    expect(freeSlotAt(slots, new Date('2026-11-24T15:00:00Z'))).toEqual({
      date: '2026-11-24',
      timeSlot: '10:00 AM - 10:30 AM',
    });
    expect(freeSlotAt(slots, new Date('2026-11-24T16:00:00Z'))?.timeSlot).toBe(
      '10:45 AM - 11:15 AM',
    );
    expect(freeSlotAt(slots, new Date('2026-11-24T15:30:00Z'))).toBeNull();
  });

  it('cuts the working ranges into slots when no list is at hand', () => {
    expect(gridSlotAt(hours, new Date('2026-11-24T15:10:00Z'))).toEqual({
      date: '2026-11-24',
      timeSlot: '10:00 AM - 10:30 AM',
    });
    expect(gridSlotAt(hours, new Date('2026-11-24T18:00:00Z'))?.timeSlot).toBe(
      '01:00 PM - 01:30 PM',
    );
    expect(gridSlotAt(hours, new Date('2026-11-24T17:10:00Z'))).toBeNull();
    // 45-minute slots from 13:00 end at 16:45; 16:45–17:30 does not fit before 17:00.
    const long = { ...hours, slotMinutes: 45 };
    expect(gridSlotAt(long, new Date('2026-11-24T21:00:00Z'))?.timeSlot).toBe(
      '04:00 PM - 04:45 PM',
    );
    expect(gridSlotAt(long, new Date('2026-11-24T21:50:00Z'))).toBeNull();
  });

  it('steps the grid so every slot starts on a row', () => {
    expect(gridStep(30)).toBe(30);
    expect(gridStep(45)).toBe(15);
    expect(gridStep(20)).toBe(20);
    expect(gridStep(60)).toBe(60);
    expect(gridStep(15)).toBe(15);
  });
});

describe('the hours a grid shows', () => {
  it('shows the whole working day with an hour either side, in the grid’s zone', () => {
    // 09:00–17:00 in New York, with lunch: 08:00–18:00 there, 13:00–23:00 in UTC.
    expect(shownHours([hours], ['2026-11-24'], 'America/New_York')).toEqual({
      start: 8 * 60,
      end: 18 * 60,
    });
    expect(shownHours([hours], ['2026-11-24'], 'UTC')).toEqual({ start: 13 * 60, end: 23 * 60 });
    // A week takes its earliest opening (Friday's override at 08:00) and latest closing.
    expect(
      shownHours([hours], ['2026-11-23', '2026-11-24', '2026-11-27'], 'America/New_York'),
    ).toEqual({ start: 7 * 60, end: 18 * 60 });
  });

  it('takes every doctor, and widens for an appointment outside the hours', () => {
    const early = {
      ...hours,
      timeZone: 'America/New_York',
      weekly: [{ weekday: 2, start: '07:30', end: '11:00' }],
    };
    expect(shownHours([hours, early], ['2026-11-24'], 'America/New_York')).toEqual({
      start: 6 * 60,
      end: 18 * 60,
    });
    const late = { start: new Date('2026-11-25T00:00:00Z'), end: new Date('2026-11-25T00:30:00Z') };
    // 7:00 PM in New York.
    expect(shownHours([hours], ['2026-11-24'], 'America/New_York', [late])).toEqual({
      start: 8 * 60,
      end: 20 * 60,
    });
  });

  it('shows 8 AM to 6 PM when no hours are known', () => {
    expect(shownHours([], ['2026-11-24'], 'UTC')).toEqual({ start: 480, end: 1080 });
  });
});
