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
