import * as yup from 'yup';

export const INVITE_TEXT = {
  firstNameRequired: 'First name is required.',
  lastNameRequired: 'Last name is required.',
  emailRequired: 'Email is required.',
  emailInvalid: 'Enter a valid email address',
} as const;

export const inviteAdministratorSchema = yup.object({
  firstName: yup.string().trim().required(INVITE_TEXT.firstNameRequired),
  lastName: yup.string().trim().required(INVITE_TEXT.lastNameRequired),
  email: yup
    .string()
    .trim()
    .required(INVITE_TEXT.emailRequired)
    // A dot in the domain, as the server requires.
    .matches(/^[^@\s]+@[^@\s]+\.[^@\s]+$/, INVITE_TEXT.emailInvalid),
});

export type InviteAdministratorValues = yup.InferType<typeof inviteAdministratorSchema>;
