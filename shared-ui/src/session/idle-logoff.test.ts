import { ACTIVITY_THROTTLE_MS, IDLE_TIMEOUT_MS, startIdleWatch } from './idle-logoff';

const MINUTE = 60_000;

// An in-memory stand-in for BroadcastChannel that delivers at once, so two watchers in one
// test behave like two tabs of the same origin.
class FakeChannel {
  static open = new Set<FakeChannel>();
  onmessage: ((event: MessageEvent) => void) | null = null;
  constructor(readonly name: string) {
    FakeChannel.open.add(this);
  }
  postMessage(data: unknown) {
    for (const other of FakeChannel.open) {
      if (other !== this && other.name === this.name) {
        other.onmessage?.({ data } as MessageEvent);
      }
    }
  }
  close() {
    FakeChannel.open.delete(this);
  }
}

const realChannel = (globalThis as { BroadcastChannel?: unknown }).BroadcastChannel;

beforeEach(() => {
  jest.useFakeTimers();
  (globalThis as { BroadcastChannel?: unknown }).BroadcastChannel = FakeChannel;
});

afterEach(() => {
  jest.useRealTimers();
  FakeChannel.open.clear();
  (globalThis as { BroadcastChannel?: unknown }).BroadcastChannel = realChannel;
});

/** A separate event target per simulated tab. */
function tab() {
  return new EventTarget();
}

describe('startIdleWatch', () => {
  it('logs off after 15 minutes without activity, not a moment earlier', () => {
    const onIdle = jest.fn();
    const stop = startIdleWatch({ onIdle, target: tab() });
    expect(IDLE_TIMEOUT_MS).toBe(15 * MINUTE);

    jest.advanceTimersByTime(IDLE_TIMEOUT_MS - 1);
    expect(onIdle).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);

    jest.advanceTimersByTime(60 * MINUTE);
    expect(onIdle).toHaveBeenCalledTimes(1);
    stop();
  });

  it.each(['pointerdown', 'pointermove', 'keydown', 'touchstart', 'scroll', 'wheel'])(
    '%s restarts the 15 minutes',
    (eventName) => {
      const onIdle = jest.fn();
      const target = tab();
      const stop = startIdleWatch({ onIdle, target });

      jest.advanceTimersByTime(10 * MINUTE);
      target.dispatchEvent(new Event(eventName));
      jest.advanceTimersByTime(14 * MINUTE);
      expect(onIdle).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1 * MINUTE);
      expect(onIdle).toHaveBeenCalledTimes(1);
      stop();
    },
  );

  it('notes activity at most once per throttle window', () => {
    const onIdle = jest.fn();
    const target = tab();
    const stop = startIdleWatch({ onIdle, target });

    // Within the first window after the start: ignored, so the limit still counts from 0.
    jest.advanceTimersByTime(ACTIVITY_THROTTLE_MS - 1);
    target.dispatchEvent(new Event('pointermove'));
    jest.advanceTimersByTime(IDLE_TIMEOUT_MS - ACTIVITY_THROTTLE_MS + 1);
    expect(onIdle).toHaveBeenCalledTimes(1);
    stop();
  });

  it('a tab that wakes after the limit logs off at once, even on activity', () => {
    const onIdle = jest.fn();
    const target = tab();
    const stop = startIdleWatch({ onIdle, target });

    // The clock moves on while no timer runs (a sleeping laptop).
    jest.setSystemTime(Date.now() + 20 * MINUTE);
    target.dispatchEvent(new Event('keydown'));
    expect(onIdle).toHaveBeenCalledTimes(1);
    stop();
  });

  it('activity in another tab keeps this tab signed in', () => {
    const idleHere = jest.fn();
    const idleThere = jest.fn();
    const here = tab();
    const there = tab();
    const stopHere = startIdleWatch({ onIdle: idleHere, target: here });
    const stopThere = startIdleWatch({ onIdle: idleThere, target: there });

    jest.advanceTimersByTime(10 * MINUTE);
    there.dispatchEvent(new Event('keydown'));
    jest.advanceTimersByTime(14 * MINUTE);
    expect(idleHere).not.toHaveBeenCalled();
    expect(idleThere).not.toHaveBeenCalled();

    jest.advanceTimersByTime(1 * MINUTE);
    // The first tab to reach the limit signs out and tells the other: each logs off once.
    expect(idleHere).toHaveBeenCalledTimes(1);
    expect(idleThere).toHaveBeenCalledTimes(1);
    stopHere();
    stopThere();
  });

  it('does nothing once stopped (signed out by hand)', () => {
    const onIdle = jest.fn();
    const target = tab();
    const stop = startIdleWatch({ onIdle, target });
    stop();
    target.dispatchEvent(new Event('keydown'));
    jest.advanceTimersByTime(2 * IDLE_TIMEOUT_MS);
    expect(onIdle).not.toHaveBeenCalled();
    expect(FakeChannel.open.size).toBe(0);
  });

  it('works without BroadcastChannel', () => {
    (globalThis as { BroadcastChannel?: unknown }).BroadcastChannel = undefined;
    const onIdle = jest.fn();
    const stop = startIdleWatch({ onIdle, target: tab() });
    jest.advanceTimersByTime(IDLE_TIMEOUT_MS);
    expect(onIdle).toHaveBeenCalledTimes(1);
    stop();
  });
});
