import { object, string } from 'yup';

// Spec §5 "Forgot password", word for word.
export const forgotPasswordSchema = object({
  email: string()
    .trim()
    .required('Enter a valid email address')
    .email('Enter a valid email address'),
});

export interface ForgotPasswordValues {
  email: string;
}
