// A worker's rounds (send what is due, plan what is missing), run one at a time. A round asked
// for while one is under way is not merged into it: that round may have read the database before
// the caller's change committed, so one more round follows it, shared by every caller who asks
// in the meantime. "Run a round now" therefore always covers what was committed before the call.

export interface Rounds {
  /** Runs a round, or the one after the round under way; resolves when it has finished. */
  run(): Promise<void>;
  /** What is under way or queued (stopping waits for it). */
  pending(): Promise<void> | null;
}

/** `round` must not reject: it logs its own failures. */
export function roundsOneAtATime(round: () => Promise<void>): Rounds {
  let running: Promise<void> | null = null;
  let next: Promise<void> | null = null;
  const run = (): Promise<void> => {
    if (!running) {
      running = round().finally(() => {
        running = null;
      });
      return running;
    }
    next ??= running.then(() => {
      next = null;
      return run();
    });
    return next;
  };
  return { run, pending: () => next ?? running };
}
