// The live stream's `video` event, passed to the call screen that has the visit open. A window
// event rather than a module's list of listeners: the kit's main entry is bundled by each area,
// and the stream and the screen may sit in different copies of it.
export const VIDEO_SIGNAL_EVENT = 'careconnect:video-signal';

interface VideoSignalDetail {
  appointmentId: string;
}

/** Says that a signal of the visit is waiting to be read. */
export function announceVideoSignal(appointmentId: string): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(
    new CustomEvent<VideoSignalDetail>(VIDEO_SIGNAL_EVENT, { detail: { appointmentId } }),
  );
}

/** Calls `listener` on each signal of the visit; answers the unsubscribe. */
export function onVideoSignal(appointmentId: string, listener: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const handler = (event: Event) => {
    if ((event as CustomEvent<VideoSignalDetail>).detail?.appointmentId === appointmentId)
      listener();
  };
  window.addEventListener(VIDEO_SIGNAL_EVENT, handler);
  return () => window.removeEventListener(VIDEO_SIGNAL_EVENT, handler);
}
