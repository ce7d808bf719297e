import { Route, Routes } from 'react-router-dom';
import { NotFound } from '@careconnect/shared-ui';
import { ConfirmEmailScreen } from './features/confirm-email/components/confirm-email-screen';
import { DoctorDetailsScreen } from './features/doctor-details/components/doctor-details-screen';
import { ForgotPasswordScreen } from './features/forgot-password/components/forgot-password-screen';
import { LoginScreen } from './features/login/components/login-screen';
import { ResetPasswordScreen } from './features/reset-password/components/reset-password-screen';
import { SignupScreen } from './features/signup/components/signup-screen';
import { VerifyScreen } from './features/verify/components/verify-screen';

/** The public account screens of spec §2, mounted by the shell at the site root. */
export default function AuthApp() {
  return (
    <Routes>
      <Route path="login" element={<LoginScreen />} />
      <Route path="signup" element={<SignupScreen />} />
      <Route path="verify" element={<VerifyScreen />} />
      <Route path="forgotpass" element={<ForgotPasswordScreen />} />
      <Route path="auth/reset" element={<ResetPasswordScreen />} />
      <Route path="auth/confirm-email" element={<ConfirmEmailScreen />} />
      <Route path="createdoc" element={<DoctorDetailsScreen />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
