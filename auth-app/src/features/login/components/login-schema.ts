import { object, string, type InferType } from 'yup';

// Spec §5 "Login", word for word.
export const loginSchema = object({
  email: string().trim().required('Email is required').email('Invalid email'),
  password: string()
    .required('Password must be at least 6 characters')
    .min(6, 'Password must be at least 6 characters'),
});

export type LoginValues = InferType<typeof loginSchema>;
