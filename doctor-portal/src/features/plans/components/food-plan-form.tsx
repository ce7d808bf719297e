import { FieldArray, Form, Formik } from 'formik';
import { useSearchParams } from 'react-router-dom';
import { Button, notify } from '@careconnect/shared-ui';
import { SubmitButton, TextareaField, TextField } from '@careconnect/shared-ui/forms';
import { useGoBack } from '../../../lib/go-back';
import { DoctorScreen } from '../../doctor/components/doctor-screen';
import { useCreateFoodPlan } from '../api/create-food-plan';
import { emptyFoodRow, foodPlanSchema, type FoodPlanFormValues } from './food-plan-schema';
import {
  alertFailure,
  FormActions,
  FormCard,
  PlanPatientSelect,
  PlanRow,
  RowsError,
} from './plan-form-parts';

const optional = (value: string) => value.trim() || undefined;

export function FoodPlanForm() {
  const [params] = useSearchParams();
  const create = useCreateFoodPlan();
  const goBack = useGoBack('/doctor/sportNutri');

  const initialValues: FoodPlanFormValues = {
    patient: params.get('patient') ?? '',
    recommendedFoods: [emptyFoodRow()],
    notes: '',
  };

  return (
    <FormCard>
      <Formik
        initialValues={initialValues}
        validationSchema={foodPlanSchema}
        onSubmit={async (values) => {
          try {
            await create.mutateAsync({
              patient: values.patient,
              recommendedFoods: values.recommendedFoods.map((food) => ({
                name: food.name.trim(),
                quantity: optional(food.quantity),
                timeOfDay: optional(food.timeOfDay),
              })),
              notes: optional(values.notes),
            });
            notify.success('Food recommendation added.');
            goBack();
          } catch (error) {
            alertFailure(error);
          }
        }}
      >
        {({ values, isSubmitting }) => (
          <Form noValidate aria-label="Food Recommendation">
            <PlanPatientSelect />
            <FieldArray name="recommendedFoods">
              {({ push, remove }) => (
                <>
                  {values.recommendedFoods.map((_food, index) => (
                    <PlanRow
                      key={index}
                      legend={`Food ${index + 1}`}
                      removeLabel={`Remove food ${index + 1}`}
                      onRemove={() => remove(index)}
                    >
                      <TextField
                        name={`recommendedFoods.${index}.name`}
                        label="Food Name"
                        required
                      />
                      <TextField
                        name={`recommendedFoods.${index}.quantity`}
                        label="Quantity"
                        placeholder="e.g. 1 bowl"
                      />
                      <TextField
                        name={`recommendedFoods.${index}.timeOfDay`}
                        label="Time of Day"
                        placeholder="e.g. Breakfast"
                      />
                    </PlanRow>
                  ))}
                  <RowsError name="recommendedFoods" />
                  <FormActions>
                    <Button
                      variant="secondary"
                      onClick={() => push(emptyFoodRow())}
                      disabled={isSubmitting}
                    >
                      Add Another Food
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

/** Food Recommendation (spec §2): repeatable food rows for one patient. */
export function FoodRecommendation() {
  return <DoctorScreen title="Food Recommendation">{() => <FoodPlanForm />}</DoctorScreen>;
}
