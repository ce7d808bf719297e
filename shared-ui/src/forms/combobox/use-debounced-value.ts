import { useEffect, useState } from 'react';

/** How long typing must pause before a search is sent. */
export const SEARCH_DELAY_MS = 250;

/** The value, once it stopped changing for `delay` ms. */
export function useDebouncedValue<T>(value: T, delay = SEARCH_DELAY_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
