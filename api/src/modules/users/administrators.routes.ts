import type { FastifyRequest } from 'fastify';
import type { RouteModule } from '../../context.js';
import { errorResponses } from '../../context.js';
import { ACCOUNT_BODY_LIMIT } from '../../lib/json-body.js';
import { administratorInvitationEmail } from '../../mail/templates/administrator-invitation.js';
import { writeLimit } from '../../plugins/rate-limit.js';
import { securityFields } from '../../plugins/security.js';
import { IdParams } from '../common/common.schemas.js';
import {
  AdministratorList,
  InvitationResponse,
  InviteAdministratorBody,
} from './administrators.schemas.js';
import {
  type Acting,
  INVITATION_RESENT,
  INVITED,
  inviteAdministrator,
  listAdministrators,
  removeAdministrator,
  REMOVED,
  resendInvitation,
  type Invitation,
} from './administrators.service.js';

const tags = ['users'];

export const administratorsRoutes: RouteModule = async (app, ctx) => {
  const { authenticate, requireRole } = ctx.guards;

  const acting = (request: FastifyRequest): Acting => ({
    userId: request.actor.userId,
    name: `${request.actor.firstName} ${request.actor.lastName}`,
    ip: request.ip || null,
  });

  const sendInvitation = (invitation: Invitation, by: Acting) =>
    ctx.mailer.send({
      to: invitation.administrator.email,
      ...administratorInvitationEmail(
        invitation.administrator.firstName,
        by.name,
        invitation.link,
        invitation.token,
      ),
    });

  app.get(
    '/api/admin/administrators',
    {
      schema: {
        tags,
        summary:
          'The clinic’s administrators: names, email, two-step sign-in, invitation pending (administrators)',
        response: { 200: AdministratorList, ...errorResponses(401, 403) },
      },
      onRequest: [authenticate, requireRole('admin')],
    },
    async () => listAdministrators(ctx),
  );

  app.post(
    '/api/admin/administrators',
    {
      schema: {
        tags,
        summary: 'Invite an administrator (administrators)',
        description:
          'Creates the account with no password and emails a single-use link (72 hours) to choose one; the first sign-in then makes them set up an authenticator app. 409 when the address already has an account. Recorded, and every other administrator is notified.',
        body: InviteAdministratorBody,
        response: { 201: InvitationResponse, ...errorResponses(400, 401, 403, 409, 429) },
      },
      bodyLimit: ACCOUNT_BODY_LIMIT,
      onRequest: [authenticate, requireRole('admin')],
      preHandler: writeLimit(ctx.attempts, 'invitation', ctx.config.rateLimitWrites),
    },
    async (request, reply) => {
      const by = acting(request);
      const invitation = await inviteAdministrator(ctx, request.body, by);
      const invited = invitation.administrator;
      request.log.info(
        {
          event: 'administrator-invited',
          userId: invited._id,
          by: by.userId,
          ...securityFields(request),
        },
        'administrator invited',
      );
      await sendInvitation(invitation, by);
      return reply.code(201).send({ message: INVITED, administrator: invited });
    },
  );

  app.post(
    '/api/admin/administrators/:id/invitation',
    {
      schema: {
        tags,
        summary: 'Send an invitation again (administrators)',
        description:
          'For an administrator who has not chosen a password yet: a new link (72 hours) is emailed and the earlier ones stop working. 409 once the password is chosen. Recorded.',
        params: IdParams,
        response: { 200: InvitationResponse, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
      onRequest: [authenticate, requireRole('admin')],
      preHandler: writeLimit(ctx.attempts, 'invitation', ctx.config.rateLimitWrites),
    },
    async (request) => {
      const by = acting(request);
      const invitation = await resendInvitation(ctx, request.params.id, by);
      request.log.info(
        {
          event: 'administrator-invitation-resent',
          userId: request.params.id,
          by: by.userId,
          ...securityFields(request),
        },
        'administrator invitation sent again',
      );
      await sendInvitation(invitation, by);
      return { message: INVITATION_RESENT, administrator: invitation.administrator };
    },
  );

  app.delete(
    '/api/admin/administrators/:id',
    {
      schema: {
        tags,
        summary: 'Remove an administrator (administrators)',
        description:
          'Closes the account (its personal data is wiped, the address can be used again) and ends its sign-ins everywhere. Nobody removes themselves: 400. Recorded, and every other administrator is notified.',
        params: IdParams,
        response: { 200: InvitationResponse, ...errorResponses(400, 401, 403, 404, 429) },
      },
      onRequest: [authenticate, requireRole('admin')],
      preHandler: writeLimit(ctx.attempts, 'administratorRemoval', ctx.config.rateLimitWrites),
    },
    async (request) => {
      const by = acting(request);
      const removed = await removeAdministrator(ctx, request.params.id, by);
      // This process's cached caller record goes now; the others' within seconds.
      ctx.guards.forget(removed._id);
      request.log.warn(
        {
          event: 'administrator-removed',
          userId: removed._id,
          by: by.userId,
          ...securityFields(request),
        },
        'administrator removed',
      );
      return { message: REMOVED, administrator: removed };
    },
  );
};
