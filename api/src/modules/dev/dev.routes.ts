import Type from 'typebox';
import type { RouteModule } from '../../context.js';
import { listOutbox } from './dev.repository.js';
import { OutboxMessage, OutboxQuery } from './dev.schemas.js';

/** Demo mode only (no SMTP_URL, not production): the emails the server would have sent. */
export const devRoutes: RouteModule = async (app, ctx) => {
  app.get(
    '/api/dev/outbox',
    {
      schema: {
        tags: ['demo'],
        summary: 'Demo outbox: emails kept by the server, newest first',
        querystring: OutboxQuery,
        response: { 200: Type.Array(OutboxMessage) },
      },
    },
    async (request) => {
      // Emails sent after their answer (a reset link) are in the outbox before it is read.
      await ctx.mailer.flush();
      return listOutbox(ctx.db, request.query.to);
    },
  );
};
