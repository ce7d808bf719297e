import type { RouteModule } from '../../context.js';
import { errorResponses } from '../../context.js';
import { FailedReminderList } from './reminders.schemas.js';

const tags = ['reminders'];

export const remindersRoutes: RouteModule = async (app, ctx) => {
  const { authenticate, requireRole } = ctx.guards;

  app.get(
    '/api/reminders/failed',
    {
      schema: {
        tags,
        summary:
          'Appointment reminders whose email failed on every try (the first and 3 retries), newest first',
        response: { 200: FailedReminderList, ...errorResponses(401, 403) },
      },
      onRequest: [authenticate, requireRole('admin')],
    },
    async () => ctx.reminders.listFailed(),
  );
};
