import { number, object, string } from 'yup';

// Spec §5 "Doctor form", word for word. Years of experience is typed as text so that
// 'Must be a number' can be said; whole years only, as the server stores them.
export const doctorDetailsSchema = object({
  licenseNumber: string().trim().required('License Number is required'),
  specialization: string().trim().required('Specialization is required'),
  yearsOfExperience: number()
    .transform((value: number, original: unknown) =>
      original === '' || original === null || original === undefined ? undefined : value,
    )
    .typeError('Must be a number')
    .min(0, 'Years of experience must be a positive number')
    .integer('Must be a whole number')
    .optional(),
  hospital: string().trim().optional(),
});

export interface DoctorDetailsValues {
  licenseNumber: string;
  specialization: string;
  yearsOfExperience: string;
  hospital: string;
}

export const emptyDoctorDetails: DoctorDetailsValues = {
  licenseNumber: '',
  specialization: '',
  yearsOfExperience: '',
  hospital: '',
};
