import cookie from '@fastify/cookie';
import jwt from '@fastify/jwt';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/index.js';
import { AWAITING_APPROVAL, forbidden, unauthorized } from '../lib/http-error.js';
import type { Role } from '../modules/common/common.schemas.js';
import { findActor, type Actor } from '../modules/users/accounts.repository.js';
import { sessionFamilyState, touchSessionFamily } from '../modules/users/sessions.repository.js';

export type { Actor };

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller; set by `authenticate`. */
    actor: Actor;
    /** The sign-in (refresh token family) of the caller's token; null for a token without one. */
    sessionId: string | null;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    /** `sid`: the sign-in (refresh token family) the token belongs to; ended sign-ins end their tokens. */
    payload: { sub: string; role: Role; sid?: string };
    user: { sub: string; role: Role; sid?: string };
  }
}

export const ACCESS_TOKEN_TTL = '15m';
export const SESSION_EXPIRED = 'Your session has expired. Please log in again.';
/**
 * A sign-in with no request for this long ends on the server: the same time as the browser's
 * idle logoff (shared-ui/src/session/idle-logoff.ts), for a browser that was closed instead.
 */
export const SESSION_IDLE_MS = 15 * 60 * 1000;
/** A sign-in's last activity is written at most this often. */
export const SESSION_TOUCH_MS = 60 * 1000;

/** JWT signing and cookies, registered on the root instance in app.ts. */
export async function registerAuth(app: FastifyInstance, secret: string): Promise<void> {
  await app.register(cookie);
  await app.register(jwt, { secret, sign: { expiresIn: ACCESS_TOKEN_TTL } });
  app.decorateRequest('actor', null as unknown as Actor);
  app.decorateRequest('sessionId', null);
}

export function signAccessToken(
  app: FastifyInstance,
  actor: { userId: string; role: Role },
  sessionFamilyId?: string,
): string {
  return app.jwt.sign(
    sessionFamilyId
      ? { sub: actor.userId, role: actor.role, sid: sessionFamilyId }
      : { sub: actor.userId, role: actor.role },
  );
}

/** Whether a sign-in of the user is live (neither ended, expired nor idle). */
export async function isSignInLive(db: Db, sessionId: string, userId: string): Promise<boolean> {
  return (await sessionFamilyState(db, sessionId, userId, SESSION_IDLE_MS, 0)).live;
}

/** Records activity of a sign-in (an open live stream keeps it from idling out). */
export const recordSignInActivity = (db: Db, sessionId: string): Promise<void> =>
  touchSessionFamily(db, sessionId);

export type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export interface Guards {
  /** 401 unless a valid access token of a live account is sent. */
  authenticate: Hook;
  /** 403 unless the caller has one of the roles. Use after `authenticate`. */
  requireRole(...roles: Role[]): Hook;
  /** Drops the cached caller record of a user whose role, records or approval just changed. */
  forget(userId: string): void;
}

/**
 * How long a caller's record (role, patient and doctor ids, approval) is reused between requests.
 * The process that changes one forgets it at once; other processes on the same PostgreSQL
 * server see the change within this time.
 */
export const ACTOR_TTL_MS = 5_000;
const MAX_CACHED_ACTORS = 10_000;

export function createGuards(db: Db, now: () => number = Date.now): Guards {
  const actors = new Map<string, { actor: Actor; until: number }>();
  const loadActor = async (userId: string): Promise<Actor | null> => {
    const cached = actors.get(userId);
    if (cached && cached.until > now()) return cached.actor;
    const actor = await findActor(db, userId);
    if (actors.size >= MAX_CACHED_ACTORS) actors.clear();
    if (actor) actors.set(userId, { actor, until: now() + ACTOR_TTL_MS });
    else actors.delete(userId);
    return actor;
  };
  const authenticate: Hook = async (request) => {
    const header = request.headers.authorization;
    if (!header || !/^Bearer\s+\S+/i.test(header)) throw unauthorized('Please log in to continue.');
    let payload: { sub: string; sid?: string };
    try {
      payload = await request.jwtVerify<{ sub: string; role: Role; sid?: string }>();
    } catch {
      throw unauthorized(SESSION_EXPIRED);
    }
    // A token of a sign-in that ended (logout, ended from another device or by an administrator,
    // replayed refresh token, password reset, idle) is refused by every instance at once: the
    // sign-in is looked up on each request, never cached.
    if (typeof payload.sid === 'string') {
      const state = await sessionFamilyState(
        db,
        payload.sid,
        payload.sub,
        SESSION_IDLE_MS,
        SESSION_TOUCH_MS,
      );
      if (!state.live) throw unauthorized(SESSION_EXPIRED);
      if (state.stale) await touchSessionFamily(db, payload.sid);
      request.sessionId = payload.sid;
    }
    const actor = await loadActor(payload.sub);
    if (!actor) throw unauthorized(SESSION_EXPIRED);
    request.actor = actor;
  };
  const requireRole =
    (...roles: Role[]): Hook =>
    async (request) => {
      if (!roles.includes(request.actor.role)) throw forbidden(forbiddenMessage(roles));
    };
  return {
    authenticate,
    requireRole,
    forget: (userId) => void actors.delete(userId),
  };
}

/**
 * The published description's `security`, derived from each route's hooks: a route that does not
 * run `authenticate` needs no bearer token and is marked `security: []` (the document's default
 * asks for one), so the document cannot say otherwise than the code (docs/api.md, Public routes).
 * Call before the routes are registered.
 */
export function publishRouteSecurity(app: FastifyInstance, authenticate: Hook): void {
  app.addHook('onRoute', (route) => {
    const hooks = [route.onRequest, route.preValidation, route.preHandler].flat();
    const authenticated = hooks.includes(authenticate);
    const declared = (route.schema as { security?: unknown[] } | undefined)?.security;
    if (authenticated) {
      if (declared?.length === 0)
        throw new Error(
          `${String(route.method)} ${route.url} authenticates but is published as public`,
        );
      return;
    }
    // A copy: a schema object may be shared by several routes.
    route.schema = { ...route.schema, security: [] } as typeof route.schema;
  });
}

function forbiddenMessage(roles: Role[]): string {
  const names = roles.map((r) => (r === 'admin' ? 'administrators' : `${r}s`));
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0];
  return `Only ${list} can do this.`;
}

/** 403 for a doctor who is not approved yet (or has no doctor record): no patient data for them. */
export function assertMaySeePatientData(actor: Actor): void {
  if (actor.role === 'doctor' && !actor.doctorApproved) throw forbidden(AWAITING_APPROVAL);
}
