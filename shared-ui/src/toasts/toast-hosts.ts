import { useSyncExternalStore } from 'react';
import type { ToastPosition } from 'react-toastify';

// react-toastify keeps one container per id; two containers with the default id replace each
// other in its registry, and the survivor stops receiving toasts once the other unmounts. So
// however many <ToastHost>s are mounted (the shell's at top-center, an area's at top-right),
// exactly one renders the container, and the most recent host with a position decides where
// new toasts go.

export const DEFAULT_TOAST_POSITION: ToastPosition = 'top-center';

export interface ToastHostEntry {
  key: symbol;
  /** Only hosts given a position override the default. */
  position?: ToastPosition;
}

let hosts: readonly ToastHostEntry[] = [];
const listeners = new Set<() => void>();
const movers = new Set<(position: ToastPosition) => void>();

function emit() {
  for (const listener of listeners) listener();
}

function change(update: () => void) {
  const before = activeToastPosition();
  update();
  emit();
  const after = activeToastPosition();
  if (after !== before) for (const move of movers) move(after);
}

export function registerToastHost(entry: ToastHostEntry): () => void {
  change(() => {
    hosts = [...hosts, entry];
  });
  return () =>
    change(() => {
      hosts = hosts.filter((host) => host !== entry);
    });
}

/**
 * Runs `move` when toasts now go somewhere else: signing in shows "Login successful" before the
 * area (toasts at top-right) has mounted, and it must not stay over the area's page title.
 */
export function onToastPositionChange(move: (position: ToastPosition) => void): () => void {
  movers.add(move);
  return () => {
    movers.delete(move);
  };
}

/** Where a toast shown now appears. */
export function activeToastPosition(): ToastPosition {
  for (let i = hosts.length - 1; i >= 0; i -= 1) {
    const position = hosts[i]?.position;
    if (position) return position;
  }
  return DEFAULT_TOAST_POSITION;
}

/** The host that renders the container: the first plain host, else the first of any. */
export function containerHostKey(): symbol | undefined {
  return (hosts.find((host) => !host.position) ?? hosts[0])?.key;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useToastHosts(): readonly ToastHostEntry[] {
  return useSyncExternalStore(
    subscribe,
    () => hosts,
    () => hosts,
  );
}
