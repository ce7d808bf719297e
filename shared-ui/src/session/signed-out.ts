// What the sign-in page says after someone signed out themselves (an automatic logoff and an
// expired session have toasts of their own and do not note this). Kept in memory only: a reload
// of the sign-in page no longer says it, and the route may change more than once on the way
// (the area's guard redirects too), so it is not carried in the router's state.

/** Shown on the sign-in page after a logout. */
export const SIGNED_OUT_MESSAGE = 'You are signed out';

let signedOut = false;

/** Called by an area's Logout. */
export function noteSignedOut(): void {
  signedOut = true;
}

/** Did the user just sign out? (The sign-in page reads it, then forgets it.) */
export function justSignedOut(): boolean {
  return signedOut;
}

export function forgetSignedOut(): void {
  signedOut = false;
}
