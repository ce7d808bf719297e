import { createContext, useContext, type AnchorHTMLAttributes, type ReactNode } from 'react';
import type { SignInPageProps } from '@careconnect/shared-ui';

/**
 * How the sign-in page moves on, and what it was opened with: what the shell gives the area's
 * './SignIn' (sign-in.tsx), and inside the area the router's (router-screen-nav.tsx). The sign-in
 * page's modules import no router, so a page that draws it alone loads none.
 */
export type ScreenNav = SignInPageProps;

const ScreenNavContext = createContext<ScreenNav | null>(null);

export function ScreenNavProvider({ nav, children }: { nav: ScreenNav; children: ReactNode }) {
  return <ScreenNavContext.Provider value={nav}>{children}</ScreenNavContext.Provider>;
}

export function useScreenNav(): ScreenNav {
  const nav = useContext(ScreenNavContext);
  if (!nav) throw new Error('A sign-in screen is drawn outside a ScreenNavProvider');
  return nav;
}

export interface ScreenLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to: string;
}

/**
 * A link to another page of the suite: a plain left click moves on in the page (as a router link
 * does); a click with a modifier key, another button or a target is the browser's (a new tab).
 */
export function ScreenLink({ to, onClick, ...rest }: ScreenLinkProps) {
  const { navigate } = useScreenNav();
  return (
    <a
      href={to}
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || event.button !== 0 || rest.target) return;
        if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        navigate(to);
      }}
    />
  );
}
