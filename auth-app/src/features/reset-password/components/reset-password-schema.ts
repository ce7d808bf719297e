import { object, ref, string } from 'yup';
import { emailRule } from '../../../lib/email-rule';

// Spec §5 "Reset password", word for word. The token is typed only when the page was opened
// without the emailed link; it has no message of its own ('Required', the default).
export const resetPasswordSchema = object({
  token: string().trim().required('Required'),
  email: emailRule('Enter a valid email address', 'Enter a valid email address'),
  newPassword: string()
    .required('Password must be at least 6 characters')
    .min(6, 'Password must be at least 6 characters'),
  confirm: string()
    .required('Passwords do not match')
    .oneOf([ref('newPassword')], 'Passwords do not match'),
});

export interface ResetPasswordValues {
  token: string;
  email: string;
  newPassword: string;
  confirm: string;
}
