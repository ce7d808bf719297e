import { isAuthPath } from '../routes/auth-paths';
import { GUARDED_AREAS } from '../routes/guarded-areas';
import { remoteAppModule } from './load-remote-app';
import type { RemoteName } from './runtime-config';

/**
 * The remote that will draw the page a visit opens on, or null: the auth remote for its public
 * paths, a guarded area only when the stored session has a token and that area's role (anyone
 * else is sent elsewhere by the route guard, and the area's code would be fetched for nothing).
 */
export function firstArea(
  pathname: string,
  stored: (key: 'token' | 'role') => string | null,
): RemoteName | null {
  if (isAuthPath(pathname)) return 'auth_app';
  const area = pathname.split('/')[1] ?? '';
  const guarded = GUARDED_AREAS.find(({ role }) => role === area);
  if (!guarded) return null;
  const role = stored('role')?.trim().toLowerCase();
  return stored('token') && role === guarded.role ? guarded.remote : null;
}

function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage unavailable: no session
  }
}

/**
 * Starts loading the first page's remote at once, side by side with the shell's routed app,
 * instead of after it: the area that mounts later finds the same load (first generation) under
 * way. A failure is left to that area to show.
 */
export function startFirstArea(pathname = window.location.pathname): RemoteName | null {
  const remote = firstArea(pathname, readStored);
  if (remote) remoteAppModule(remote, 0).catch(() => undefined);
  return remote;
}
