import { useSyncExternalStore } from 'react';
import type * as Toastify from 'react-toastify';

// react-toastify is not part of any page's first load: nothing shows a toast before the page
// has painted, and its code would share the network with the code that draws it. It is
// fetched once the first frame is on screen (ToastHost), or at once by the first toast shown
// before that. Toasts asked for meanwhile are held here, in order, until a container is there
// to show them (react-toastify's own queue holds new toasts but not updates or dismissals).

export type ToastLibrary = typeof Toastify;

let library: ToastLibrary | null = null;
let loading: Promise<ToastLibrary> | null = null;
let containerMounted = false;
const held: ((toasts: ToastLibrary) => void)[] = [];
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of [...listeners]) listener();
}

function flush(): void {
  if (!library || !containerMounted) return;
  for (const run of held.splice(0)) run(library);
}

/** Fetches the library once; a failed fetch is tried again by the next toast or host. */
export function loadToastLibrary(): Promise<ToastLibrary> {
  loading ??= import('react-toastify').then(
    (loaded) => {
      library = loaded;
      emit();
      flush();
      return loaded;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Runs `show` with the library as soon as a toast container can show its result. */
export function withToastLibrary(show: (toasts: ToastLibrary) => void): void {
  if (library && containerMounted) {
    show(library);
    return;
  }
  held.push(show);
  loadToastLibrary().catch((error: unknown) => {
    console.error('[toasts] the toast library could not be loaded', error);
  });
}

/** Called by the host that renders the container, once it is mounted (and when it leaves). */
export function setToastContainerMounted(mounted: boolean): void {
  containerMounted = mounted;
  flush();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The library once loaded (null before): a host re-renders when it arrives. */
export function useToastLibrary(): ToastLibrary | null {
  return useSyncExternalStore(
    subscribe,
    () => library,
    () => null,
  );
}
