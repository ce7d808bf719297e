import type * as SecondStep from './second-step-screen';

let secondStep: typeof SecondStep | null = null;

/**
 * The second step's screen, fetched when the server asks for it: few accounts have one, so the
 * sign-in page loads without it. The form stays busy meanwhile; a failed fetch is tried again by
 * the next sign-in.
 */
export function loadSecondStep(): Promise<typeof SecondStep> {
  return import('./second-step-screen').then(
    (loaded) => (secondStep = loaded),
    // said as any other failed sign-in ("Login error: Login failed"), not as a chunk's name
    () => {
      throw new Error('Login failed');
    },
  );
}

/** The screen once fetched (the login screen shows the step only then). */
export function loadedSecondStep(): typeof SecondStep | null {
  return secondStep;
}
