import {
  StrictMode,
  useEffect,
  useState,
  type ComponentType,
  type FormEvent,
  type ReactNode,
} from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes, useNavigate } from 'react-router-dom';
// The package name (see forms/): the one shared copy of the kit and its session store.
import {
  apiRequest,
  AppThemeProvider,
  Button,
  Card,
  configureApi,
  dashboardPathFor,
  errorMessage,
  FormField,
  normalizeRole,
  QueryProvider,
  setNavigate,
  TextInput,
  ToastHost,
  useSession,
  type LoginResponse,
} from '@careconnect/shared-ui';

export interface StandaloneOptions {
  /** The remote's exposed route tree. */
  App: ComponentType;
  /** Where the shell mounts it: '/patient/*', '/doctor/*', '/admin/*', or '/*' (auth-app). */
  mountPath: string;
  container?: HTMLElement | null;
  /** The run-time configuration (default '/config.json', as the shell reads it). */
  configUrl?: string;
}

function NavigationBridge() {
  const navigate = useNavigate();
  useEffect(() => setNavigate((to) => navigate(to, { replace: true })), [navigate]);
  return null;
}

/** A bare sign-in for running one area alone (the real screens live in auth-app). */
function StandaloneSignIn({ home }: { home: string }) {
  const signIn = useSession((state) => state.signIn);
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      const login = await apiRequest<LoginResponse>('/api/user/login', {
        method: 'POST',
        body: { email, password },
        auth: false,
        fallbackMessage: 'Login failed',
      });
      if (!normalizeRole(login.user?.role) || !login.token) {
        throw new Error('Missing user role or token in response');
      }
      signIn({ token: login.token, user: login.user });
      navigate(dashboardPathFor(login.user.role) ?? home, { replace: true });
    } catch (failure) {
      setError(`Login error: ${errorMessage(failure, 'Login failed')}`);
      setPending(false);
    }
  };

  return (
    <main style={{ maxWidth: 420, margin: '10vh auto', padding: 16 }}>
      <Card title="Sign in (standalone development)">
        <form onSubmit={submit} noValidate>
          <FormField label="Email">
            <TextInput type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
          </FormField>
          <FormField label="Password" error={error}>
            <TextInput
              type="password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </FormField>
          <Button type="submit" loading={pending} loadingText="Logging in..." block>
            Log In
          </Button>
        </form>
      </Card>
    </main>
  );
}

function RequireToken({ children }: { children: ReactNode }) {
  const token = useSession((state) => state.token);
  return token ? children : <Navigate to="/login" replace />;
}

export function StandaloneApp({ App, mountPath }: Pick<StandaloneOptions, 'App' | 'mountPath'>) {
  const base = mountPath.replace(/\/?\*$/, '') || '/';
  const isArea = base !== '/';
  return (
    <AppThemeProvider>
      <QueryProvider>
        <BrowserRouter>
          <ToastHost />
          <NavigationBridge />
          <Routes>
            <Route
              path={mountPath}
              element={
                isArea ? (
                  <RequireToken>
                    <App />
                  </RequireToken>
                ) : (
                  <App />
                )
              }
            />
            {isArea ? <Route path="/login" element={<StandaloneSignIn home={base} />} /> : null}
            {isArea ? <Route path="*" element={<Navigate to={base} replace />} /> : null}
          </Routes>
        </BrowserRouter>
      </QueryProvider>
    </AppThemeProvider>
  );
}

/**
 * Runs one remote on its own page with what the shell would give it: run-time API address,
 * theme, query client, router, toasts, and (for an area) a minimal sign-in.
 */
export function mountStandalone({
  App,
  mountPath,
  container,
  configUrl = '/config.json',
}: StandaloneOptions): void {
  fetch(configUrl, { cache: 'no-store' })
    .then((response) => {
      if (!response.ok) throw new Error(`${configUrl} answered ${response.status}`);
      return response.json() as Promise<{ apiUrl?: string }>;
    })
    .then((config) => configureApi({ baseUrl: config.apiUrl ?? '' }))
    .catch((error: unknown) =>
      console.error('[standalone] could not read the configuration', error),
    );

  const element = container ?? document.getElementById('root');
  if (!element) throw new Error('#root is missing from index.html');
  createRoot(element).render(
    <StrictMode>
      <StandaloneApp App={App} mountPath={mountPath} />
    </StrictMode>,
  );
}
