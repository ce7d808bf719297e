import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { HttpError } from '../lib/http-error.js';

export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, `Too many attempts. Please wait ${context.after} and try again.`),
  });
}

/**
 * Two limits for a sign-in route: `max` attempts per minute from one IP address, and `max` per
 * account (the email in the body), so that neither one address nor one account can be hammered.
 */
export function attemptLimits(
  app: FastifyInstance,
  route: string,
  max: number,
): preHandlerAsyncHookHandler[] {
  const accountOf = (request: FastifyRequest) => {
    const email = (request.body as { email?: unknown } | undefined)?.email;
    return typeof email === 'string' ? email.trim().toLowerCase() : '';
  };
  return [
    app.rateLimit({
      max,
      timeWindow: 60_000,
      keyGenerator: (request) => `${route}:ip:${request.ip}`,
    }),
    app.rateLimit({
      max,
      timeWindow: 60_000,
      keyGenerator: (request) => `${route}:account:${accountOf(request)}`,
    }),
  ] as preHandlerAsyncHookHandler[];
}
