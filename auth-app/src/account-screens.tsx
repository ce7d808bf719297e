// The account screens other than the sign-in page, in a chunk of their own: with them come the
// form and schema libraries (formik, yup), the kit's form fields and the query library (their
// calls are mutations), which the sign-in page, opened by every user every day, does without.
import type { ComponentType } from 'react';
import { QueryProvider } from '@careconnect/shared-ui';
import { AppointmentLinkScreen as AppointmentLink } from './features/appointment-link/components/appointment-link-screen';
import { ConfirmEmailScreen as ConfirmEmail } from './features/confirm-email/components/confirm-email-screen';
import { DoctorDetailsScreen as DoctorDetails } from './features/doctor-details/components/doctor-details-screen';
import { ForgotPasswordScreen as ForgotPassword } from './features/forgot-password/components/forgot-password-screen';
import { ResetPasswordScreen as ResetPassword } from './features/reset-password/components/reset-password-screen';
import { SignupScreen as Signup } from './features/signup/components/signup-screen';
import { VerifyScreen as Verify } from './features/verify/components/verify-screen';

/** The screen under the page's one query client (the shell provides none). */
function withQueries(Screen: ComponentType): ComponentType {
  const WithQueries = () => (
    <QueryProvider>
      <Screen />
    </QueryProvider>
  );
  WithQueries.displayName = Screen.displayName ?? Screen.name;
  return WithQueries;
}

export const AppointmentLinkScreen = withQueries(AppointmentLink);
export const ConfirmEmailScreen = withQueries(ConfirmEmail);
export const DoctorDetailsScreen = withQueries(DoctorDetails);
export const ForgotPasswordScreen = withQueries(ForgotPassword);
export const ResetPasswordScreen = withQueries(ResetPassword);
export const SignupScreen = withQueries(Signup);
export const VerifyScreen = withQueries(Verify);
