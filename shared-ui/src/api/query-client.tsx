import { useEffect, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { onLogout } from '../session/session-store';
import { isApiError } from './api-error';

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

/** The application's one query client (shared-ui is a federation singleton). */
export const queryClient = createQueryClient();
onLogout(() => queryClient.clear());

export function QueryProvider({
  client = queryClient,
  children,
}: {
  client?: QueryClient;
  children?: ReactNode;
}) {
  // A client given by the caller (tests, standalone) is emptied on logout as well.
  useEffect(() => (client === queryClient ? undefined : onLogout(() => client.clear())), [client]);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
