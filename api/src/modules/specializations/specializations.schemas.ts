import Type, { type Static } from 'typebox';
import { DateTime, Id } from '../common/common.schemas.js';

/** One entry of the clinic's list of specializations. */
export const Specialization = Type.Object({
  _id: Id,
  name: Type.String({ examples: ['Cardiology'] }),
  /** Retired: no longer offered to doctors; the doctors who hold it keep it. */
  retired: Type.Boolean(),
  /** How many doctors hold it (administrators only; 0 for others). */
  doctors: Type.Integer({ minimum: 0 }),
  createdAt: DateTime,
  updatedAt: DateTime,
});
export type Specialization = Static<typeof Specialization>;

export const SpecializationList = Type.Array(Specialization);
export type SpecializationList = Static<typeof SpecializationList>;

export const SpecializationListQuery = Type.Object({
  all: Type.Optional(
    Type.Boolean({
      description: 'Administrators: retired entries too (the others never see them).',
    }),
  ),
});
export type SpecializationListQuery = Static<typeof SpecializationListQuery>;

const Name = Type.String({
  minLength: 1,
  maxLength: 100,
  pattern: '\\S',
  errorMessage: { required: 'Specialization is required', invalid: 'Specialization is required' },
});

export const CreateSpecializationBody = Type.Object({ name: Name });
export type CreateSpecializationBody = Static<typeof CreateSpecializationBody>;

export const UpdateSpecializationBody = Type.Object(
  {
    /** A new name: every doctor who holds the entry follows it. */
    name: Type.Optional(Name),
    /** true retires the entry, false offers it again. */
    retired: Type.Optional(Type.Boolean()),
  },
  { minProperties: 1 },
);
export type UpdateSpecializationBody = Static<typeof UpdateSpecializationBody>;
