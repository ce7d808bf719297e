import { useSyncExternalStore } from 'react';

/** What a user (or support) can read of one loaded area: which release runs, built from what. */
export interface AreaRelease {
  /** The area's federation name, e.g. 'patient_portal'. */
  remote: string;
  /** The release's version ('v3'), or 'build' for an unreleased local build. */
  version: string;
  commit: string | null;
  builtAt: string | null;
  /** The kit version the area was built with. */
  kitVersion: string | null;
  /** Where it was loaded from when a developer override is in force. */
  overriddenFrom: string | null;
}

// One registry per page: it lives in the kit's core, the singleton every area shares.
let areas: readonly AreaRelease[] = [];
const listeners = new Set<() => void>();

/** The shell records each area it has loaded (replacing an earlier record of the same area). */
export function recordLoadedArea(release: AreaRelease): void {
  areas = [...areas.filter((a) => a.remote !== release.remote), release];
  for (const listener of listeners) listener();
}

export function loadedAreas(): readonly AreaRelease[] {
  return areas;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The loaded areas, kept current as the user visits more of them. */
export function useLoadedAreas(): readonly AreaRelease[] {
  return useSyncExternalStore(subscribe, loadedAreas, loadedAreas);
}
