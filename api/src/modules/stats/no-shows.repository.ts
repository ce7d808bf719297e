// No-show rates for the administrators: of the visits whose outcome is known (completed or
// no-show), the share the patient missed, per week and per doctor.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { appointments, doctors, users } from '../../db/schema.js';
import { addDays } from '../../lib/dates.js';
import type { DateRange } from './stats.repository.js';

/** Without a range: the twelve weeks ending with the current one. */
export const DEFAULT_WEEKS = 12;

export interface NoShowCount {
  outcomes: number;
  noShows: number;
  /** noShows / outcomes to three decimals; null without outcomes. */
  rate: number | null;
}

/** The Monday of the week of `isoDate` (weeks start on Monday, as date_trunc('week') does). */
export function mondayOf(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return addDays(isoDate, -((weekday + 6) % 7));
}

const rateOf = (outcomes: number, noShows: number): NoShowCount => ({
  outcomes,
  noShows,
  rate: outcomes ? Math.round((noShows / outcomes) * 1000) / 1000 : null,
});

interface Row extends Record<string, unknown> {
  key: string;
  outcomes: number;
  no_shows: number;
}

/**
 * The period's figures: appointments by their date, `today` closing an open end. Every week of the
 * period is listed (a week without outcomes has a null rate, so a chart has no gaps); doctors are
 * those with an outcome in it, the highest rate first.
 */
export async function noShowFigures(db: Db, range: DateRange, today: string) {
  const to = range.to ?? today;
  const from = range.from ?? mondayOf(addDays(to, -7 * (DEFAULT_WEEKS - 1)));
  const where = sql`${appointments.date} between ${from}::date and ${to}::date
    and ${appointments.status} in ('completed', 'no-show')`;
  const counts = sql`count(*)::int as outcomes,
    (count(*) filter (where ${appointments.status} = 'no-show'))::int as no_shows`;
  const [weeks, perDoctor] = await Promise.all([
    db.execute(
      sql`select date_trunc('week', ${appointments.date})::date::text as key, ${counts}
          from ${appointments} where ${where} group by 1`,
    ),
    db.execute(
      sql`select ${doctors.id}::text as key, ${counts},
            min(${users.firstName}) as first_name, min(${users.lastName}) as last_name
          from ${appointments}
          join ${doctors} on ${doctors.id} = ${appointments.doctorId}
          join ${users} on ${users.id} = ${doctors.userId}
          where ${where} group by 1`,
    ),
  ]);
  const byWeekKey = new Map(
    (weeks as unknown as { rows: Row[] }).rows.map((row) => [row.key, row]),
  );
  const byWeek: (NoShowCount & { week: string })[] = [];
  for (let week = mondayOf(from); week <= to; week = addDays(week, 7)) {
    const row = byWeekKey.get(week);
    byWeek.push({ week, ...rateOf(Number(row?.outcomes ?? 0), Number(row?.no_shows ?? 0)) });
  }
  const byDoctor = (
    perDoctor as unknown as { rows: (Row & { first_name: string; last_name: string })[] }
  ).rows
    .map((row) => ({
      doctorId: row.key,
      firstName: row.first_name,
      lastName: row.last_name,
      ...rateOf(Number(row.outcomes), Number(row.no_shows)),
    }))
    .sort(
      (a, b) =>
        (b.rate ?? 0) - (a.rate ?? 0) ||
        a.lastName.localeCompare(b.lastName) ||
        a.firstName.localeCompare(b.firstName),
    );
  const outcomes = byDoctor.reduce((sum, d) => sum + d.outcomes, 0);
  const noShows = byDoctor.reduce((sum, d) => sum + d.noShows, 0);
  return { range: { from, to }, ...rateOf(outcomes, noShows), byWeek, byDoctor };
}
