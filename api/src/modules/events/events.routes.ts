// The live stream: a short-lived ticket (an EventSource cannot send the Authorization header, and
// a long-lived token must not sit in a URL), then text/event-stream with catch-up.
import type { RouteModule } from '../../context.js';
import { errorResponses } from '../../context.js';
import { tooManyRequests, unauthorized } from '../../lib/http-error.js';
import { isSignInLive, recordSignInActivity } from '../../plugins/auth.js';
import { randomToken, sha256 } from '../../lib/secrets.js';
import { EVENTS_KEPT_MS } from './events.hub.js';
import { eventsAfter, insertTicket, takeTicket, type EventRow } from './events.repository.js';
import { StreamQuery, StreamResponse, StreamTicket } from './events.schemas.js';

const tags = ['stream'];

export const TICKET_TTL_S = 30;
/** A keep-alive comment, so that proxies and browsers do not drop a quiet stream. */
export const PING_EVERY_MS = 25_000;
/** Streams one user may keep open on one instance (tabs, devices). */
export const MAX_STREAMS_PER_USER = 10;
/**
 * A stream ends after this long: the client opens a new one with a fresh ticket, which needs a
 * live sign-in, so a signed-out account stops hearing within the access token's lifetime.
 */
export const STREAM_MAX_MS = 15 * 60 * 1000;
/**
 * An open stream is an open tab: it keeps its sign-in from idling out on the server (the tab's
 * own idle logoff ends it), written this often.
 */
export const STREAM_TOUCH_MS = 5 * 60 * 1000;

export const BAD_TICKET = 'This stream ticket is not valid. Ask for a new one.';
export const TOO_MANY_STREAMS =
  'Too many live updates are open for this account. Close a tab and try again.';

/** One event in the text/event-stream format: its id, type and JSON payload (ids only). */
export function formatEvent(event: Pick<EventRow, 'id' | 'type' | 'payload'>): string {
  return `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event.payload)}\n\n`;
}

function lastEventIdOf(header: unknown, query: string | undefined): number {
  const raw = (typeof header === 'string' ? header : undefined) ?? query;
  if (!raw || !/^\d{1,15}$/.test(raw.trim())) return 0;
  return Number(raw.trim());
}

export const eventsRoutes: RouteModule = async (app, ctx) => {
  const { authenticate } = ctx.guards;
  const hub = ctx.events;
  const pingEveryMs = ctx.config.streamPingMs ?? PING_EVERY_MS;

  app.post(
    '/api/stream/ticket',
    {
      schema: {
        tags,
        summary: 'A single-use ticket (30 s) that opens your live stream',
        response: { 200: StreamTicket, ...errorResponses(401) },
      },
      onRequest: [authenticate],
    },
    async (request) => {
      const ticket = randomToken(24);
      const now = ctx.now();
      await insertTicket(
        ctx.db,
        sha256(ticket),
        request.actor.userId,
        request.sessionId,
        new Date(now.getTime() + TICKET_TTL_S * 1000),
        now,
      );
      return { ticket, expiresIn: TICKET_TTL_S };
    },
  );

  app.get(
    '/api/stream',
    {
      // A HEAD would take the ticket and hold a connection with nothing to send.
      exposeHeadRoute: false,
      schema: {
        tags,
        summary: 'Your live updates (text/event-stream): ids of what changed, never contents',
        description:
          'Open with a ticket from POST /api/stream/ticket. Each event has `id`, `event` (message, read, notification, appointment) and `data` (JSON with ids). A comment `: ping` comes every 25 s. Send `Last-Event-ID` (or `?lastEventId=`) to receive what was missed (kept 24 hours).',
        querystring: StreamQuery,
        response: { 200: StreamResponse, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const ticket = request.query.ticket;
      const taken = ticket ? await takeTicket(ctx.db, sha256(ticket), ctx.now()) : null;
      if (!taken) throw unauthorized(BAD_TICKET);
      const { userId, sessionFamilyId } = taken;
      // A ticket of a sign-in that ended since (logout, ended from another device) opens nothing.
      if (sessionFamilyId && !(await isSignInLive(ctx.db, sessionFamilyId, userId)))
        throw unauthorized(BAD_TICKET);
      if (hub.count(userId) >= MAX_STREAMS_PER_USER) throw tooManyRequests(TOO_MANY_STREAMS);
      const lastEventId = lastEventIdOf(
        request.headers['last-event-id'],
        request.query.lastEventId,
      );

      reply.hijack();
      const res = reply.raw;
      // The headers the hooks set so far (security headers, CORS) go out with the stream's own.
      res.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        pragma: 'no-cache',
        connection: 'keep-alive',
        // Tells a buffering proxy (nginx) to pass each event on at once.
        'x-accel-buffering': 'no',
      });
      res.flushHeaders();
      res.socket?.setNoDelay(true);
      res.socket?.setTimeout(0);

      let open = true;
      // Live events that arrive during the catch-up wait until it has been written.
      let queued: EventRow[] | null = [];
      const sent = new Set<number>();
      const write = (event: EventRow) => {
        if (event.type === 'signout') {
          // Its sign-in ended (on any instance): the stream ends; the browser never sees the event.
          if (event.payload.sessionId === sessionFamilyId) close();
          return;
        }
        if (!open || sent.has(event.id)) return;
        sent.add(event.id);
        // Only ids that a later live event could repeat are kept (the catch-up's).
        if (sent.size > 2000) sent.clear();
        res.write(formatEvent(event));
      };
      const close = () => {
        if (!open) return;
        open = false;
        clearTimeout(firstPing);
        clearInterval(ping);
        clearTimeout(maxLife);
        unsubscribe();
        res.end();
      };
      const unsubscribe = hub.subscribe(userId, {
        deliver: (event) => (queued ? queued.push(event) : write(event)),
        end: close,
      });
      let touchedAt = Date.now();
      const pingOnce = () => {
        if (!open) return;
        res.write(': ping\n\n');
        if (sessionFamilyId && Date.now() - touchedAt >= STREAM_TOUCH_MS) {
          touchedAt = Date.now();
          recordSignInActivity(ctx.db, sessionFamilyId).catch((error: unknown) =>
            request.log.warn({ err: error }, 'stream: could not record activity'),
          );
        }
      };
      // Each stream pings on a phase of its own, at most `pingEveryMs` apart: streams opened
      // together (every tab reconnecting after a restart) then do not all write in one moment,
      // which held up the requests of that moment.
      let ping: NodeJS.Timeout | undefined;
      const firstPing = setTimeout(
        () => {
          pingOnce();
          ping = setInterval(pingOnce, pingEveryMs);
          ping.unref();
        },
        Math.floor(Math.random() * pingEveryMs),
      );
      const maxLife = setTimeout(close, ctx.config.streamMaxMs ?? STREAM_MAX_MS);
      firstPing.unref();
      maxLife.unref();
      // The response's close: the client went, or the connection broke.
      res.on('close', close);
      res.on('error', close);

      res.write('retry: 2000\n\n');
      try {
        if (lastEventId > 0) {
          const since = new Date(ctx.now().getTime() - EVENTS_KEPT_MS);
          for (const event of await eventsAfter(ctx.db, userId, lastEventId, since)) write(event);
        }
      } catch (error) {
        request.log.warn({ err: error }, 'stream: catch-up failed');
      }
      const waiting = queued;
      queued = null;
      for (const event of waiting) write(event);
    },
  );
};
