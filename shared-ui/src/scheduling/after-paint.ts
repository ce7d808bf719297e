import { useEffect } from 'react';

/**
 * Runs `callback` once the browser has shown the next frame: a frame callback runs before that
 * frame is painted, the one after it once it is on screen, and a task after that leaves the
 * frame alone. Work that the frame does not need (e.g. preloading code) then does not compete
 * with it. Returns a function that cancels it.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(() => {
      timer = setTimeout(callback, 0);
    });
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/**
 * Starts fetching a chunk the screen will need soon (e.g. its charts' code) once its first frame
 * has painted. A failed fetch is ignored here: whatever renders the chunk reports it.
 */
export function usePreloadAfterPaint(load: () => Promise<unknown>): void {
  useEffect(
    () =>
      afterNextPaint(() => {
        load().catch(() => undefined);
      }),
    [load],
  );
}
