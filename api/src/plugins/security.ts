// Response rules every route shares: personal data is never cached, and every refused call is
// logged (who, from where, which route, what answer) without secrets.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { badRequest } from '../lib/http-error.js';
import { sha256 } from '../lib/secrets.js';

export interface RouteEntry {
  method: string;
  url: string;
  /** The route's input schemas (TypeBox / JSON Schema), for tests that generate requests. */
  schema: { body?: unknown; querystring?: unknown; params?: unknown };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after registerSecurity (the authorisation matrix test reads it). */
    routeList: RouteEntry[];
  }
  interface FastifyRequest {
    /** Set by a handler that already logged its own security event (login), so it is not logged twice. */
    securityLogged: boolean;
  }
}

/** The docs are the only /api/* responses without personal data; everything else is no-store. */
export function mayBeCached(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return !path.startsWith('/api/') || path === '/api/docs' || path.startsWith('/api/docs/');
}

/** True when a string anywhere in the value holds U+0000, which PostgreSQL text cannot store. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (!value || typeof value !== 'object' || depth > 64) return false;
  const items = Array.isArray(value) ? value : [...Object.keys(value), ...Object.values(value)];
  return items.some((item) => containsNul(item, depth + 1));
}

/** Answers that refuse a caller: no or a bad token, wrong role, not found / not yours, too many tries. */
const DENIED = new Set([401, 403, 404, 429]);

/** A stable pseudonym for an email in logs (the address itself is not logged). */
export function emailHash(email: string): string {
  return sha256(`careconnect-log:${email.trim().toLowerCase()}`).slice(0, 16);
}

/** The fields of a security event: never a password, token, cookie or code. */
export function securityFields(request: FastifyRequest) {
  return {
    ip: request.ip,
    method: request.method,
    // The route pattern, not the URL: no ids, tokens or search text.
    route: request.routeOptions.url ?? 'unknown',
  };
}

/** The app's routes, as registered (one entry per method). */
export function listRoutes(app: FastifyInstance): RouteEntry[] {
  return [...app.routeList];
}

/**
 * helmet's response headers for these options. They do not depend on the request, so they are
 * worked out once at start (helmet's own plugin rebuilds its middleware on every request).
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return headers;
}

/** Sets helmet's headers (see helmetHeaders) on every response. */
export function registerHelmet(app: FastifyInstance, options: HelmetOptions): void {
  const headers = helmetHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

export function registerSecurity(app: FastifyInstance): void {
  app.decorateRequest('securityLogged', false);
  const routes: RouteEntry[] = [];
  app.decorate('routeList', routes);
  app.addHook('onRoute', (route) => {
    const { body, querystring, params } = route.schema ?? {};
    for (const method of [route.method].flat())
      routes.push({ method, url: route.url, schema: { body, querystring, params } });
  });

  app.addHook('preValidation', async (request) => {
    if (containsNul(request.body) || containsNul(request.query) || containsNul(request.params))
      throw badRequest('Text cannot contain the NUL character.');
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!mayBeCached(request.url)) {
      reply.header('cache-control', 'no-store');
      reply.header('pragma', 'no-cache');
    }
    return payload;
  });

  app.addHook('onResponse', async (request, reply) => {
    const status = reply.statusCode;
    if (!DENIED.has(status) || request.securityLogged) return;
    // An unknown URL is not an access decision about anyone's data.
    if (status === 404 && !request.routeOptions.url) return;
    request.log.warn(
      {
        event: 'access.denied',
        outcome: status === 429 ? 'rate-limited' : 'denied',
        status,
        userId: request.actor?.userId,
        ...securityFields(request),
      },
      'access denied',
    );
  });
}
