// The routes of a plan kind (foods or sports): the same rules, different names and shapes.
import type { TSchema } from 'typebox';
import type { RouteModule } from '../../context.js';
import { errorResponses, setTotal } from '../../context.js';
import { forbidden, notFound } from '../../lib/http-error.js';
import { paging } from '../../lib/paging.js';
import { assertMaySeePatientData, type Actor } from '../../plugins/auth.js';
import { IdParams, ListQuery, MessageResponse, PatientIdParams } from '../common/common.schemas.js';
import { fullName } from '../common/people.js';
import { createNotifications } from '../notifications/notifications.service.js';
import { NOT_IN_CARE, doctorMayReach } from '../care/care.service.js';
import { patientsReader } from '../patients/patients.read.js';
import { visiblePatient } from '../patients/patients.service.js';
import { planTables } from './plans.read.js';
import * as repo from './plans.repository.js';
import { FeedbackBody, PlanIdParams, PlanReport, PlanReportList } from './plans.schemas.js';
import { writeLimit } from '../../plugins/rate-limit.js';
import { visibleOrNull } from '../../lib/text.js';

export interface PlanKind {
  /** URL segment: 'foods' or 'sports' (it also names the kind's tables). */
  segment: keyof typeof planTables;
  /** Words for messages: 'food plan', 'sports plan'. */
  label: string;
  /** The JSON field holding the items: 'recommendedFoods' or 'recommendedSports'. */
  itemsField: 'recommendedFoods' | 'recommendedSports';
  planSchema: TSchema;
  planListSchema: TSchema;
  createBodySchema: TSchema;
}

interface CreateBody {
  patient: string;
  notes?: string;
  recommendedFoods?: Record<string, unknown>[];
  recommendedSports?: Record<string, unknown>[];
}

const trimItem = (item: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(item)
      .map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v])
      .filter(([, v]) => v !== '' && v !== undefined && v !== null),
  );

export function planRoutes(kind: PlanKind): RouteModule {
  const tags = [kind.segment];
  const base = `/api/${kind.segment}`;
  const tables = planTables[kind.segment];
  const planType = kind.segment === 'foods' ? 'foodPlan' : 'sportsPlan';
  const feedbackType = kind.segment === 'foods' ? 'foodFeedback' : 'sportsFeedback';
  const out = (row: repo.PlanRow) => {
    const { items, ...plan } = repo.toPlan(row);
    return { ...plan, [kind.itemsField]: items };
  };

  return async (app, ctx) => {
    const { authenticate, requireRole } = ctx.guards;

    const scope = (actor: Actor): repo.PlanFilter => {
      if (actor.role === 'patient')
        return { patientId: actor.patientId ?? '00000000-0000-0000-0000-000000000000' };
      if (actor.role === 'doctor') return { doctorId: actor.doctorId! };
      return {};
    };

    const visiblePlan = async (actor: Actor, id: string) => {
      assertMaySeePatientData(actor);
      const row = await repo.findPlan(ctx.db, tables, id);
      if (!row) throw notFound('Plan');
      if (actor.role === 'patient' && row.patientId !== actor.patientId) throw notFound('Plan');
      if (actor.role === 'doctor') {
        try {
          await visiblePatient(ctx, actor, row.patientId);
        } catch {
          throw notFound('Plan');
        }
      }
      return row;
    };

    app.get(
      `${base}/all`,
      {
        schema: {
          tags,
          summary: `Ratings of ${kind.label}s, newest first: all (administrators), of your plans (doctors), yours (patients)`,
          querystring: ListQuery,
          response: { 200: PlanReportList, ...errorResponses(400, 401, 403) },
        },
        onRequest: [authenticate],
      },
      async (request, reply) => {
        assertMaySeePatientData(request.actor);
        const page = await repo.listReports(
          ctx.db,
          tables,
          scope(request.actor),
          paging(request.query),
        );
        ctx.audit.readList(
          request,
          feedbackType,
          page.rows.map((row) => row.patient._id),
        );
        setTotal(reply, page.total);
        return page.rows;
      },
    );

    app.get(
      `${base}/plans`,
      {
        schema: {
          tags,
          summary: `${kind.label}s, newest first: all (administrators), the ones you wrote (doctors), yours (patients)`,
          querystring: ListQuery,
          response: { 200: kind.planListSchema, ...errorResponses(400, 401, 403) },
        },
        onRequest: [authenticate],
      },
      async (request, reply) => {
        assertMaySeePatientData(request.actor);
        const page = await repo.listPlans(
          ctx.db,
          tables,
          scope(request.actor),
          paging(request.query),
        );
        ctx.audit.readList(
          request,
          planType,
          page.rows.map((row) => row.patientId),
        );
        setTotal(reply, page.total);
        return page.rows.map(out);
      },
    );

    app.get(
      `${base}/patient/:patientId`,
      {
        schema: {
          tags,
          summary: `A patient's ${kind.label}s, newest first`,
          params: PatientIdParams,
          querystring: ListQuery,
          response: { 200: kind.planListSchema, ...errorResponses(400, 401, 403, 404) },
        },
        onRequest: [authenticate],
      },
      async (request, reply) => {
        const patient = await visiblePatient(ctx, request.actor, request.params.patientId);
        const page = await repo.listPlans(
          ctx.db,
          tables,
          { patientId: patient.id },
          paging(request.query),
        );
        ctx.audit.readList(
          request,
          planType,
          page.rows.map((row) => row.patientId),
        );
        setTotal(reply, page.total);
        return page.rows.map(out);
      },
    );

    app.get(
      `${base}/get/:id`,
      {
        schema: {
          tags,
          summary: `One ${kind.label}`,
          params: IdParams,
          response: { 200: kind.planSchema, ...errorResponses(400, 401, 403, 404) },
        },
        onRequest: [authenticate],
      },
      async (request) => {
        const row = await visiblePlan(request.actor, request.params.id);
        ctx.audit.read(request, planType, row.id, row.patientId);
        return out(row);
      },
    );

    app.post(
      `${base}/create`,
      {
        schema: {
          tags,
          summary: `Give a patient a ${kind.label} (doctors, administrators); the patient is notified`,
          body: kind.createBodySchema,
          response: { 201: kind.planSchema, ...errorResponses(400, 401, 403, 404, 429) },
        },
        onRequest: [authenticate, requireRole('doctor', 'admin')],
        preHandler: writeLimit(ctx.attempts, 'plan', ctx.config.rateLimitWrites),
      },
      async (request, reply) => {
        const { actor } = request;
        assertMaySeePatientData(actor);
        const body = request.body as CreateBody;
        const patient = await patientsReader.findPatient(ctx.db, body.patient);
        if (!patient) throw notFound('Patient');
        if (
          actor.role === 'doctor' &&
          !(await doctorMayReach(ctx, actor.doctorId!, patient.id, 'write'))
        )
          throw forbidden(NOT_IN_CARE);
        const items = (body[kind.itemsField] ?? []).map(trimItem);
        const author = actor.role === 'doctor' ? `Dr. ${fullName(actor)}` : 'Your care team';
        const id = await ctx.db.transaction(async (tx) => {
          const planId = await repo.insertPlan(tx, tables, {
            patientId: patient.id,
            doctorId: actor.role === 'doctor' ? actor.doctorId : null,
            items,
            notes: visibleOrNull(body.notes),
          });
          await createNotifications(tx, [
            {
              userId: patient.person.userId,
              message: `${author} added a new ${kind.label} for you.`,
              kind: 'plan',
              about: { type: planType, id: planId },
            },
          ]);
          await ctx.audit.change(tx, request, 'create', planType, planId, patient.id);
          return planId;
        });
        return reply.code(201).send(out((await repo.findPlan(ctx.db, tables, id))!));
      },
    );

    app.delete(
      `${base}/delete/:id`,
      {
        schema: {
          tags,
          summary: `Delete a ${kind.label} (the doctor who wrote it, administrators)`,
          params: IdParams,
          response: { 200: MessageResponse, ...errorResponses(400, 401, 403, 404) },
        },
        onRequest: [authenticate, requireRole('doctor', 'admin')],
      },
      async (request) => {
        const row = await visiblePlan(request.actor, request.params.id);
        if (request.actor.role === 'doctor' && row.doctorId !== request.actor.doctorId) {
          throw forbidden(`Only the doctor who wrote this ${kind.label} can delete it.`);
        }
        await repo.deletePlan(ctx.db, tables, row.id);
        await ctx.audit.change(ctx.db, request, 'delete', planType, row.id, row.patientId);
        return { message: 'Plan deleted' };
      },
    );

    app.post(
      `${base}/feedback/:planId`,
      {
        schema: {
          tags,
          summary: `Rate one of your ${kind.label}s from 1 to 5 with a comment (patients; again to change it)`,
          params: PlanIdParams,
          body: FeedbackBody,
          response: {
            200: PlanReport,
            201: PlanReport,
            ...errorResponses(400, 401, 403, 404, 429),
          },
        },
        onRequest: [authenticate, requireRole('patient')],
        preHandler: writeLimit(ctx.attempts, 'feedback', ctx.config.rateLimitWrites),
      },
      async (request, reply) => {
        const row = await visiblePlan(request.actor, request.params.planId);
        const saved = await repo.saveFeedback(ctx.db, tables, {
          planId: row.id,
          patientId: row.patientId,
          rating: request.body.rating,
          comment: visibleOrNull(request.body.comment),
        });
        await ctx.audit.change(
          ctx.db,
          request,
          saved.created ? 'create' : 'update',
          feedbackType,
          saved.id,
          row.patientId,
        );
        const report = await repo.findReport(ctx.db, tables, saved.id);
        return reply.code(saved.created ? 201 : 200).send(report!);
      },
    );
  };
}
