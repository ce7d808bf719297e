import type { RouteModule } from '../../context.js';
import { errorResponses } from '../../context.js';
import { toIsoDateTime } from '../../lib/dates.js';
import { notFound } from '../../lib/http-error.js';
import { assertMaySeePatientData } from '../../plugins/auth.js';
import { IdParams, MessageResponse, NoQuery } from '../common/common.schemas.js';
import * as repo from './visit-notes.repository.js';
import {
  AddendumBody,
  FollowUpBody,
  NoNoteBody,
  NoteTemplate,
  NoteTemplateBody,
  NoteTemplateList,
  PendingFollowUpList,
  SaveNoteBody,
  SignNoteBody,
  VisitNote,
  VisitSummary,
} from './visit-notes.schemas.js';
import * as service from './visit-notes.service.js';

const tags = ['visit notes'];

export const visitNotesRoutes: RouteModule = async (app, ctx) => {
  const { authenticate, requireRole } = ctx.guards;
  const writer = [authenticate, requireRole('doctor')];

  app.get(
    '/api/appointments/:id/note',
    {
      schema: {
        tags,
        summary:
          "An appointment's visit note with its addenda: the appointment's doctor, the patient's care team and administrators",
        params: IdParams,
        querystring: NoQuery,
        response: { 200: VisitNote, ...errorResponses(401, 403, 404) },
      },
      onRequest: [authenticate, requireRole('doctor', 'admin')],
    },
    async (request) => {
      const row = await service.readableAppointment(ctx, request.actor, request.params.id);
      ctx.audit.read(request, 'visitNote', row.id, row.patientId);
      return service.noteOf(ctx, request.actor, row);
    },
  );

  app.put(
    '/api/appointments/:id/note',
    {
      schema: {
        tags,
        summary:
          "The appointment's doctor saves the draft (as they type); 409 when the version is not the stored one or the note is signed",
        params: IdParams,
        body: SaveNoteBody,
        response: { 200: VisitNote, ...errorResponses(400, 401, 403, 404, 409) },
      },
      onRequest: writer,
    },
    async (request) => {
      const { actor } = request;
      const row = await service.saveDraft(ctx, actor, request.params.id, request.body);
      const action = request.body.version === 0 ? 'create' : 'update';
      await ctx.audit.change(ctx.db, request, action, 'visitNote', row.id, row.patientId);
      return service.noteOf(ctx, actor, row);
    },
  );

  app.post(
    '/api/appointments/:id/note/sign',
    {
      schema: {
        tags,
        summary:
          "The appointment's doctor signs the note at the version they saw: it is locked, and the patient is told their summary is ready",
        params: IdParams,
        body: SignNoteBody,
        response: { 200: VisitNote, ...errorResponses(400, 401, 403, 404, 409) },
      },
      onRequest: writer,
    },
    async (request) => {
      const { actor } = request;
      const row = await service.sign(ctx, actor, request.params.id, request.body.version);
      await ctx.audit.change(ctx.db, request, 'update', 'visitNote', row.id, row.patientId);
      return service.noteOf(ctx, actor, row);
    },
  );

  app.post(
    '/api/appointments/:id/note/addenda',
    {
      schema: {
        tags,
        summary: "The appointment's doctor adds a dated addendum to one part of a signed note",
        params: IdParams,
        body: AddendumBody,
        response: { 201: VisitNote, ...errorResponses(400, 401, 403, 404, 409) },
      },
      onRequest: writer,
    },
    async (request, reply) => {
      const { actor } = request;
      const row = await service.addAddendum(ctx, actor, request.params.id, request.body);
      await ctx.audit.change(ctx.db, request, 'update', 'visitNote', row.id, row.patientId);
      return reply.code(201).send(await service.noteOf(ctx, actor, row));
    },
  );

  app.post(
    '/api/appointments/:id/note/not-needed',
    {
      schema: {
        tags,
        summary:
          "The appointment's doctor records that the visit needs no note, and why (until a note is signed)",
        params: IdParams,
        body: NoNoteBody,
        response: { 200: VisitNote, ...errorResponses(400, 401, 403, 404, 409) },
      },
      onRequest: writer,
    },
    async (request) => {
      const { actor } = request;
      const row = await service.noNoteNeeded(ctx, actor, request.params.id, request.body.reason);
      await ctx.audit.change(ctx.db, request, 'update', 'visitNote', row.id, row.patientId);
      return service.noteOf(ctx, actor, row);
    },
  );

  app.get(
    '/api/appointments/:id/summary',
    {
      schema: {
        tags,
        summary:
          "The patient's after-visit summary once the note is signed: assessment, plan, plans given that day, follow-up",
        params: IdParams,
        querystring: NoQuery,
        response: { 200: VisitSummary, ...errorResponses(401, 403, 404) },
      },
      onRequest: [authenticate, requireRole('patient')],
    },
    async (request) => {
      const row = await service.ownAppointment(ctx, request.actor, request.params.id);
      const summary = await service.summaryOf(ctx, row);
      ctx.audit.read(request, 'visitNote', row.id, row.patientId);
      return summary;
    },
  );

  app.put(
    '/api/appointments/:id/follow-up',
    {
      schema: {
        tags,
        summary:
          "The appointment's doctor asks for a follow-up: in 1, 2, 4, 6 or 12 weeks or on a date, and the kind of visit",
        params: IdParams,
        body: FollowUpBody,
        response: { 200: VisitNote, ...errorResponses(400, 401, 403, 404, 409) },
      },
      onRequest: writer,
    },
    async (request) => {
      const { actor } = request;
      const row = await service.askFollowUp(ctx, actor, request.params.id, request.body);
      await ctx.audit.change(ctx.db, request, 'update', 'visitNote', row.id, row.patientId);
      return service.noteOf(ctx, actor, row);
    },
  );

  app.delete(
    '/api/appointments/:id/follow-up',
    {
      schema: {
        tags,
        summary: "The appointment's doctor takes back the follow-up they asked for",
        params: IdParams,
        response: { 200: VisitNote, ...errorResponses(401, 403, 404, 409) },
      },
      onRequest: writer,
    },
    async (request) => {
      const { actor } = request;
      const row = await service.writableAppointment(ctx, actor, request.params.id);
      if (!(await repo.deleteFollowUp(ctx.db, row.id))) throw notFound('Follow-up');
      await ctx.audit.change(ctx.db, request, 'update', 'visitNote', row.id, row.patientId);
      return service.noteOf(ctx, actor, row);
    },
  );

  app.get(
    '/api/doctor/follow-ups',
    {
      schema: {
        tags,
        summary:
          "Follow-ups not booked: the doctor's patients asked for a follow-up who have no later appointment with them",
        querystring: NoQuery,
        response: { 200: PendingFollowUpList, ...errorResponses(401, 403) },
      },
      onRequest: writer,
    },
    async (request) => {
      assertMaySeePatientData(request.actor);
      const rows = await repo.pendingFollowUps(ctx.db, service.doctorIdOf(request.actor));
      ctx.audit.readList(
        request,
        'visitNote',
        rows.map((r) => r.patientId),
      );
      return rows.map((r) => ({
        appointment: r.appointmentId!,
        patient: { _id: r.patientId, firstName: r.firstName, lastName: r.lastName },
        date: r.dueDate,
        kind: r.kind,
        requestedAt: toIsoDateTime(r.requestedAt),
      }));
    },
  );

  // --- the doctor's own templates

  app.get(
    '/api/doctor/note-templates',
    {
      schema: {
        tags,
        summary: "The doctor's note templates, by name",
        querystring: NoQuery,
        response: { 200: NoteTemplateList, ...errorResponses(401, 403) },
      },
      onRequest: writer,
    },
    async (request) =>
      (await repo.listTemplates(ctx.db, service.doctorIdOf(request.actor))).map(service.toTemplate),
  );

  app.post(
    '/api/doctor/note-templates',
    {
      schema: {
        tags,
        summary: 'The doctor adds a template (a name and the four parts it fills)',
        body: NoteTemplateBody,
        response: { 201: NoteTemplate, ...errorResponses(400, 401, 403, 409) },
      },
      onRequest: writer,
    },
    async (request, reply) => {
      const row = await service.createTemplate(
        ctx,
        service.doctorIdOf(request.actor),
        request.body,
      );
      return reply.code(201).send(service.toTemplate(row));
    },
  );

  app.put(
    '/api/doctor/note-templates/:id',
    {
      schema: {
        tags,
        summary: 'The doctor changes one of their templates',
        params: IdParams,
        body: NoteTemplateBody,
        response: { 200: NoteTemplate, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: writer,
    },
    async (request) => {
      const body = { ...request.body, name: request.body.name.trim() };
      const doctorId = service.doctorIdOf(request.actor);
      const row = await repo.updateTemplate(ctx.db, doctorId, request.params.id, body);
      if (!row) throw notFound('Template');
      return service.toTemplate(row);
    },
  );

  app.delete(
    '/api/doctor/note-templates/:id',
    {
      schema: {
        tags,
        summary: 'The doctor deletes one of their templates (notes it filled keep their text)',
        params: IdParams,
        response: { 200: MessageResponse, ...errorResponses(401, 403, 404) },
      },
      onRequest: writer,
    },
    async (request) => {
      if (
        !(await repo.deleteTemplate(ctx.db, service.doctorIdOf(request.actor), request.params.id))
      )
        throw notFound('Template');
      return { message: 'Template deleted' };
    },
  );
};
