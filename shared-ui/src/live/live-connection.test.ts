import { FakeEventSource, openFakeEventSource } from '../testing/fake-event-source';
import {
  reconnectDelay,
  startLiveConnection,
  streamUrl,
  type LiveConnection,
  type LiveEvent,
} from './live-connection';

const flush = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

let connection: LiveConnection | null = null;

beforeEach(() => {
  jest.useFakeTimers();
  FakeEventSource.reset();
});

afterEach(() => {
  connection?.stop();
  connection = null;
  jest.useRealTimers();
});

function start(getTicket: () => Promise<string>, events: LiveEvent[] = []) {
  connection = startLiveConnection({
    getTicket,
    url: (ticket, lastEventId) => streamUrl('http://api.test', ticket, lastEventId),
    onEvent: (event) => events.push(event),
    openEventSource: openFakeEventSource,
  });
  return connection;
}

describe('reconnectDelay', () => {
  it('doubles from 1 s and stops at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(reconnectDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });
});

describe('startLiveConnection', () => {
  it('opens the stream with a fresh ticket and passes on typed events with their ids', async () => {
    const events: LiveEvent[] = [];
    start(() => Promise.resolve('t-1'), events);
    await flush();
    expect(FakeEventSource.latest.url).toBe('http://api.test/api/stream?ticket=t-1');
    FakeEventSource.latest.open();
    FakeEventSource.latest.emit('message', '41', { conversationId: 'c1', messageId: 'm1' });
    FakeEventSource.latest.emit('notification', '42', { notificationId: 'n1' });
    expect(events).toEqual([
      { type: 'message', id: '41', payload: { conversationId: 'c1', messageId: 'm1' } },
      { type: 'notification', id: '42', payload: { notificationId: 'n1' } },
    ]);
    expect(connection?.lastEventId()).toBe('42');
  });

  it('after an error: closes, waits 1 s, 2 s, 4 s … with a new ticket each time and the last id', async () => {
    let issued = 0;
    const getTicket = jest.fn(() => Promise.resolve(`t-${(issued += 1)}`));
    start(getTicket);
    await flush();
    const first = FakeEventSource.latest;
    first.emit('read', '7', { conversationId: 'c1' });
    first.fail();
    expect(first.closed).toBe(true);

    jest.advanceTimersByTime(999);
    await flush();
    expect(FakeEventSource.opened).toHaveLength(1);
    jest.advanceTimersByTime(1);
    await flush();
    expect(FakeEventSource.opened).toHaveLength(2);
    expect(FakeEventSource.latest.url).toBe('http://api.test/api/stream?ticket=t-2&lastEventId=7');

    FakeEventSource.latest.fail();
    jest.advanceTimersByTime(1999);
    await flush();
    expect(FakeEventSource.opened).toHaveLength(2);
    jest.advanceTimersByTime(1);
    await flush();
    expect(FakeEventSource.opened).toHaveLength(3);

    FakeEventSource.latest.fail();
    jest.advanceTimersByTime(3999);
    await flush();
    expect(FakeEventSource.opened).toHaveLength(3);
    jest.advanceTimersByTime(1);
    await flush();
    expect(FakeEventSource.opened).toHaveLength(4);
    expect(getTicket).toHaveBeenCalledTimes(4);
  });

  it('never waits more than 30 s, and starts again from 1 s once a stream opens', async () => {
    const getTicket = jest.fn(() => Promise.reject(new Error('offline')));
    start(getTicket);
    await flush();
    // Failed tickets: 1, 2, 4, 8, 16 s, then 30 s each.
    for (const wait of [1000, 2000, 4000, 8000, 16000, 30000]) {
      jest.advanceTimersByTime(wait);
      await flush();
    }
    expect(getTicket).toHaveBeenCalledTimes(7);
    jest.advanceTimersByTime(29_999);
    await flush();
    expect(getTicket).toHaveBeenCalledTimes(7);
    jest.advanceTimersByTime(1);
    await flush();
    expect(getTicket).toHaveBeenCalledTimes(8);
    expect(FakeEventSource.opened).toHaveLength(0);
    connection?.stop();

    start(() => Promise.resolve('t'));
    await flush();
    FakeEventSource.latest.fail();
    jest.advanceTimersByTime(1000);
    await flush();
    FakeEventSource.latest.open();
    FakeEventSource.latest.fail();
    jest.advanceTimersByTime(1000);
    await flush();
    expect(FakeEventSource.opened).toHaveLength(3);
  });

  it('a failed ticket is retried after 1 s; stop closes the stream and cancels the retry', async () => {
    const getTicket = jest
      .fn<Promise<string>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('t-2');
    start(getTicket);
    await flush();
    expect(FakeEventSource.opened).toHaveLength(0);
    jest.advanceTimersByTime(1000);
    await flush();
    expect(FakeEventSource.latest.url).toBe('http://api.test/api/stream?ticket=t-2');

    const stream = FakeEventSource.latest;
    stream.fail();
    connection?.stop();
    jest.advanceTimersByTime(60_000);
    await flush();
    expect(stream.closed).toBe(true);
    expect(FakeEventSource.opened).toHaveLength(1);
  });

  it('ignores events that are not JSON', async () => {
    const events: LiveEvent[] = [];
    start(() => Promise.resolve('t'), events);
    await flush();
    const source = FakeEventSource.latest;
    source.addEventListener('x', () => undefined);
    const bad = new MessageEvent('notification', { data: '{oops', lastEventId: '3' });
    (source as unknown as { listeners: Map<string, ((e: MessageEvent) => void)[]> }).listeners
      .get('notification')
      ?.forEach((listener) => listener(bad));
    expect(events).toEqual([]);
  });
});
