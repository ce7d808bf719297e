// The audit trail as the administrator's screen reads it.
import Type, { type Static } from 'typebox';
import { DateTime, Id, ListQuery, Role } from '../common/common.schemas.js';

export const AuditAction = Type.Enum(['read', 'create', 'update', 'delete']);
export type AuditAction = Static<typeof AuditAction>;

export const AuditEntityType = Type.Enum([
  'patient',
  'appointment',
  'foodPlan',
  'sportsPlan',
  'foodFeedback',
  'sportsFeedback',
  'healthComplaint',
  'careRelationship',
  'emergencyAccess',
  'conversation',
  'message',
  'previsitAnswers',
  'checkIn',
  'visitNote',
]);
export type AuditEntityType = Static<typeof AuditEntityType>;

export const AuditEntry = Type.Object({
  /** The entry's number in the trail (a sequence). */
  _id: Type.String(),
  /** When it happened (ISO date-time). */
  at: DateTime,
  /** Who: the account that made the request; null once that account was deleted. */
  actor: Type.Union([
    Type.Object({ _id: Id, firstName: Type.String(), lastName: Type.String() }),
    Type.Null(),
  ]),
  actorUserId: Id,
  /** The role the caller had at the time. */
  role: Role,
  action: AuditAction,
  entityType: AuditEntityType,
  /** The record read or changed; absent for a list (one entry per patient it returned). */
  entityId: Type.Optional(Id),
  /** How many of the patient's records the request returned or changed. */
  recordCount: Type.Integer({ minimum: 0 }),
  patient: Id,
  ip: Type.Optional(Type.String()),
  userAgent: Type.Optional(Type.String()),
});
export type AuditEntry = Static<typeof AuditEntry>;
export const AuditEntryList = Type.Array(AuditEntry);
export type AuditEntryList = Static<typeof AuditEntryList>;

export const AuditListQuery = ListQuery;
export type AuditListQuery = Static<typeof AuditListQuery>;

/**
 * One entry of "Who viewed my record": a read or change of the patient's data by someone else.
 * No address or browser: those identify the staff member's device, not what was done.
 */
export const AccessLogEntry = Type.Object({
  _id: Type.String(),
  at: DateTime,
  /** Who: null once that account was deleted. */
  actor: Type.Union([
    Type.Object({ _id: Id, firstName: Type.String(), lastName: Type.String() }),
    Type.Null(),
  ]),
  /** Their role at the time. */
  role: Role,
  action: AuditAction,
  entityType: AuditEntityType,
  /** How many of the patient's records the request returned or changed. */
  recordCount: Type.Integer({ minimum: 0 }),
  /** The reason the doctor gave, when the access was emergency access. */
  emergencyReason: Type.Optional(Type.String()),
});
export type AccessLogEntry = Static<typeof AccessLogEntry>;
export const AccessLogList = Type.Array(AccessLogEntry);
export type AccessLogList = Static<typeof AccessLogList>;

export const AccessLogQuery = Type.Object({
  page: ListQuery.properties.page,
  limit: ListQuery.properties.limit,
});
export type AccessLogQuery = Static<typeof AccessLogQuery>;
