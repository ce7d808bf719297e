// What the sign-in page says after someone signed out themselves (an automatic logoff and an
// expired session have toasts of their own and do not pass this).

/** Shown on the sign-in page after a logout. */
export const SIGNED_OUT_MESSAGE = 'You are signed out';

/** The router state a logout navigates to /login with. */
export const signedOutState = { signedOut: true } as const;

/** Did the page arrive at /login from a logout? (`location.state`) */
export function cameFromLogout(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as { signedOut?: unknown }).signedOut === true
  );
}
