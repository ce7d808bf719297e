import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type Type from 'typebox';
import type { Config } from './config.js';
import type { Database, Db } from './db/index.js';
import type { AuditLog } from './modules/audit/audit-log.js';
import type { EventHub } from './modules/events/events.hub.js';
import type { FileStore } from './modules/files/file-store.js';
import type { FailedReminder } from './modules/reminders/reminders.schemas.js';
import { ErrorResponse } from './modules/common/common.schemas.js';
import type { DomainEvents } from './lib/domain-events.js';
import type { Guards } from './plugins/auth.js';
import type { JobQueue } from './jobs/queue.js';
import type { Mailer } from './plugins/mailer.js';
import type { AttemptStore } from './plugins/rate-limit.js';

/**
 * Appointment reminders in the job queue (modules/reminders/reminders.service.ts makes them; it
 * follows the appointments' events to plan, move or cancel them).
 */
export interface Reminders {
  /** Reminders whose every try failed, newest first. */
  listFailed(): Promise<FailedReminder[]>;
  /** Plans the appointments starting within 26 hours (the hourly sweep; tests call it). */
  planUpcoming(): Promise<void>;
  /** The job queue they run on, which other timed work shares; null when it is turned off. */
  queue: JobQueue | null;
  /** Stops this process's worker (jobs stay in the queue for the next start or instance). */
  close(): Promise<void>;
}

/** What every route module gets when app.ts registers it. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  mailer: Mailer;
  guards: Guards;
  /** The audit trail of reads and changes of patients' data. */
  audit: AuditLog;
  /** Counts of the rate limits and sign-in slowdown. */
  attempts: AttemptStore;
  /** The live streams open on this instance. */
  events: EventHub;
  /** The clock (tests may replace it). */
  now: () => Date;
  /** Appointment reminders in the job queue. */
  reminders: Reminders;
  /** What follows a change: modules emit domain events, the modules that care handle them. */
  domainEvents: DomainEvents;
  /** Encrypts the authenticator-app secrets at rest (derived from the token signing secret). */
  secondFactorKey: Buffer;
  /** Signs the reminders' one-tap links (derived from the token signing secret). */
  appointmentLinkKey: Buffer;
  /** Where uploaded files' bytes live (a folder beside the embedded database, or its rows). */
  files: FileStore;
}

export type RouteModule = FastifyPluginAsyncTypebox<AppContext>;

/** Response schemas for the error statuses a route can answer. */
export function errorResponses(...codes: number[]): Record<number, typeof ErrorResponse> {
  return Object.fromEntries(codes.map((code) => [code, ErrorResponse]));
}

/** The usual errors of an authenticated route. */
export const authErrors = [400, 401, 403, 404] as const;

export type TSchema = Type.TSchema;

/** Lists are plain arrays; the total of matching rows goes in the X-Total-Count header. */
export function setTotal(
  reply: { header(name: string, value: unknown): unknown },
  total: number,
  lowerBound = false,
): void {
  reply.header('X-Total-Count', String(total));
  // A search counted only so far ahead: there are at least this many.
  if (lowerBound) reply.header('X-Total-Count-Exact', 'false');
}
