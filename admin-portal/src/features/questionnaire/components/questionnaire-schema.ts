import { array, boolean, object, string, type InferType } from 'yup';
import type { QuestionInput, QuestionnaireVersion } from '../../../lib/api-types';

export const QUESTION_REQUIRED = 'Question text is required';
export const QUESTION_TOO_LONG = 'Question text must be at most 200 characters';
export const CHOICES_NEEDED = 'Give at least 2 different choices, one per line';
export const CHOICE_TOO_LONG = 'Each choice must be at most 100 characters';
export const TOO_MANY_CHOICES = 'At most 20 choices';
export const QUESTIONS_NEEDED = 'Add at least one question';

export const KIND_OPTIONS = [
  { value: 'shortText', label: 'Short text' },
  { value: 'longText', label: 'Long text' },
  { value: 'oneChoice', label: 'One choice' },
  { value: 'severalChoices', label: 'Several choices' },
  { value: 'yesNo', label: 'Yes / No' },
  { value: 'date', label: 'Date' },
] as const;

const isChoice = (kind: string) => kind === 'oneChoice' || kind === 'severalChoices';

/** The choices as typed: one per line, blanks and repeats dropped. */
export const choicesOf = (text: string | undefined) => [
  ...new Set(
    (text ?? '')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  ),
];

export const questionSchema = object({
  key: string(),
  kind: string().required(),
  label: string().trim().required(QUESTION_REQUIRED).max(200, QUESTION_TOO_LONG),
  required: boolean().required(),
  mustAgree: boolean().required(),
  options: string()
    .default('')
    .when('kind', {
      is: isChoice,
      then: (schema) =>
        schema
          .test('enough', CHOICES_NEEDED, (text) => choicesOf(text).length >= 2)
          .test('short', CHOICE_TOO_LONG, (text) => choicesOf(text).every((c) => c.length <= 100))
          .test('few', TOO_MANY_CHOICES, (text) => choicesOf(text).length <= 20),
    }),
});

export const questionnaireSchema = object({
  questions: array(questionSchema)
    .required()
    .min(1, QUESTIONS_NEEDED)
    .max(50, 'At most 50 questions'),
});

export type QuestionValues = InferType<typeof questionSchema>;
export type QuestionnaireValues = InferType<typeof questionnaireSchema>;

export const newQuestion = (): QuestionValues => ({
  key: '',
  kind: 'shortText',
  label: '',
  required: false,
  mustAgree: false,
  options: '',
});

export function toValues(version: QuestionnaireVersion): QuestionnaireValues {
  return {
    questions: version.questions.map((q) => ({
      key: q.key,
      kind: q.kind,
      label: q.label,
      required: q.required,
      mustAgree: q.mustAgree === true,
      options: (q.options ?? []).join('\n'),
    })),
  };
}

export function toQuestions(values: QuestionnaireValues): QuestionInput[] {
  return values.questions.map((q) => {
    const kind = q.kind as QuestionInput['kind'];
    const question: QuestionInput = {
      ...(q.key ? { key: q.key } : {}),
      kind,
      label: q.label.trim(),
      required: q.required,
    };
    if (isChoice(kind)) question.options = choicesOf(q.options);
    if (kind === 'yesNo' && q.mustAgree) question.mustAgree = true;
    return question;
  });
}
