import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import {
  AppThemeProvider,
  createQueryClient,
  notify,
  QueryProvider,
  sessionStore,
  ToastHost,
  type SessionUserInput,
  type ThemeName,
} from '@careconnect/shared-ui';

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  /** The location to start at (default '/'). */
  route?: string;
  /** Render `ui` as the element of this route pattern (for screens reading useParams). */
  path?: string;
  /** Signs this session in before rendering. */
  session?: { token: string; user: SessionUserInput; theme?: ThemeName };
  /** A query client the test already used (default: a fresh one, retries off). */
  queryClient?: QueryClient;
}

export interface RenderWithProvidersResult extends RenderResult {
  /** The query client of this render. */
  queryClient: QueryClient;
}

/**
 * Renders `ui` the way the shell would: theme, a fresh query client, a memory router at
 * `route`, and a toast host.
 */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', path, session, queryClient, ...options }: RenderWithProvidersOptions = {},
): RenderWithProvidersResult {
  if (session) {
    sessionStore.getState().signIn({ token: session.token, user: session.user });
    if (session.theme) sessionStore.getState().setTheme(session.theme);
  }
  const client = queryClient ?? createQueryClient({ retry: false });

  function Providers({ children }: { children?: ReactNode }) {
    return (
      <AppThemeProvider>
        <QueryProvider client={client}>
          <MemoryRouter initialEntries={[route]}>
            <ToastHost />
            {children}
          </MemoryRouter>
        </QueryProvider>
      </AppThemeProvider>
    );
  }

  const element = path ? (
    <Routes>
      <Route path={path} element={ui} />
    </Routes>
  ) : (
    ui
  );
  const result = render(element, { wrapper: Providers, ...options });
  return { ...result, queryClient: client };
}

/** Signs out and removes every toast: call it in afterEach. */
export function resetSession(): void {
  sessionStore.getState().logout();
  notify.dismiss();
}
