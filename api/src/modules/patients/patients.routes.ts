import type { RouteModule } from '../../context.js';
import { errorResponses, setTotal } from '../../context.js';
import { paging } from '../../lib/paging.js';
import { assertMaySeePatientData } from '../../plugins/auth.js';
import { IdParams, ListQuery, MessageResponse, UserIdParams } from '../common/common.schemas.js';
import { badRequest, notFound } from '../../lib/http-error.js';
import {
  findPatientByUser,
  likelyDuplicates,
  listPatients,
  searchPatientChoices,
  toPatient,
  choiceSearch,
  toPatientChoice,
  updatePatient,
} from './patients.repository.js';
import {
  Patient,
  PatientChoiceList,
  PatientChoiceQuery,
  PatientList,
  UpdatePatientBody,
} from './patients.schemas.js';
import { deletePatient, visiblePatient } from './patients.service.js';

const tags = ['patients'];

export const patientsRoutes: RouteModule = async (app, ctx) => {
  const { authenticate, requireRole } = ctx.guards;

  app.get(
    '/api/patient/all',
    {
      schema: {
        tags,
        summary: 'All patients: whole records for administrators, names only for doctors (to book)',
        querystring: ListQuery,
        response: { 200: PatientList, ...errorResponses(400, 401, 403) },
      },
      onRequest: [authenticate, requireRole('admin', 'doctor')],
    },
    async (request, reply) => {
      assertMaySeePatientData(request.actor);
      const page = await listPatients(ctx.db, paging(request.query), {
        contacts: request.actor.role === 'admin',
      });
      ctx.audit.readList(
        request,
        'patient',
        page.rows.map((row) => row.id),
      );
      setTotal(reply, page.total);
      const detail = request.actor.role === 'admin' ? 'record' : 'names';
      return page.rows.map((row) => toPatient(row, detail));
    },
  );

  app.get(
    '/api/patient/choices',
    {
      schema: {
        tags,
        summary:
          "Patients to choose from in a form: names, date of birth (a doctor: only the year for patients outside their care) and the last two phone digits; a doctor's own patients first",
        querystring: PatientChoiceQuery,
        response: { 200: PatientChoiceList, ...errorResponses(400, 401, 403) },
      },
      onRequest: [authenticate, requireRole('admin', 'doctor')],
    },
    async (request) => {
      const { actor } = request;
      assertMaySeePatientData(actor);
      const { q, id, limit = 20, scope = 'all' } = request.query;
      if (scope === 'mine' && actor.role !== 'doctor')
        throw badRequest('Only a doctor has patients of their own.');
      const rows = await searchPatientChoices(ctx.db, {
        q,
        id,
        limit,
        doctorId: actor.role === 'doctor' ? (actor.doctorId ?? undefined) : undefined,
        onlyMine: scope === 'mine',
        contacts: actor.role === 'admin',
      });
      ctx.audit.readList(
        request,
        'patient',
        rows.map((row) => row.id),
      );
      // A doctor sees a date of birth only of their own patients, or the one they typed.
      const typedBirth = choiceSearch(q).kind === 'birth';
      return rows.map((row) =>
        toPatientChoice(row, row.yours === false && !typedBirth ? 'year' : 'date'),
      );
    },
  );

  app.get(
    '/api/patient/getPatient/:id',
    {
      schema: {
        tags,
        summary: 'One patient record (yours, one of your patients, or any as an administrator)',
        params: IdParams,
        response: { 200: Patient, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: [authenticate],
    },
    async (request) => {
      const row = await visiblePatient(ctx, request.actor, request.params.id);
      ctx.audit.read(request, 'patient', row.id, row.id);
      return toPatient(row);
    },
  );

  app.get(
    '/api/patient/duplicates/:id',
    {
      schema: {
        tags,
        summary: 'Other patient accounts likely to be the same person (administrators)',
        description:
          'The same first and last name (case aside) and the same date of birth; empty when the patient has no date of birth.',
        params: IdParams,
        response: { 200: PatientChoiceList, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: [authenticate, requireRole('admin')],
    },
    async (request) => {
      const row = await visiblePatient(ctx, request.actor, request.params.id);
      const rows = await likelyDuplicates(ctx.db, row.id);
      return rows.map((duplicate) => toPatientChoice(duplicate));
    },
  );

  app.get(
    '/api/patient/getPatientByUser/:userId',
    {
      schema: {
        tags,
        summary: "A user's patient record, as a one-element array",
        params: UserIdParams,
        response: { 200: PatientList, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: [authenticate],
    },
    async (request) => {
      const { actor } = request;
      assertMaySeePatientData(actor);
      const row = await findPatientByUser(ctx.db, request.params.userId);
      if (!row) throw notFound('Patient');
      const patient = await visiblePatient(ctx, actor, row.id);
      ctx.audit.read(request, 'patient', patient.id, patient.id);
      return [toPatient(patient)];
    },
  );

  app.put(
    '/api/patient/update/:id',
    {
      schema: {
        tags,
        summary: 'Update medical details (the patient, their doctor, or an administrator)',
        params: IdParams,
        body: UpdatePatientBody,
        response: { 200: Patient, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: [authenticate],
    },
    async (request) => {
      const row = await visiblePatient(ctx, request.actor, request.params.id, 'write');
      const { bloodType, weight, height, emergencyContact: contact, insurance } = request.body;
      const text = (v: string | undefined) => (v === undefined ? undefined : v.trim() || null);
      await updatePatient(ctx.db, row.id, {
        bloodType: bloodType === undefined ? undefined : bloodType || null,
        weight,
        height,
        emergencyContactName: text(contact?.name),
        emergencyContactRelation: text(contact?.relation),
        emergencyContactPhone: text(contact?.phone),
        insuranceProvider: text(insurance?.provider),
        insurancePolicyNumber: text(insurance?.policyNumber),
      });
      await ctx.audit.change(ctx.db, request, 'update', 'patient', row.id, row.id);
      return toPatient(await visiblePatient(ctx, request.actor, row.id));
    },
  );

  app.delete(
    '/api/patient/delete/:id',
    {
      schema: {
        tags,
        summary: 'Delete a patient (administrators): cancels upcoming appointments, keeps history',
        params: IdParams,
        response: { 200: MessageResponse, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: [authenticate, requireRole('admin')],
    },
    async (request) => {
      await deletePatient(ctx, request.params.id);
      await ctx.audit.change(
        ctx.db,
        request,
        'delete',
        'patient',
        request.params.id,
        request.params.id,
      );
      return { message: 'Patient deleted' };
    },
  );
};
