import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { dashboardPathFor, useSession, type Role } from '@careconnect/shared-ui';

/** A guarded area needs a stored token (else /login) and the area's role (else the user's own dashboard). */
export function RequireRole({ role, children }: { role: Role; children: ReactNode }) {
  const token = useSession((s) => s.token);
  const userRole = useSession((s) => s.role);
  const location = useLocation();
  // The page asked for (with its query, e.g. a reminder's ?action=reschedule) opens after sign-in.
  if (!token)
    return (
      <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />
    );
  if (userRole !== role) return <Navigate to={dashboardPathFor(userRole) ?? '/login'} replace />;
  return children;
}
