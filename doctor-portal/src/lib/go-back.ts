import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';

/** Spec §9: back one page 1.5 s after an appointment is saved. */
export const REDIRECT_AFTER_SAVE_MS = 1500;

/**
 * "Back one page" (spec §2), or to `fallback` when the screen was opened directly and there is
 * no page of this app to go back to.
 */
export function useGoBack(fallback: string) {
  const navigate = useNavigate();
  return useCallback(() => {
    const state = window.history.state as { idx?: number } | null;
    if (state && typeof state.idx === 'number' && state.idx > 0) navigate(-1);
    else navigate(fallback, { replace: true });
  }, [navigate, fallback]);
}

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
