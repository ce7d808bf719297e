import type { RouteModule } from '../../context.js';
import { errorResponses, setTotal } from '../../context.js';
import { notFound } from '../../lib/http-error.js';
import { paging } from '../../lib/paging.js';
import { IdParams, ListQuery, MessageResponse, UserIdParams } from '../common/common.schemas.js';
import { deleteNotification, listNotifications, markAllRead } from './notifications.repository.js';
import { NotificationList } from './notifications.schemas.js';

const tags = ['notifications'];

export const notificationsRoutes: RouteModule = async (app, ctx) => {
  const { authenticate } = ctx.guards;

  app.get(
    '/api/notify/get/:userId',
    {
      schema: {
        tags,
        summary: 'Your notifications, newest first (an empty list when there are none)',
        params: UserIdParams,
        querystring: ListQuery,
        response: { 200: NotificationList, ...errorResponses(400, 401, 404) },
      },
      onRequest: [authenticate],
    },
    async (request, reply) => {
      if (request.actor.userId !== request.params.userId) throw notFound('User');
      const page = await listNotifications(ctx.db, request.actor.userId, paging(request.query));
      setTotal(reply, page.total);
      return page.rows;
    },
  );

  app.patch(
    '/api/notify/read/:userId',
    {
      schema: {
        tags,
        summary: 'Mark all your notifications as read',
        params: UserIdParams,
        response: { 200: MessageResponse, ...errorResponses(400, 401, 404) },
      },
      onRequest: [authenticate],
    },
    async (request) => {
      if (request.actor.userId !== request.params.userId) throw notFound('User');
      const n = await markAllRead(ctx.db, request.actor.userId);
      return { message: `${n} notification${n === 1 ? '' : 's'} marked as read` };
    },
  );

  app.delete(
    '/api/notify/:id',
    {
      schema: {
        tags,
        summary: 'Delete one of your notifications',
        params: IdParams,
        response: { 200: MessageResponse, ...errorResponses(400, 401, 404) },
      },
      onRequest: [authenticate],
    },
    async (request) => {
      if (!(await deleteNotification(ctx.db, request.params.id, request.actor.userId)))
        throw notFound('Notification');
      return { message: 'Notification deleted' };
    },
  );
};
