import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { files } from '../../db/schema.js';

export async function insertFile(
  db: Db,
  file: { ownerId: string; contentType: string; data: Uint8Array },
): Promise<string> {
  const [row] = await db
    .insert(files)
    .values({
      ownerId: file.ownerId,
      contentType: file.contentType,
      size: file.data.byteLength,
      data: file.data,
    })
    .returning({ id: files.id });
  return row!.id;
}

export async function findFile(
  db: Db,
  id: string,
): Promise<{ ownerId: string | null; contentType: string; data: Uint8Array } | null> {
  const [row] = await db
    .select({ ownerId: files.ownerId, contentType: files.contentType, data: files.data })
    .from(files)
    .where(eq(files.id, id))
    .limit(1);
  return row ?? null;
}

/** Removes a user's files, except `keepId` (their current photo) when given. */
export async function deleteFilesOf(db: Db, ownerId: string, keepId?: string): Promise<void> {
  await db
    .delete(files)
    .where(and(eq(files.ownerId, ownerId), keepId ? ne(files.id, keepId) : undefined));
}
