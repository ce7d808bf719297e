import {
  array,
  boolean,
  object,
  string,
  type AnyObject,
  type ObjectSchema,
  type Schema,
} from 'yup';
import type { CheckInBody, Question } from '../../../lib/api-types';

// Form values: text, a date, a choice or 'yes' / 'no' as strings, several choices as a list,
// and the agreement a question asks for as a checkbox.
export type AnswerField = string | string[] | boolean;
export interface QuestionnaireValues {
  answers: Record<string, AnswerField>;
}

export const ANSWER_REQUIRED = 'Please answer this question';
export const AGREEMENT_REQUIRED = 'Tick the box to send the questionnaire';
export const DATE_INVALID = 'Enter a date like 2026-11-24';
export const SHORT_TEXT_MAX = 'At most 200 characters';
export const LONG_TEXT_MAX = 'At most 4000 characters';

const isDate = (value: string | undefined) =>
  !value ||
  (/^\d{4}-\d{2}-\d{2}$/.test(value) &&
    new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value);

function fieldSchema(question: Question): Schema {
  const { required } = question;
  switch (question.kind) {
    case 'shortText':
    case 'longText': {
      const max = question.kind === 'shortText' ? 200 : 4000;
      const text = string()
        .trim()
        .max(max, max === 200 ? SHORT_TEXT_MAX : LONG_TEXT_MAX);
      return required ? text.required(ANSWER_REQUIRED) : text;
    }
    case 'date': {
      const date = string()
        .trim()
        .test('date', DATE_INVALID, (value) => {
          try {
            return isDate(value);
          } catch {
            return false;
          }
        });
      return required ? date.required(ANSWER_REQUIRED) : date;
    }
    case 'oneChoice': {
      const choice = string().oneOf(['', ...(question.options ?? [])], ANSWER_REQUIRED);
      return required ? choice.required(ANSWER_REQUIRED) : choice;
    }
    case 'severalChoices': {
      const choices = array(string().required());
      return required ? choices.min(1, ANSWER_REQUIRED) : choices;
    }
    case 'yesNo':
      if (question.mustAgree) return boolean().oneOf([true], AGREEMENT_REQUIRED);
      return required
        ? string().oneOf(['yes', 'no'], ANSWER_REQUIRED).required(ANSWER_REQUIRED)
        : string();
  }
}

/** The checks of a questionnaire that is being sent (a draft is saved as it is). */
export function questionnaireSchema(questions: Question[]): ObjectSchema<AnyObject> {
  return object({
    answers: object(Object.fromEntries(questions.map((q) => [q.key, fieldSchema(q)]))),
  });
}

/** The saved answers as form values (every question has one, blank when unanswered). */
export function toFormValues(
  questions: Question[],
  answers: Record<string, unknown>,
): QuestionnaireValues {
  const values: Record<string, AnswerField> = {};
  for (const question of questions) {
    const saved = answers[question.key];
    if (question.kind === 'severalChoices')
      values[question.key] = Array.isArray(saved) ? saved.map(String) : [];
    else if (question.kind === 'yesNo' && question.mustAgree) values[question.key] = saved === true;
    else if (question.kind === 'yesNo')
      values[question.key] = saved === true ? 'yes' : saved === false ? 'no' : '';
    else values[question.key] = typeof saved === 'string' ? saved : '';
  }
  return { answers: values };
}

/** The form values as the API takes them: blanks left out, yes / no as true / false. */
export function toAnswers(
  questions: Question[],
  values: QuestionnaireValues,
): Record<string, string | string[] | boolean> {
  const answers: Record<string, string | string[] | boolean> = {};
  for (const question of questions) {
    const value = values.answers[question.key];
    if (question.kind === 'yesNo') {
      if (value === true || value === 'yes') answers[question.key] = true;
      else if (value === 'no') answers[question.key] = false;
      continue;
    }
    if (Array.isArray(value)) {
      if (value.length > 0) answers[question.key] = value;
    } else if (typeof value === 'string' && value.trim() !== '')
      answers[question.key] = value.trim();
  }
  return answers;
}

export interface CheckInValues extends CheckInBody {
  confirmed: boolean;
}

export const checkInSchema = object({
  phoneNumber: string()
    .trim()
    .required('Phone number is required')
    .max(30, 'Phone number must be at most 30 characters'),
  address: string()
    .trim()
    .required('Address is required')
    .max(300, 'Address must be at most 300 characters'),
  insuranceProvider: string()
    .trim()
    .required('Insurer is required')
    .max(100, 'Insurer must be at most 100 characters'),
  insuranceMemberNumber: string()
    .trim()
    .required('Member number is required')
    .max(60, 'Member number must be at most 60 characters'),
  confirmed: boolean().oneOf([true], 'Confirm that these details are correct'),
});
