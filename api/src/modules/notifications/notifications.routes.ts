import type { RouteModule } from '../../context.js';
import { errorResponses, setTotal } from '../../context.js';
import { notFound } from '../../lib/http-error.js';
import { paging } from '../../lib/paging.js';
import { IdParams, ListQuery, MessageResponse, UserIdParams } from '../common/common.schemas.js';
import {
  countUnread,
  deleteNotification,
  findEmailCopies,
  listNotifications,
  markAllRead,
  markOneRead,
  saveEmailCopies,
} from './notifications.repository.js';
import {
  NOTIFICATION_KINDS,
  NotificationList,
  NotificationPreferences,
  UnreadCount,
  type EmailCopies,
} from './notifications.schemas.js';

/** Every kind, on unless the user turned it off. */
function withDefaults(saved: Record<string, boolean>): Required<EmailCopies> {
  return Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => [kind, saved[kind] !== false]),
  ) as Required<EmailCopies>;
}

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

  app.patch(
    '/api/notify/:id/read',
    {
      schema: {
        tags,
        summary: 'Mark one of your notifications as read',
        params: IdParams,
        response: { 200: MessageResponse, ...errorResponses(400, 401, 404) },
      },
      onRequest: [authenticate],
    },
    async (request) => {
      if (!(await markOneRead(ctx.db, request.params.id, request.actor.userId)))
        throw notFound('Notification');
      return { message: 'Notification marked as read' };
    },
  );

  app.get(
    '/api/notify/unread',
    {
      schema: {
        tags,
        summary: 'How many of your notifications are unread',
        response: { 200: UnreadCount, ...errorResponses(401) },
      },
      onRequest: [authenticate],
    },
    async (request) => ({ count: await countUnread(ctx.db, request.actor.userId) }),
  );

  app.get(
    '/api/notify/preferences',
    {
      schema: {
        tags,
        summary: 'Which kinds of notification you also get by email',
        response: { 200: NotificationPreferences, ...errorResponses(401) },
      },
      onRequest: [authenticate],
    },
    async (request) => ({
      emailCopies: withDefaults(await findEmailCopies(ctx.db, request.actor.userId)),
    }),
  );

  app.put(
    '/api/notify/preferences',
    {
      schema: {
        tags,
        summary: 'Choose which kinds of notification you also get by email',
        description: 'Kinds left out keep their setting; every kind is on until turned off.',
        body: NotificationPreferences,
        response: { 200: NotificationPreferences, ...errorResponses(400, 401) },
      },
      onRequest: [authenticate],
    },
    async (request) => {
      await saveEmailCopies(ctx.db, request.actor.userId, request.body.emailCopies);
      return { emailCopies: withDefaults(await findEmailCopies(ctx.db, request.actor.userId)) };
    },
  );
};
