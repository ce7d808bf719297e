// Records who read or changed which patient's data. Reads are many (every list, every page), so
// they are buffered in memory and inserted in batches; changes are written at once, inside the
// change's own transaction when the caller passes it.
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Db } from '../../db/index.js';
import type { Actor } from '../../plugins/auth.js';
import { insertAuditEntries, type AuditGroup } from './audit.repository.js';
import type { AuditAction, AuditEntityType } from './audit.schemas.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The audit trail writer (tests flush it before reading the table). */
    audit: AuditLog;
  }
}

export interface AuditLog {
  /** One record was returned (buffered). */
  read(
    request: FastifyRequest,
    entityType: AuditEntityType,
    entityId: string,
    patientId: string,
  ): void;
  /** A list was returned: one entry per patient whose records it held (buffered). */
  readList(
    request: FastifyRequest,
    entityType: AuditEntityType,
    patientIds: Iterable<string | null | undefined>,
  ): void;
  /** A record was created, changed or deleted: written now, on `db` (pass the transaction). */
  change(
    db: Db,
    request: FastifyRequest,
    action: Exclude<AuditAction, 'read'>,
    entityType: AuditEntityType,
    entityId: string,
    patientId: string,
  ): Promise<void>;
  /** Writes the buffered entries now. */
  flush(): Promise<void>;
  /** Stops the timer and writes what is buffered (called when the app closes). */
  close(): Promise<void>;
  /** Entries waiting in memory. */
  readonly pending: number;
}

export interface AuditLogOptions {
  log: FastifyBaseLogger;
  now: () => Date;
  /** Longest time a read waits in memory before it is written (ms). */
  flushIntervalMs?: number;
  /** A batch this large is written at once. */
  batchSize?: number;
  /** Entries kept while the database refuses them; beyond this the oldest are dropped (logged). */
  maxPending?: number;
}

const USER_AGENT_MAX = 512;

type Source = Pick<AuditGroup, 'at' | 'actorUserId' | 'actorRole' | 'ip' | 'userAgent'>;

function source(request: FastifyRequest, now: () => Date): Source {
  const actor: Actor | null = request.actor;
  if (!actor) throw new Error('audit: the request has no signed-in caller');
  const userAgent = request.headers['user-agent'];
  return {
    at: now().toISOString(),
    actorUserId: actor.userId,
    actorRole: actor.role,
    ip: request.ip || null,
    userAgent: userAgent ? userAgent.slice(0, USER_AGENT_MAX) : null,
  };
}

export function createAuditLog(db: Db, options: AuditLogOptions): AuditLog {
  const { log, now } = options;
  const interval = options.flushIntervalMs ?? 500;
  const batchSize = options.batchSize ?? 500;
  const maxPending = options.maxPending ?? 100_000;
  let buffer: AuditGroup[] = [];
  /** Entries (rows) in the buffer. */
  let pending = 0;
  let writing: Promise<void> | null = null;
  let closed = false;

  const rowsOf = (groups: AuditGroup[]) => groups.reduce((n, g) => n + g.rows.length, 0);

  const writeBuffered = async (): Promise<void> => {
    while (buffer.length > 0) {
      const batch = buffer;
      buffer = [];
      const count = rowsOf(batch);
      try {
        await insertAuditEntries(db, batch);
        pending -= count;
      } catch (error) {
        // Keep them (in front of what came meanwhile) for the next try.
        buffer = batch.concat(buffer);
        log.error({ err: error, pending }, 'audit: could not write the audit trail');
        while (pending > maxPending && buffer.length > 1) {
          const dropped = buffer.shift()!;
          pending -= dropped.rows.length;
          log.error(
            { dropped: dropped.rows.length },
            'audit: entries dropped, the database refused them too long',
          );
        }
        throw error;
      }
    }
  };

  const flush = (): Promise<void> => {
    // One write at a time; a flush asked for during a write waits for it and then writes the rest.
    const run = (writing ?? Promise.resolve())
      .catch(() => {})
      .then(writeBuffered)
      .finally(() => {
        if (writing === run) writing = null;
      });
    writing = run;
    return run;
  };

  const timer = setInterval(() => {
    if (buffer.length > 0 && !writing) flush().catch(() => {});
  }, interval);
  timer.unref();

  const push = (group: AuditGroup) => {
    if (closed) {
      // After close (a request finishing during shutdown): write it on its own.
      insertAuditEntries(db, [group]).catch((error: unknown) =>
        log.error({ err: error }, 'audit: could not write the audit trail'),
      );
      return;
    }
    buffer.push(group);
    pending += group.rows.length;
    if (pending >= batchSize && !writing) flush().catch(() => {});
  };

  return {
    read(request, entityType, entityId, patientId) {
      push({
        ...source(request, now),
        action: 'read',
        entityType,
        rows: [[patientId, 1, entityId]],
      });
    },
    readList(request, entityType, patientIds) {
      const counts = new Map<string, number>();
      for (const id of patientIds) if (id) counts.set(id, (counts.get(id) ?? 0) + 1);
      if (counts.size === 0) return;
      const rows: AuditGroup['rows'] = [];
      for (const [patientId, recordCount] of counts) rows.push([patientId, recordCount, null]);
      push({ ...source(request, now), action: 'read', entityType, rows });
    },
    async change(tx, request, action, entityType, entityId, patientId) {
      await insertAuditEntries(tx, [
        { ...source(request, now), action, entityType, rows: [[patientId, 1, entityId]] },
      ]);
    },
    flush,
    async close() {
      closed = true;
      clearInterval(timer);
      await flush().catch(() => {});
    },
    get pending() {
      return pending;
    },
  };
}
