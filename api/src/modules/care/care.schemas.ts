// The care team and emergency access as the API shows them. Types only: part of the contracts.
import Type, { type Static } from 'typebox';
import { DateTime, DoctorRef, Id, ListQuery, PatientRef } from '../common/common.schemas.js';

export const CareStatus = Type.Enum(['requested', 'active']);
export type CareStatus = Static<typeof CareStatus>;

export const CareOrigin = Type.Enum(['booking', 'admin', 'request']);
export type CareOrigin = Static<typeof CareOrigin>;

/** One doctor of a patient's care team, or a doctor's request waiting for the patient's answer. */
export const CareMember = Type.Object({
  _id: Id,
  patient: Id,
  doctor: DoctorRef,
  status: CareStatus,
  /** How the relationship started: the patient booked, an administrator assigned, a request. */
  origin: CareOrigin,
  requestedAt: Type.Optional(DateTime),
  startedAt: Type.Optional(DateTime),
});
export type CareMember = Static<typeof CareMember>;
export const CareTeam = Type.Array(CareMember);
export type CareTeam = Static<typeof CareTeam>;

/** What a doctor may do with one patient's records. */
export const CareAccess = Type.Object({
  patient: Id,
  /** 'care': in the doctor's care; 'emergency': emergency access running; 'requested': asked. */
  access: Type.Enum(['care', 'emergency', 'requested', 'none']),
  /** The end of a running emergency access. */
  emergencyUntil: Type.Optional(DateTime),
});
export type CareAccess = Static<typeof CareAccess>;

export const AssignBody = Type.Object({ patient: Id, doctor: Id });
export type AssignBody = Static<typeof AssignBody>;

export const RequestBody = Type.Object({ patient: Id });
export type RequestBody = Static<typeof RequestBody>;

export const EMERGENCY_REASON_REQUIRED = 'Please give the reason for emergency access.';

export const EmergencyBody = Type.Object({
  patient: Id,
  reason: Type.String({
    minLength: 10,
    maxLength: 500,
    pattern: '\\S',
    errorMessage: {
      required: EMERGENCY_REASON_REQUIRED,
      invalid: 'The reason must be 10 to 500 characters long.',
    },
  }),
});
export type EmergencyBody = Static<typeof EmergencyBody>;

export const EmergencyAccess = Type.Object({
  _id: Id,
  patient: PatientRef,
  doctor: DoctorRef,
  reason: Type.String(),
  grantedAt: DateTime,
  expiresAt: DateTime,
  /** Whether it is still running. */
  active: Type.Boolean(),
});
export type EmergencyAccess = Static<typeof EmergencyAccess>;
export const EmergencyAccessList = Type.Array(EmergencyAccess);
export type EmergencyAccessList = Static<typeof EmergencyAccessList>;

export const EmergencyListQuery = ListQuery;
export type EmergencyListQuery = Static<typeof EmergencyListQuery>;
