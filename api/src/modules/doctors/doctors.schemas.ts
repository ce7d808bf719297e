import Type, { type Static } from 'typebox';
import { DateInput, DateTime, Id, ListQuery, UserSummary } from '../common/common.schemas.js';

const Clock = Type.String({
  pattern: '^([01]\\d|2[0-3]):[0-5]\\d$',
  errorMessage: 'must be a time like 09:30',
});

export const AvailableSlot = Type.Object({
  date: Type.String(),
  from: Type.String(),
  to: Type.String(),
});
export type AvailableSlot = Static<typeof AvailableSlot>;

/** A doctor record. `user` is null for a deleted doctor. */
export const Doctor = Type.Object({
  _id: Id,
  user: Type.Union([UserSummary, Type.Null()]),
  specialization: Type.String(),
  hospital: Type.Optional(Type.String()),
  licenseNumber: Type.Optional(Type.String()),
  yearsOfExperience: Type.Optional(Type.Integer()),
  availableSlots: Type.Array(AvailableSlot),
  /** Whether an administrator approved the account; unapproved doctors see no patient data. */
  approved: Type.Boolean(),
  approvedAt: Type.Optional(DateTime),
  /** Present (true) when an administrator turned the account down; it then waits no more. */
  rejected: Type.Optional(Type.Boolean()),
  rejectedAt: Type.Optional(DateTime),
  createdAt: DateTime,
  updatedAt: DateTime,
});
export type Doctor = Static<typeof Doctor>;

export const DoctorList = Type.Array(Doctor);
export type DoctorList = Static<typeof DoctorList>;

export const DoctorListQuery = Type.Object({
  ...ListQuery.properties,
  approved: Type.Optional(
    Type.Boolean({
      description: 'Administrators: only approved (true) or not approved (false) doctors.',
    }),
  ),
  rejected: Type.Optional(
    Type.Boolean({
      description:
        'Administrators: only rejected doctors (true) or none of them (false); awaiting approval is approved=false&rejected=false.',
    }),
  ),
  specialization: Type.Optional(Type.String({ maxLength: 100 })),
});
export type DoctorListQuery = Static<typeof DoctorListQuery>;

const SlotInput = Type.Object({ date: DateInput, from: Clock, to: Clock });

export const CreateDoctorBody = Type.Object({
  licenseNumber: Type.String({
    minLength: 1,
    maxLength: 60,
    pattern: '\\S',
    errorMessage: { required: 'License Number is required', invalid: 'License Number is required' },
  }),
  specialization: Type.String({
    minLength: 1,
    maxLength: 100,
    pattern: '\\S',
    errorMessage: { required: 'Specialization is required', invalid: 'Specialization is required' },
  }),
  yearsOfExperience: Type.Optional(
    Type.Union([
      Type.Integer({
        minimum: 0,
        maximum: 80,
        errorMessage: 'Years of experience must be a positive number',
      }),
      Type.Null(),
    ]),
  ),
  hospital: Type.Optional(Type.String({ maxLength: 150 })),
  availableSlots: Type.Optional(Type.Array(SlotInput, { maxItems: 200 })),
});
export type CreateDoctorBody = Static<typeof CreateDoctorBody>;

export const UpdateDoctorBody = Type.Partial(CreateDoctorBody);
export type UpdateDoctorBody = Static<typeof UpdateDoctorBody>;
