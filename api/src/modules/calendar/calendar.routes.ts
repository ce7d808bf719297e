import Type from 'typebox';
import type { RouteModule } from '../../context.js';
import { errorResponses } from '../../context.js';
import { DoctorIdParams } from '../common/common.schemas.js';
import { CalendarFeedLink, CalendarFeedParams, CalendarFeedStatus } from './calendar.schemas.js';
import { createFeed, feedDocument, feedStatus, revokeFeed } from './calendar.service.js';

const tags = ['calendar'];
const errors = errorResponses(400, 401, 403, 404);

/** A doctor's private calendar feed: the secret link, and the feed calendar apps read through it. */
export const calendarRoutes: RouteModule = async (app, ctx) => {
  const { authenticate, requireRole } = ctx.guards;
  const manage = { onRequest: [authenticate, requireRole('doctor', 'admin')] };

  app.get(
    '/api/doctor/calendar-feed/:doctorId',
    {
      schema: {
        tags,
        summary: 'Whether the doctor has a calendar feed link (the doctor or an administrator)',
        params: DoctorIdParams,
        response: { 200: CalendarFeedStatus, ...errors },
      },
      ...manage,
    },
    async (request) => feedStatus(ctx, request.actor, request.params.doctorId),
  );

  app.post(
    '/api/doctor/calendar-feed/:doctorId',
    {
      schema: {
        tags,
        summary: 'A new calendar feed link; any earlier link stops working (shown only once)',
        params: DoctorIdParams,
        response: { 200: CalendarFeedLink, ...errors },
      },
      ...manage,
    },
    async (request) => createFeed(ctx, request, request.params.doctorId),
  );

  app.delete(
    '/api/doctor/calendar-feed/:doctorId',
    {
      schema: {
        tags,
        summary: "Turn the doctor's calendar feed link off",
        params: DoctorIdParams,
        response: { 204: Type.Null(), ...errors },
      },
      ...manage,
    },
    async (request, reply) => {
      await revokeFeed(ctx, request, request.params.doctorId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/calendar/:secret.ics',
    {
      schema: {
        tags,
        summary:
          "A doctor's appointments as iCalendar (no sign-in: the secret in the link is the key)",
        params: CalendarFeedParams,
        response: {
          200: {
            description: 'The appointments from 60 days ago to 365 days ahead (at most 2,000)',
            content: { 'text/calendar': { schema: Type.String() } },
          },
          ...errorResponses(404, 429),
        },
      },
    },
    async (request, reply) => {
      const document = await feedDocument(ctx, request, reply, request.params.secret);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .send(document);
    },
  );
};
