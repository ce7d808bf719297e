import { FieldArray, Form, Formik } from 'formik';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Button, notify, type PlanKindDescription } from '@careconnect/shared-ui';
import { SelectField, SubmitButton, TextareaField, TextField } from '@careconnect/shared-ui/forms';
import { useGoBack } from '../../../lib/go-back';
import { DoctorScreen } from '../../doctor/components/doctor-screen';
import { useCreatePlan, type CreatePlanBody } from '../api/create-plan';
import {
  alertFailure,
  FormActions,
  FormCard,
  PlanPatientSelect,
  PlanRow,
  RowsError,
} from './plan-form-parts';
import { emptyPlanRow, planSchema, type PlanFormValues } from './plan-schema';
import { plannerPath, type PlannerOrigin } from './planner';

const hasPageBehind = () => {
  const state = window.history.state as { idx?: number } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
};

/**
 * After a save: the planner showing the patient just planned for, so that the next plan (sports
 * after food) needs no new search. Back one page when that page already shows them (the planner
 * with that patient, or another screen such as the patient's page); otherwise the planner takes
 * the form's place in the history.
 */
function useAfterSave() {
  const navigate = useNavigate();
  const goBack = useGoBack('/doctor/sportNutri');
  const origin = useLocation().state as Partial<PlannerOrigin> | null;
  return (patientId: string) => {
    const fromPlanner = typeof origin?.plannerPatient === 'string';
    if (hasPageBehind() && (!fromPlanner || origin?.plannerPatient === patientId)) goBack();
    else void navigate(plannerPath(patientId), { replace: true });
  };
}

const optional = (value: string | undefined) => value?.trim() || undefined;

/** The food or sports form of spec §2: repeatable rows of the kind's fields for one patient. */
export function PlanForm({ kind }: { kind: PlanKindDescription }) {
  const [params] = useSearchParams();
  const create = useCreatePlan(kind);
  const afterSave = useAfterSave();
  const items = kind.itemsField;

  const initialValues: PlanFormValues = {
    patient: params.get('patient') ?? '',
    [items]: [emptyPlanRow(kind)],
    notes: '',
  };

  return (
    <FormCard>
      <Formik
        initialValues={initialValues}
        validationSchema={planSchema(kind)}
        onSubmit={async (values) => {
          try {
            await create.mutateAsync({
              patient: values.patient,
              [items]: (values[items] ?? []).map((row) =>
                Object.fromEntries(
                  kind.fields.map((field, index) => [
                    field.key,
                    index === 0 ? (row[field.key] ?? '').trim() : optional(row[field.key]),
                  ]),
                ),
              ),
              notes: optional(values.notes),
            } as unknown as CreatePlanBody);
            notify.success(kind.form.created);
            afterSave(values.patient);
          } catch (error) {
            alertFailure(error);
          }
        }}
      >
        {({ values, isSubmitting }) => (
          <Form noValidate aria-label={kind.form.title}>
            <PlanPatientSelect />
            <FieldArray name={items}>
              {({ push, remove }) => (
                <>
                  {(values[items] ?? []).map((_row, index) => (
                    <PlanRow
                      key={index}
                      legend={kind.form.rowLegend(index + 1)}
                      removeLabel={kind.form.removeRow(index + 1)}
                      onRemove={() => remove(index)}
                    >
                      {kind.fields.map((field, fieldIndex) =>
                        field.options ? (
                          <SelectField
                            key={field.key}
                            name={`${items}.${index}.${field.key}`}
                            label={field.label}
                            placeholder={field.placeholder}
                            options={field.options}
                          />
                        ) : (
                          <TextField
                            key={field.key}
                            name={`${items}.${index}.${field.key}`}
                            label={field.label}
                            required={fieldIndex === 0}
                            placeholder={field.placeholder}
                          />
                        ),
                      )}
                    </PlanRow>
                  ))}
                  <RowsError name={items} />
                  <FormActions>
                    <Button
                      variant="secondary"
                      onClick={() => push(emptyPlanRow(kind))}
                      disabled={isSubmitting}
                    >
                      {kind.form.addRow}
                    </Button>
                  </FormActions>
                </>
              )}
            </FieldArray>
            <TextareaField name="notes" label="Additional Notes" rows={3} />
            <SubmitButton pendingLabel="Submitting…">Submit Recommendation</SubmitButton>
          </Form>
        )}
      </Formik>
    </FormCard>
  );
}

/** Food Recommendation or Sports Recommendation (spec §2), titled by the kind. */
export function PlanRecommendation({ kind }: { kind: PlanKindDescription }) {
  return (
    <DoctorScreen
      title={kind.form.title}
      back={{ to: '/doctor/sportNutri', label: 'Back to Sports & Nutrition' }}
    >
      {() => <PlanForm kind={kind} />}
    </DoctorScreen>
  );
}
