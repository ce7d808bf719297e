// The live stream of server events (server-sent events). A ticket is good for one connection
// only, so the browser's own reconnection (which would reuse the URL) is never relied on: on an
// error the stream is closed and opened again with a fresh ticket, after 1 s, 2 s, 4 s … 30 s.

import type { EventPayloads, EventType } from './chat-types';

export const LIVE_EVENT_TYPES = [
  'message',
  'read',
  'conversation',
  'notification',
  'appointment',
  'video',
] as const satisfies readonly EventType[];
export type LiveEventType = EventType;
export type LiveEventPayloads = EventPayloads;

export type LiveEvent = {
  [K in LiveEventType]: { type: K; id: string | null; payload: LiveEventPayloads[K] };
}[LiveEventType];

export const RECONNECT_MIN_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;

/** The wait before reconnection attempt `attempt` (0-based): 1 s doubling up to 30 s. */
export function reconnectDelay(attempt: number): number {
  return Math.min(RECONNECT_MAX_MS, RECONNECT_MIN_MS * 2 ** Math.max(0, attempt));
}

/** `{base}/api/stream?ticket=…&lastEventId=…` */
export function streamUrl(baseUrl: string, ticket: string, lastEventId: string | null): string {
  const params = new URLSearchParams({ ticket });
  if (lastEventId) params.set('lastEventId', lastEventId);
  return `${baseUrl}/api/stream?${params.toString()}`;
}

/** The part of EventSource this code uses (so tests can hand in a fake). */
export interface EventSourceLike {
  onopen: ((event: Event) => void) | null;
  onerror: ((event: Event) => void) | null;
  addEventListener(type: string, listener: (event: MessageEvent) => void): void;
  close(): void;
}

export interface LiveConnectionOptions {
  /** POST /api/stream/ticket, resolved to the ticket. */
  getTicket: () => Promise<string>;
  /** The stream's URL for a ticket and the last event seen. */
  url: (ticket: string, lastEventId: string | null) => string;
  onEvent: (event: LiveEvent) => void;
  openEventSource?: (url: string) => EventSourceLike;
}

export interface LiveConnection {
  stop(): void;
  /** The id of the last event received (kept in memory only). */
  lastEventId(): string | null;
}

function parsePayload(data: unknown): unknown {
  if (typeof data !== 'string' || !data) return {};
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return null;
  }
}

export function startLiveConnection({
  getTicket,
  url,
  onEvent,
  openEventSource = (address) => new EventSource(address),
}: LiveConnectionOptions): LiveConnection {
  let stopped = false;
  let attempt = 0;
  let lastId: string | null = null;
  let source: EventSourceLike | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const retryLater = () => {
    if (stopped || timer) return;
    const delay = reconnectDelay(attempt);
    attempt += 1;
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, delay);
  };

  async function connect(): Promise<void> {
    if (stopped) return;
    let ticket: string;
    try {
      ticket = await getTicket();
    } catch {
      retryLater();
      return;
    }
    if (stopped) return;
    const current = openEventSource(url(ticket, lastId));
    source = current;
    current.onopen = () => {
      attempt = 0;
    };
    current.onerror = () => {
      current.close();
      if (source === current) source = null;
      retryLater();
    };
    for (const type of LIVE_EVENT_TYPES) {
      current.addEventListener(type, (event: MessageEvent) => {
        if (stopped || source !== current) return;
        attempt = 0;
        if (event.lastEventId) lastId = event.lastEventId;
        const payload = parsePayload(event.data);
        if (!payload || typeof payload !== 'object') return;
        onEvent({ type, id: event.lastEventId || null, payload } as LiveEvent);
      });
    }
  }

  void connect();

  return {
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      source?.close();
      source = null;
    },
    lastEventId: () => lastId,
  };
}
