import type { RouteModule } from '../../context.js';
import { errorResponses, setTotal } from '../../context.js';
import { toIsoDateTime } from '../../lib/dates.js';
import { notFound } from '../../lib/http-error.js';
import { paging } from '../../lib/paging.js';
import { assertMaySeePatientData } from '../../plugins/auth.js';
import { IdParams, MessageResponse, PatientIdParams } from '../common/common.schemas.js';
import { toDoctorRef, toPatientRef, toUserSummary } from '../common/people.js';
import { patientsReader } from '../patients/patients.read.js';
import * as repo from './care.repository.js';
import type { EmergencyAccess } from './care.schemas.js';
import {
  AssignBody,
  CareAccess,
  CareMember,
  CareTeam,
  EmergencyAccessList,
  EmergencyBody,
  EmergencyListQuery,
  RequestBody,
} from './care.schemas.js';
import * as service from './care.service.js';
import { writeLimit } from '../../plugins/rate-limit.js';

const tags = ['care'];
const errors = errorResponses(400, 401, 403, 404, 409);

type TeamRow = Awaited<ReturnType<typeof repo.listCareTeam>>[number];

function toMember(row: TeamRow): CareMember {
  const doctor = toDoctorRef(row.doctorId, row.doctorPerson, row);
  // A doctor who only asked shows by name; contact details come with the relationship.
  if (row.status === 'requested' && doctor.user)
    doctor.user = toUserSummary(row.doctorPerson, 'names');
  return {
    _id: row.id,
    patient: row.patientId,
    doctor,
    status: row.status === 'active' ? 'active' : 'requested',
    origin: row.origin,
    requestedAt: row.requestedAt ? toIsoDateTime(row.requestedAt) : undefined,
    startedAt: row.startedAt ? toIsoDateTime(row.startedAt) : undefined,
  };
}

/** The care team: who may reach a patient's records, and emergency access outside it. */
export const careRoutes: RouteModule = async (app, ctx) => {
  const { authenticate, requireRole } = ctx.guards;

  const teamMember = async (patientId: string, id: string) => {
    const row = (await repo.listCareTeam(ctx.db, patientId)).find((r) => r.id === id);
    if (!row) throw notFound('Care relationship');
    return toMember(row);
  };

  app.get(
    '/api/care/team/:patientId',
    {
      schema: {
        tags,
        summary: "A patient's doctors and the doctors' requests waiting for an answer",
        params: PatientIdParams,
        response: { 200: CareTeam, ...errors },
      },
      onRequest: [authenticate, requireRole('patient', 'admin')],
    },
    async (request) => {
      const { actor } = request;
      const { patientId } = request.params;
      if (actor.role === 'patient' && actor.patientId !== patientId) throw notFound('Patient');
      if (!(await patientsReader.findPatient(ctx.db, patientId))) throw notFound('Patient');
      ctx.audit.read(request, 'careRelationship', patientId, patientId);
      return (await repo.listCareTeam(ctx.db, patientId)).map(toMember);
    },
  );

  app.get(
    '/api/care/access/:patientId',
    {
      schema: {
        tags,
        summary: 'What you may do with a patient: in your care, emergency access, asked, none',
        params: PatientIdParams,
        response: { 200: CareAccess, ...errors },
      },
      onRequest: [authenticate, requireRole('doctor')],
    },
    async (request) => {
      assertMaySeePatientData(request.actor);
      return service.accessOf(ctx, request.actor.doctorId!, request.params.patientId);
    },
  );

  app.post(
    '/api/care/assign',
    {
      schema: {
        tags,
        summary: "Put a doctor in a patient's care team (administrators); both are told",
        body: AssignBody,
        response: { 200: CareMember, ...errors, ...errorResponses(429) },
      },
      onRequest: [authenticate, requireRole('admin')],
      preHandler: writeLimit(ctx.attempts, 'careAnswer', ctx.config.rateLimitWrites),
    },
    async (request) => {
      const care = await service.assignDoctor(ctx, request.body.patient, request.body.doctor);
      await ctx.audit.change(
        ctx.db,
        request,
        'create',
        'careRelationship',
        care.id,
        care.patientId,
      );
      return teamMember(care.patientId, care.id);
    },
  );

  app.post(
    '/api/care/request',
    {
      schema: {
        tags,
        summary: 'Ask a patient to join your care (doctors); the patient accepts or declines',
        body: RequestBody,
        response: { 200: MessageResponse, ...errors, ...errorResponses(429) },
      },
      onRequest: [authenticate, requireRole('doctor')],
      preHandler: writeLimit(ctx.attempts, 'careRequest', ctx.config.rateLimitWrites),
    },
    async (request) => {
      assertMaySeePatientData(request.actor);
      const care = await service.requestCare(ctx, request.actor, request.body.patient);
      return {
        message:
          care.status === 'active'
            ? 'This patient is already in your care.'
            : 'Your request was sent. The patient will accept or decline it.',
      };
    },
  );

  for (const answer of ['accept', 'decline'] as const) {
    app.patch(
      `/api/care/${answer}/:id`,
      {
        schema: {
          tags,
          summary:
            answer === 'accept'
              ? "Accept a doctor's request to join your care team (patients)"
              : "Decline a doctor's request to join your care team (patients)",
          params: IdParams,
          response: { 200: MessageResponse, ...errors, ...errorResponses(429) },
        },
        onRequest: [authenticate, requireRole('patient')],
        preHandler: writeLimit(ctx.attempts, 'careAnswer', ctx.config.rateLimitWrites),
      },
      async (request) => {
        const care = await service.answerRequest(ctx, request.actor, request.params.id, answer);
        await ctx.audit.change(
          ctx.db,
          request,
          'update',
          'careRelationship',
          care.id,
          care.patientId,
        );
        return {
          message:
            answer === 'accept' ? 'The doctor is now in your care team.' : 'Request declined.',
        };
      },
    );
  }

  app.delete(
    '/api/care/remove/:id',
    {
      schema: {
        tags,
        summary:
          'Remove a doctor from a care team (the patient, administrators): their access ends at once',
        params: IdParams,
        response: { 200: MessageResponse, ...errors, ...errorResponses(429) },
      },
      onRequest: [authenticate, requireRole('patient', 'admin')],
      preHandler: writeLimit(ctx.attempts, 'careAnswer', ctx.config.rateLimitWrites),
    },
    async (request) => {
      const care = await service.removeDoctor(ctx, request.actor, request.params.id);
      await ctx.audit.change(
        ctx.db,
        request,
        'delete',
        'careRelationship',
        care.id,
        care.patientId,
      );
      return { message: 'The doctor was removed from the care team.' };
    },
  );

  app.post(
    '/api/care/emergency',
    {
      schema: {
        tags,
        summary:
          "Emergency access to a patient's record outside your care, for 24 hours (doctors; a reason is required; the patient and administrators are told)",
        body: EmergencyBody,
        response: { 201: CareAccess, ...errors, ...errorResponses(429) },
      },
      onRequest: [authenticate, requireRole('doctor')],
      preHandler: writeLimit(ctx.attempts, 'emergencyAccess', ctx.config.rateLimitWrites),
    },
    async (request, reply) => {
      assertMaySeePatientData(request.actor);
      const { patient, reason } = request.body;
      const grant = await service.breakTheGlass(ctx, request.actor, patient, reason, (tx, id) =>
        ctx.audit.change(tx, request, 'create', 'emergencyAccess', id, patient),
      );
      return reply.code(201).send({
        patient,
        access: 'emergency',
        emergencyUntil: grant.expiresAt.toISOString(),
      });
    },
  );

  app.get(
    '/api/care/emergency',
    {
      schema: {
        tags,
        summary: 'Emergency accesses, newest first: all (administrators), your own (doctors)',
        querystring: EmergencyListQuery,
        response: { 200: EmergencyAccessList, ...errors },
      },
      onRequest: [authenticate, requireRole('admin', 'doctor')],
    },
    async (request, reply) => {
      const { actor } = request;
      assertMaySeePatientData(actor);
      const page = await repo.listEmergencyAccesses(
        ctx.db,
        actor.role === 'doctor' ? { doctorId: actor.doctorId! } : {},
        paging(request.query),
      );
      setTotal(reply, page.total);
      const now = ctx.now().getTime();
      return page.rows.map((row): EmergencyAccess => ({
        _id: row.id,
        patient: toPatientRef(
          row.patientId,
          { ...row.patientPerson, deletedAt: row.patientDeletedAt ?? row.patientPerson.deletedAt },
          'names',
        ),
        doctor: toDoctorRef(row.doctorId, row.doctorPerson, row),
        reason: row.reason,
        grantedAt: toIsoDateTime(row.grantedAt),
        expiresAt: toIsoDateTime(row.expiresAt),
        active: new Date(row.expiresAt).getTime() > now,
      }));
    },
  );
};
