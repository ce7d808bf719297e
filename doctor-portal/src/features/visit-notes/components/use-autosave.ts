import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '@careconnect/shared-ui';

export interface NoteParts {
  subjective: string;
  objective: string;
  assessment: string;
  plan: string;
}

export type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved' }
  /** The server refused: a stale version (409) stops saving until the note is reloaded. */
  | { kind: 'error'; message: string; stale: boolean };

/** How long typing pauses before the draft is sent. */
export const AUTOSAVE_DELAY_MS = 800;

/**
 * Keeps a draft saved as the doctor types: one save at a time, sent after a pause, always of the
 * latest text; what is typed during a save is sent right after it. The text on screen is never
 * replaced by an answer (no keystroke is lost); only the version moves on.
 */
export function useAutosave(
  initial: { parts: NoteParts; version: number },
  save: (parts: NoteParts, version: number) => Promise<{ version: number }>,
  delayMs = AUTOSAVE_DELAY_MS,
) {
  const [parts, setParts] = useState(initial.parts);
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const latest = useRef(initial.parts);
  const version = useRef(initial.version);
  const dirty = useRef(false);
  const inFlight = useRef<Promise<void> | null>(null);
  const stopped = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const waiting = useRef(false);
  const saveRef = useRef(save);
  saveRef.current = save;

  const flush = useCallback((): Promise<void> => {
    clearTimeout(timer.current);
    waiting.current = false;
    if (inFlight.current) return inFlight.current;
    if (!dirty.current || stopped.current) return Promise.resolve();
    dirty.current = false;
    const sending = latest.current;
    setState({ kind: 'saving' });
    const run = saveRef
      .current(sending, version.current)
      .then(
        (answer) => {
          version.current = answer.version;
          if (!dirty.current) setState({ kind: 'saved' });
        },
        (error: unknown) => {
          const stale = isApiError(error) && error.status === 409;
          if (stale) stopped.current = true;
          // What failed to go is sent again with the next change.
          else dirty.current = true;
          const message = error instanceof Error ? error.message : String(error);
          setState({ kind: 'error', message, stale });
        },
      )
      .finally(() => {
        inFlight.current = null;
      });
    inFlight.current = run.then(() => {
      // Typed while the save was on its way and no pause is awaited any more: send it now.
      if (dirty.current && !stopped.current && !waiting.current) return flush();
      return undefined;
    });
    return inFlight.current;
  }, []);

  const change = useCallback(
    (next: Partial<NoteParts>) => {
      latest.current = { ...latest.current, ...next };
      setParts(latest.current);
      if (stopped.current) return;
      dirty.current = true;
      clearTimeout(timer.current);
      waiting.current = true;
      timer.current = setTimeout(() => void flush(), delayMs);
    },
    [delayMs, flush],
  );

  // Leaving the screen sends what was typed since the last save.
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      if (dirty.current && !stopped.current && !inFlight.current)
        void saveRef.current(latest.current, version.current).catch(() => undefined);
    },
    [],
  );

  return {
    parts,
    state,
    change,
    /** Sends what is pending now and waits (before signing). */
    flush,
    version: () => version.current,
    pending: () => dirty.current || inFlight.current !== null,
  };
}
