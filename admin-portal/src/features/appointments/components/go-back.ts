import type { NavigateFunction } from 'react-router-dom';

/** Back one page (spec §2), or to `fallback` when this page was opened directly. */
export function goBack(navigate: NavigateFunction, fallback: string) {
  const state = window.history.state as { idx?: number } | null;
  if (state && typeof state.idx === 'number' && state.idx > 0) navigate(-1);
  else navigate(fallback, { replace: true });
}
