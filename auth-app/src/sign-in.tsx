import type { SignInPageProps } from '@careconnect/shared-ui';
import { LoginScreen } from './features/login/components/login-screen';
import { ScreenNavProvider } from './navigation/screen-nav';

/**
 * The sign-in page on its own, for the shell to draw on a first visit to /login before its router
 * is fetched (the page every user opens every day loads no router). The shell says how to move
 * on; everything else is the area's own sign-in screen, the one its route table draws.
 */
export default function SignInPage(props: SignInPageProps) {
  return (
    <ScreenNavProvider nav={props}>
      <LoginScreen />
    </ScreenNavProvider>
  );
}
