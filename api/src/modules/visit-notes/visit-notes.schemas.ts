// Visit notes (four parts, drafts, signing, addenda), the doctor's templates, the patient's
// after-visit summary and the follow-up a doctor asks for.
import Type, { type Static } from 'typebox';
import { CalendarDate, DateTime, Id } from '../common/common.schemas.js';

/** The longest part of a note or template (a long consultation fits). */
export const PART_MAX = 20_000;

const Part = Type.String({
  maxLength: PART_MAX,
  errorMessage: `Each part of the note can hold at most ${PART_MAX} characters`,
});

export const NotePart = Type.Enum(['subjective', 'objective', 'assessment', 'plan']);
export type NotePart = Static<typeof NotePart>;

export const NoteStatus = Type.Enum(['none', 'draft', 'signed', 'notNeeded']);
export type NoteStatus = Static<typeof NoteStatus>;

export const FollowUpKind = Type.Enum(['inPerson', 'video']);
export type FollowUpKind = Static<typeof FollowUpKind>;

const Person = Type.Object({ firstName: Type.String(), lastName: Type.String() });

export const Addendum = Type.Object({
  _id: Id,
  part: NotePart,
  text: Type.String(),
  /** Who wrote it, as they were named then ("Dr. Ana Silva"). */
  author: Type.String(),
  createdAt: DateTime,
});
export type Addendum = Static<typeof Addendum>;

export const FollowUp = Type.Object({
  /** The day the doctor wants to see the patient again (the doctor's calendar day). */
  date: CalendarDate,
  kind: FollowUpKind,
  requestedAt: DateTime,
  /** The patient has booked a later appointment with the doctor. */
  booked: Type.Boolean(),
});
export type FollowUp = Static<typeof FollowUp>;

export const VisitNote = Type.Object({
  appointment: Id,
  patient: Id,
  doctor: Id,
  /** 'none' until the doctor first saves; 'notNeeded' when they said no note is needed. */
  status: NoteStatus,
  subjective: Type.String(),
  objective: Type.String(),
  assessment: Type.String(),
  plan: Type.String(),
  /** Counts the saves: a save names the version it changes (0 before the first). */
  version: Type.Integer({ minimum: 0 }),
  updatedAt: Type.Optional(DateTime),
  signedAt: Type.Optional(DateTime),
  signedBy: Type.Optional(Person),
  noNoteReason: Type.Optional(Type.String()),
  addenda: Type.Array(Addendum),
  followUp: Type.Optional(FollowUp),
  /** The caller is the appointment's doctor and the visit has started: they may write. */
  mayWrite: Type.Boolean(),
});
export type VisitNote = Static<typeof VisitNote>;

export const SaveNoteBody = Type.Object(
  {
    subjective: Part,
    objective: Part,
    assessment: Part,
    plan: Part,
    /** The version the doctor's screen holds (0 for a note not saved yet). */
    version: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
);
export type SaveNoteBody = Static<typeof SaveNoteBody>;

export const SignNoteBody = Type.Object(
  { version: Type.Integer({ minimum: 1 }) },
  { additionalProperties: false },
);
export type SignNoteBody = Static<typeof SignNoteBody>;

export const AddendumBody = Type.Object(
  {
    part: NotePart,
    text: Type.String({
      minLength: 1,
      maxLength: 4000,
      pattern: '\\S',
      errorMessage: 'Write the addendum (at most 4000 characters)',
    }),
  },
  { additionalProperties: false },
);
export type AddendumBody = Static<typeof AddendumBody>;

export const NoNoteBody = Type.Object(
  {
    reason: Type.String({
      minLength: 1,
      maxLength: 500,
      pattern: '\\S',
      errorMessage: 'Say why no note is needed (at most 500 characters)',
    }),
  },
  { additionalProperties: false },
);
export type NoNoteBody = Static<typeof NoNoteBody>;

const TemplateName = Type.String({
  minLength: 1,
  maxLength: 80,
  pattern: '\\S',
  errorMessage: 'Give the template a name (at most 80 characters)',
});

export const NoteTemplateBody = Type.Object(
  { name: TemplateName, subjective: Part, objective: Part, assessment: Part, plan: Part },
  { additionalProperties: false },
);
export type NoteTemplateBody = Static<typeof NoteTemplateBody>;

export const NoteTemplate = Type.Object({
  _id: Id,
  name: Type.String(),
  subjective: Type.String(),
  objective: Type.String(),
  assessment: Type.String(),
  plan: Type.String(),
  updatedAt: DateTime,
});
export type NoteTemplate = Static<typeof NoteTemplate>;
export const NoteTemplateList = Type.Array(NoteTemplate);
export type NoteTemplateList = Static<typeof NoteTemplateList>;

export const SummaryPlan = Type.Object({
  _id: Id,
  kind: Type.Enum(['food', 'sports']),
  items: Type.Array(Type.Record(Type.String(), Type.Unknown())),
  notes: Type.Optional(Type.String()),
  createdAt: DateTime,
});
export type SummaryPlan = Static<typeof SummaryPlan>;

/** What the patient reads after the visit: never the subjective or objective parts. */
export const VisitSummary = Type.Object({
  appointment: Id,
  date: CalendarDate,
  timeSlot: Type.String(),
  doctor: Type.Object({
    _id: Id,
    firstName: Type.String(),
    lastName: Type.String(),
    specialization: Type.String(),
  }),
  signedAt: DateTime,
  assessment: Type.String(),
  plan: Type.String(),
  /** Addenda to the assessment or the plan, oldest first. */
  addenda: Type.Array(Addendum),
  plans: Type.Array(SummaryPlan),
  followUp: Type.Optional(FollowUp),
});
export type VisitSummary = Static<typeof VisitSummary>;

export const FollowUpBody = Type.Union(
  [
    Type.Object(
      { weeks: Type.Enum([1, 2, 4, 6, 12]), kind: FollowUpKind },
      { additionalProperties: false },
    ),
    Type.Object({ date: CalendarDate, kind: FollowUpKind }, { additionalProperties: false }),
  ],
  { errorMessage: 'Choose when (1, 2, 4, 6 or 12 weeks, or a date) and the kind of visit' },
);
export type FollowUpBody = Static<typeof FollowUpBody>;

/** One patient asked for a follow-up who has no later appointment with the doctor. */
export const PendingFollowUp = Type.Object({
  appointment: Id,
  patient: Type.Object({ _id: Id, firstName: Type.String(), lastName: Type.String() }),
  date: CalendarDate,
  kind: FollowUpKind,
  requestedAt: DateTime,
});
export type PendingFollowUp = Static<typeof PendingFollowUp>;
export const PendingFollowUpList = Type.Array(PendingFollowUp);
export type PendingFollowUpList = Static<typeof PendingFollowUpList>;
