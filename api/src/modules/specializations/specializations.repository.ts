import { and, asc, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { doctors, specializations } from '../../db/schema.js';
import { toIsoDateTime } from '../../lib/dates.js';
import type { Specialization } from './specializations.schemas.js';

export interface SpecializationRow {
  id: string;
  name: string;
  retiredAt: string | null;
  createdAt: string;
  updatedAt: string;
  doctors: number;
}

export function toSpecialization(row: SpecializationRow): Specialization {
  return {
    _id: row.id,
    name: row.name,
    retired: row.retiredAt !== null,
    doctors: row.doctors,
    createdAt: toIsoDateTime(row.createdAt),
    updatedAt: toIsoDateTime(row.updatedAt),
  };
}

/** One name as the list keeps it: trimmed, inner spaces collapsed. */
export const tidyName = (name: string) => name.trim().replace(/\s+/g, ' ');

const holders = (db: Db) =>
  db
    .select({ name: doctors.specialization, doctors: count().as('doctors') })
    .from(doctors)
    .where(isNull(doctors.deletedAt))
    .groupBy(doctors.specialization)
    .as('holders');

/** The list A–Z; retired entries only when asked; with the number of doctors holding each. */
export async function listSpecializations(
  db: Db,
  { retired }: { retired: boolean },
): Promise<SpecializationRow[]> {
  const held = holders(db);
  const rows = await db
    .select({
      id: specializations.id,
      name: specializations.name,
      retiredAt: specializations.retiredAt,
      createdAt: specializations.createdAt,
      updatedAt: specializations.updatedAt,
      doctors: sql<number>`coalesce(${held.doctors}, 0)::int`,
    })
    .from(specializations)
    .leftJoin(held, eq(held.name, specializations.name))
    .where(retired ? undefined : isNull(specializations.retiredAt))
    .orderBy(asc(sql`lower(${specializations.name})`));
  return rows.map((row) => ({ ...row, doctors: Number(row.doctors) }));
}

export async function findSpecialization(db: Db, id: string): Promise<SpecializationRow | null> {
  const rows = await listSpecializations(db, { retired: true });
  return rows.find((row) => row.id === id) ?? null;
}

/** The entry of that name, whatever its case and spaces; null when the list has none. */
export async function findByName(
  db: Db,
  name: string,
): Promise<{ id: string; name: string; retired: boolean } | null> {
  const [row] = await db
    .select({
      id: specializations.id,
      name: specializations.name,
      retiredAt: specializations.retiredAt,
    })
    .from(specializations)
    .where(eq(sql`lower(${specializations.name})`, tidyName(name).toLowerCase()))
    .limit(1);
  return row ? { id: row.id, name: row.name, retired: row.retiredAt !== null } : null;
}

/** Throws the unique violation specializations_name_key when the name is taken (any case). */
export async function insertSpecialization(db: Db, name: string): Promise<string> {
  const [row] = await db
    .insert(specializations)
    .values({ name: tidyName(name) })
    .returning({ id: specializations.id });
  return row!.id;
}

/** A new name for the entry and for every doctor holding it (one transaction: pass `tx`). */
export async function renameSpecialization(db: Db, id: string, from: string, to: string) {
  await db
    .update(specializations)
    .set({ name: to, updatedAt: sql`now()` })
    .where(eq(specializations.id, id));
  await db
    .update(doctors)
    .set({ specialization: to, updatedAt: sql`now()` })
    .where(and(eq(doctors.specialization, from), ne(doctors.specialization, to)));
}

export async function setRetired(db: Db, id: string, retired: boolean): Promise<void> {
  await db
    .update(specializations)
    .set({ retiredAt: retired ? sql`now()` : null, updatedAt: sql`now()` })
    .where(eq(specializations.id, id));
}
