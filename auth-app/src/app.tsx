import { Suspense, use } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LoadingScreen, NotFound } from '@careconnect/shared-ui';
import { LoginScreen } from './features/login/components/login-screen';
import { RouterScreenNav } from './navigation/router-screen-nav';
import {
  loadedAccountScreens,
  preloadAccountScreens,
  type AccountScreenName,
} from './load-account-screens';

function AccountScreen({ name }: { name: AccountScreenName }) {
  // Once fetched, drawn at once (no fallback frame when coming back to a screen).
  const Screen = (loadedAccountScreens() ?? use(preloadAccountScreens()))[name];
  return <Screen />;
}

function deferred(name: AccountScreenName) {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <AccountScreen name={name} />
    </Suspense>
  );
}

/** The public account screens of spec §2, mounted by the shell at the site root. */
export default function AuthApp() {
  return (
    <RouterScreenNav>
      <Routes>
        <Route path="login" element={<LoginScreen />} />
        <Route path="signup" element={deferred('SignupScreen')} />
        <Route path="verify" element={deferred('VerifyScreen')} />
        <Route path="forgotpass" element={deferred('ForgotPasswordScreen')} />
        <Route path="auth/reset" element={deferred('ResetPasswordScreen')} />
        <Route path="auth/confirm-email" element={deferred('ConfirmEmailScreen')} />
        <Route path="auth/appointment" element={deferred('AppointmentLinkScreen')} />
        <Route path="createdoc" element={deferred('DoctorDetailsScreen')} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </RouterScreenNav>
  );
}
