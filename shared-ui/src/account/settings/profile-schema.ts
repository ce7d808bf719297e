import * as yup from 'yup';

// Spec §5 has no rules for the profile; these use its general messages ('Required') and the
// login form's email messages.
export const profileSchema = yup.object({
  firstName: yup.string().trim().required('Required'),
  lastName: yup.string().trim().required('Required'),
  bio: yup.string(),
  address: yup.string(),
  email: yup.string().trim().required('Email is required').email('Invalid email'),
  phoneNumber: yup.string(),
  dateOfBirth: yup.string(),
});
