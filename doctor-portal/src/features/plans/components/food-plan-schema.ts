import * as yup from 'yup';

/** Spec §5 "Food form": quantity, time of day and notes are optional. */
export const foodPlanSchema = yup.object({
  patient: yup.string().trim().required('Patient is required'),
  recommendedFoods: yup
    .array()
    .of(
      yup.object({
        name: yup.string().trim().required('Food name is required'),
        quantity: yup.string(),
        timeOfDay: yup.string(),
      }),
    )
    .min(1, 'At least one food item is required')
    .required('At least one food item is required'),
  notes: yup.string(),
});

export interface FoodRowValues {
  name: string;
  quantity: string;
  timeOfDay: string;
}

export interface FoodPlanFormValues {
  patient: string;
  recommendedFoods: FoodRowValues[];
  notes: string;
}

export const emptyFoodRow = (): FoodRowValues => ({ name: '', quantity: '', timeOfDay: '' });
