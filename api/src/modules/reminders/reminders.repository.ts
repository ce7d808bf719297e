import { and, between, gte, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { appointments } from '../../db/schema.js';

const DAY = 24 * 3_600_000;
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Pending and confirmed appointments that start in [from, to): the ones whose reminders fall due
 * soon. The date bounds (a day wider than any zone's offset) let the list index find them.
 */
export async function upcomingAppointmentIds(db: Db, from: Date, to: Date): Promise<string[]> {
  const rows = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        between(appointments.date, isoDate(from.getTime() - DAY), isoDate(to.getTime() + DAY)),
        gte(appointments.startsAt, from.toISOString()),
        lt(appointments.startsAt, to.toISOString()),
        inArray(appointments.status, ['pending', 'confirmed']),
      ),
    );
  return rows.map((r) => r.id);
}
