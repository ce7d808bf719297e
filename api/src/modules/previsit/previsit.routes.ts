import type { RouteModule } from '../../context.js';
import { errorResponses } from '../../context.js';
import { toIsoDateTime } from '../../lib/dates.js';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../lib/http-error.js';
import { assertMaySeePatientData } from '../../plugins/auth.js';
import { IdParams, NoQuery } from '../common/common.schemas.js';
import * as repo from './previsit.repository.js';
import {
  CheckInBody,
  Previsit,
  PrevisitStateList,
  PrevisitStateQuery,
  PublishQuestionnaireBody,
  QuestionnaireVersion,
  QuestionnaireVersionList,
  SaveAnswersBody,
} from './previsit.schemas.js';
import * as service from './previsit.service.js';

const tags = ['previsit'];
export const PUBLISHED_MEANWHILE =
  'Another administrator published the questionnaire at the same time. Reload and try again.';

export const previsitRoutes: RouteModule = async (app, ctx) => {
  const { authenticate, requireRole } = ctx.guards;

  app.get(
    '/api/questionnaire',
    {
      schema: {
        tags,
        summary: 'The current version of the pre-visit questionnaire (administrators)',
        querystring: NoQuery,
        response: { 200: QuestionnaireVersion, ...errorResponses(401, 403) },
      },
      onRequest: [authenticate, requireRole('admin')],
    },
    async () => repo.toVersion(await repo.currentVersion(ctx.db)),
  );

  app.get(
    '/api/questionnaire/versions',
    {
      schema: {
        tags,
        summary: 'Every published version, newest first, with how many answers use it',
        querystring: NoQuery,
        response: { 200: QuestionnaireVersionList, ...errorResponses(401, 403) },
      },
      onRequest: [authenticate, requireRole('admin')],
    },
    async () => repo.listVersions(ctx.db),
  );

  app.get(
    '/api/questionnaire/versions/:id',
    {
      schema: {
        tags,
        summary: 'One published version with its questions (administrators)',
        params: IdParams,
        response: { 200: QuestionnaireVersion, ...errorResponses(401, 403, 404) },
      },
      onRequest: [authenticate, requireRole('admin')],
    },
    async (request) => {
      const row = await repo.findVersion(ctx.db, request.params.id);
      if (!row) throw notFound('Questionnaire version');
      return repo.toVersion(row);
    },
  );

  app.post(
    '/api/questionnaire',
    {
      schema: {
        tags,
        summary:
          'Publish a new version of the questionnaire (answers given before keep their own version)',
        body: PublishQuestionnaireBody,
        response: { 201: QuestionnaireVersion, ...errorResponses(400, 401, 403, 409) },
      },
      onRequest: [authenticate, requireRole('admin')],
    },
    async (request, reply) => {
      const questions = service.publishableQuestions(request.body.questions);
      let id: string;
      try {
        id = await repo.insertVersion(ctx.db, questions, request.actor.userId);
      } catch (error) {
        if (isUniqueViolation(error, 'questionnaire_versions_number_key'))
          throw conflict(PUBLISHED_MEANWHILE);
        throw error;
      }
      return reply.code(201).send(repo.toVersion((await repo.findVersion(ctx.db, id))!));
    },
  );

  app.get(
    '/api/appointments/:id/previsit',
    {
      schema: {
        tags,
        summary:
          "An appointment's questionnaire (with answers) and check-in: the patient, the appointment's doctor and the patient's care team",
        params: IdParams,
        response: { 200: Previsit, ...errorResponses(401, 403, 404) },
      },
      onRequest: [authenticate],
    },
    async (request) => {
      const row = await service.readableAppointment(ctx, request.actor, request.params.id);
      ctx.audit.read(request, 'previsitAnswers', row.id, row.patientId);
      return service.previsitOf(ctx, row);
    },
  );

  app.put(
    '/api/appointments/:id/previsit/answers',
    {
      schema: {
        tags,
        summary:
          'The patient saves their answers as a draft, or sends them (from 72 hours before the start)',
        params: IdParams,
        body: SaveAnswersBody,
        response: { 200: Previsit, ...errorResponses(400, 401, 403, 404, 409) },
      },
      onRequest: [authenticate, requireRole('patient')],
    },
    async (request) => {
      const row = await service.saveAnswers(ctx, request.actor, request.params.id, request.body);
      await ctx.audit.change(ctx.db, request, 'update', 'previsitAnswers', row.id, row.patientId);
      return service.previsitOf(ctx, row);
    },
  );

  app.post(
    '/api/appointments/:id/check-in',
    {
      schema: {
        tags,
        summary:
          'The patient confirms contact details and insurance and checks in (from 24 hours before the start)',
        params: IdParams,
        body: CheckInBody,
        response: { 201: Previsit, ...errorResponses(400, 401, 403, 404, 409) },
      },
      onRequest: [authenticate, requireRole('patient')],
    },
    async (request, reply) => {
      const row = await service.checkIn(ctx, request.actor, request.params.id, request.body);
      await ctx.audit.change(ctx.db, request, 'create', 'checkIn', row.id, row.patientId);
      return reply.code(201).send(await service.previsitOf(ctx, row));
    },
  );

  app.get(
    '/api/doctor/check-ins',
    {
      schema: {
        tags,
        summary:
          "Which of the doctor's appointments have answers and a check-in (by start range or ids; no answers)",
        querystring: PrevisitStateQuery,
        response: { 200: PrevisitStateList, ...errorResponses(400, 401, 403) },
      },
      onRequest: [authenticate, requireRole('doctor')],
    },
    async (request) => {
      assertMaySeePatientData(request.actor);
      const { from, to, appointments } = request.query;
      const ids = appointments?.split(',').filter(Boolean);
      if (ids && (ids.length > 200 || ids.some((id) => !/^[0-9a-f-]{36}$/i.test(id))))
        throw badRequest('List at most 200 appointment ids, separated by commas.');
      const rows = await repo.statesOfDoctor(ctx.db, request.actor.doctorId!, { from, to, ids });
      return rows.map((row) => ({
        appointment: row.appointmentId,
        questionnaire: !row.answered ? 'notStarted' : row.submittedAt ? 'submitted' : 'draft',
        ...(row.submittedAt ? { submittedAt: toIsoDateTime(row.submittedAt) } : {}),
        ...(row.checkedInAt ? { checkedInAt: toIsoDateTime(row.checkedInAt) } : {}),
      }));
    },
  );
};
