// The shell registers its router's navigate here, so code outside React (the API client on an
// expired session) can change the route without reloading the page.

export type NavigateHandler = (to: string) => void;

let handler: NavigateHandler | null = null;

/** Registers the router's navigation; returns a function that unregisters it. */
export function setNavigate(fn: NavigateHandler | null): () => void {
  handler = fn;
  return () => {
    if (handler === fn) handler = null;
  };
}

export function navigateTo(to: string): void {
  if (handler) {
    handler(to);
    return;
  }
  // No router registered: a history change that BrowserRouter still follows (no reload).
  if (typeof window !== 'undefined') {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }
}

/**
 * What the shell gives the auth area's sign-in page (its './SignIn' module), which the shell draws
 * on a first visit to /login before its router is fetched: how to move on, and what the page was
 * opened with.
 */
export interface SignInPageProps {
  /** Opens a page of the suite (a path with its query), in the page. */
  navigate: NavigateHandler;
  /** Told the next page as soon as it is known, so its code is fetched while the sign-in ends. */
  prepare?: (to: string) => void;
  /** The page's query string. */
  search: string;
  /** What the page that sent the visitor here left in the history entry (the route guard's `from`). */
  state: unknown;
}
