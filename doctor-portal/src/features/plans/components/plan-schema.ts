import * as yup from 'yup';
import type { PlanKindDescription } from '@careconnect/shared-ui';

/** One row of the form: every field of the kind's item, as typed. */
export type PlanRowValues = Record<string, string>;

/** The form's values: the rows sit under the kind's own field, as the API names it. */
export type PlanFormValues = { patient: string; notes: string } & {
  [K in PlanKindDescription['itemsField']]?: PlanRowValues[];
};

/**
 * Spec §5 "Food form" and "Sports form": the patient and one item at least, each with a name;
 * the item's other fields and the notes are optional.
 */
export function planSchema(kind: PlanKindDescription) {
  const [name, ...others] = kind.fields;
  const row = yup.object({
    [name.key]: yup.string().trim().required(kind.form.nameRequired),
    ...Object.fromEntries(others.map((field) => [field.key, yup.string()])),
  });
  return yup.object({
    patient: yup.string().trim().required('Patient is required'),
    [kind.itemsField]: yup
      .array()
      .of(row)
      .min(1, kind.form.atLeastOne)
      .required(kind.form.atLeastOne),
    notes: yup.string(),
  });
}

export const emptyPlanRow = (kind: PlanKindDescription): PlanRowValues =>
  Object.fromEntries(kind.fields.map((field) => [field.key, '']));
