import type { RouteModule } from '../../context.js';
import { errorResponses } from '../../context.js';
import { parseCalendarDate, today } from '../../lib/dates.js';
import { badRequest, notFound } from '../../lib/http-error.js';
import { assertMaySeePatientData } from '../../plugins/auth.js';
import { DoctorIdParams, PatientIdParams } from '../common/common.schemas.js';
import { doctorsReader } from '../doctors/doctors.read.js';
import { visiblePatient } from '../patients/patients.service.js';
import { planTables } from '../plans/plans.read.js';
import { noShowFigures } from './no-shows.repository.js';
import * as repo from './stats.repository.js';
import {
  AdminStats,
  AdminStatsQuery,
  DoctorStats,
  NoShowFigures,
  PatientStats,
} from './stats.schemas.js';

export const RANGE_ORDER_MESSAGE = 'The start date (from) must be on or before the end date (to).';

/** Checks the period of the admin figures: real calendar dates, from on or before to. */
function checkRange(query: AdminStatsQuery): repo.DateRange {
  const range: repo.DateRange = {};
  for (const key of ['from', 'to'] as const) {
    const value = query[key];
    if (value === undefined) continue;
    const date = parseCalendarDate(value);
    if (!date || date !== value)
      throw badRequest(`${key === 'from' ? 'From' : 'To'} must be a date like 2026-11-24.`);
    range[key] = date;
  }
  if (range.from && range.to && range.from > range.to) throw badRequest(RANGE_ORDER_MESSAGE);
  return range;
}

const tags = ['stats'];

export const statsRoutes: RouteModule = async (app, ctx) => {
  const { authenticate, requireRole } = ctx.guards;

  const figures = async (scope: repo.Scope, range: repo.DateRange = {}) => {
    const [appointments, health, nutrition, sports] = await Promise.all([
      repo.appointmentFigures(ctx.db, scope, today(ctx.now()), range),
      repo.healthFigures(ctx.db, scope, range),
      repo.ratingFigures(ctx.db, planTables.foods, scope, range),
      repo.ratingFigures(ctx.db, planTables.sports, scope, range),
    ]);
    return { appointments, health, nutrition, sports };
  };

  app.get(
    '/api/stats/admin',
    {
      schema: {
        tags,
        summary:
          'Figures of the administrator dashboard; with from/to, of that period (appointments by ' +
          'their date, complaints, plans and ratings by the day they were made)',
        querystring: AdminStatsQuery,
        response: { 200: AdminStats, ...errorResponses(400, 401, 403) },
      },
      onRequest: [authenticate, requireRole('admin')],
    },
    async (request) => {
      const range = checkRange(request.query);
      const [people, rest] = await Promise.all([repo.peopleCounts(ctx.db), figures({}, range)]);
      return range.from || range.to
        ? { range: { from: range.from ?? null, to: range.to ?? null }, ...people, ...rest }
        : { ...people, ...rest };
    },
  );

  app.get(
    '/api/stats/admin/no-shows',
    {
      schema: {
        tags,
        summary:
          'No-show rates per week and per doctor (administrators): of the visits completed or ' +
          'missed in the period (by appointment date; without one, the twelve weeks ending now)',
        querystring: AdminStatsQuery,
        response: { 200: NoShowFigures, ...errorResponses(400, 401, 403) },
      },
      onRequest: [authenticate, requireRole('admin')],
    },
    async (request) => noShowFigures(ctx.db, checkRange(request.query), today(ctx.now())),
  );

  app.get(
    '/api/stats/doctor/:doctorId',
    {
      schema: {
        tags,
        summary: "Figures of a doctor's dashboard (the doctor or an administrator)",
        params: DoctorIdParams,
        response: { 200: DoctorStats, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: [authenticate, requireRole('doctor', 'admin')],
    },
    async (request) => {
      const { actor } = request;
      assertMaySeePatientData(actor);
      const { doctorId } = request.params;
      if (actor.role === 'doctor' && actor.doctorId !== doctorId) throw notFound('Doctor');
      if (actor.role === 'admin' && !(await doctorsReader.findDoctor(ctx.db, doctorId)))
        throw notFound('Doctor');
      const [patients, rest] = await Promise.all([
        repo.countPatientsOfDoctor(ctx.db, doctorId),
        figures({ doctorId }),
      ]);
      return { patients, ...rest };
    },
  );

  app.get(
    '/api/stats/patient/:patientId',
    {
      schema: {
        tags,
        summary:
          "Figures of a patient's dashboard (the patient, their doctor, or an administrator)",
        params: PatientIdParams,
        response: { 200: PatientStats, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: [authenticate],
    },
    async (request) => {
      const patient = await visiblePatient(ctx, request.actor, request.params.patientId);
      const [doctors, rest] = await Promise.all([
        repo.countDoctorsOfPatient(ctx.db, patient.id),
        figures({ patientId: patient.id }),
      ]);
      // Figures drawn from the patient's appointments and complaints: a read of their record.
      ctx.audit.read(request, 'patient', patient.id, patient.id);
      return { doctors, ...rest };
    },
  );
};
