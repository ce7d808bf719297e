import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/index.js';
import type { FileStore } from './file-store.js';
import { insertFile } from './files.repository.js';

/** What this module needs of the app (an AppContext has both). */
interface FilesContext {
  db: Db;
  files: FileStore;
}

// What other modules use of this module's rows (they reach it through its service).
export { deleteFilesOf } from './files.repository.js';

/**
 * Keeps an upload: its bytes first (in the file store, or in the row when the store says so),
 * then its row, written by `write` inside the caller's transaction. Answers the new file's id.
 * The bytes of files the transaction removed, or of this one if it failed, go afterwards.
 */
export async function saveFile<T>(
  ctx: FilesContext,
  file: { ownerId: string; contentType: string; data: Uint8Array },
  write: (insert: (tx: Db) => Promise<string>) => Promise<T>,
): Promise<T> {
  const id = randomUUID();
  const kept = await ctx.files.put(id, file.data);
  try {
    return await write((tx) =>
      insertFile(tx, {
        ...file,
        id,
        data: kept.inRow ? file.data : null,
        size: file.data.byteLength,
      }),
    );
  } finally {
    kept.done();
    void sweepFiles(ctx);
  }
}

/** Removes kept bytes whose file row is gone (after a transaction that deleted files). */
export async function sweepFiles(ctx: FilesContext): Promise<void> {
  await ctx.files.sweep(ctx.db);
}
