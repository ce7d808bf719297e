import { useEffect, useRef } from 'react';

/** What counts as a person starting on the page: a pointer, a key or a touch. */
export const FIRST_INPUT_EVENTS: readonly string[] = ['pointerdown', 'keydown', 'touchstart'];

/**
 * Calls `start` once, at the page's first input (any of `events`, seen before the page's own
 * handlers), while `enabled`: for code that the first screen does not need but the next step does
 * (the toast library, the sign-in page's routed app).
 */
export function useFirstInput(
  start: () => void,
  {
    enabled = true,
    events = FIRST_INPUT_EVENTS,
  }: { enabled?: boolean; events?: readonly string[] } = {},
): void {
  const latest = useRef(start);
  useEffect(() => {
    latest.current = start;
  }, [start]);
  useEffect(() => {
    if (!enabled) return undefined;
    const once = () => {
      stop();
      latest.current();
    };
    const stop = () => {
      for (const type of events) window.removeEventListener(type, once, true);
    };
    for (const type of events)
      window.addEventListener(type, once, { capture: true, passive: true });
    return stop;
  }, [enabled, events]);
}
