import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http-error.js';

export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, { global: false });
}

/**
 * Two limits for a sign-in route: `max` attempts per minute from one IP address, and `max` per
 * account (the email in the body), so that neither one address nor one account can be hammered.
 * Returns a preHandler (it runs after validation, so the email is known).
 */
export function attemptLimits(app: FastifyInstance, route: string, max: number) {
  const accountOf = (request: FastifyRequest) => {
    const email = (request.body as { email?: unknown } | undefined)?.email;
    return typeof email === 'string' ? email.trim().toLowerCase() : '';
  };
  const limiters = [
    app.createRateLimit({
      max,
      timeWindow: 60_000,
      keyGenerator: (request) => `${route}:ip:${request.ip}`,
    }),
    app.createRateLimit({
      max,
      timeWindow: 60_000,
      keyGenerator: (request) => `${route}:account:${accountOf(request)}`,
    }),
  ];
  return async (request: FastifyRequest, reply: FastifyReply) => {
    for (const limiter of limiters) {
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', String(result.ttlInSeconds));
        const wait = result.ttlInSeconds > 1 ? `${result.ttlInSeconds} seconds` : 'a second';
        throw new HttpError(429, `Too many attempts. Please wait ${wait} and try again.`);
      }
    }
  };
}
