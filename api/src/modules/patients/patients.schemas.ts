import Type, { type Static } from 'typebox';
import { CalendarDate, DateTime, Id, UserSummary } from '../common/common.schemas.js';

export const BloodType = Type.Enum(['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'], {
  errorMessage: 'must be one of A+, A-, B+, B-, AB+, AB-, O+, O-',
});
export type BloodType = Static<typeof BloodType>;

export const EmergencyContact = Type.Object({
  name: Type.Optional(Type.String()),
  relation: Type.Optional(Type.String()),
  phone: Type.Optional(Type.String()),
});
export type EmergencyContact = Static<typeof EmergencyContact>;
export const Insurance = Type.Object({
  provider: Type.Optional(Type.String()),
  policyNumber: Type.Optional(Type.String()),
});
export type Insurance = Static<typeof Insurance>;

/**
 * A patient record. A doctor listing every patient (to book) sees only `_id` and the user's names;
 * medical fields are shown to the patient, their doctors and administrators. `user` is null for a
 * deleted patient.
 */
export const Patient = Type.Object({
  _id: Id,
  user: Type.Union([UserSummary, Type.Null()]),
  bloodType: Type.Optional(Type.String()),
  /** Kilograms. */
  weight: Type.Optional(Type.Number()),
  /** Metres. */
  height: Type.Optional(Type.Number()),
  emergencyContact: Type.Optional(EmergencyContact),
  insurance: Type.Optional(Insurance),
  createdAt: Type.Optional(DateTime),
  updatedAt: Type.Optional(DateTime),
});
export type Patient = Static<typeof Patient>;

export const PatientList = Type.Array(Patient);
export type PatientList = Static<typeof PatientList>;

const OptionalText = (maxLength: number) => Type.Optional(Type.String({ maxLength }));

export const UpdatePatientBody = Type.Object({
  bloodType: Type.Optional(Type.Union([BloodType, Type.Literal(''), Type.Null()])),
  weight: Type.Optional(
    Type.Union([
      Type.Number({ exclusiveMinimum: 0, maximum: 700, errorMessage: 'must be a weight in kg' }),
      Type.Null(),
    ]),
  ),
  height: Type.Optional(
    Type.Union([
      Type.Number({
        exclusiveMinimum: 0,
        maximum: 3,
        errorMessage: 'must be a height in metres, e.g. 1.72',
      }),
      Type.Null(),
    ]),
  ),
  emergencyContact: Type.Optional(
    Type.Object({ name: OptionalText(120), relation: OptionalText(60), phone: OptionalText(40) }),
  ),
  insurance: Type.Optional(
    Type.Object({ provider: OptionalText(120), policyNumber: OptionalText(60) }),
  ),
});
export type UpdatePatientBody = Static<typeof UpdatePatientBody>;

/** Most patients one choice lists: a search narrows it (the list is for choosing, not browsing). */
export const CHOICE_LIMIT_MAX = 50;

export const PatientChoiceQuery = Type.Object({
  q: Type.Optional(
    Type.String({
      maxLength: 100,
      description:
        'Part of a name; or digits, matched against the end of the phone number; or a date of birth typed YYYY-MM-DD.',
    }),
  ),
  limit: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: CHOICE_LIMIT_MAX,
      default: 20,
      description: 'Rows (max 50).',
    }),
  ),
  id: Type.Optional(
    Type.String({
      format: 'uuid',
      description:
        'Only this patient (to show a choice made earlier, e.g. one given in the address).',
    }),
  ),
  scope: Type.Optional(
    Type.Enum(['all', 'mine'], {
      default: 'all',
      description: "'mine': only the patients in the signed-in doctor's care (doctors only).",
      errorMessage: 'must be all or mine',
    }),
  ),
});
export type PatientChoiceQuery = Static<typeof PatientChoiceQuery>;

/**
 * A patient as a choice in a form: enough to tell two people with one name apart and nothing
 * more (never the whole phone number, no contact or medical details).
 */
export const PatientChoice = Type.Object({
  _id: Id,
  firstName: Type.String(),
  lastName: Type.String(),
  dateOfBirth: Type.Optional(CalendarDate),
  birthYear: Type.Optional(
    Type.Integer({
      description:
        "Instead of the date of birth, for a doctor's patient outside their care (unless the search was that exact date).",
    }),
  ),
  phoneEnding: Type.Optional(
    Type.String({ pattern: '^\\d{1,2}$', description: 'The last two digits of the phone number.' }),
  ),
  yours: Type.Optional(
    Type.Boolean({ description: "In the signed-in doctor's care (given to doctors only)." }),
  ),
});
export type PatientChoice = Static<typeof PatientChoice>;

export const PatientChoiceList = Type.Array(PatientChoice);
export type PatientChoiceList = Static<typeof PatientChoiceList>;
