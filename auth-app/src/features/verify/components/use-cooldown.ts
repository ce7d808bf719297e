import { useCallback, useEffect, useState } from 'react';

/** Seconds left before an action may run again; `start(n)` begins a new wait. */
export function useCooldown(initialSeconds = 0) {
  const [remaining, setRemaining] = useState(initialSeconds);
  const counting = remaining > 0;

  useEffect(() => {
    if (!counting) return undefined;
    const timer = setInterval(() => setRemaining((seconds) => Math.max(0, seconds - 1)), 1000);
    return () => clearInterval(timer);
  }, [counting]);

  const start = useCallback((seconds: number) => setRemaining(seconds), []);
  return { remaining, start };
}
