import { object } from 'yup';
import { emailRule } from '../../../lib/email-rule';

// Spec §5 "Forgot password", word for word.
export const forgotPasswordSchema = object({
  email: emailRule('Enter a valid email address', 'Enter a valid email address'),
});

export interface ForgotPasswordValues {
  email: string;
}
