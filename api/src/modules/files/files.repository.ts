import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { files } from '../../db/schema.js';

// Bytes travel to and from the database as base64 text, turned into bytea by the database
// itself: the embedded driver converts a bytea to and from hex in JavaScript, which holds the
// event loop for long on a photo; base64 is encoded natively on both sides.

/** A file's row; `data` null when its bytes are kept outside it (file-store.ts). */
export async function insertFile(
  db: Db,
  file: {
    id: string;
    ownerId: string;
    contentType: string;
    size: number;
    data: Uint8Array | null;
  },
): Promise<string> {
  const base64 = file.data
    ? Buffer.from(file.data.buffer, file.data.byteOffset, file.data.byteLength).toString('base64')
    : null;
  const [row] = await db
    .insert(files)
    .values({
      id: file.id,
      ownerId: file.ownerId,
      contentType: file.contentType,
      size: file.size,
      data: base64 === null ? null : sql`decode(${base64}, 'base64')`,
    })
    .returning({ id: files.id });
  return row!.id;
}

/** A file's owner, type and size, without its bytes. */
export async function findFileInfo(
  db: Db,
  id: string,
): Promise<{ ownerId: string | null; contentType: string; size: number } | null> {
  const [row] = await db
    .select({ ownerId: files.ownerId, contentType: files.contentType, size: files.size })
    .from(files)
    .where(eq(files.id, id))
    .limit(1);
  return row ?? null;
}

/**
 * A file's bytes when its row holds them; 'elsewhere' when the file store keeps them; null when
 * the file is gone.
 */
export async function readFileBytes(db: Db, id: string): Promise<Buffer | 'elsewhere' | null> {
  const [row] = await db
    .select({ base64: sql<string | null>`encode(${files.data}, 'base64')` })
    .from(files)
    .where(eq(files.id, id))
    .limit(1);
  if (!row) return null;
  return row.base64 === null ? 'elsewhere' : Buffer.from(row.base64, 'base64');
}

/** Removes a user's files, except `keepId` (their current photo) when given. */
export async function deleteFilesOf(db: Db, ownerId: string, keepId?: string): Promise<void> {
  await db
    .delete(files)
    .where(and(eq(files.ownerId, ownerId), keepId ? ne(files.id, keepId) : undefined));
}
