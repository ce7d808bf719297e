// Test-only: scheduling records shaped like the API's answers, and a clock pinned to one day.
import type { Availability, FreeSlot } from '../schedule/types';
import { formatTimeInZone } from '../format/time-zone';

/** The UTC instant of a wall-clock time in `zone` (e.g. 09:00 in New York on 2 Nov 2026). */
export function zonedInstant(date: string, time: string, zone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [h, min] = time.split(':').map(Number) as [number, number];
  const wanted = Date.UTC(y, m - 1, d, h, min);
  const offsetAt = (instant: number) => {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
      })
        .formatToParts(new Date(instant))
        .map((p) => [p.type, p.value]),
    );
    const seen = Date.UTC(
      Number(parts.year),
      Number(parts.month) - 1,
      Number(parts.day),
      Number(parts.hour),
      Number(parts.minute),
    );
    return seen - instant;
  };
  let guess = wanted - offsetAt(wanted);
  guess = wanted - offsetAt(guess);
  return new Date(guess);
}

/** A free slot as GET /api/doctor/slots/{id}?from=&to= returns it. */
export function freeSlot(
  date: string,
  time: string,
  {
    zone = 'America/New_York',
    minutes = 30,
    kinds = ['in_person'],
  }: { zone?: string; minutes?: number; kinds?: FreeSlot['kinds'] } = {},
): FreeSlot {
  const start = zonedInstant(date, time, zone);
  const end = new Date(start.getTime() + minutes * 60_000);
  return {
    start: start.toISOString(),
    end: end.toISOString(),
    date,
    timeSlot: `${formatTimeInZone(start, zone)} - ${formatTimeInZone(end, zone)}`,
    timeZone: zone,
    kinds,
  };
}

/** GET /api/doctor/availability/{id}: weekdays 09:00–17:00 unless told otherwise. */
export function availability(overrides: Partial<Availability> = {}): Availability {
  return {
    doctor: 'd0000000-0000-4000-8000-000000000001',
    timeZone: 'America/New_York',
    slotMinutes: 30,
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 0,
    minimumNoticeHours: 1,
    horizonDays: 90,
    maxUpcomingPerPatient: 2,
    weekly: [1, 2, 3, 4, 5].map((weekday) => ({
      weekday: weekday as 1 | 2 | 3 | 4 | 5,
      start: '09:00',
      end: '17:00',
    })),
    overrides: [],
    timeOff: [],
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

/**
 * Pins `Date` (and only Date: timers, promises and user events keep running) to an instant.
 * Undo with jest.useRealTimers().
 */
export function pinClock(instant: string): void {
  jest.useFakeTimers({
    now: new Date(instant),
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}
