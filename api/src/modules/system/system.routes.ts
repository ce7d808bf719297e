import type { RouteModule } from '../../context.js';
import { errorResponses } from '../../context.js';
import { serviceUnavailable } from '../../lib/http-error.js';
import { Health, Readiness } from './system.schemas.js';

export const systemRoutes: RouteModule = async (app, ctx) => {
  app.get(
    '/healthz',
    { schema: { tags: ['system'], summary: 'The process is alive', response: { 200: Health } } },
    async () => ({ status: 'ok' }),
  );

  app.get(
    '/readyz',
    {
      schema: {
        tags: ['system'],
        summary: 'The database answers',
        response: { 200: Readiness, ...errorResponses(503) },
      },
    },
    async (request) => {
      try {
        await ctx.database.ping();
      } catch (error) {
        request.log.error({ err: error }, 'database ping failed');
        throw serviceUnavailable('The database is not reachable.');
      }
      return { status: 'ready', database: ctx.database.kind, instance: ctx.config.instanceName };
    },
  );
};
