import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { MigrationConfig } from 'drizzle-orm/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { apiRoot } from '../config.js';
import { lockDataDir } from './lock.js';
import * as schema from './schema.js';

/** A database handle or a transaction: repositories accept either. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Human description for logs and test output, e.g. "PGlite (embedded) at ./data". */
  label: string;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Runs `fn` while holding a server-wide lock (migrations, demo seeding). */
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
  /** drizzle's migrator for this driver; `migrate` below adds the lock. */
  applyMigrations(config: MigrationConfig): Promise<void>;
  /**
   * LISTENs on a channel: PostgreSQL on a connection of its own (reconnected when lost, then
   * `onReconnect` runs: notifications sent meanwhile were missed), PGlite in this process. Both
   * deliver a NOTIFY sent inside a transaction only when it commits. Answers the unlisten.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  /**
   * The folder for uploaded files' bytes (the embedded database's data folder): none on a
   * PostgreSQL server, whose rows keep them (modules/files/file-store.ts says why).
   */
  fileFolder?: string;
  /** How to reach the same database from another client (the job queue opens its own). */
  connection: { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; url: string };
}

export interface ListenHandlers {
  onPayload(payload: string): void;
  onReconnect?(): void;
  onError?(error: unknown): void;
}

const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 30_000;

/** LISTEN on a dedicated PostgreSQL connection, reconnecting with back-off when it drops. */
async function listenPostgres(
  connectionString: string,
  channel: string,
  handlers: ListenHandlers,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let delay = RECONNECT_MIN_MS;
  let timer: NodeJS.Timeout | undefined;
  const quoted = `"${channel.replace(/"/g, '""')}"`;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload) handlers.onPayload(message.payload);
    });
    next.on('error', (error) => {
      handlers.onError?.(error);
      lost(next);
    });
    next.on('end', () => lost(next));
    await next.connect();
    await next.query(`LISTEN ${quoted}`);
    client = next;
    delay = RECONNECT_MIN_MS;
  };
  const lost = (which: pg.Client) => {
    if (stopped || client !== which) return;
    client = null;
    which.end().catch(() => {});
    schedule();
  };
  const schedule = () => {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      connect().then(
        () => handlers.onReconnect?.(),
        (error: unknown) => {
          handlers.onError?.(error);
          delay = Math.min(delay * 2, RECONNECT_MAX_MS);
          schedule();
        },
      );
    }, delay);
    timer.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    const current = client;
    client = null;
    await current?.end().catch(() => {});
  };
}

async function listenPglite(
  client: PGlite,
  channel: string,
  handlers: ListenHandlers,
): Promise<() => Promise<void>> {
  return client.listen(channel, (payload) => handlers.onPayload(payload));
}

/**
 * The extensions the migrations use (PostgreSQL ships them as contrib; PGlite loads them): pass
 * to every PGlite.create.
 */
export const pgliteExtensions = { pg_trgm, btree_gist };

const noLock = <T>(fn: () => Promise<T>) => fn();

export const migrationsFolder = join(apiRoot, 'migrations');

export interface OpenOptions {
  databaseUrl?: string;
  dataDir?: string;
  /** An already open PGlite instance (tests, benchmarks); closing it stays with the caller. */
  pglite?: PGlite;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
  /** Description of an already open PGlite instance, for logs. */
  label?: string;
  /** With `pglite`: the folder for uploaded files' bytes (else the rows keep them). */
  fileFolder?: string;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
    });
    pool.on('error', () => {
      // An idle client lost its connection; the pool replaces it.
    });
    const pgDb = drizzlePg({ client: pool, schema });
    const db = pgDb as unknown as Db;
    const url = new URL(options.databaseUrl);
    return {
      db,
      kind: 'postgres',
      label: `PostgreSQL at ${url.hostname}:${url.port || 5432}${url.pathname}`,
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
      listen: (channel, handlers) => listenPostgres(options.databaseUrl!, channel, handlers),
      connection: { kind: 'postgres', url: options.databaseUrl },
      applyMigrations: (config) => migratePg(pgDb, config),
      exclusive: async (fn) => {
        // A session-level advisory lock on a connection of its own (not one of the pool's,
        // which `fn` needs) serialises concurrent starts.
        const client = new pg.Client({ connectionString: options.databaseUrl });
        await client.connect();
        try {
          await client.query('select pg_advisory_lock(725001)');
          return await fn();
        } finally {
          await client.query('select pg_advisory_unlock(725001)').catch(() => {});
          await client.end().catch(() => {});
        }
      },
    };
  }
  if (options.pglite) {
    const client = options.pglite;
    const pgliteDb = drizzlePglite({ client, schema });
    return {
      db: pgliteDb as unknown as Db,
      kind: 'pglite',
      label: options.label ?? 'PGlite (embedded, in memory)',
      ...(options.fileFolder ? { fileFolder: options.fileFolder } : {}),
      ping: async () => {
        await client.query('select 1');
      },
      close: async () => {},
      listen: (channel, handlers) => listenPglite(client, channel, handlers),
      exclusive: noLock,
      connection: { kind: 'pglite', client },
      applyMigrations: (config) => migratePglite(pgliteDb, config),
    };
  }
  if (!options.dataDir) throw new Error('openDatabase needs DATABASE_URL or a data folder');
  const release = lockDataDir(options.dataDir);
  try {
    const client = await PGlite.create({
      dataDir: join(options.dataDir, 'pglite'),
      extensions: pgliteExtensions,
    });
    const pgliteDb = drizzlePglite({ client, schema });
    return {
      db: pgliteDb as unknown as Db,
      kind: 'pglite',
      label: `PGlite (embedded) at ${options.dataDir}`,
      fileFolder: join(options.dataDir, 'files'),
      ping: async () => {
        await client.query('select 1');
      },
      listen: (channel, handlers) => listenPglite(client, channel, handlers),
      close: async () => {
        try {
          await client.close();
        } finally {
          release();
        }
      },
      exclusive: noLock,
      connection: { kind: 'pglite', client },
      applyMigrations: (config) => migratePglite(pgliteDb, config),
    };
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * Applies the SQL migrations of `folder` not yet applied, with drizzle's migrator (its journal
 * table, drizzle.__drizzle_migrations, as drizzle-kit expects), under the server-wide lock so that
 * instances starting together do not apply the same migration twice.
 */
export async function migrate(database: Database, folder = migrationsFolder): Promise<void> {
  await database.exclusive(() => database.applyMigrations({ migrationsFolder: folder }));
}
