import * as yup from 'yup';

/** Spec §5 "Sports form": duration, frequency, intensity and notes are optional. */
export const sportPlanSchema = yup.object({
  patient: yup.string().trim().required('Patient is required'),
  recommendedSports: yup
    .array()
    .of(
      yup.object({
        name: yup.string().trim().required('Sport name is required'),
        duration: yup.string(),
        frequency: yup.string(),
        intensity: yup.string(),
      }),
    )
    .min(1, 'At least one sport item is required')
    .required('At least one sport item is required'),
  notes: yup.string(),
});

export interface SportRowValues {
  name: string;
  duration: string;
  frequency: string;
  intensity: string;
}

export interface SportPlanFormValues {
  patient: string;
  recommendedSports: SportRowValues[];
  notes: string;
}

export const emptySportRow = (): SportRowValues => ({
  name: '',
  duration: '',
  frequency: '',
  intensity: '',
});
