import { object, string, type InferType } from 'yup';
import { emailRule } from '../../../lib/email-rule';

// Spec §5 "Login", word for word.
export const loginSchema = object({
  email: emailRule('Email is required', 'Invalid email'),
  password: string()
    .required('Password must be at least 6 characters')
    .min(6, 'Password must be at least 6 characters'),
});

export type LoginValues = InferType<typeof loginSchema>;
