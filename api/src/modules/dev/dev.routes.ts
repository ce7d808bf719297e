import Type from 'typebox';
import type { RouteModule } from '../../context.js';
import { errorResponses } from '../../context.js';
import { listOutbox } from './dev.repository.js';
import { OutboxMessage, OutboxQuery } from './dev.schemas.js';

/** Demo mode only (DEMO_MODE=1 and no SMTP_URL): the emails the server would have sent to one address. */
export const devRoutes: RouteModule = async (app, ctx) => {
  app.get(
    '/api/dev/outbox',
    {
      schema: {
        tags: ['demo'],
        summary: 'Demo outbox: the emails kept by the server for one address, newest first',
        querystring: OutboxQuery,
        response: { 200: Type.Array(OutboxMessage), ...errorResponses(400) },
      },
    },
    async (request) => {
      // Emails sent after their answer (a reset link) are in the outbox before it is read.
      await ctx.mailer.flush();
      return listOutbox(ctx.db, request.query.to);
    },
  );
};
