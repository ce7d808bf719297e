import type { RouteModule } from '../../context.js';
import { errorResponses, setTotal } from '../../context.js';
import { parseCalendarDate } from '../../lib/dates.js';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../lib/http-error.js';
import { paging } from '../../lib/paging.js';
import { assertMaySeePatientData } from '../../plugins/auth.js';
import {
  DoctorIdParams,
  IdParams,
  ListQuery,
  MessageResponse,
  UserIdParams,
} from '../common/common.schemas.js';
import {
  createNotifications,
  supersedeNotifications,
} from '../notifications/notifications.service.js';
import { adminUserIds } from '../users/users.service.js';
import { patientsReader } from '../patients/patients.read.js';
import { listedSpecialization } from '../specializations/specializations.service.js';
import { PatientList } from '../patients/patients.schemas.js';
import * as repo from './doctors.repository.js';
import {
  CreateDoctorBody,
  Doctor,
  DoctorList,
  DoctorListQuery,
  UpdateDoctorBody,
} from './doctors.schemas.js';
import { deleteDoctor, doctorDetail, mayViewDoctor, visibleDoctor } from './doctors.service.js';
import { fullName } from '../common/people.js';

const tags = ['doctors'];

function slotsInput(slots: { date: string; from: string; to: string }[] | undefined) {
  if (!slots) return undefined;
  return slots.map((s) => {
    const date = parseCalendarDate(s.date);
    if (!date) throw badRequest('Each available slot needs a real date like 2026-11-24.');
    if (s.to <= s.from) throw badRequest('An available slot must end after it starts.');
    return { date, from: s.from, to: s.to };
  });
}

/** What a rejected doctor is told. */
export const DOCTOR_REJECTED_MESSAGE =
  'Your doctor account was not approved. Please contact the clinic if you think this is a mistake.';

export const doctorsRoutes: RouteModule = async (app, ctx) => {
  const { authenticate, requireRole } = ctx.guards;

  const listHandler = async (
    actorRole: string,
    query: {
      page?: number;
      limit?: number;
      q?: string;
      approved?: boolean;
      rejected?: boolean;
      specialization?: string;
    },
  ) => {
    // Only administrators see doctors who are not approved yet.
    const approved = actorRole === 'admin' ? query.approved : true;
    const rejected = actorRole === 'admin' ? query.rejected : undefined;
    return repo.listDoctors(
      ctx.db,
      { approved, rejected, specialization: query.specialization },
      paging(query),
    );
  };

  app.get(
    '/api/doctor/all',
    {
      schema: {
        tags,
        summary: 'Doctors (approved ones; administrators see all and may filter with ?approved=)',
        querystring: DoctorListQuery,
        response: { 200: DoctorList, ...errorResponses(400, 401) },
      },
      onRequest: [authenticate],
    },
    async (request, reply) => {
      const page = await listHandler(request.actor.role, request.query);
      setTotal(reply, page.total);
      return page.rows.map((row) => repo.toDoctor(row, doctorDetail(request.actor, row)));
    },
  );

  app.get(
    '/api/doctor/search',
    {
      schema: {
        tags,
        summary: 'Find a provider by name, specialization or hospital',
        querystring: DoctorListQuery,
        response: { 200: DoctorList, ...errorResponses(400, 401) },
      },
      onRequest: [authenticate],
    },
    async (request, reply) => {
      const page = await listHandler(request.actor.role, request.query);
      setTotal(reply, page.total);
      return page.rows.map((row) => repo.toDoctor(row, doctorDetail(request.actor, row)));
    },
  );

  app.get(
    '/api/doctor/getdoctor/:id',
    {
      schema: {
        tags,
        summary: 'One doctor',
        params: IdParams,
        response: { 200: Doctor, ...errorResponses(400, 401, 404) },
      },
      onRequest: [authenticate],
    },
    async (request) => {
      const row = await visibleDoctor(ctx, request.actor, request.params.id);
      return repo.toDoctor(row, doctorDetail(request.actor, row));
    },
  );

  const byUser = async (actor: Parameters<typeof mayViewDoctor>[0], userId: string) => {
    const row = await repo.findDoctorByUser(ctx.db, userId);
    if (!row || !mayViewDoctor(actor, row)) throw notFound('Doctor');
    return repo.toDoctor(row, doctorDetail(actor, row));
  };
  for (const path of [
    '/api/doctor/getdoctorByUser/:userId',
    '/api/doctor/getDoctorByUser/:userId',
  ]) {
    app.get(
      path,
      {
        schema: {
          tags,
          summary: "A user's doctor record",
          params: UserIdParams,
          response: { 200: Doctor, ...errorResponses(400, 401, 404) },
        },
        onRequest: [authenticate],
      },
      async (request) => byUser(request.actor, request.params.userId),
    );
  }

  app.get(
    '/api/doctor/getDoctorPatients/:doctorId',
    {
      schema: {
        tags,
        summary: "A doctor's patients (the patients in their care)",
        params: DoctorIdParams,
        querystring: ListQuery,
        response: { 200: PatientList, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: [authenticate, requireRole('admin', 'doctor')],
    },
    async (request, reply) => {
      const { actor } = request;
      assertMaySeePatientData(actor);
      const { doctorId } = request.params;
      if (actor.role === 'doctor' && actor.doctorId !== doctorId) throw notFound('Doctor');
      if (actor.role === 'admin' && !(await repo.findDoctor(ctx.db, doctorId)))
        throw notFound('Doctor');
      const page = await patientsReader.listPatients(ctx.db, paging(request.query), {
        ofDoctor: doctorId,
        contacts: actor.role === 'admin',
      });
      ctx.audit.readList(
        request,
        'patient',
        page.rows.map((row) => row.id),
      );
      setTotal(reply, page.total);
      return page.rows.map((row) => patientsReader.toPatient(row));
    },
  );

  app.post(
    '/api/doctor/create',
    {
      schema: {
        tags,
        summary: 'Save your doctor details (signed-in doctor account); waits for approval',
        body: CreateDoctorBody,
        response: { 201: Doctor, ...errorResponses(400, 401, 403, 409) },
      },
      onRequest: [authenticate, requireRole('doctor')],
    },
    async (request, reply) => {
      const body = request.body;
      const specialization = await listedSpecialization(ctx.db, body.specialization);
      let id: string;
      try {
        id = await repo.insertDoctor(ctx.db, request.actor.userId, {
          licenseNumber: body.licenseNumber.trim(),
          specialization,
          hospital: body.hospital?.trim() || null,
          yearsOfExperience: body.yearsOfExperience ?? null,
          availableSlots: slotsInput(body.availableSlots),
        });
      } catch (error) {
        if (isUniqueViolation(error, 'doctors_user_key'))
          throw conflict('Your doctor details are already saved.');
        throw error;
      }
      ctx.guards.forget(request.actor.userId);
      const row = (await repo.findDoctor(ctx.db, id))!;
      const message = `Dr. ${fullName(row.person)} (${row.specialization}) is waiting for approval.`;
      await createNotifications(
        ctx.db,
        (await adminUserIds(ctx.db)).map((userId) => ({
          userId,
          message,
          about: { type: 'doctor' as const, id },
        })),
      );
      return reply.code(201).send(repo.toDoctor(row));
    },
  );

  app.put(
    '/api/doctor/update/:id',
    {
      schema: {
        tags,
        summary: 'Update doctor details (the doctor or an administrator)',
        params: IdParams,
        body: UpdateDoctorBody,
        response: { 200: Doctor, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: [authenticate, requireRole('admin', 'doctor')],
    },
    async (request) => {
      const { actor } = request;
      const { id } = request.params;
      if (actor.role === 'doctor' && actor.doctorId !== id) throw notFound('Doctor');
      const before = await repo.findDoctor(ctx.db, id);
      if (!before) throw notFound('Doctor');
      const body = request.body;
      const licenseNumber = body.licenseNumber?.trim();
      const specialization =
        body.specialization === undefined
          ? undefined
          : await listedSpecialization(ctx.db, body.specialization, before.specialization);
      // What an administrator approved is the licence and the specialization: a doctor who
      // changes either waits for approval again (an administrator's own edit keeps it).
      // A rejected doctor who corrects them asks again.
      const reapproval =
        actor.role === 'doctor' &&
        (before.approvedAt !== null || before.rejectedAt !== null) &&
        ((licenseNumber !== undefined && licenseNumber !== before.licenseNumber) ||
          (specialization !== undefined && specialization !== before.specialization));
      await ctx.db.transaction(async (tx) => {
        await repo.updateDoctor(tx, id, {
          licenseNumber,
          specialization,
          hospital: body.hospital === undefined ? undefined : body.hospital.trim() || null,
          yearsOfExperience: body.yearsOfExperience,
          availableSlots: slotsInput(body.availableSlots),
        });
        if (reapproval && (await repo.withdrawApproval(tx, id))) {
          const after = (await repo.findDoctor(tx, id))!;
          const message = `Dr. ${fullName(after.person)} changed their licence number or specialization (${after.specialization}) and is waiting for approval.`;
          await createNotifications(
            tx,
            (await adminUserIds(tx)).map((userId) => ({
              userId,
              message,
              about: { type: 'doctor' as const, id },
            })),
          );
        }
      });
      if (reapproval) ctx.guards.forget(before.person.userId);
      return repo.toDoctor((await repo.findDoctor(ctx.db, id))!);
    },
  );

  app.patch(
    '/api/doctor/approve/:id',
    {
      schema: {
        tags,
        summary: 'Approve a doctor account (administrators)',
        params: IdParams,
        response: { 200: Doctor, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: [authenticate, requireRole('admin')],
    },
    async (request) => {
      const row = await repo.findDoctor(ctx.db, request.params.id);
      if (!row) throw notFound('Doctor');
      await ctx.db.transaction(async (tx) => {
        if (await repo.approveDoctor(tx, row.id)) {
          await createNotifications(tx, [
            {
              userId: row.person.userId,
              message: 'Your doctor account was approved. You can now see your patients.',
            },
          ]);
          // The administrators' "waiting for approval" is settled.
          await supersedeNotifications(tx, { type: 'doctor', id: row.id });
        }
      });
      ctx.guards.forget(row.person.userId);
      return repo.toDoctor((await repo.findDoctor(ctx.db, row.id))!);
    },
  );

  app.patch(
    '/api/doctor/reject/:id',
    {
      schema: {
        tags,
        summary:
          'Reject a doctor account awaiting approval (administrators); the doctor is told, the account stays without patient data',
        params: IdParams,
        response: { 200: Doctor, ...errorResponses(400, 401, 403, 404, 409) },
      },
      onRequest: [authenticate, requireRole('admin')],
    },
    async (request) => {
      const row = await repo.findDoctor(ctx.db, request.params.id);
      if (!row) throw notFound('Doctor');
      if (row.approvedAt) throw conflict('This doctor account is approved; delete it instead.');
      await ctx.db.transaction(async (tx) => {
        if (await repo.rejectDoctor(tx, row.id)) {
          await createNotifications(tx, [
            { userId: row.person.userId, message: DOCTOR_REJECTED_MESSAGE },
          ]);
          await supersedeNotifications(tx, { type: 'doctor', id: row.id });
        }
      });
      ctx.guards.forget(row.person.userId);
      return repo.toDoctor((await repo.findDoctor(ctx.db, row.id))!);
    },
  );

  app.delete(
    '/api/doctor/delete/:id',
    {
      schema: {
        tags,
        summary: 'Delete a doctor (administrators): cancels upcoming appointments, keeps history',
        params: IdParams,
        response: { 200: MessageResponse, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: [authenticate, requireRole('admin')],
    },
    async (request) => {
      await deleteDoctor(ctx, request.params.id);
      return { message: 'Doctor deleted' };
    },
  );
};
