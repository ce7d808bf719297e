import { lazy, Suspense, useEffect } from 'react';
import { Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { LoadingScreen, NotFound, setNavigate } from '@careconnect/shared-ui';
import { RemoteArea } from '../remotes/remote-area';
import { RequireRole } from './require-role';
import { isAuthPath } from './auth-paths';
import { GUARDED_AREAS } from './guarded-areas';

const LandingRoute = lazy(() => import('../landing/landing-route'));

/** Lets shared code (the API client on an expired session) navigate without a page reload. */
function NavigationBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    setNavigate((to: string) => navigate(to, { replace: true }));
  }, [navigate]);
  return null;
}

/** Public paths that are not the shell's own go to the auth remote, or to the 404 screen. */
function PublicArea() {
  const { pathname } = useLocation();
  return isAuthPath(pathname) ? <RemoteArea remote="auth_app" /> : <NotFound />;
}

export function AppRoutes() {
  return (
    <>
      <NavigationBridge />
      <Routes>
        <Route
          path="/"
          element={
            <Suspense fallback={<LoadingScreen />}>
              <LandingRoute />
            </Suspense>
          }
        />
        <Route path="/loading" element={<LoadingScreen />} />
        {GUARDED_AREAS.map(({ role, remote }) => (
          <Route
            key={role}
            path={`/${role}/*`}
            element={
              <RequireRole role={role}>
                <RemoteArea remote={remote} />
              </RequireRole>
            }
          />
        ))}
        <Route path="*" element={<PublicArea />} />
      </Routes>
    </>
  );
}
