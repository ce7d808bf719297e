// The only place that reads and writes the audit trail (append-only: see migration 0004).
import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { auditLog, users } from '../../db/schema.js';
import { toIsoDateTime } from '../../lib/dates.js';
import { likePattern, type Page, type Paging } from '../../lib/paging.js';
import type { Role } from '../common/common.schemas.js';
import type { AccessLogEntry, AuditAction, AuditEntityType, AuditEntry } from './audit.schemas.js';

/**
 * What one request did to one or more patients' data: who, when, from where and what, with one
 * row per patient (a list touches many).
 */
export interface AuditGroup {
  at: string;
  actorUserId: string;
  actorRole: Role;
  action: AuditAction;
  entityType: AuditEntityType;
  ip: string | null;
  userAgent: string | null;
  /** [patient id, number of their records, the record's id (single records only)] */
  rows: [patientId: string, recordCount: number, entityId: string | null][];
}

/**
 * Inserts the entries of any number of groups with one statement: they travel as one JSON
 * parameter (the caller's details once per group, a short array per patient), so the statement
 * text never changes and the database parses little per row.
 */
export async function insertAuditEntries(db: Db, groups: AuditGroup[]): Promise<void> {
  if (groups.length === 0) return;
  const payload = JSON.stringify(
    groups.map((g) => ({
      at: g.at,
      actor: g.actorUserId,
      role: g.actorRole,
      action: g.action,
      type: g.entityType,
      ip: g.ip,
      ua: g.userAgent,
      rows: g.rows,
    })),
  );
  await db.execute(sql`
    insert into audit_log
      (at, actor_user_id, actor_role, action, entity_type, entity_id, record_count, patient_id, ip, user_agent)
    select g.at, g.actor, g.role, g.action, g.type, (r->>2)::uuid, (r->>1)::int, (r->>0)::uuid, g.ip, g.ua
    from json_to_recordset(${payload}::json) as g(
      at timestamptz, actor uuid, role text, action text, type text, ip text, ua text, rows json)
    cross join lateral json_array_elements(g.rows) as r`);
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
      _id: String(r.id),
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

interface AccessLogRow {
  id: string | number;
  at: string | Date;
  actorUserId: string;
  actorRole: string;
  action: string;
  entityType: string;
  recordCount: number;
  firstName: string | null;
  lastName: string | null;
  deletedAt: string | Date | null;
  reason: string | null;
}

/**
 * "Who viewed my record": the patient's trail without their own requests, newest first. An
 * entry made under a doctor's emergency access (the grant itself, or a moment its window covers)
 * carries the reason the doctor gave.
 */
export async function listAccessLog(
  db: Db,
  patientId: string,
  patientUserId: string,
  paging: Pick<Paging, 'limit' | 'offset'>,
): Promise<Page<AccessLogEntry>> {
  const [rows, totals] = await Promise.all([
    db.execute(sql`
      select a.id, a.at, a.actor_user_id as "actorUserId", a.actor_role as "actorRole",
        a.action, a.entity_type as "entityType", a.record_count as "recordCount",
        u.first_name as "firstName", u.last_name as "lastName", u.deleted_at as "deletedAt",
        (select ea.reason from emergency_accesses ea join doctors d on d.id = ea.doctor_id
          where ea.patient_id = a.patient_id and d.user_id = a.actor_user_id
            and (ea.id = a.entity_id or (a.at >= ea.granted_at and a.at < ea.expires_at))
          order by ea.granted_at desc limit 1) as reason
      from audit_log a
      left join users u on u.id = a.actor_user_id
      where a.patient_id = ${patientId} and a.actor_user_id <> ${patientUserId}
      order by a.at desc, a.id desc
      limit ${paging.limit} offset ${paging.offset}`),
    db.execute(sql`
      select count(*)::int as n from audit_log
      where patient_id = ${patientId} and actor_user_id <> ${patientUserId}`),
  ]);
  const entries = (rows as unknown as { rows: AccessLogRow[] }).rows;
  const total = (totals as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
  return {
    rows: entries.map((r) => ({
      _id: String(r.id),
      at: toIsoDateTime(r.at),
      actor:
        r.firstName !== null && r.lastName !== null && r.deletedAt === null
          ? { _id: r.actorUserId, firstName: r.firstName, lastName: r.lastName }
          : null,
      role: r.actorRole as Role,
      action: r.action as AuditAction,
      entityType: r.entityType as AuditEntityType,
      recordCount: Number(r.recordCount),
      ...(r.reason ? { emergencyReason: r.reason } : {}),
    })),
    total: Number(total),
  };
}
