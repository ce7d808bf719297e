import { useCallback } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router-dom';

/**
 * "Back one page" (spec §2: after a form is saved), or to `fallback` when the screen was opened
 * directly and there is no page of this app to go back to.
 */
export function goBack(navigate: NavigateFunction, fallback: string): void {
  const state = window.history.state as { idx?: number } | null;
  if (state && typeof state.idx === 'number' && state.idx > 0) void navigate(-1);
  else void navigate(fallback, { replace: true });
}

/** `goBack` bound to this screen's router. */
export function useGoBack(fallback: string): () => void {
  const navigate = useNavigate();
  return useCallback(() => goBack(navigate, fallback), [navigate, fallback]);
}
