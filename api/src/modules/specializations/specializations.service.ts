// The read interface other modules use: a doctor's specialization is an entry of the list.
import type { Db } from '../../db/index.js';
import { badRequest } from '../../lib/http-error.js';
import { findByName } from './specializations.repository.js';

export const NOT_IN_LIST = 'Choose a specialization from the list.';
export const RETIRED = 'That specialization is no longer offered. Choose another from the list.';

/**
 * The list's spelling of a doctor's specialization ('cardiology ' → 'Cardiology'), or a 400 when
 * the list has no such entry. A retired entry is refused unless the doctor already holds it.
 */
export async function listedSpecialization(
  db: Db,
  name: string,
  current?: string,
): Promise<string> {
  const entry = await findByName(db, name);
  if (!entry) throw badRequest(NOT_IN_LIST);
  if (entry.retired && entry.name !== current) throw badRequest(RETIRED);
  return entry.name;
}
