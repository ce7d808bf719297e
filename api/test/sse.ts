// A small text/event-stream client for tests: opens a stream on a listening app and collects
// what arrives (events, and the ping comments).
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { App } from '../src/app.js';

export interface StreamEvent {
  id: string | undefined;
  event: string;
  data: unknown;
}

export interface TestStream {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body so far, for answers that are not a stream (401). */
  text(): string;
  events: StreamEvent[];
  comments: string[];
  /** Resolves with the first event (already received or later) that matches, or fails after `ms`. */
  waitFor(match: (event: StreamEvent) => boolean, ms?: number): Promise<StreamEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** The app's base URL, listening on a free port of 127.0.0.1 (once). */
export async function baseUrl(app: App): Promise<string> {
  const address = app.server.address();
  if (address && typeof address === 'object') return `http://127.0.0.1:${address.port}`;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const bound = app.server.address();
  if (!bound || typeof bound !== 'object') throw new Error('the app is not listening');
  return `http://127.0.0.1:${bound.port}`;
}

export function openStream(url: string, headers: Record<string, string> = {}): Promise<TestStream> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      { headers: { accept: 'text/event-stream', ...headers } },
      (res) => {
        res.setEncoding('utf8');
        let raw = '';
        let buffer = '';
        const events: StreamEvent[] = [];
        const comments: string[] = [];
        const waiters = new Set<() => void>();
        res.on('data', (chunk: string) => {
          raw += chunk;
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            let id: string | undefined;
            let event = 'message';
            const data: string[] = [];
            let isEvent = false;
            for (const line of block.split('\n')) {
              if (line.startsWith(':')) comments.push(line.slice(1).trim());
              else if (line.startsWith('id: ')) [id, isEvent] = [line.slice(4), true];
              else if (line.startsWith('event: ')) [event, isEvent] = [line.slice(7), true];
              else if (line.startsWith('data: ')) [isEvent] = [true, data.push(line.slice(6))];
            }
            if (isEvent && data.length > 0)
              events.push({ id, event, data: JSON.parse(data.join('\n')) as unknown });
          }
          for (const wake of [...waiters]) wake();
        });
        const ended = new Promise<void>((done) => {
          res.on('end', done);
          res.on('close', done);
        });
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          text: () => raw,
          events,
          comments,
          ended,
          close: () => req.destroy(),
          waitFor(match, ms = 5000) {
            return new Promise((found, fail) => {
              const check = () => {
                const hit = events.find(match);
                if (!hit) return false;
                waiters.delete(check);
                clearTimeout(timer);
                found(hit);
                return true;
              };
              const timer = setTimeout(() => {
                waiters.delete(check);
                fail(new Error(`no matching event within ${ms} ms; got ${JSON.stringify(events)}`));
              }, ms);
              if (!check()) waiters.add(check);
            });
          },
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}
