import Type, { type Static } from 'typebox';
import { DateTime, Id, ListQuery, PatientRef } from '../common/common.schemas.js';

export const ComplaintStatus = Type.Enum(['open', 'in review', 'resolved'], {
  errorMessage: 'must be one of: open, in review, resolved',
});
export type ComplaintStatus = Static<typeof ComplaintStatus>;

/** A health complaint (issue) reported by a patient, followed up by their doctors. */
export const HealthComplaint = Type.Object({
  _id: Id,
  patient: PatientRef,
  subject: Type.String(),
  description: Type.Optional(Type.String()),
  status: ComplaintStatus,
  createdAt: DateTime,
  updatedAt: DateTime,
});
export type HealthComplaint = Static<typeof HealthComplaint>;
export const HealthComplaintList = Type.Array(HealthComplaint);
export type HealthComplaintList = Static<typeof HealthComplaintList>;

export const ComplaintListQuery = Type.Object({
  ...ListQuery.properties,
  status: Type.Optional(ComplaintStatus),
});
export type ComplaintListQuery = Static<typeof ComplaintListQuery>;

export const CreateComplaintBody = Type.Object({
  subject: Type.String({
    minLength: 1,
    maxLength: 150,
    pattern: '\\S',
    errorMessage: {
      required: 'Subject is required.',
      invalid: 'Subject is required (at most 150 characters).',
    },
  }),
  description: Type.Optional(Type.String({ maxLength: 4000 })),
  /** Administrators only: the patient it is about. */
  patient: Type.Optional(Id),
});
export type CreateComplaintBody = Static<typeof CreateComplaintBody>;

export const ComplaintStatusBody = Type.Object({ status: ComplaintStatus });
export type ComplaintStatusBody = Static<typeof ComplaintStatusBody>;
