// Automatic logoff after a period without user activity (issue 9, HIPAA automatic logoff).
// Activity in any tab of the same origin keeps every tab signed in (BroadcastChannel); the
// tab that reaches the limit first signs out everywhere and tells the other tabs why.

/** 15 minutes without pointer, key, touch or scroll activity ends the session. */
export const IDLE_TIMEOUT_MS = 15 * 60 * 1000;

/**
 * The toast shown after an automatic logoff (the spec has no text for it;
 * docs/decisions/idle-logoff.md).
 */
export const IDLE_LOGOFF_MESSAGE =
  'You were signed out after 15 minutes without activity. Please log in again.';

/** User activity that counts. `mousemove` covers browsers without pointer events. */
export const ACTIVITY_EVENTS = [
  'pointerdown',
  'pointermove',
  'mousemove',
  'keydown',
  'touchstart',
  'wheel',
  'scroll',
] as const;

/** Activity is noted at most once per this many ms (pointermove fires very often). */
export const ACTIVITY_THROTTLE_MS = 5_000;

const CHANNEL_NAME = 'careconnect-session-activity';

type ChannelMessage = { type: 'activity'; at: number } | { type: 'idle-logoff' };

export interface IdleWatchOptions {
  /** Runs once when the limit is reached in this tab, or when another tab logged off idle. */
  onIdle: () => void;
  timeoutMs?: number;
  throttleMs?: number;
  /** Where activity is listened for (default `window`). */
  target?: EventTarget;
  /** Tabs share activity through this channel; `null` for none. */
  channelName?: string | null;
}

function openChannel(name: string | null): BroadcastChannel | null {
  if (name === null || typeof BroadcastChannel === 'undefined') return null;
  try {
    return new BroadcastChannel(name);
  } catch {
    return null;
  }
}

/**
 * Watches for user activity and calls `onIdle` once `timeoutMs` pass without any. The check
 * compares clock time rather than trusting the timer alone, so a tab whose timers were paused
 * (a sleeping laptop, a background tab) logs off as soon as it wakes. Returns a stop function.
 */
export function startIdleWatch({
  onIdle,
  timeoutMs = IDLE_TIMEOUT_MS,
  throttleMs = ACTIVITY_THROTTLE_MS,
  target = typeof window === 'undefined' ? undefined : window,
  channelName = CHANNEL_NAME,
}: IdleWatchOptions): () => void {
  let lastActivity = Date.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const channel = openChannel(channelName);
  const listenOptions: AddEventListenerOptions = { passive: true, capture: true };

  const stop = () => {
    if (stopped) return;
    stopped = true;
    clearTimeout(timer);
    for (const name of ACTIVITY_EVENTS)
      target?.removeEventListener(name, onActivity, listenOptions);
    if (typeof document !== 'undefined') {
      document.removeEventListener('visibilitychange', check);
    }
    if (channel) {
      channel.onmessage = null;
      channel.close();
    }
  };

  const fire = (tellOtherTabs: boolean) => {
    if (stopped) return;
    if (tellOtherTabs) {
      try {
        channel?.postMessage({ type: 'idle-logoff' } satisfies ChannelMessage);
      } catch {
        // the other tabs still follow the logout through the storage event
      }
    }
    stop();
    onIdle();
  };

  function schedule(delay: number) {
    clearTimeout(timer);
    timer = setTimeout(check, Math.max(0, delay));
  }

  function check() {
    if (stopped) return;
    const idleFor = Date.now() - lastActivity;
    if (idleFor >= timeoutMs) fire(true);
    else schedule(timeoutMs - idleFor);
  }

  function noteActivity(at: number) {
    if (at > lastActivity) lastActivity = at;
  }

  function onActivity() {
    const now = Date.now();
    if (now - lastActivity < throttleMs) return;
    // Activity after the limit (a tab woken from sleep) does not revive the session.
    if (now - lastActivity >= timeoutMs) {
      fire(true);
      return;
    }
    noteActivity(now);
    try {
      channel?.postMessage({ type: 'activity', at: now } satisfies ChannelMessage);
    } catch {
      // a closed channel: this tab keeps its own count
    }
  }

  for (const name of ACTIVITY_EVENTS) target?.addEventListener(name, onActivity, listenOptions);
  if (typeof document !== 'undefined') document.addEventListener('visibilitychange', check);
  if (channel) {
    channel.onmessage = (event: MessageEvent<ChannelMessage>) => {
      const message = event.data;
      if (!message || typeof message !== 'object') return;
      if (message.type === 'activity' && typeof message.at === 'number') {
        noteActivity(Math.min(message.at, Date.now()));
      } else if (message.type === 'idle-logoff') {
        fire(false);
      }
    };
  }
  schedule(timeoutMs);
  return stop;
}
