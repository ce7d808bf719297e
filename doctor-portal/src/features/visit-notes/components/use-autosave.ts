import { useEffect, useState } from 'react';
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

type Save = (parts: NoteParts, version: number) => Promise<{ version: number }>;

/**
 * The saving of one draft, outside React's renders: one save at a time, sent after a pause,
 * always of the latest text; what is typed during a save goes right after it.
 */
class DraftSaver {
  parts: NoteParts;
  version: number;
  save: Save;
  private dirty = false;
  private stopped = false;
  private waiting = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private inFlight: Promise<void> | null = null;

  constructor(
    initial: { parts: NoteParts; version: number },
    save: Save,
    private readonly delayMs: number,
    private readonly onState: (state: SaveState) => void,
  ) {
    this.parts = initial.parts;
    this.version = initial.version;
    this.save = save;
  }

  use(save: Save): void {
    this.save = save;
  }

  get pending(): boolean {
    return this.dirty || this.inFlight !== null;
  }

  change(next: Partial<NoteParts>): NoteParts {
    this.parts = { ...this.parts, ...next };
    if (this.stopped) return this.parts;
    // "Saved" only while everything typed is on the server.
    if (!this.dirty) this.onState({ kind: 'saving' });
    this.dirty = true;
    clearTimeout(this.timer);
    this.waiting = true;
    this.timer = setTimeout(() => void this.flush(), this.delayMs);
    return this.parts;
  }

  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.waiting = false;
    if (this.inFlight) return this.inFlight;
    if (!this.dirty || this.stopped) return Promise.resolve();
    this.dirty = false;
    this.onState({ kind: 'saving' });
    const run = this.save(this.parts, this.version).then(
      (answer) => {
        this.version = answer.version;
        if (!this.dirty) this.onState({ kind: 'saved' });
      },
      (error: unknown) => {
        const stale = isApiError(error) && error.status === 409;
        if (stale) this.stopped = true;
        // What failed to go is sent again with the next change.
        else this.dirty = true;
        const message = error instanceof Error ? error.message : String(error);
        this.onState({ kind: 'error', message, stale });
      },
    );
    this.inFlight = run.then(() => {
      this.inFlight = null;
      // Typed while the save was on its way and no pause is awaited any more: send it now.
      if (this.dirty && !this.stopped && !this.waiting) return this.flush();
      return undefined;
    });
    return this.inFlight;
  }

  /** Leaving the screen: what was typed since the last save goes now. */
  leave(): void {
    clearTimeout(this.timer);
    if (this.dirty && !this.stopped && !this.inFlight)
      void this.save(this.parts, this.version).catch(() => undefined);
  }
}

/**
 * Keeps a draft saved as the doctor types. The text on screen is never replaced by an answer
 * (no keystroke is lost); only the version moves on.
 */
export function useAutosave(
  initial: { parts: NoteParts; version: number },
  save: Save,
  delayMs = AUTOSAVE_DELAY_MS,
) {
  const [parts, setParts] = useState(initial.parts);
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const [saver] = useState(() => new DraftSaver(initial, save, delayMs, setState));

  // The latest save function (it closes over the screen's props).
  useEffect(() => saver.use(save), [saver, save]);
  useEffect(() => () => saver.leave(), [saver]);

  return {
    parts,
    state,
    change: (next: Partial<NoteParts>) => setParts(saver.change(next)),
    /** Sends what is pending now and waits (before signing). */
    flush: () => saver.flush(),
    version: () => saver.version,
    pending: () => saver.pending,
  };
}
