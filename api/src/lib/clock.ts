// The app's clock. Production reads the real one; a test run with TEST_CLOCK=1 (demo mode only)
// gets a movable one, set through PUT /api/dev/clock, so that what is due tomorrow (a reminder)
// can be made due now. Time keeps flowing from wherever it was set.

export interface MovableClock {
  now(): Date;
  /** From now on the clock reads `at`, then runs on from there. */
  set(at: Date): void;
  /** How far the clock is ahead of the real one, in milliseconds. */
  offsetMs(): number;
}

export function movableClock(): MovableClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    set(at) {
      offset = at.getTime() - Date.now();
    },
    offsetMs: () => offset,
  };
}
