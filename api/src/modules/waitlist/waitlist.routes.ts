import type { RouteModule } from '../../context.js';
import { errorResponses } from '../../context.js';
import { IdParams, MessageResponse, NoQuery } from '../common/common.schemas.js';
import {
  AcceptedOffer,
  JoinWaitlistBody,
  WaitlistEntry,
  WaitlistEntryList,
  WaitlistFigures,
  WaitlistFiguresQuery,
  WaitlistOffer,
  WaitlistOfferList,
  WaitlistSettings,
} from './waitlist.schemas.js';
import * as service from './waitlist.service.js';

const tags = ['waitlist'];

export const waitlistRoutes: RouteModule = async (app, ctx) => {
  const { authenticate, requireRole } = ctx.guards;
  const patient = [authenticate, requireRole('patient')];
  const admin = [authenticate, requireRole('admin')];

  app.post(
    '/api/waitlist',
    {
      schema: {
        tags,
        summary:
          "Wait for an earlier time: a doctor's, a specialization's, or an upcoming appointment's doctor (patients)",
        body: JoinWaitlistBody,
        response: { 201: WaitlistEntry, ...errorResponses(400, 401, 403, 404, 409) },
      },
      onRequest: patient,
    },
    async (request, reply) => {
      const entry = await service.joinWaitlist(ctx, request.actor, request.body);
      return reply.code(201).send(entry);
    },
  );

  app.get(
    '/api/waitlist',
    {
      schema: {
        tags,
        summary: "The patient's own waitlist entries still waiting, newest first",
        querystring: NoQuery,
        response: { 200: WaitlistEntryList, ...errorResponses(401, 403) },
      },
      onRequest: patient,
    },
    async (request) => service.listMyEntries(ctx, request.actor),
  );

  app.delete(
    '/api/waitlist/:id',
    {
      schema: {
        tags,
        summary: 'Leave the waitlist (the patient’s own entry)',
        params: IdParams,
        response: { 200: MessageResponse, ...errorResponses(401, 403, 404) },
      },
      onRequest: patient,
    },
    async (request) => {
      await service.leaveWaitlist(ctx, request.actor, request.params.id);
      return { message: 'You left the waitlist.' };
    },
  );

  app.get(
    '/api/waitlist/offers',
    {
      schema: {
        tags,
        summary: "The patient's own offers of the last month, newest first",
        querystring: NoQuery,
        response: { 200: WaitlistOfferList, ...errorResponses(401, 403) },
      },
      onRequest: patient,
    },
    async (request) => service.listMyOffers(ctx, request.actor),
  );

  app.post(
    '/api/waitlist/offers/:id/accept',
    {
      schema: {
        tags,
        summary:
          'Accept an offer: books the time (the first to accept gets it) and cancels the appointment it replaces',
        params: IdParams,
        response: { 201: AcceptedOffer, ...errorResponses(400, 401, 403, 404, 409) },
      },
      onRequest: patient,
    },
    async (request, reply) => {
      const accepted = await service.acceptOffer(ctx, request.actor, request.params.id, (tx, row) =>
        ctx.audit.change(tx, request, 'create', 'appointment', row.id, row.patientId),
      );
      return reply.code(201).send(accepted);
    },
  );

  app.post(
    '/api/waitlist/offers/:id/decline',
    {
      schema: {
        tags,
        summary: 'Decline an offer (the next waiting patient is offered the time)',
        params: IdParams,
        response: { 200: WaitlistOffer, ...errorResponses(401, 403, 404, 409) },
      },
      onRequest: patient,
    },
    async (request) => service.declineOffer(ctx, request.actor, request.params.id, app.waitlist),
  );

  app.get(
    '/api/waitlist/figures',
    {
      schema: {
        tags,
        summary: 'Offers sent, accepted, declined, expired and taken, and the days gained',
        querystring: WaitlistFiguresQuery,
        response: { 200: WaitlistFigures, ...errorResponses(400, 401, 403) },
      },
      onRequest: admin,
    },
    async (request) => service.figures(ctx, request.query.days ?? 90),
  );

  app.get(
    '/api/waitlist/settings',
    {
      schema: {
        tags,
        summary: 'How long an offer waits for an answer, and how many go out at once',
        querystring: NoQuery,
        response: { 200: WaitlistSettings, ...errorResponses(401, 403) },
      },
      onRequest: admin,
    },
    async () => service.readSettings(ctx),
  );

  app.put(
    '/api/waitlist/settings',
    {
      schema: {
        tags,
        summary: 'Change how long an offer waits for an answer, and how many go out at once',
        body: WaitlistSettings,
        response: { 200: WaitlistSettings, ...errorResponses(400, 401, 403) },
      },
      onRequest: admin,
    },
    async (request) => service.saveSettings(ctx, request.body),
  );
};
