import Type from 'typebox';
import type { RouteModule } from '../../context.js';
import { errorResponses } from '../../context.js';
import { IdParams } from '../common/common.schemas.js';
import { IceConfig, SignalBody, SignalList, SignalsQuery, VideoRoom } from './video.schemas.js';
import * as service from './video.service.js';

const tags = ['video'];
const errors = errorResponses(400, 401, 403, 404, 409);

export const videoRoutes: RouteModule = async (app, ctx) => {
  // Any signed-in account: the service lets in the visit's patient and doctor only.
  const parties = [ctx.guards.authenticate];

  app.get(
    '/api/video/:id',
    {
      schema: {
        tags,
        summary: "A video visit's room: when it opens, who waits, whether the patient is in",
        params: IdParams,
        response: { 200: VideoRoom, ...errors },
      },
      onRequest: parties,
    },
    async (request) => service.room(ctx, request.actor, request.params.id),
  );

  app.post(
    '/api/video/:id/join',
    {
      schema: {
        tags,
        summary: 'Join the visit: the patient waits to be let in; the doctor opens it',
        params: IdParams,
        response: { 200: VideoRoom, ...errors },
      },
      onRequest: parties,
    },
    async (request) => service.join(ctx, request.actor, request.params.id),
  );

  app.post(
    '/api/video/:id/admit',
    {
      schema: {
        tags,
        summary: 'Let the waiting patient in (the doctor)',
        params: IdParams,
        response: { 200: VideoRoom, ...errors },
      },
      onRequest: parties,
    },
    async (request) => service.admit(ctx, request.actor, request.params.id),
  );

  app.post(
    '/api/video/:id/leave',
    {
      schema: {
        tags,
        summary: 'Hang up; the other party is told',
        params: IdParams,
        response: { 200: VideoRoom, ...errors },
      },
      onRequest: parties,
    },
    async (request) => service.leave(ctx, request.actor, request.params.id),
  );

  app.post(
    '/api/video/:id/signals',
    {
      schema: {
        tags,
        summary: 'Send the other party an offer, an answer or an ICE candidate',
        description:
          'Only once the doctor has let the patient in. The other party hears of it on the live stream (a `video` event) and reads it from GET /api/video/{id}/signals.',
        params: IdParams,
        body: SignalBody,
        response: { 204: Type.Null(), ...errors, ...errorResponses(429) },
      },
      onRequest: parties,
    },
    async (request, reply) => {
      await service.signal(ctx, request.actor, request.params.id, request.body);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/video/:id/signals',
    {
      schema: {
        tags,
        summary: 'The signals sent to you after `after`, oldest first, with the room',
        params: IdParams,
        querystring: SignalsQuery,
        response: { 200: SignalList, ...errors },
      },
      onRequest: parties,
    },
    async (request) =>
      service.signals(ctx, request.actor, request.params.id, request.query.after ?? 0),
  );

  app.get(
    '/api/video/:id/ice',
    {
      schema: {
        tags,
        summary: "The TURN relay's address and credentials that expire (coturn's REST scheme)",
        params: IdParams,
        response: { 200: IceConfig, ...errors },
      },
      onRequest: parties,
    },
    async (request) => service.iceConfig(ctx, request.actor, request.params.id),
  );
};
