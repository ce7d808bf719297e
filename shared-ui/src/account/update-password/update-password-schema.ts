import * as yup from 'yup';

/** Spec §5 "Update password form", word for word. */
export const UPDATE_PASSWORD_MESSAGES = {
  current: 'Current password is required',
  newPassword: 'New password must be at least 6 characters',
  mismatch: 'Passwords do not match',
} as const;

export const updatePasswordSchema = yup.object({
  currentPassword: yup
    .string()
    .required(UPDATE_PASSWORD_MESSAGES.current)
    .min(6, UPDATE_PASSWORD_MESSAGES.current),
  newPassword: yup
    .string()
    .required(UPDATE_PASSWORD_MESSAGES.newPassword)
    .min(6, UPDATE_PASSWORD_MESSAGES.newPassword),
  confirm: yup
    .string()
    .test(
      'matches',
      UPDATE_PASSWORD_MESSAGES.mismatch,
      (value, context) =>
        (value ?? '') === ((context.parent as { newPassword?: string }).newPassword ?? ''),
    ),
});
