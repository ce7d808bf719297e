import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { files } from '../../db/schema.js';

/**
 * Where the bytes of uploaded files live. With the embedded database they go to a folder beside
 * it: PGlite runs in this process, on the event loop, so every byte written into it holds every
 * other request meanwhile. With a PostgreSQL server they stay in its `files.data`
 * column, which every instance reaches (an object store would take their place at a larger
 * scale: docs/deploy.md). Rows keep the owner, type and size either way; a row written before
 * the folder existed still has its bytes and is read from there.
 */
export interface FileStore {
  /** 'folder' when bytes live on disk, 'database' when rows hold them. */
  readonly kind: 'folder' | 'database';
  /**
   * Keeps a new file's bytes before its row is written, under the id the row will have; answers
   * whether the row must carry the bytes itself. `done` once the row is committed (or not).
   */
  put(id: string, bytes: Uint8Array): Promise<{ inRow: boolean; done: () => void }>;
  /** A file's bytes kept outside its row, or null. */
  read(id: string): Promise<Buffer | null>;
  /**
   * Removes kept bytes whose row is gone (a replaced photo, a deleted account): answers how many.
   * Never fails (a failure is logged, and the next sweep tries again).
   */
  sweep(db: Db): Promise<number>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Rows hold the bytes (PostgreSQL server). */
export function databaseFileStore(): FileStore {
  return {
    kind: 'database',
    put: async () => ({ inRow: true, done: () => {} }),
    read: async () => null,
    sweep: async () => 0,
  };
}

interface Log {
  warn(details: object, message: string): void;
}

/** Bytes in `folder`, one file per id; written to a temporary name, then renamed into place. */
export function folderFileStore(folder: string, log: Log): FileStore {
  let ready: Promise<unknown> | undefined;
  const ensureFolder = () => (ready ??= mkdir(folder, { recursive: true, mode: 0o700 }));
  // Files written whose row is not committed yet: a sweep meanwhile must not take them.
  const pending = new Set<string>();
  const pathOf = (id: string) => {
    // Ids come from the database's uuid column; anything else never names a path.
    if (!UUID.test(id)) throw new Error(`not a file id: ${id}`);
    return join(folder, id);
  };

  return {
    kind: 'folder',
    async put(id, bytes) {
      await ensureFolder();
      const path = pathOf(id);
      const temporary = join(folder, `.${randomUUID()}.part`);
      pending.add(id);
      try {
        await writeFile(temporary, bytes, { mode: 0o600 });
        await rename(temporary, path);
      } catch (error) {
        pending.delete(id);
        await rm(temporary, { force: true });
        throw error;
      }
      return { inRow: false, done: () => pending.delete(id) };
    },
    async read(id) {
      if (!UUID.test(id)) return null;
      try {
        return await readFile(pathOf(id));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async sweep(db) {
      try {
        return await sweepFolder(db);
      } catch (error) {
        log.warn({ err: error }, 'files: could not remove the bytes of removed files');
        return 0;
      }
    },
  };

  async function sweepFolder(db: Db): Promise<number> {
    await ensureFolder();
    const names = await readdir(folder);
    const ids = names.filter((name) => UUID.test(name) && !pending.has(name));
    // A temporary file left by a crash mid-write.
    const leftovers = names.filter((name) => name.endsWith('.part'));
    let removed = 0;
    for (let i = 0; i < ids.length; i += 500) {
      const batch = ids.slice(i, i + 500);
      const kept = new Set(
        (await db.select({ id: files.id }).from(files).where(inArray(files.id, batch))).map(
          (row) => row.id,
        ),
      );
      for (const id of batch) {
        if (kept.has(id) || pending.has(id)) continue;
        await unlink(join(folder, id)).catch(() => {});
        removed += 1;
      }
    }
    if (pending.size === 0)
      for (const name of leftovers) await rm(join(folder, name), { force: true });
    return removed;
  }
}
