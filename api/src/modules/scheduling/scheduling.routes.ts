import type { RouteModule } from '../../context.js';
import { errorResponses } from '../../context.js';
import { toIsoDateTime } from '../../lib/dates.js';
import { badRequest } from '../../lib/http-error.js';
import { appointmentsReader, type AppointmentRow } from '../appointments/appointments.read.js';
import { presentAppointments } from '../appointments/appointments.service.js';
import { AppointmentList } from '../appointments/appointments.schemas.js';
import { DoctorIdParams } from '../common/common.schemas.js';
import { doctorsReader } from '../doctors/doctors.read.js';
import * as repo from './scheduling.repository.js';
import {
  Availability,
  AvailabilityBody,
  BookingAllowance,
  FirstAvailableQuery,
  FirstAvailableSlot,
  SavedAvailability,
  SlotsAnswer,
  SlotsQuery,
} from './scheduling.schemas.js';
import * as service from './scheduling.service.js';
import type { ScheduleRules } from './slots.js';

const tags = ['scheduling'];
const iso = (ms: number) => new Date(ms).toISOString();

export const schedulingRoutes: RouteModule = async (app, ctx) => {
  const { authenticate, requireRole } = ctx.guards;

  const toAvailability = (
    doctorId: string,
    record: { rules: ScheduleRules; updatedAt: string | null },
  ): Availability => ({
    doctor: doctorId,
    ...(record.rules as Omit<Availability, 'doctor' | 'updatedAt'>),
    updatedAt: record.updatedAt ? toIsoDateTime(record.updatedAt) : null,
  });

  const rowsOf = async (ids: string[]) =>
    (await Promise.all(ids.map((id) => appointmentsReader.findAppointment(ctx.db, id)))).filter(
      (row): row is AppointmentRow => row !== null,
    );

  app.get(
    '/api/doctor/availability/:doctorId',
    {
      schema: {
        tags,
        summary: "A doctor's working hours, date overrides, time off and booking rules",
        params: DoctorIdParams,
        response: { 200: Availability, ...errorResponses(401, 404) },
      },
      onRequest: [authenticate],
    },
    async (request) => {
      const { doctorId } = request.params;
      const record = await service.visibleSchedule(ctx, request.actor, doctorId);
      return toAvailability(doctorId, record);
    },
  );

  app.put(
    '/api/doctor/availability/:doctorId',
    {
      schema: {
        tags,
        summary: "Save a doctor's availability (the doctor or an administrator)",
        description:
          'Never deletes an appointment: the answer lists the upcoming ones the new hours no longer hold, to be moved.',
        params: DoctorIdParams,
        body: AvailabilityBody,
        response: { 200: SavedAvailability, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: [authenticate],
    },
    async (request) => {
      const { doctorId } = request.params;
      const saved = await service.saveAvailability(ctx, request.actor, doctorId, request.body);
      const outside = await service.outsideHoursIds(ctx, doctorId, saved.rules);
      return {
        availability: toAvailability(doctorId, saved),
        outsideHours: await presentAppointments(ctx, request.actor, await rowsOf(outside)),
      };
    },
  );

  app.get(
    '/api/doctor/availability/:doctorId/outside-hours',
    {
      schema: {
        tags,
        summary: "Upcoming appointments outside the doctor's current hours (to be moved)",
        params: DoctorIdParams,
        response: { 200: AppointmentList, ...errorResponses(401, 403, 404) },
      },
      onRequest: [authenticate],
    },
    async (request) => {
      const { doctorId } = request.params;
      service.assertMayEditSchedule(request.actor, doctorId);
      const { rules } = await service.visibleSchedule(ctx, request.actor, doctorId);
      const outside = await service.outsideHoursIds(ctx, doctorId, rules);
      return presentAppointments(ctx, request.actor, await rowsOf(outside));
    },
  );

  app.get(
    '/api/doctor/availability/:doctorId/allowance',
    {
      schema: {
        tags,
        summary:
          "The signed-in patient's upcoming appointments with a doctor and the doctor's cap of them",
        description:
          'Shown before a time is chosen, so that a patient at the cap sees their appointments instead of times a booking would refuse.',
        params: DoctorIdParams,
        response: { 200: BookingAllowance, ...errorResponses(401, 403, 404) },
      },
      onRequest: [authenticate, requireRole('patient')],
    },
    async (request) => {
      const { doctorId } = request.params;
      const { rules } = await service.visibleSchedule(ctx, request.actor, doctorId);
      const patientId = request.actor.patientId;
      const ids = patientId
        ? await repo.upcomingIds(ctx.db, patientId, doctorId, ctx.now().getTime())
        : [];
      return {
        doctor: doctorId,
        max: rules.maxUpcomingPerPatient,
        upcoming: await presentAppointments(ctx, request.actor, await rowsOf(ids)),
      };
    },
  );

  app.get(
    '/api/doctor/slots/:doctorId',
    {
      schema: {
        tags,
        summary: "A doctor's free slots from one date to another, or every slot of one date",
        description:
          '`from` and `to` (at most 62 days): the free, bookable slots only. `date`: every slot the hours offer that day and whether it is free. A patient sees the minimum notice and booking horizon applied.',
        params: DoctorIdParams,
        querystring: SlotsQuery,
        response: { 200: SlotsAnswer, ...errorResponses(400, 401, 404) },
      },
      onRequest: [authenticate],
    },
    async (request) => {
      const { doctorId } = request.params;
      const { date, from, to } = request.query;
      if (from || to) {
        if (!from || !to)
          throw badRequest('Give both from and to, like from=2026-12-01&to=2026-12-31.');
        const { rules, slots } = await service.slotsBetween(ctx, request.actor, doctorId, from, to);
        return slots.map((s) => ({
          start: iso(s.start),
          end: iso(s.end),
          date: s.date,
          timeSlot: s.timeSlot,
          timeZone: rules.timeZone,
          kinds: s.kinds,
        }));
      }
      if (!date) throw badRequest('Date is required.');
      const day = date.slice(0, 10);
      const slots = await service.daySlots(ctx, request.actor, doctorId, day);
      return slots.map(({ slot, available }) => ({
        timeSlot: slot.timeSlot,
        available,
        start: iso(slot.start),
        end: iso(slot.end),
        kinds: slot.kinds,
      }));
    },
  );

  app.get(
    '/api/slots/first-available',
    {
      schema: {
        tags,
        summary:
          'The earliest free slots across approved doctors, optionally of one specialization',
        querystring: FirstAvailableQuery,
        response: {
          200: { type: 'array', items: FirstAvailableSlot },
          ...errorResponses(400, 401),
        },
      },
      onRequest: [authenticate],
    },
    async (request) => {
      const found = await service.firstAvailable(
        ctx,
        request.query.specialization,
        request.query.limit ?? 10,
      );
      const doctors = new Map(
        await Promise.all(
          [...new Set(found.map((s) => s.doctorId))].map(
            async (id) => [id, await doctorsReader.findDoctor(ctx.db, id)] as const,
          ),
        ),
      );
      return found.flatMap((s) => {
        const doctor = doctors.get(s.doctorId);
        if (!doctor) return [];
        return [
          {
            start: iso(s.start),
            end: iso(s.end),
            date: s.date,
            timeSlot: s.timeSlot,
            timeZone: s.timeZone,
            kinds: s.kinds,
            doctor: {
              _id: doctor.id,
              specialization: doctor.specialization,
              user: {
                _id: doctor.person.userId,
                firstName: doctor.person.firstName ?? '',
                lastName: doctor.person.lastName ?? '',
              },
            },
          },
        ];
      });
    },
  );

  app.get(
    '/api/appointment/schedule-issues',
    {
      schema: {
        tags,
        summary: 'Old appointments whose time could not be placed (unreadable or overlapping)',
        response: { 200: AppointmentList, ...errorResponses(401, 403) },
      },
      onRequest: [authenticate, requireRole('admin')],
    },
    async (request) =>
      presentAppointments(ctx, request.actor, await rowsOf(await repo.scheduleIssueIds(ctx.db))),
  );
};
