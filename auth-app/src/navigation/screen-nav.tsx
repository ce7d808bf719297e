import { createContext, useContext, type AnchorHTMLAttributes, type ReactNode } from 'react';

/**
 * How the sign-in page moves on, and what it was opened with. Inside the area it is the router's
 * (router-screen-nav.tsx); on a sign-in page the shell draws before its router is fetched, the
 * shell's (sign-in.tsx). The sign-in page's modules import no router, so that page loads none.
 */
export interface ScreenNav {
  /** Opens a page of the suite: a path, with its query. */
  navigate: (to: string) => void;
  /** The page's query string ('?email=…' or ''). */
  search: string;
  /** What the page that sent the visitor here left in its history entry (the route guard's `from`). */
  state: unknown;
  /** Told the next page as soon as it is known, before `navigate` (after sign-in, 200 ms before). */
  prepare?: (to: string) => void;
}

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
