import { useEffect } from 'react';
import { signOut } from '../api/api-client';
import { navigateTo } from '../api/navigation';
import { notify } from '../toasts/notify';
import { IDLE_LOGOFF_MESSAGE, IDLE_TIMEOUT_MS, startIdleWatch } from './idle-logoff';
import { useSession } from './session-store';

/** Ends the session after `timeoutMs` without activity: server revoke, local logout, toast, /login. */
export function idleLogoff(): void {
  signOut();
  notify.info(IDLE_LOGOFF_MESSAGE, { toastId: 'idle-logoff' });
  navigateTo('/login');
}

/** Mounted by every guarded area (AreaLayout): watches for inactivity while a user is signed in. */
export function useIdleLogoff(timeoutMs: number = IDLE_TIMEOUT_MS): void {
  const signedIn = useSession((state) => state.token !== null);
  useEffect(() => {
    if (!signedIn) return undefined;
    return startIdleWatch({ onIdle: idleLogoff, timeoutMs });
  }, [signedIn, timeoutMs]);
}
