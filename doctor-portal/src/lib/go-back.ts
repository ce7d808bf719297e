import { useCallback, useEffect, useRef } from 'react';
import { useGoBack } from '@careconnect/shared-ui';

export { useGoBack };

/** Spec §9: back one page 1.5 s after an appointment is saved. */
export const REDIRECT_AFTER_SAVE_MS = 1500;

/** Goes back after `delayMs`, unless the screen was left meanwhile. */
export function useGoBackLater(fallback: string, delayMs = REDIRECT_AFTER_SAVE_MS) {
  const goBack = useGoBack(fallback);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(goBack, delayMs);
  }, [goBack, delayMs]);
}
