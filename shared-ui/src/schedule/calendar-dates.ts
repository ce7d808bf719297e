// Calendar arithmetic on 'YYYY-MM-DD' dates and 'YYYY-MM' months. Dates are days on a wall
// calendar (the doctor's), so the math runs in UTC where every day has 24 hours.
import { addDays, parseCalendarDate } from '@careconnect/shared-ui';

const pad = (n: number) => String(n).padStart(2, '0');

const monthName = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const dayParts = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

export function monthOf(date: string): string {
  return date.slice(0, 7);
}

export function isMonth(month: string): boolean {
  return /^\d{4}-(0[1-9]|1[0-2])$/.test(month);
}

export function firstOfMonth(month: string): string {
  return `${month}-01`;
}

export function lastOfMonth(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return `${month}-${pad(new Date(Date.UTC(year, m, 0)).getUTCDate())}`;
}

export function addMonths(month: string, months: number): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const moved = new Date(Date.UTC(year, m - 1 + months, 1));
  return `${moved.getUTCFullYear()}-${pad(moved.getUTCMonth() + 1)}`;
}

/** ISO weekday of a date: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  const day = parseCalendarDate(date);
  return day ? ((day.getUTCDay() + 6) % 7) + 1 : 0;
}

/** The month's weeks, Monday first; days of other months are null. */
export function weeksOfMonth(month: string): (string | null)[][] {
  const first = firstOfMonth(month);
  const last = lastOfMonth(month);
  const weeks: (string | null)[][] = [];
  let week: (string | null)[] = Array.from({ length: isoWeekday(first) - 1 }, () => null);
  for (let day = first; day <= last; day = addDays(day, 1)) {
    week.push(day);
    if (week.length === 7) {
      weeks.push(week);
      week = [];
    }
  }
  if (week.length) weeks.push([...week, ...Array.from({ length: 7 - week.length }, () => null)]);
  return weeks;
}

/** 'December 2026'. */
export function monthLabel(month: string): string {
  const day = parseCalendarDate(firstOfMonth(month));
  return day ? monthName.format(day) : month;
}

/** 'Tuesday 1 December 2026'. */
export function longDayLabel(date: string): string {
  const day = parseCalendarDate(date);
  if (!day) return date;
  const p = Object.fromEntries(dayParts.formatToParts(day).map((x) => [x.type, x.value]));
  return `${p.weekday} ${p.day} ${p.month} ${p.year}`;
}

export { addDays };
