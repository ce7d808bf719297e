// The account screens other than the sign-in page, in a chunk of their own: with them come the
// form and schema libraries (formik, yup) and the kit's form fields, which the sign-in page,
// opened by every user every day, does without.
export { ConfirmEmailScreen } from './features/confirm-email/components/confirm-email-screen';
export { DoctorDetailsScreen } from './features/doctor-details/components/doctor-details-screen';
export { ForgotPasswordScreen } from './features/forgot-password/components/forgot-password-screen';
export { ResetPasswordScreen } from './features/reset-password/components/reset-password-screen';
export { SignupScreen } from './features/signup/components/signup-screen';
export { VerifyScreen } from './features/verify/components/verify-screen';
