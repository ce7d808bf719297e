import type { ReactNode } from 'react';
import type { Id, ToastOptions } from 'react-toastify';
import { activeToastPosition, onToastPositionChange } from './toast-hosts';
import { withToastLibrary } from './toast-library';

/** Spec §9: how long each kind of toast stays (loading stays until dismissed). */
export const TOAST_DURATIONS = {
  success: 2000,
  error: 4000,
  blank: 4000,
  info: 4000,
  custom: 4000,
} as const;

/** Spec §4/§9: at most 20 toasts at a time. */
export const TOAST_LIMIT = 20;

export type ToastId = Id;
/** Per-call options: a `toastId` to avoid showing the same message twice, `onClose`. */
export type NotifyOptions = Pick<ToastOptions, 'toastId' | 'onClose' | 'ariaLabel'>;

let sequence = 0;
/** The toasts on screen (until they close), to move them when the area's position changes. */
const onScreen = new Set<ToastId>();

onToastPositionChange((position) => {
  if (onScreen.size === 0) return;
  const ids = [...onScreen];
  withToastLibrary(({ toast }) => {
    for (const id of ids) if (toast.isActive(id)) toast.update(id, { position, delay: 0 });
  });
});

/** Ids are given here, so that a toast shown before the library has loaded has one at once. */
function newToastId(): ToastId {
  sequence += 1;
  return `cc-toast-${sequence}`;
}

function options(
  autoClose: number | false,
  extra?: NotifyOptions,
  sameAs?: string,
): ToastOptions & { toastId: Id } {
  const toastId = extra?.toastId ?? sameAs ?? newToastId();
  onScreen.add(toastId);
  return {
    position: activeToastPosition(),
    autoClose,
    ...extra,
    onClose: (reason) => {
      onScreen.delete(toastId);
      extra?.onClose?.(reason);
    },
    toastId,
  };
}

type Kind = 'success' | 'error' | 'blank' | 'info' | 'custom';

function show(kind: Kind, message: ReactNode, extra?: NotifyOptions): ToastId {
  // The same words shown again while they are still on screen are not stacked under themselves
  // (react-toastify ignores a toast whose id is showing).
  const sameAs = typeof message === 'string' ? `cc-${kind}:${message}` : undefined;
  const settings = options(TOAST_DURATIONS[kind], extra, sameAs);
  withToastLibrary(({ toast }) => {
    if (kind === 'success') toast.success(message, settings);
    else if (kind === 'error') toast.error(message, settings);
    else if (kind === 'info') toast.info(message, settings);
    else if (kind === 'custom') toast(message, { ...settings, icon: false });
    else toast(message, settings);
  });
  return settings.toastId;
}

/** The app's toasts: spec §4 types (blank, error, success, loading, custom) with §9 durations. */
export const notify = {
  success: (message: ReactNode, extra?: NotifyOptions): ToastId => show('success', message, extra),
  error: (message: ReactNode, extra?: NotifyOptions): ToastId => show('error', message, extra),
  blank: (message: ReactNode, extra?: NotifyOptions): ToastId => show('blank', message, extra),
  info: (message: ReactNode, extra?: NotifyOptions): ToastId => show('info', message, extra),
  /** Stays until `notify.dismiss(id)` or `notify.settle(id, …)`. */
  loading: (message: ReactNode, extra?: NotifyOptions): ToastId => {
    const settings = {
      ...options(false, extra),
      closeOnClick: false,
      closeButton: false,
      draggable: false,
    };
    withToastLibrary(({ toast }) => toast.loading(message, settings));
    return settings.toastId;
  },
  /** Any content, no type icon. */
  custom: (content: ReactNode, extra?: NotifyOptions): ToastId => show('custom', content, extra),
  /** Turns a loading toast into a success or error toast with that type's duration. */
  settle: (id: ToastId, type: 'success' | 'error', message: ReactNode): void =>
    withToastLibrary(({ toast }) =>
      toast.update(id, {
        render: message,
        type,
        isLoading: false,
        autoClose: TOAST_DURATIONS[type],
        closeOnClick: true,
        closeButton: true,
        draggable: true,
      }),
    ),
  /** Dismisses one toast, or all of them without an id. */
  dismiss: (id?: ToastId): void => {
    // A dismissed toast is not moved when the position changes (a move would show it again).
    if (id === undefined) onScreen.clear();
    else onScreen.delete(id);
    withToastLibrary(({ toast }) => {
      if (id === undefined) toast.dismiss();
      else toast.dismiss(id);
    });
  },
};
