// The job queue: pg-boss in the API's own database (its `pgboss` schema, which pg-boss creates
// and migrates itself), on PostgreSQL through a small pool of its own and on the embedded PGlite
// through pg-boss's PGlite adapter over the app's instance.
// See docs/decisions/reminders-job-queue.md.
import type { FastifyBaseLogger } from 'fastify';
import { fromPglite, PgBoss } from 'pg-boss';
import type { Database } from '../db/index.js';

export const QUEUE_SCHEMA = 'pgboss';

export interface JobQueue {
  readonly boss: PgBoss;
  /**
   * When the queue (which reads the database's clock) should start a job that is due at `at` on
   * the app's clock. The same instant in production; tests move the app's clock.
   */
  queueTime(at: Date): Date;
  /** How far the app's clock is ahead of this process's clock, in milliseconds. */
  clockSkew(): number;
  stop(): Promise<void>;
}

export interface QueueOptions {
  log: FastifyBaseLogger;
  /** The app's clock. */
  now: () => Date;
}

/** Starts pg-boss over the app's database (creating or migrating its schema first). */
export async function startJobQueue(database: Database, options: QueueOptions): Promise<JobQueue> {
  const { connection } = database;
  const boss =
    connection.kind === 'pglite'
      ? new PgBoss({
          backend: 'pglite',
          db: fromPglite(connection.client),
          schema: QUEUE_SCHEMA,
          // One process owns an embedded database: there is no other instance to list.
          registerInstance: false,
        })
      : new PgBoss({
          connectionString: connection.url,
          schema: QUEUE_SCHEMA,
          // Polling, maintenance and the workers; the app's requests keep their own pool.
          max: 3,
          application_name: 'careconnect-jobs',
        });
  // pg-boss reports trouble in its background loops as events; an unheard 'error' would end the
  // process.
  boss.on('error', (error) => options.log.error({ err: error }, 'job queue error'));
  boss.on('warning', (warning) => options.log.warn({ warning }, 'job queue warning'));
  await boss.start();

  const clockSkew = () => options.now().getTime() - Date.now();
  return {
    boss,
    queueTime: (at) => new Date(at.getTime() - clockSkew()),
    clockSkew,
    async stop() {
      // Handlers under way get a few seconds to finish; an unfinished job is retried later.
      await boss.stop({ graceful: true, timeout: 5000, close: true });
    },
  };
}
