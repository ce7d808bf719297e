// The rate limits' counts in the database, so that every API instance on one database shares
// one budget per key (in memory, three instances would give an attacker three).
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/index.js';
import { sha256 } from '../../lib/secrets.js';
import type { AttemptStore } from '../../plugins/rate-limit.js';
import { deleteWindow, findWindow, hitWindow, pruneWindows } from './rate-limits.repository.js';

export interface DatabaseAttemptStoreOptions {
  /** The app's clock: windows open and end on it. */
  now: () => Date;
  /** Every this many hits (on this instance), ended windows are deleted. */
  pruneEvery?: number;
  /** Most rows one prune deletes (a long-idle table is emptied over several). */
  pruneBatch?: number;
  log?: FastifyBaseLogger;
}

export interface DatabaseAttemptStore extends AttemptStore {
  /** Deletes ended windows now; answers how many. */
  prune(): Promise<number>;
  /** Waits for a prune under way (before the database closes). */
  close(): Promise<void>;
}

export function createDatabaseAttemptStore(
  db: Db,
  options: DatabaseAttemptStoreOptions,
): DatabaseAttemptStore {
  const pruneEvery = options.pruneEvery ?? 1000;
  const pruneBatch = options.pruneBatch ?? 10_000;
  let hits = 0;
  let pruning: Promise<unknown> | undefined;

  const prune = () => pruneWindows(db, options.now(), pruneBatch);
  const pruneInBackground = () => {
    if (pruning) return;
    pruning = prune()
      .catch((error: unknown) => options.log?.warn({ err: error }, 'rate limits: could not prune'))
      .finally(() => {
        pruning = undefined;
      });
  };

  return {
    now: () => options.now().getTime(),
    async hit(key, windowMs) {
      const now = options.now();
      const window = await hitWindow(db, sha256(key), now, new Date(now.getTime() + windowMs));
      hits += 1;
      if (hits % pruneEvery === 0) pruneInBackground();
      return window;
    },
    peek: (key) => findWindow(db, sha256(key), options.now()),
    clear: (key) => deleteWindow(db, sha256(key)),
    prune,
    async close() {
      await pruning;
    },
  };
}
