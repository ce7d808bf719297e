import { eq } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { appSettings } from '../../db/schema.js';

/** Reads a setting, storing `create()` first if it is missing (first writer wins across processes). */
export async function getOrCreateSetting(
  db: Db,
  key: string,
  create: () => string,
): Promise<string> {
  await db.insert(appSettings).values({ key, value: create() }).onConflictDoNothing();
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, key))
    .limit(1);
  return row!.value;
}
