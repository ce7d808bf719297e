// The only place that reads and writes the audit trail (append-only: see migration 0004).
import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { auditLog, users } from '../../db/schema.js';
import { toIsoDateTime } from '../../lib/dates.js';
import { likePattern, type Page, type Paging } from '../../lib/paging.js';
import type { Role } from '../common/common.schemas.js';
import type { AuditAction, AuditEntityType, AuditEntry } from './audit.schemas.js';

export interface NewAuditEntry {
  at: string;
  actorUserId: string;
  actorRole: Role;
  action: AuditAction;
  entityType: AuditEntityType;
  entityId: string | null;
  recordCount: number;
  patientId: string;
  ip: string | null;
  userAgent: string | null;
}

/**
 * Inserts entries with one statement whatever their number: the rows travel as one JSON
 * parameter, so the statement text never changes and nothing is built per row.
 */
export async function insertAuditEntries(db: Db, entries: NewAuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const rows = JSON.stringify(
    entries.map((e) => ({
      at: e.at,
      actor_user_id: e.actorUserId,
      actor_role: e.actorRole,
      action: e.action,
      entity_type: e.entityType,
      entity_id: e.entityId,
      record_count: e.recordCount,
      patient_id: e.patientId,
      ip: e.ip,
      user_agent: e.userAgent,
    })),
  );
  await db.execute(sql`
    insert into audit_log
      (at, actor_user_id, actor_role, action, entity_type, entity_id, record_count, patient_id, ip, user_agent)
    select at, actor_user_id, actor_role, action, entity_type, entity_id, record_count, patient_id, ip, user_agent
    from jsonb_to_recordset(${rows}::jsonb) as r(
      at timestamptz, actor_user_id uuid, actor_role text, action text, entity_type text,
      entity_id uuid, record_count int, patient_id uuid, ip text, user_agent text)`);
}

/** A patient's audit trail, newest first. `q` matches the action, the record type or the caller's name. */
export async function listPatientAudit(
  db: Db,
  patientId: string,
  paging: Paging,
): Promise<Page<AuditEntry>> {
  const where = and(
    eq(auditLog.patientId, patientId),
    paging.q
      ? or(
          ilike(auditLog.action, likePattern(paging.q)),
          ilike(auditLog.entityType, likePattern(paging.q)),
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, likePattern(paging.q)),
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        at: auditLog.at,
        actorUserId: auditLog.actorUserId,
        actorRole: auditLog.actorRole,
        action: auditLog.action,
        entityType: auditLog.entityType,
        entityId: auditLog.entityId,
        recordCount: auditLog.recordCount,
        patientId: auditLog.patientId,
        ip: auditLog.ip,
        userAgent: auditLog.userAgent,
        firstName: users.firstName,
        lastName: users.lastName,
        deletedAt: users.deletedAt,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorUserId))
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(paging.limit)
      .offset(paging.offset),
    paging.q
      ? db
          .select({ n: count() })
          .from(auditLog)
          .leftJoin(users, eq(users.id, auditLog.actorUserId))
          .where(where)
      : db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return {
    rows: rows.map((r) => ({
      _id: r.id,
      at: toIsoDateTime(r.at),
      actor:
        r.firstName !== null && r.lastName !== null && r.deletedAt === null
          ? { _id: r.actorUserId, firstName: r.firstName, lastName: r.lastName }
          : null,
      actorUserId: r.actorUserId,
      role: r.actorRole as Role,
      action: r.action as AuditAction,
      entityType: r.entityType as AuditEntityType,
      ...(r.entityId ? { entityId: r.entityId } : {}),
      recordCount: r.recordCount,
      patient: r.patientId,
      ...(r.ip ? { ip: r.ip } : {}),
      ...(r.userAgent ? { userAgent: r.userAgent } : {}),
    })),
    total: Number(total?.n ?? 0),
  };
}
