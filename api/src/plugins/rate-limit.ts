import type { FastifyReply, FastifyRequest } from 'fastify';
import { tooManyRequests, type HttpError } from '../lib/http-error.js';

/** A key's count in its running window, and when that window ends (ms since the epoch). */
export interface AttemptWindow {
  count: number;
  resetAt: number;
}

/**
 * Where the limits keep their counts. Every call is async so that a store shared by several API
 * processes (a table in the database, modules/rate-limits) can replace the memory one without
 * touching the limits.
 */
export interface AttemptStore {
  /** The clock the windows run on (ms since the epoch): Retry-After is counted from it. */
  now(): number;
  /** Counts one more for `key`, opening a window of `windowMs` when none is running. */
  hit(key: string, windowMs: number): Promise<AttemptWindow>;
  /** The running window of `key`, or null. */
  peek(key: string): Promise<AttemptWindow | null>;
  clear(key: string): Promise<void>;
}

/**
 * Counts kept in this process (fixed windows). At most `maxKeys` keys: expired ones are dropped
 * first, then the least recently counted, so a flood of made-up accounts cannot exhaust memory.
 */
export function createMemoryAttemptStore(
  options: { maxKeys?: number; now?: () => number } = {},
): AttemptStore {
  const maxKeys = options.maxKeys ?? 100_000;
  const now = options.now ?? Date.now;
  const windows = new Map<string, AttemptWindow>();

  const live = (key: string): AttemptWindow | null => {
    const window = windows.get(key);
    if (!window) return null;
    if (window.resetAt > now()) return window;
    windows.delete(key);
    return null;
  };

  const makeRoom = () => {
    if (windows.size < maxKeys) return;
    const at = now();
    for (const [key, window] of windows) if (window.resetAt <= at) windows.delete(key);
    // Map order is insertion order, and hit() re-inserts: the first keys are the least recent.
    for (const key of windows.keys()) {
      if (windows.size < maxKeys) break;
      windows.delete(key);
    }
  };

  return {
    now,
    async hit(key, windowMs) {
      const window = live(key) ?? { count: 0, resetAt: now() + windowMs };
      window.count += 1;
      windows.delete(key);
      makeRoom();
      windows.set(key, window);
      return { ...window };
    },
    async peek(key) {
      const window = live(key);
      return window ? { ...window } : null;
    },
    async clear(key) {
      windows.delete(key);
    },
  };
}

/**
 * 429 with Retry-After: "Too many attempts. Please wait N seconds and try again." `now` is the
 * clock of the store that gave `resetAt`.
 */
export function tooMany(
  reply: FastifyReply,
  resetAt: number,
  what: string = 'attempts',
  now = Date.now(),
): HttpError {
  const seconds = Math.max(1, Math.ceil((resetAt - now) / 1000));
  reply.header('retry-after', String(seconds));
  const wait = seconds > 1 ? `${seconds} seconds` : 'a second';
  return tooManyRequests(`Too many ${what}. Please wait ${wait} and try again.`);
}

const MINUTE = 60_000;

/** The account a sign-in route is about: the email of its body, trimmed and lower-cased. */
function accountOf(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

/**
 * Two limits for an account route (register, verify, resend, forgot, reset): `max` attempts a
 * minute from one IP address, and `max` for one account (the email in the body), so that neither
 * one address nor one account's inbox can be hammered. Returns a preHandler (it runs after
 * validation, so the email is known).
 */
export function attemptLimits(store: AttemptStore, route: string, max: number) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    for (const key of [`${route}:ip:${request.ip}`, `${route}:account:${accountOf(request)}`]) {
      const window = await store.hit(key, MINUTE);
      if (window.count > max) throw tooMany(reply, window.resetAt, 'attempts', store.now());
    }
  };
}

export interface SignInLimitOptions {
  /** Attempts a minute for one account from one address (then 429); the address gets 3 times as many. */
  max: number;
  /** Failed sign-ins of an account, from all addresses, before each attempt is slowed down. */
  freeFailures: number;
  /** The first delay; each further failure doubles it, up to `maxDelayMs`. */
  delayMs: number;
  maxDelayMs: number;
  /** How long an account's failures are remembered. */
  failureWindowMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

/** The wait before an attempt on an account that has failed `failures` times recently. */
export function signInDelay(failures: number, options: SignInLimitOptions): number {
  const over = failures - options.freeFailures;
  if (over < 0) return 0;
  return Math.min(options.delayMs * 2 ** Math.min(over, 30), options.maxDelayMs);
}

/**
 * Sign-in limits that cannot lock the owner out (ASVS 6.3): hard limits only per address and per
 * (account, address) pair, so an attacker's addresses run out without touching the owner's; for
 * the account itself, failures from all addresses only slow every further attempt down. Returns
 * the route's preHandler and onSend hooks. A failure is counted before its answer leaves (onSend,
 * not onResponse): a client that sends the next attempt the moment it reads a 401 must find that
 * failure counted, on this instance or another.
 */
export function signInLimits(store: AttemptStore, route: string, options: SignInLimitOptions) {
  const failureWindowMs = options.failureWindowMs ?? 15 * MINUTE;
  const sleep =
    options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const failuresKey = (request: FastifyRequest) => `${route}:failures:${accountOf(request)}`;
  return {
    preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
      const address = await store.hit(`${route}:ip:${request.ip}`, MINUTE);
      if (address.count > options.max * 3)
        throw tooMany(reply, address.resetAt, 'attempts', store.now());
      const pair = await store.hit(`${route}:pair:${accountOf(request)}:${request.ip}`, MINUTE);
      if (pair.count > options.max) throw tooMany(reply, pair.resetAt, 'attempts', store.now());
      const failures = await store.peek(failuresKey(request));
      const delay = signInDelay(failures?.count ?? 0, options);
      if (delay > 0) await sleep(delay);
    },
    onSend: async <T>(request: FastifyRequest, reply: FastifyReply, payload: T): Promise<T> => {
      if (reply.statusCode === 401) await store.hit(failuresKey(request), failureWindowMs);
      return payload;
    },
  };
}

/** `max` uploads a minute per signed-in user; an onRequest hook placed after authentication. */
export function uploadLimit(store: AttemptStore, route: string, max: number) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const window = await store.hit(`${route}:user:${request.actor.userId}`, MINUTE);
    if (window.count > max) throw tooMany(reply, window.resetAt, 'uploads', store.now());
  };
}

/**
 * Writes that reach another person: each notifies, emails or interrupts somebody, so one account
 * cannot flood another's inbox (or a doctor's day). Counted per user and kind in the shared store,
 * so every instance draws on one budget; `what` names them in the 429.
 */
export const WRITE_LIMITS = {
  message: { perMinute: 20, perDay: 500, what: 'messages' },
  appointment: { perMinute: 20, perDay: 300, what: 'appointment changes' },
  careRequest: { perMinute: 5, perDay: 50, what: 'care requests' },
  careAnswer: { perMinute: 10, perDay: 100, what: 'care team changes' },
  emergencyAccess: { perMinute: 2, perDay: 10, what: 'emergency access requests' },
  healthComplaint: { perMinute: 10, perDay: 100, what: 'health complaints' },
  plan: { perMinute: 20, perDay: 300, what: 'plans' },
  feedback: { perMinute: 10, perDay: 100, what: 'feedback entries' },
  invitation: { perMinute: 5, perDay: 30, what: 'invitations' },
  administratorRemoval: { perMinute: 5, perDay: 30, what: 'administrator removals' },
} as const;

export type WriteKind = keyof typeof WRITE_LIMITS;

const DAY = 24 * 60 * MINUTE;

/**
 * A preHandler (after authentication and validation) counting one `kind` write of the signed-in
 * user: more than the minute's or the day's allowance answers 429 "Too many messages. Please wait
 * N seconds and try again." `scale` multiplies both (RATE_LIMIT_WRITES; the tests raise it).
 */
export function writeLimit(store: AttemptStore, kind: WriteKind, scale = 1) {
  const limit = WRITE_LIMITS[kind];
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const user = request.actor.userId;
    for (const [window, ms, max] of [
      ['minute', MINUTE, limit.perMinute],
      ['day', DAY, limit.perDay],
    ] as const) {
      const count = await store.hit(`write:${kind}:${window}:user:${user}`, ms);
      if (count.count > max * scale) throw tooMany(reply, count.resetAt, limit.what, store.now());
    }
  };
}
