// Schemas shared by several modules. Types only: this file is part of the browser-facing contracts.
import Type, { type Static } from 'typebox';

export const Id = Type.String({ format: 'uuid', description: 'A record id (uuid).' });
export type Id = Static<typeof Id>;

export const ErrorResponse = Type.Object({
  statusCode: Type.Optional(Type.Integer()),
  error: Type.Optional(Type.String()),
  message: Type.String({ description: 'A sentence that can be shown to the user.' }),
});
export type ErrorResponse = Static<typeof ErrorResponse>;

export const MessageResponse = Type.Object({ message: Type.String() });
export type MessageResponse = Static<typeof MessageResponse>;

export const ListQuery = Type.Object({
  page: Type.Optional(
    Type.Integer({ minimum: 1, default: 1, description: 'Page number, from 1.' }),
  ),
  limit: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 200,
      default: 50,
      description: 'Rows per page (max 200).',
    }),
  ),
  q: Type.Optional(Type.String({ maxLength: 200, description: 'Search text.' })),
});
export type ListQuery = Static<typeof ListQuery>;

/** Input date: 'YYYY-MM-DD' or a full ISO date-time (only its date part is kept). */
export const DateInput = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}(T.*)?$',
  errorMessage: 'must be a date like 2026-11-24',
  examples: ['2026-11-24'],
});
export type DateInput = Static<typeof DateInput>;

/** Output calendar date 'YYYY-MM-DD'. */
export const CalendarDate = Type.String({ format: 'date', examples: ['2026-11-24'] });
export type CalendarDate = Static<typeof CalendarDate>;
export const DateTime = Type.String({ format: 'date-time' });
export type DateTime = Static<typeof DateTime>;

export const Role = Type.Enum(['patient', 'doctor', 'admin']);
export type Role = Static<typeof Role>;

export const Gender = Type.Enum(['male', 'female'], { errorMessage: 'must be male or female' });
export type Gender = Static<typeof Gender>;

/** The person behind a patient or doctor record, as embedded in other records. */
export const UserSummary = Type.Object({
  _id: Id,
  firstName: Type.String(),
  lastName: Type.String(),
  username: Type.Optional(Type.String()),
  email: Type.Optional(Type.String()),
  image: Type.Optional(Type.String()),
  gender: Type.Optional(Type.String()),
  phoneNumber: Type.Optional(Type.String()),
  address: Type.Optional(Type.String()),
  dateOfBirth: Type.Optional(CalendarDate),
});
export type UserSummary = Static<typeof UserSummary>;

/** A patient as embedded in appointments, plans and complaints; `user` is null once deleted. */
export const PatientRef = Type.Object({
  _id: Id,
  user: Type.Union([UserSummary, Type.Null()]),
});
export type PatientRef = Static<typeof PatientRef>;

/** A doctor as embedded in appointments and plans; `user` is null once deleted. */
export const DoctorRef = Type.Object({
  _id: Id,
  specialization: Type.Optional(Type.String()),
  hospital: Type.Optional(Type.String()),
  user: Type.Union([UserSummary, Type.Null()]),
});
export type DoctorRef = Static<typeof DoctorRef>;

export const IdParams = Type.Object({ id: Id });
export type IdParams = Static<typeof IdParams>;
export const UserIdParams = Type.Object({ userId: Id });
export type UserIdParams = Static<typeof UserIdParams>;
export const PatientIdParams = Type.Object({ patientId: Id });
export type PatientIdParams = Static<typeof PatientIdParams>;
export const DoctorIdParams = Type.Object({ doctorId: Id });
export type DoctorIdParams = Static<typeof DoctorIdParams>;

export const NoQuery = Type.Object({});
export type NoQuery = Static<typeof NoQuery>;
