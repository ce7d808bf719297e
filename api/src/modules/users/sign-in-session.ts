// Starting a sign-in: the refresh cookie, its session row and the access token. Shared by the
// password step (users.service) and the second step (two-step.service).
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../context.js';
import { unauthorized } from '../../lib/http-error.js';
import { randomToken, sha256 } from '../../lib/secrets.js';
import { SESSION_EXPIRED, signAccessToken } from '../../plugins/auth.js';
import type { Role } from '../common/common.schemas.js';
import * as accountsRepo from './accounts.repository.js';
import * as sessionsRepo from './sessions.repository.js';
import type { User } from './users.schemas.js';

export const REFRESH_COOKIE = 'cc_refresh';
export const REFRESH_TTL_MS = 7 * 24 * 3600 * 1000;

export function cookieOptions(ctx: AppContext) {
  return {
    path: '/api/user',
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: ctx.config.publicUrl.startsWith('https:'),
  };
}

/** Starts a session family: a rotated refresh cookie plus a short-lived access token. */
export async function startSession(
  app: FastifyInstance,
  ctx: AppContext,
  reply: FastifyReply,
  userId: string,
  role: Role,
  familyId: string = randomUUID(),
) {
  const refreshToken = randomToken();
  await sessionsRepo.insertSession(ctx.db, {
    userId,
    familyId,
    tokenHash: sha256(refreshToken),
    expiresAt: new Date(ctx.now().getTime() + REFRESH_TTL_MS),
    userAgent: reply.request.headers['user-agent'] ?? null,
    ip: reply.request.ip,
  });
  reply.setCookie(REFRESH_COOKIE, refreshToken, {
    ...cookieOptions(ctx),
    maxAge: REFRESH_TTL_MS / 1000,
  });
  return signAccessToken(app, { userId, role }, familyId);
}

export async function loadUser(ctx: AppContext, userId: string): Promise<User> {
  const row = await accountsRepo.findUserById(ctx.db, userId);
  if (!row) throw unauthorized(SESSION_EXPIRED);
  return accountsRepo.toUser(row);
}
