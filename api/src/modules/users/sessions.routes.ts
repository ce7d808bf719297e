// Sessions the user controls: the signed-in devices of an account, and ending them.
import type { FastifyRequest } from 'fastify';
import type { RouteModule } from '../../context.js';
import { errorResponses } from '../../context.js';
import { notFound } from '../../lib/http-error.js';
import { describePlace, describeUserAgent } from '../../lib/user-agent.js';
import { SESSION_IDLE_MS } from '../../plugins/auth.js';
import { securityFields } from '../../plugins/security.js';
import { UserIdParams } from '../common/common.schemas.js';
import * as accountsRepo from './accounts.repository.js';
import * as sessionsRepo from './sessions.repository.js';
import { EndedSignIns, SessionIdParams, SignInList, type SignIn } from './users.schemas.js';
import { endSignIns } from './users.service.js';

const tags = ['users'];

export const SIGNED_OUT_DEVICE = 'That device is signed out.';
export const SIGNED_OUT_OTHERS = 'Every other device is signed out.';
export const SIGNED_OUT_ALL = 'Every sign-in of this account has ended.';

export const sessionsRoutes: RouteModule = async (app, ctx) => {
  const { authenticate, requireRole } = ctx.guards;

  const listOf = async (userId: string, current: string | null): Promise<SignIn[]> =>
    (await sessionsRepo.listSignIns(ctx.db, userId, SESSION_IDLE_MS)).map((row) => ({
      _id: row.familyId,
      ...describeUserAgent(row.userAgent),
      place: describePlace(row.ip),
      ...(row.ip ? { ip: row.ip } : {}),
      signedInAt: row.signedInAt,
      lastActiveAt: row.lastActiveAt,
      current: row.familyId === current,
    }));

  /** Ending sign-ins is a security event: who ended whose, how many, from where. */
  const logEnded = (request: FastifyRequest, userId: string, ended: number, scope: string) =>
    request.log.info(
      {
        event: 'session.end',
        scope,
        userId,
        byUserId: request.actor.userId,
        byRole: request.actor.role,
        ended,
        ...securityFields(request),
      },
      'sign-ins ended',
    );

  app.get(
    '/api/user/sessions',
    {
      schema: {
        tags,
        summary: 'Your signed-in devices: device, browser, kind of network, last active',
        description: `A sign-in with no request for ${SESSION_IDLE_MS / 60_000} minutes has ended and is not listed.`,
        response: { 200: SignInList, ...errorResponses(401) },
      },
      onRequest: [authenticate],
    },
    async (request) => listOf(request.actor.userId, request.sessionId),
  );

  app.post(
    '/api/user/sessions/end-others',
    {
      schema: {
        tags,
        summary: 'Sign out every other device (this sign-in stays)',
        response: { 200: EndedSignIns, ...errorResponses(401) },
      },
      onRequest: [authenticate],
    },
    async (request) => {
      const { userId } = request.actor;
      const ended = await endSignIns(ctx, userId, undefined, request.sessionId ?? undefined);
      logEnded(request, userId, ended.length, 'others');
      return { message: SIGNED_OUT_OTHERS, ended: ended.length };
    },
  );

  app.delete(
    '/api/user/sessions/:sessionId',
    {
      schema: {
        tags,
        summary: 'Sign out one of your devices (its tokens and live updates end at once)',
        params: SessionIdParams,
        response: { 200: EndedSignIns, ...errorResponses(400, 401, 404) },
      },
      onRequest: [authenticate],
    },
    async (request) => {
      const { userId } = request.actor;
      const ended = await endSignIns(ctx, userId, [request.params.sessionId]);
      if (ended.length === 0) throw notFound('Sign-in');
      logEnded(request, userId, ended.length, 'one');
      return { message: SIGNED_OUT_DEVICE, ended: ended.length };
    },
  );

  app.get(
    '/api/user/sessions/user/:userId',
    {
      schema: {
        tags,
        summary: "A user's signed-in devices (administrators)",
        params: UserIdParams,
        response: { 200: SignInList, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: [authenticate, requireRole('admin')],
    },
    async (request) => {
      const { userId } = request.params;
      if (!(await accountsRepo.findUserById(ctx.db, userId))) throw notFound('User');
      return listOf(userId, request.actor.userId === userId ? request.sessionId : null);
    },
  );

  app.delete(
    '/api/user/sessions/user/:userId',
    {
      schema: {
        tags,
        summary: 'End every sign-in of a user (administrators)',
        description:
          'The user is signed out on every device at once: tokens, refresh cookies and live updates. Logged as a security event.',
        params: UserIdParams,
        response: { 200: EndedSignIns, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: [authenticate, requireRole('admin')],
    },
    async (request) => {
      const { userId } = request.params;
      if (!(await accountsRepo.findUserById(ctx.db, userId))) throw notFound('User');
      const ended = await endSignIns(ctx, userId, undefined);
      logEnded(request, userId, ended.length, 'all');
      return { message: SIGNED_OUT_ALL, ended: ended.length };
    },
  );
};
