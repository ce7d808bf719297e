import { FieldArray, Form, Formik } from 'formik';
import { useSearchParams } from 'react-router-dom';
import { Button, notify } from '@careconnect/shared-ui';
import { SelectField, SubmitButton, TextareaField, TextField } from '@careconnect/shared-ui/forms';
import { useGoBack } from '../../../lib/go-back';
import { DoctorScreen } from '../../doctor/components/doctor-screen';
import { useCreateSportPlan } from '../api/create-sport-plan';
import {
  alertFailure,
  FormActions,
  FormCard,
  PlanPatientSelect,
  PlanRow,
  RowsError,
} from './plan-form-parts';
import { emptySportRow, sportPlanSchema, type SportPlanFormValues } from './sport-plan-schema';

const optional = (value: string) => value.trim() || undefined;

export const INTENSITIES = [
  { value: 'low', label: 'Low' },
  { value: 'moderate', label: 'Moderate' },
  { value: 'high', label: 'High' },
] as const;

export function SportPlanForm() {
  const [params] = useSearchParams();
  const create = useCreateSportPlan();
  const goBack = useGoBack('/doctor/sportNutri');

  const initialValues: SportPlanFormValues = {
    patient: params.get('patient') ?? '',
    recommendedSports: [emptySportRow()],
    notes: '',
  };

  return (
    <FormCard>
      <Formik
        initialValues={initialValues}
        validationSchema={sportPlanSchema}
        onSubmit={async (values) => {
          try {
            await create.mutateAsync({
              patient: values.patient,
              recommendedSports: values.recommendedSports.map((sport) => ({
                name: sport.name.trim(),
                duration: optional(sport.duration),
                frequency: optional(sport.frequency),
                intensity: optional(sport.intensity),
              })),
              notes: optional(values.notes),
            });
            notify.success('Sports recommendation added.');
            goBack();
          } catch (error) {
            alertFailure(error);
          }
        }}
      >
        {({ values, isSubmitting }) => (
          <Form noValidate aria-label="Sports Recommendation">
            <PlanPatientSelect />
            <FieldArray name="recommendedSports">
              {({ push, remove }) => (
                <>
                  {values.recommendedSports.map((_sport, index) => (
                    <PlanRow
                      key={index}
                      legend={`Sport ${index + 1}`}
                      removeLabel={`Remove sport ${index + 1}`}
                      onRemove={() => remove(index)}
                    >
                      <TextField
                        name={`recommendedSports.${index}.name`}
                        label="Sport Name"
                        required
                      />
                      <TextField
                        name={`recommendedSports.${index}.duration`}
                        label="Duration"
                        placeholder="e.g. 30 minutes"
                      />
                      <TextField
                        name={`recommendedSports.${index}.frequency`}
                        label="Frequency"
                        placeholder="e.g. 3 times a week"
                      />
                      <SelectField
                        name={`recommendedSports.${index}.intensity`}
                        label="Intensity"
                        placeholder="-- Select intensity --"
                        options={INTENSITIES}
                      />
                    </PlanRow>
                  ))}
                  <RowsError name="recommendedSports" />
                  <FormActions>
                    <Button
                      variant="secondary"
                      onClick={() => push(emptySportRow())}
                      disabled={isSubmitting}
                    >
                      Add Another Sport
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

/** Sports Recommendation (spec §2): repeatable sport rows for one patient. */
export function SportsRecommendation() {
  return <DoctorScreen title="Sports Recommendation">{() => <SportPlanForm />}</DoctorScreen>;
}
