import type { ReactNode } from 'react';
import { toast, type Id, type ToastOptions } from 'react-toastify';
import { activeToastPosition } from './toast-hosts';

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

function options(autoClose: number | false, extra?: NotifyOptions): ToastOptions {
  return { position: activeToastPosition(), autoClose, ...extra };
}

/** The app's toasts: spec §4 types (blank, error, success, loading, custom) with §9 durations. */
export const notify = {
  success: (message: ReactNode, extra?: NotifyOptions): ToastId =>
    toast.success(message, options(TOAST_DURATIONS.success, extra)),
  error: (message: ReactNode, extra?: NotifyOptions): ToastId =>
    toast.error(message, options(TOAST_DURATIONS.error, extra)),
  blank: (message: ReactNode, extra?: NotifyOptions): ToastId =>
    toast(message, options(TOAST_DURATIONS.blank, extra)),
  info: (message: ReactNode, extra?: NotifyOptions): ToastId =>
    toast.info(message, options(TOAST_DURATIONS.info, extra)),
  /** Stays until `notify.dismiss(id)` or `notify.settle(id, …)`. */
  loading: (message: ReactNode, extra?: NotifyOptions): ToastId =>
    toast.loading(message, {
      ...options(false, extra),
      closeOnClick: false,
      closeButton: false,
      draggable: false,
    }),
  /** Any content, no type icon. */
  custom: (content: ReactNode, extra?: NotifyOptions): ToastId =>
    toast(content, { ...options(TOAST_DURATIONS.custom, extra), icon: false }),
  /** Turns a loading toast into a success or error toast with that type's duration. */
  settle: (id: ToastId, type: 'success' | 'error', message: ReactNode): void =>
    toast.update(id, {
      render: message,
      type,
      isLoading: false,
      autoClose: TOAST_DURATIONS[type],
      closeOnClick: true,
      closeButton: true,
      draggable: true,
    }),
  /** Dismisses one toast, or all of them without an id. */
  dismiss: (id?: ToastId): void => {
    if (id === undefined) toast.dismiss();
    else toast.dismiss(id);
  },
};
