import { useContext, useEffect, type ReactNode } from 'react';
import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { isApiError, onLogout, sessionStore } from '@careconnect/shared-ui/core';

const MAX_RETRIES = 2;

/** Retry what may pass next time (network, 408, 429, 5xx); never other 4xx answers. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (!isApiError(error)) return true;
  const { status } = error;
  return status === 0 || status === 408 || status === 429 || status >= 500;
}

/**
 * A query client for server data. Its cache lives in memory only: health data never goes to
 * browser storage, and logout empties it.
 */
export function createQueryClient({ retry = true }: { retry?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: retry ? shouldRetry : false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}

/** The application's one query client (this entry of the kit is a federation singleton). */
export const queryClient = createQueryClient();
onLogout(() => queryClient.clear());
// Another account's data must not outlive a change of user in this tab (a sign-in over a session).
sessionStore.subscribe((state, previous) => {
  if (previous.userId && state.userId !== previous.userId) queryClient.clear();
});

/**
 * Provides the query client to the screens of an area. Each area that reads server data through
 * the query library wraps itself in one (the shell does not: the sign-in page loads without the
 * library). Without a `client`, one already provided above is kept (a test's, a standalone page's).
 */
export function QueryProvider({
  client,
  children,
}: {
  client?: QueryClient;
  children?: ReactNode;
}) {
  const outer = useContext(QueryClientContext);
  const passThrough = !client && outer !== undefined;
  const chosen = client ?? queryClient;
  // A client given by the caller (tests, standalone) is emptied on logout as well.
  useEffect(
    () => (passThrough || chosen === queryClient ? undefined : onLogout(() => chosen.clear())),
    [chosen, passThrough],
  );
  if (passThrough) return <>{children}</>;
  return <QueryClientProvider client={chosen}>{children}</QueryClientProvider>;
}
