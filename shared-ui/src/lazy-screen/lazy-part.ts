import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from '../scheduling/after-paint';

/**
 * A part of a screen whose code is a chunk of its own (a calendar grid, a form): asked for once
 * however many times it is wanted, remembered once in, forgotten after a failure so that the next
 * ask tries again.
 */
export interface LazyPart<T> {
  (): Promise<T>;
  /** The part if its code is already in. */
  loaded(): T | null;
}

export function lazyPart<T>(load: () => Promise<T>): LazyPart<T> {
  let part: T | null = null;
  let pending: Promise<T> | null = null;
  const ask = () => {
    pending ??= load().then(
      (value) => (part = value),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  return Object.assign(ask, { loaded: () => part });
}

/**
 * The part once its code is in, null meanwhile. Loaded into state rather than suspended on, so the
 * screen's frame around it stays drawn (and the same elements) while it comes; drawn in a
 * transition, so its first render does not block input. A failure to load
 * is thrown to the area's error boundary, as a failure of the screen's own code would be.
 *
 * `afterPaint`: ask for the code only once the frame around it is on screen. An effect runs
 * before the browser paints, so a part asked for there competes with the frame it sits in; a part
 * the frame's largest text does not wait for (a grid under a toolbar, a list's rows) can wait for
 * that frame. A part whose code is already in is drawn at once either way.
 */
export function useLazyPart<T>(part: LazyPart<T>, { afterPaint = false } = {}): T | null {
  const [state, setState] = useState<{ value: T | null; error?: unknown }>(() => ({
    value: part.loaded(),
  }));
  useEffect(() => {
    if (state.value !== null || state.error !== undefined) return undefined;
    let current = true;
    const ask = () =>
      part().then(
        // A transition: the part's first render (a form, a grid) yields to the page between
        // slices instead of holding the main thread in one long task.
        (value) => current && startTransition(() => setState({ value })),
        (error: unknown) => current && setState({ value: null, error: error ?? new Error('load') }),
      );
    if (!afterPaint) void ask();
    const cancel = afterPaint ? afterNextPaint(() => void ask()) : undefined;
    return () => {
      current = false;
      cancel?.();
    };
  }, [part, state, afterPaint]);
  if (state.error !== undefined) throw state.error;
  return state.value;
}
