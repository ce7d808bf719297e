// The pre-visit questionnaire (versioned questions, a patient's answers) and the online check-in.
import Type, { type Static } from 'typebox';
import { DateTime, Id } from '../common/common.schemas.js';

export const QuestionKind = Type.Enum([
  'shortText',
  'longText',
  'oneChoice',
  'severalChoices',
  'yesNo',
  'date',
]);
export type QuestionKind = Static<typeof QuestionKind>;

const Label = Type.String({
  minLength: 1,
  maxLength: 200,
  pattern: '\\S',
  errorMessage: { required: 'Each question needs a text', invalid: 'Each question needs a text' },
});
const Option = Type.String({
  minLength: 1,
  maxLength: 100,
  pattern: '\\S',
  errorMessage: 'Each choice needs a text of at most 100 characters',
});

/** One question of a version. `key` stays the same across versions while the question does. */
export const Question = Type.Object({
  key: Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,59}$' }),
  kind: QuestionKind,
  label: Label,
  required: Type.Boolean(),
  /** The choices of a one-choice or several-choices question (2 to 20). */
  options: Type.Optional(Type.Array(Option, { maxItems: 20 })),
  /** A yes/no question only "yes" answers (consent to the clinic's policy). */
  mustAgree: Type.Optional(Type.Boolean()),
});
export type Question = Static<typeof Question>;

/** A question as an administrator sends it: a new one has no key yet. */
export const QuestionInput = Type.Object({
  key: Type.Optional(Question.properties.key),
  kind: QuestionKind,
  label: Label,
  required: Type.Boolean(),
  options: Type.Optional(Type.Array(Option, { maxItems: 20 })),
  mustAgree: Type.Optional(Type.Boolean()),
});
export type QuestionInput = Static<typeof QuestionInput>;

export const QuestionnaireVersion = Type.Object({
  _id: Id,
  /** 1, 2, 3…: each edit publishes the next. */
  version: Type.Integer({ minimum: 1 }),
  questions: Type.Array(Question),
  createdAt: DateTime,
});
export type QuestionnaireVersion = Static<typeof QuestionnaireVersion>;

export const QuestionnaireVersionSummary = Type.Object({
  _id: Id,
  version: Type.Integer({ minimum: 1 }),
  questionCount: Type.Integer({ minimum: 0 }),
  /** How many appointments' answers use it. */
  answerCount: Type.Integer({ minimum: 0 }),
  createdAt: DateTime,
});
export type QuestionnaireVersionSummary = Static<typeof QuestionnaireVersionSummary>;
export const QuestionnaireVersionList = Type.Array(QuestionnaireVersionSummary);
export type QuestionnaireVersionList = Static<typeof QuestionnaireVersionList>;

export const PublishQuestionnaireBody = Type.Object({
  questions: Type.Array(QuestionInput, {
    minItems: 1,
    maxItems: 50,
    errorMessage: { minItems: 'Add at least one question', maxItems: 'At most 50 questions' },
  }),
});
export type PublishQuestionnaireBody = Static<typeof PublishQuestionnaireBody>;

/**
 * An answer: text, a date 'YYYY-MM-DD', a choice, several choices, or yes (true) / no (false).
 * Checked against its question by the service: a union here would be coerced by the validator
 * (true to "true", ["a"] to "a") before the question is known.
 */
export const AnswerValue = Type.Unknown({
  description: 'A string, a boolean or an array of strings, as the question asks',
});
export type AnswerValue = string | boolean | string[];

export const Answers = Type.Record(Type.String({ maxLength: 60 }), AnswerValue);
export type Answers = Record<string, AnswerValue>;

export const SaveAnswersBody = Type.Object({
  answers: Answers,
  /** true sends the questionnaire to the clinic (every required question answered). */
  submit: Type.Optional(Type.Boolean()),
});
export type SaveAnswersBody = Static<typeof SaveAnswersBody>;

/** Where a step is in time: before it opens, open, or closed (the visit started or was cancelled). */
export const WindowState = Type.Enum(['notOpen', 'open', 'closed']);
export type WindowState = Static<typeof WindowState>;

export const CheckInDetails = Type.Object({
  phoneNumber: Type.String(),
  address: Type.String(),
  insuranceProvider: Type.String(),
  insuranceMemberNumber: Type.String(),
});
export type CheckInDetails = Static<typeof CheckInDetails>;

const Required = (message: string, maxLength: number) =>
  Type.String({
    minLength: 1,
    maxLength,
    pattern: '\\S',
    errorMessage: { required: message, invalid: message },
  });

export const CheckInBody = Type.Object({
  phoneNumber: Required('Phone number is required', 30),
  address: Required('Address is required', 300),
  insuranceProvider: Required('Insurer is required', 100),
  insuranceMemberNumber: Required('Member number is required', 60),
});
export type CheckInBody = Static<typeof CheckInBody>;

/** Everything before one visit: the questionnaire with its answers, and the check-in. */
export const Previsit = Type.Object({
  appointment: Id,
  patient: Id,
  start: DateTime,
  questionnaire: Type.Object({
    state: WindowState,
    opensAt: DateTime,
    /** Nothing saved yet, a draft, or sent to the clinic. */
    status: Type.Enum(['notStarted', 'draft', 'submitted']),
    /** The version answered (the current one until the patient saves). */
    version: Type.Integer({ minimum: 1 }),
    questions: Type.Array(Question),
    answers: Answers,
    submittedAt: Type.Optional(DateTime),
    updatedAt: Type.Optional(DateTime),
  }),
  checkIn: Type.Object({
    state: WindowState,
    opensAt: DateTime,
    checkedInAt: Type.Optional(DateTime),
    /** What the patient confirmed; before that, what their profile or last check-in holds. */
    details: CheckInDetails,
  }),
});
export type Previsit = Static<typeof Previsit>;

/** The state of an appointment's visit preparation, for the doctor's lists (no answers). */
export const PrevisitState = Type.Object({
  appointment: Id,
  questionnaire: Type.Enum(['notStarted', 'draft', 'submitted']),
  submittedAt: Type.Optional(DateTime),
  checkedInAt: Type.Optional(DateTime),
});
export type PrevisitState = Static<typeof PrevisitState>;
export const PrevisitStateList = Type.Array(PrevisitState);
export type PrevisitStateList = Static<typeof PrevisitStateList>;

export const PrevisitStateQuery = Type.Object({
  from: Type.Optional(DateTime),
  to: Type.Optional(DateTime),
  /** Or these appointments (comma-separated ids, at most 200). */
  appointments: Type.Optional(Type.String({ maxLength: 200 * 37 })),
});
export type PrevisitStateQuery = Static<typeof PrevisitStateQuery>;
