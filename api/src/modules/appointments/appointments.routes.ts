import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RouteModule } from '../../context.js';
import { errorResponses, setTotal } from '../../context.js';
import { today } from '../../lib/dates.js';
import { forbidden, notFound } from '../../lib/http-error.js';
import { paging } from '../../lib/paging.js';
import { assertMaySeePatientData, type Actor } from '../../plugins/auth.js';
import {
  DoctorIdParams,
  IdParams,
  MessageResponse,
  PatientIdParams,
  UserIdParams,
} from '../common/common.schemas.js';
import { doctorsReader } from '../doctors/doctors.read.js';
import { visiblePatient } from '../patients/patients.service.js';
import { findUserById } from '../users/users.service.js';
import {
  listAppointments,
  type AppointmentFilter,
  type AppointmentRow,
} from './appointments.repository.js';
import {
  Appointment,
  AppointmentList,
  AppointmentListQuery,
  AppointmentSettings,
  CreateAppointmentBody,
  LinkBody,
  LinkQuery,
  LinkView,
  RescheduleBody,
  StatusBody,
  UpdateAppointmentBody,
} from './appointments.schemas.js';
import * as service from './appointments.service.js';
import { tooMany, writeLimit } from '../../plugins/rate-limit.js';

const tags = ['appointments'];
const listErrors = errorResponses(400, 401, 403, 404);

export const appointmentsRoutes: RouteModule = async (app, ctx) => {
  const { authenticate, requireRole } = ctx.guards;

  const present = (actor: Actor, rows: AppointmentRow[]) =>
    service.presentAppointments(ctx, actor, rows);
  const presentOne = async (actor: Actor, row: AppointmentRow) => (await present(actor, [row]))[0]!;

  const sendList = async (
    request: FastifyRequest,
    reply: FastifyReply,
    filter: AppointmentFilter,
    query: AppointmentListQuery,
  ) => {
    const page = await listAppointments(
      ctx.db,
      {
        ...filter,
        status: query.status,
        from: query.from,
        to: query.to,
        when: query.when
          ? { phase: query.when, today: query.today ?? today(ctx.now()) }
          : undefined,
      },
      paging(query),
      query.order,
    );
    ctx.audit.readList(
      request,
      'appointment',
      page.rows.map((row) => row.patientId),
    );
    setTotal(reply, page.total, page.totalIsLowerBound);
    return present(request.actor, page.rows);
  };

  /** Narrows a list to what the caller takes part in. */
  const scoped = (actor: Actor, filter: AppointmentFilter): AppointmentFilter => {
    if (actor.role === 'patient')
      return { ...filter, patientId: actor.patientId ?? '00000000-0000-0000-0000-000000000000' };
    if (actor.role === 'doctor') return { ...filter, doctorId: actor.doctorId! };
    return filter;
  };

  app.get(
    '/api/appointment/all',
    {
      schema: {
        tags,
        summary:
          "Appointments, newest first: all for administrators, one's own for doctors and patients",
        querystring: AppointmentListQuery,
        response: { 200: AppointmentList, ...listErrors },
      },
      onRequest: [authenticate],
    },
    async (request, reply) => {
      assertMaySeePatientData(request.actor);
      return sendList(request, reply, scoped(request.actor, {}), request.query);
    },
  );

  app.get(
    '/api/appointment/get/:id',
    {
      schema: {
        tags,
        summary: 'One appointment',
        params: IdParams,
        response: { 200: Appointment, ...listErrors },
      },
      onRequest: [authenticate],
    },
    async (request) => {
      const row = await service.visibleAppointment(ctx, request.actor, request.params.id);
      ctx.audit.read(request, 'appointment', row.id, row.patientId);
      return presentOne(request.actor, row);
    },
  );

  app.get(
    '/api/appointment/byDoctor/:doctorId',
    {
      schema: {
        tags,
        summary: "A doctor's appointments, newest first (the doctor or an administrator)",
        params: DoctorIdParams,
        querystring: AppointmentListQuery,
        response: { 200: AppointmentList, ...listErrors },
      },
      onRequest: [authenticate, requireRole('admin', 'doctor')],
    },
    async (request, reply) => {
      const { actor } = request;
      assertMaySeePatientData(actor);
      const { doctorId } = request.params;
      if (actor.role === 'doctor' && actor.doctorId !== doctorId) throw notFound('Doctor');
      if (actor.role === 'admin' && !(await doctorsReader.findDoctor(ctx.db, doctorId)))
        throw notFound('Doctor');
      return sendList(request, reply, { doctorId }, request.query);
    },
  );

  app.get(
    '/api/appointment/byPatient/:patientId',
    {
      schema: {
        tags,
        summary:
          "A patient's appointments, newest first (a doctor sees only their own with the patient)",
        params: PatientIdParams,
        querystring: AppointmentListQuery,
        response: { 200: AppointmentList, ...listErrors },
      },
      onRequest: [authenticate],
    },
    async (request, reply) => {
      const patient = await visiblePatient(ctx, request.actor, request.params.patientId);
      return sendList(
        request,
        reply,
        scoped(request.actor, { patientId: patient.id }),
        request.query,
      );
    },
  );

  app.get(
    '/api/appointment/byUser/:userId',
    {
      schema: {
        tags,
        summary: 'The appointments of a user (patient or doctor), newest first',
        params: UserIdParams,
        querystring: AppointmentListQuery,
        response: { 200: AppointmentList, ...listErrors },
      },
      onRequest: [authenticate],
    },
    async (request, reply) => {
      const { actor } = request;
      assertMaySeePatientData(actor);
      const user = await findUserById(ctx.db, request.params.userId);
      if (!user) throw notFound('User');
      if (user.patientId) {
        const patient = await visiblePatient(ctx, actor, user.patientId);
        return sendList(request, reply, scoped(actor, { patientId: patient.id }), request.query);
      }
      if (user.doctorId && (actor.role === 'admin' || actor.doctorId === user.doctorId)) {
        return sendList(request, reply, { doctorId: user.doctorId }, request.query);
      }
      if (actor.userId === user.id)
        return sendList(request, reply, scoped(actor, {}), request.query);
      throw notFound('User');
    },
  );

  app.post(
    '/api/appointment/create',
    {
      schema: {
        tags,
        summary: 'Book an appointment (starts pending; 409 when the slot is taken)',
        description:
          'Patients book for themselves (patient may be left out), doctors for themselves (doctor may be left out), administrators for anyone.',
        body: CreateAppointmentBody,
        response: { 201: Appointment, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
      onRequest: [authenticate],
      preHandler: writeLimit(ctx.attempts, 'appointment', ctx.config.rateLimitWrites),
    },
    async (request, reply) => {
      const row = await service.createAppointment(ctx, request.actor, request.body, (tx, row) =>
        ctx.audit.change(tx, request, 'create', 'appointment', row.id, row.patientId),
      );
      return reply.code(201).send(await presentOne(request.actor, row));
    },
  );

  app.put(
    '/api/appointment/update/:id',
    {
      schema: {
        tags,
        summary: 'Change date, time slot, reason, notes or status (the doctor or an administrator)',
        params: IdParams,
        body: UpdateAppointmentBody,
        response: { 200: Appointment, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
      onRequest: [authenticate],
      preHandler: writeLimit(ctx.attempts, 'appointment', ctx.config.rateLimitWrites),
    },
    async (request) =>
      presentOne(
        request.actor,
        await service.updateAppointment(
          ctx,
          request.actor,
          request.params.id,
          request.body,
          (tx, row) =>
            ctx.audit.change(tx, request, 'update', 'appointment', row.id, row.patientId),
        ),
      ),
  );

  app.patch(
    '/api/appointment/reschedule/:id',
    {
      schema: {
        tags,
        summary: 'Move a live appointment to another free slot (same id; the other side is told)',
        description:
          "The patient for their own (not within the doctor's minimum notice; a confirmed appointment goes back to pending), the doctor for their own, an administrator any. Give `start` from the slots routes, or `date` and `timeSlot`.",
        params: IdParams,
        body: RescheduleBody,
        response: { 200: Appointment, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
      onRequest: [authenticate],
      preHandler: writeLimit(ctx.attempts, 'appointment', ctx.config.rateLimitWrites),
    },
    async (request) =>
      presentOne(
        request.actor,
        await service.rescheduleAppointment(
          ctx,
          request.actor,
          request.params.id,
          request.body,
          (tx, row) =>
            ctx.audit.change(tx, request, 'update', 'appointment', row.id, row.patientId),
        ),
      ),
  );

  app.patch(
    '/api/appointment/status/:id',
    {
      schema: {
        tags,
        summary: 'Move an appointment through its life cycle',
        description:
          'pending → confirmed → completed | no-show; pending or confirmed → cancelled. Doctors confirm, complete, mark no-show or cancel; patients cancel; administrators set any status.',
        params: IdParams,
        body: StatusBody,
        response: { 200: Appointment, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
      onRequest: [authenticate],
      preHandler: writeLimit(ctx.attempts, 'appointment', ctx.config.rateLimitWrites),
    },
    async (request) =>
      presentOne(
        request.actor,
        await service.changeStatus(
          ctx,
          request.actor,
          request.params.id,
          request.body.status,
          (tx, row) =>
            ctx.audit.change(tx, request, 'update', 'appointment', row.id, row.patientId),
          request.body.reason,
        ),
      ),
  );

  app.patch(
    '/api/appointment/patient-confirmation/:id',
    {
      schema: {
        tags,
        summary: 'The patient confirms that they will come (their own pending or confirmed one)',
        description:
          "Recorded apart from the doctor's confirmation (the status) as `patientConfirmedAt`; the doctor's lists show it. Once is enough: a second call changes nothing.",
        params: IdParams,
        response: { 200: Appointment, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
      onRequest: [authenticate],
      preHandler: writeLimit(ctx.attempts, 'appointment', ctx.config.rateLimitWrites),
    },
    async (request) =>
      presentOne(
        request.actor,
        await service.confirmAttendance(ctx, request.actor, request.params.id, (tx, row) =>
          ctx.audit.change(tx, request, 'update', 'appointment', row.id, row.patientId),
        ),
      ),
  );

  // The reminders' one-tap links: public (the signed token is the permission), limited per
  // address like the other public routes.
  const linkLimit = async (request: FastifyRequest, reply: FastifyReply) => {
    const window = await ctx.attempts.hit(`appointment-link:ip:${request.ip}`, 60_000);
    if (window.count > ctx.config.rateLimitLogin)
      throw tooMany(reply, window.resetAt, 'attempts', ctx.attempts.now());
  };

  app.get(
    '/api/appointment/link',
    {
      schema: {
        tags,
        summary: "A reminder link's appointment and action, without acting (no sign-in)",
        description:
          'What the link page shows: doctor, date and time, and whether the action is still open. 400 for a link that is not ours or was altered, 410 once the appointment started or moved, 409 when it can no longer be confirmed or cancelled.',
        querystring: LinkQuery,
        response: { 200: LinkView, ...errorResponses(400, 409, 410, 429) },
      },
      preHandler: linkLimit,
    },
    async (request) => service.linkView(ctx, request.query.token),
  );

  app.post(
    '/api/appointment/link',
    {
      schema: {
        tags,
        summary: "Use a reminder's Confirm or Cancel link (no sign-in; once)",
        description:
          'Confirms that the patient will come, or cancels (with an optional reason, within the clinic\'s cancellation notice). A second use answers 409 "You have already confirmed this appointment." or "This appointment is already cancelled." and changes nothing.',
        body: LinkBody,
        response: {
          200: MessageResponse,
          ...errorResponses(400, 409, 410, 429),
        },
      },
      preHandler: linkLimit,
    },
    async (request) =>
      service.useLink(ctx, request.body.token, request.body.reason, (tx, row, patient) => {
        // The link stands for the patient: the trail records the change as theirs.
        request.actor = patient;
        return ctx.audit.change(tx, request, 'update', 'appointment', row.id, row.patientId);
      }),
  );

  app.get(
    '/api/appointment/settings',
    {
      schema: {
        tags,
        summary:
          "The clinic's appointment settings (the cancellation notice), for anyone signed in",
        response: { 200: AppointmentSettings, ...errorResponses(401) },
      },
      onRequest: [authenticate],
    },
    async () => service.appointmentSettings(ctx),
  );

  app.put(
    '/api/appointment/settings',
    {
      schema: {
        tags,
        summary: "Change the clinic's appointment settings (administrators)",
        description:
          'cancellationNoticeHours: patients cancel online until this many hours before the start (0: until the start; at most 168).',
        body: AppointmentSettings,
        response: { 200: AppointmentSettings, ...errorResponses(400, 401, 403, 429) },
      },
      onRequest: [authenticate, requireRole('admin')],
      preHandler: writeLimit(ctx.attempts, 'appointment', ctx.config.rateLimitWrites),
    },
    async (request) => service.saveAppointmentSettings(ctx, request.actor, request.body),
  );

  app.delete(
    '/api/appointment/delete/:id',
    {
      schema: {
        tags,
        summary: 'Delete an appointment (its doctor or an administrator)',
        params: IdParams,
        response: { 200: MessageResponse, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: [authenticate],
    },
    async (request) => {
      if (request.actor.role === 'patient')
        throw forbidden('Patients cannot delete appointments; cancel them instead.');
      const removed = await service.removeAppointment(ctx, request.actor, request.params.id);
      await ctx.audit.change(
        ctx.db,
        request,
        'delete',
        'appointment',
        removed.id,
        removed.patientId,
      );
      return { message: 'Appointment deleted' };
    },
  );
};
