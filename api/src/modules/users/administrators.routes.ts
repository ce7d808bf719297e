import type { RouteModule } from '../../context.js';
import { errorResponses } from '../../context.js';
import { ACCOUNT_BODY_LIMIT } from '../../lib/json-body.js';
import { administratorInvitationEmail } from '../../mail/templates/administrator-invitation.js';
import { writeLimit } from '../../plugins/rate-limit.js';
import { securityFields } from '../../plugins/security.js';
import {
  AdministratorList,
  InvitationResponse,
  InviteAdministratorBody,
} from './administrators.schemas.js';
import { INVITED, inviteAdministrator, listAdministrators } from './administrators.service.js';

const tags = ['users'];

export const administratorsRoutes: RouteModule = async (app, ctx) => {
  const { authenticate, requireRole } = ctx.guards;

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
      const { actor } = request;
      const invitation = await inviteAdministrator(ctx, request.body, {
        userId: actor.userId,
        name: `${actor.firstName} ${actor.lastName}`,
        ip: request.ip || null,
      });
      const invited = invitation.administrator;
      request.log.info(
        {
          event: 'administrator-invited',
          userId: invited._id,
          by: actor.userId,
          ...securityFields(request),
        },
        'administrator invited',
      );
      await ctx.mailer.send({
        to: invited.email,
        ...administratorInvitationEmail(
          invited.firstName,
          `${actor.firstName} ${actor.lastName}`,
          invitation.link,
          invitation.token,
        ),
      });
      return reply.code(201).send({ message: INVITED, administrator: invited });
    },
  );
};
