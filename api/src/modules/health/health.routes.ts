import type { RouteModule } from '../../context.js';
import { errorResponses, setTotal } from '../../context.js';
import { badRequest, forbidden, notFound } from '../../lib/http-error.js';
import { paging } from '../../lib/paging.js';
import { assertMaySeePatientData, type Actor } from '../../plugins/auth.js';
import { IdParams, PatientIdParams } from '../common/common.schemas.js';
import { createNotifications } from '../notifications/notifications.service.js';
import type { PatientAccess } from '../care/care.service.js';
import { visiblePatient } from '../patients/patients.service.js';
import * as repo from './health.repository.js';
import {
  ComplaintListQuery,
  ComplaintStatusBody,
  CreateComplaintBody,
  HealthComplaint,
  HealthComplaintList,
} from './health.schemas.js';
import { writeLimit } from '../../plugins/rate-limit.js';
import { cleanLine, hasVisibleText, visibleOrNull } from '../../lib/text.js';

const tags = ['health'];
const errors = errorResponses(400, 401, 403, 404);

export const healthRoutes: RouteModule = async (app, ctx) => {
  const { authenticate, requireRole } = ctx.guards;

  const scope = (actor: Actor): repo.ComplaintFilter => {
    if (actor.role === 'patient')
      return { patientId: actor.patientId ?? '00000000-0000-0000-0000-000000000000' };
    if (actor.role === 'doctor') return { doctorId: actor.doctorId! };
    return {};
  };

  const visibleComplaint = async (actor: Actor, id: string, access: PatientAccess = 'read') => {
    assertMaySeePatientData(actor);
    const row = await repo.findComplaint(ctx.db, id);
    if (!row) throw notFound('Health report');
    if (actor.role !== 'admin') {
      try {
        await visiblePatient(ctx, actor, row.patientId, access);
      } catch {
        throw notFound('Health report');
      }
    }
    return row;
  };

  app.get(
    '/api/health/all',
    {
      schema: {
        tags,
        summary:
          "Health complaints, newest first: all (administrators), your patients' (doctors), yours (patients)",
        querystring: ComplaintListQuery,
        response: { 200: HealthComplaintList, ...errors },
      },
      onRequest: [authenticate],
    },
    async (request, reply) => {
      assertMaySeePatientData(request.actor);
      const page = await repo.listComplaints(
        ctx.db,
        { ...scope(request.actor), status: request.query.status },
        paging(request.query),
      );
      ctx.audit.readList(
        request,
        'healthComplaint',
        page.rows.map((row) => row.patientId),
      );
      setTotal(reply, page.total);
      return page.rows.map(repo.toComplaint);
    },
  );

  app.get(
    '/api/health/patient/:patientId',
    {
      schema: {
        tags,
        summary: "A patient's health complaints, newest first",
        params: PatientIdParams,
        querystring: ComplaintListQuery,
        response: { 200: HealthComplaintList, ...errors },
      },
      onRequest: [authenticate],
    },
    async (request, reply) => {
      const patient = await visiblePatient(ctx, request.actor, request.params.patientId);
      const page = await repo.listComplaints(
        ctx.db,
        { patientId: patient.id, status: request.query.status },
        paging(request.query),
      );
      ctx.audit.readList(
        request,
        'healthComplaint',
        page.rows.map((row) => row.patientId),
      );
      setTotal(reply, page.total);
      return page.rows.map(repo.toComplaint);
    },
  );

  app.get(
    '/api/health/get/:id',
    {
      schema: {
        tags,
        summary: 'One health complaint',
        params: IdParams,
        response: { 200: HealthComplaint, ...errors },
      },
      onRequest: [authenticate],
    },
    async (request) => {
      const row = await visibleComplaint(request.actor, request.params.id);
      ctx.audit.read(request, 'healthComplaint', row.id, row.patientId);
      return repo.toComplaint(row);
    },
  );

  app.post(
    '/api/health/create',
    {
      schema: {
        tags,
        summary: 'Report a health complaint (patients; administrators for a given patient)',
        body: CreateComplaintBody,
        response: { 201: HealthComplaint, ...errors, ...errorResponses(429) },
      },
      onRequest: [authenticate, requireRole('patient', 'admin')],
      preHandler: writeLimit(ctx.attempts, 'healthComplaint', ctx.config.rateLimitWrites),
    },
    async (request, reply) => {
      const { actor } = request;
      let patientId = request.body.patient;
      if (actor.role === 'patient') {
        if (patientId && patientId !== actor.patientId)
          throw forbidden('Patients can only report their own health complaints.');
        patientId = actor.patientId ?? undefined;
      }
      if (!patientId) throw badRequest('Patient is required');
      // A subject of invisible characters passes the schema's "not blank" but says nothing.
      const subject = cleanLine(request.body.subject);
      if (!hasVisibleText(subject)) throw badRequest('Subject is required.');
      await visiblePatient(ctx, actor, patientId);
      const id = await repo.insertComplaint(ctx.db, {
        patientId,
        subject,
        description: visibleOrNull(request.body.description),
      });
      await ctx.audit.change(ctx.db, request, 'create', 'healthComplaint', id, patientId);
      return reply.code(201).send(repo.toComplaint((await repo.findComplaint(ctx.db, id))!));
    },
  );

  app.patch(
    '/api/health/status/:id',
    {
      schema: {
        tags,
        summary:
          "Change a complaint's status: open, in review, resolved (the patient's doctors, administrators)",
        params: IdParams,
        body: ComplaintStatusBody,
        response: { 200: HealthComplaint, ...errors, ...errorResponses(429) },
      },
      onRequest: [authenticate, requireRole('doctor', 'admin')],
      preHandler: writeLimit(ctx.attempts, 'healthComplaint', ctx.config.rateLimitWrites),
    },
    async (request) => {
      const row = await visibleComplaint(request.actor, request.params.id, 'write');
      const { status } = request.body;
      if (status !== row.status) {
        await ctx.db.transaction(async (tx) => {
          await repo.setComplaintStatus(tx, row.id, status);
          await ctx.audit.change(tx, request, 'update', 'healthComplaint', row.id, row.patientId);
          if (!row.patientDeletedAt) {
            await createNotifications(tx, [
              {
                userId: row.person.userId,
                message: `Your health report "${row.subject}" is now ${status}.`,
                kind: 'care',
                about: { type: 'healthComplaint', id: row.id },
              },
            ]);
          }
        });
      }
      return repo.toComplaint((await repo.findComplaint(ctx.db, row.id))!);
    },
  );
};
