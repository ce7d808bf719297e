import { array, object, string } from 'yup';
import { emailRule } from '../../../lib/email-rule';

export const CODE_LENGTH = 7;
export const CODE_LENGTH_MESSAGE = 'Code must be exactly 7 digits';
export const CODE_DIGITS_MESSAGE = 'Code must only contain numbers';

// Spec §5 "Verify", word for word. `code` is the hidden field holding the joined digits.
export const codeSchema = string()
  .required(CODE_LENGTH_MESSAGE)
  .matches(/^\d*$/, CODE_DIGITS_MESSAGE)
  .length(CODE_LENGTH, CODE_LENGTH_MESSAGE);

// The address comes from ?email=; typed only when the link carried none.
export const verifyEmailSchema = emailRule('Email is required', 'Invalid email');

// The login form's password message (spec §5): the password chosen at sign-up says which
// sign-up of the address the code activates (docs/decisions/account-recovery.md).
export const PASSWORD_MESSAGE = 'Password must be at least 6 characters';

export const verifySchema = object({
  email: verifyEmailSchema,
  digits: array(string()),
  code: codeSchema,
  password: string().required(PASSWORD_MESSAGE).min(6, PASSWORD_MESSAGE),
});

export interface VerifyValues {
  email: string;
  /** One entry per box ('' when empty). */
  digits: string[];
  code: string;
  /** The password chosen at sign-up. */
  password: string;
}

export const emptyDigits = (): string[] => Array.from({ length: CODE_LENGTH }, () => '');
