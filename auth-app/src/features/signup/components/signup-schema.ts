import { mixed, object, string, type InferType } from 'yup';
import { emailRule } from '../../../lib/email-rule';
import type { AccountType, Gender } from '../../../lib/contracts';

// Spec §5 "Signup", word for word (its own spellings: 'atleast', 'Invalid Email'). Gender has
// no message of its own in the spec: the validation layer's defaults, 'Required' and
// 'Invalid input'.
export const signupSchema = object({
  firstName: string()
    .trim()
    .required('First Name must be atleast 3 characters')
    .min(3, 'First Name must be atleast 3 characters'),
  lastName: string()
    .trim()
    .required('Last Name must be atleast 4 characters')
    .min(4, 'Last Name must be atleast 4 characters'),
  username: string()
    .trim()
    .required('Username must have atleast 4 characters')
    .min(4, 'Username must have atleast 4 characters')
    // The server's rule for usernames, checked here too so the form says it first.
    .matches(
      /^[A-Za-z0-9._-]+$/,
      'Username may only contain letters, digits, dots, dashes or underscores',
    ),
  gender: mixed<Gender>().required('Required').oneOf(['male', 'female'], 'Invalid input'),
  email: emailRule('Email is required', 'Invalid Email'),
  password: string()
    .required('Password must be atleast 6 characters')
    .min(6, 'Password must be atleast 6 characters'),
  accountType: mixed<AccountType>()
    .required('Required')
    .oneOf(['patient', 'doctor'], 'Invalid input'),
});

export type SignupValues = InferType<typeof signupSchema>;

/** The form's values while editing (gender starts unchosen). */
export interface SignupFormValues {
  firstName: string;
  lastName: string;
  username: string;
  gender: Gender | '';
  email: string;
  password: string;
  accountType: AccountType;
}

export const emptySignup: SignupFormValues = {
  firstName: '',
  lastName: '',
  username: '',
  gender: '',
  email: '',
  password: '',
  accountType: 'patient',
};
