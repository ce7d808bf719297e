import { HttpError, httpErrors } from '@fastify/sensible';

// HTTP errors are @fastify/sensible's (http-errors objects). The error handler in
// plugins/errors.ts shows the message of those marked `expose`; http-errors marks every 4xx so.
export { HttpError };

export const badRequest = (message: string) => httpErrors.badRequest(message);
export const unauthorized = (message = 'Please log in to continue.') =>
  httpErrors.unauthorized(message);
export const forbidden = (message = 'You are not allowed to do this.') =>
  httpErrors.forbidden(message);
export const conflict = (message: string) => httpErrors.conflict(message);
export const tooManyRequests = (message: string) => httpErrors.tooManyRequests(message);
/** A 5xx whose message the caller may read (http-errors hides 5xx messages by default). */
export const serviceUnavailable = (message: string) =>
  httpErrors.createError(503, message, { expose: true });

/** Not found and not yours answer the same, so ids cannot be probed. */
export const notFound = (what: string) => httpErrors.notFound(`${what} not found.`);

export const AWAITING_APPROVAL = 'Your doctor account is awaiting administrator approval.';
export const DOUBLE_BOOKED = 'This time slot is already booked for this doctor.';

/** The database error `code` (e.g. 23505) naming `constraint`, also when wrapped by drizzle. */
function isViolation(error: unknown, code: string, constraint?: string): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const candidate = current as {
      code?: unknown;
      constraint?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (candidate.code === code) {
      if (!constraint) return true;
      if (candidate.constraint === constraint) return true;
      // PGlite does not always fill `constraint`; the message names it.
      return typeof candidate.message === 'string' && candidate.message.includes(constraint);
    }
    current = candidate.cause;
  }
  return false;
}

/** The database's unique-violation error (PostgreSQL code 23505). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  return isViolation(error, '23505', constraint);
}

/** The database's exclusion-violation error (PostgreSQL code 23P01), e.g. overlapping times. */
export function isExclusionViolation(error: unknown, constraint?: string): boolean {
  return isViolation(error, '23P01', constraint);
}
