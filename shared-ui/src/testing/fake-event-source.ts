// Test-only: an EventSource stand-in that a test drives (open, send an event, fail).
import type { EventSourceLike } from '../live/live-connection';

export class FakeEventSource implements EventSourceLike {
  static opened: FakeEventSource[] = [];

  static reset(): void {
    FakeEventSource.opened = [];
  }

  static get latest(): FakeEventSource {
    const last = FakeEventSource.opened.at(-1);
    if (!last) throw new Error('No event source was opened');
    return last;
  }

  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  private listeners = new Map<string, ((event: MessageEvent) => void)[]>();

  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }

  addEventListener(type: string, listener: (event: MessageEvent) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close(): void {
    this.closed = true;
  }

  open(): void {
    this.onopen?.(new Event('open'));
  }

  emit(type: string, id: string, payload: unknown): void {
    const event = new MessageEvent(type, { data: JSON.stringify(payload), lastEventId: id });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }

  fail(): void {
    this.onerror?.(new Event('error'));
  }
}

export const openFakeEventSource = (url: string) => new FakeEventSource(url);
