import { useEffect, useState } from 'react';

/** How long typing must pause before a search is sent (every search box and list of the suite). */
export const SEARCH_DELAY_MS = 300;

/** The value once it has stopped changing for `delayMs`: searches wait until typing pauses. */
export function useDebouncedValue<T>(value: T, delayMs = SEARCH_DELAY_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
