// Availability and slots: what a doctor's hours offer and which times are free. The checks that
// every booking and move passes are the module's read interface (scheduling.read.ts).
import { DateTime } from 'luxon';
import type { AppContext } from '../../context.js';
import { parseCalendarDate } from '../../lib/dates.js';
import { badRequest, forbidden, notFound } from '../../lib/http-error.js';
import type { Actor } from '../../plugins/auth.js';
import { doctorsReader } from '../doctors/doctors.read.js';
import { checkRules } from './availability.js';
import * as repo from './scheduling.repository.js';
import {
  daysSpanned,
  freeSlots,
  freeTimes,
  labelled,
  type Candidate,
  gridSlots,
  isFree,
  withinHours,
  withinPatientLimits,
  type ScheduleRules,
  type Slot,
} from './slots.js';

/** Longest range of one slots request, in days. */
export const MAX_RANGE_DAYS = 62;

/** The doctor's schedule if the caller may see the doctor (approved, or themself, or admin). */
export async function visibleSchedule(ctx: AppContext, actor: Actor, doctorId: string) {
  const doctor = await doctorsReader.findDoctor(ctx.db, doctorId);
  if (!doctor || doctor.deletedAt || !doctorsReader.mayViewDoctor(actor, doctor))
    throw notFound('Doctor');
  return { doctor, ...(await repo.findSchedule(ctx.db, doctorId)) };
}

/** Only the doctor themself or an administrator changes a doctor's hours. */
export function assertMayEditSchedule(actor: Actor, doctorId: string): void {
  if (actor.role === 'admin') return;
  if (actor.role === 'doctor' && actor.doctorId === doctorId) return;
  throw forbidden("Only the doctor or an administrator can change a doctor's availability.");
}

export async function saveAvailability(
  ctx: AppContext,
  actor: Actor,
  doctorId: string,
  input: ScheduleRules,
) {
  assertMayEditSchedule(actor, doctorId);
  await visibleSchedule(ctx, actor, doctorId);
  const rules = checkRules(input);
  await ctx.domainEvents.transaction(async (tx, emit) => {
    await repo.saveSchedule(tx, doctorId, rules);
    emit({ type: 'schedule.changed', doctorId });
  });
  return repo.findSchedule(ctx.db, doctorId);
}

/** Upcoming live appointments that the doctor's current hours no longer hold (never deleted). */
export async function outsideHoursIds(ctx: AppContext, doctorId: string, rules: ScheduleRules) {
  const upcoming = await repo.upcomingOfDoctor(ctx.db, doctorId, ctx.now().getTime());
  return upcoming.filter((a) => !withinHours(rules, a.start, a.end)).map((a) => a.id);
}

function checkRange(from: string, to: string): void {
  if (!parseCalendarDate(from) || !parseCalendarDate(to))
    throw badRequest('Dates must be real dates like 2026-11-24.');
  if (to < from) throw badRequest('The end date must be on or after the start date.');
  // Counted, never listed: a range of ten thousand years must cost no more than one of a week.
  if (daysSpanned(from, to) > MAX_RANGE_DAYS)
    throw badRequest(`Ask for at most ${MAX_RANGE_DAYS} days of slots at a time.`);
}

/** Instants that cover the dates `from`..`to` in any zone (a day of margin either side). */
function coveringInstants(from: string, to: string) {
  return {
    start: DateTime.fromISO(from, { zone: 'UTC' }).minus({ days: 1 }).toMillis(),
    end: DateTime.fromISO(to, { zone: 'UTC' }).plus({ days: 2 }).toMillis(),
  };
}

/** The free slots of one doctor on the dates `from`..`to` (the caller's rules). */
export async function slotsBetween(
  ctx: AppContext,
  actor: Actor,
  doctorId: string,
  from: string,
  to: string,
) {
  checkRange(from, to);
  const { rules } = await visibleSchedule(ctx, actor, doctorId);
  const span = coveringInstants(from, to);
  const busy = await repo.busyTimes(ctx.db, { doctorIds: [doctorId] }, span.start, span.end);
  const slots = freeSlots(rules, busy, from, to, {
    now: ctx.now().getTime(),
    patient: actor.role === 'patient',
  });
  return { rules, slots };
}

/** Every slot the hours offer on one date, with whether it is free (the one-day form). */
export async function daySlots(ctx: AppContext, actor: Actor, doctorId: string, date: string) {
  if (!parseCalendarDate(date)) throw badRequest('Dates must be real dates like 2026-11-24.');
  const { rules } = await visibleSchedule(ctx, actor, doctorId);
  const span = coveringInstants(date, date);
  const busy = await repo.busyTimes(ctx.db, { doctorIds: [doctorId] }, span.start, span.end);
  const now = ctx.now().getTime();
  return gridSlots(rules, date, date)
    .filter((slot) => slot.date === date)
    .map((slot) => ({
      slot,
      available:
        isFree(rules, busy, slot.start, slot.end) &&
        (actor.role === 'patient' ? withinPatientLimits(rules, slot, now) : slot.start > now),
    }));
}

export interface FirstAvailable extends Slot {
  doctorId: string;
  timeZone: string;
}

interface FoundTime extends Candidate {
  doctorId: string;
  timeZone: string;
}

/** The earliest free slots across approved doctors (optionally of one specialization). */
export async function firstAvailable(
  ctx: AppContext,
  specialization: string | undefined,
  limit: number,
): Promise<FirstAvailable[]> {
  const doctorIds = await repo.bookableDoctorIds(ctx.db, specialization?.trim() || undefined);
  if (doctorIds.length === 0) return [];
  const schedules = await repo.findSchedules(ctx.db, doctorIds);
  const now = ctx.now().getTime();
  const found: FoundTime[] = [];
  // Widening windows: most answers are in the first week; a quiet clinic needs more.
  let from = DateTime.fromMillis(now, { zone: 'UTC' }).minus({ days: 1 }).toISODate()!;
  // (Busy times are read for every doctor of the window: a short first window keeps that small.)
  for (const days of [3, 10, 31, 62, 365]) {
    const to = DateTime.fromISO(from)
      .plus({ days: days - 1 })
      .toISODate()!;
    const span = coveringInstants(from, to);
    const busy = await repo.busyTimes(ctx.db, { doctorIds }, span.start, span.end);
    const busyOf = new Map<string, typeof busy>();
    for (const b of busy) {
      const list = busyOf.get(b.doctorId);
      if (list) list.push(b);
      else busyOf.set(b.doctorId, [b]);
    }
    for (const doctorId of doctorIds) {
      const { rules } = schedules.get(doctorId)!;
      // Each doctor gives at most `limit` of the earliest slots.
      const slots = freeTimes(rules, busyOf.get(doctorId) ?? [], from, to, {
        now,
        patient: true,
        limit,
      });
      for (const slot of slots) found.push({ ...slot, doctorId, timeZone: rules.timeZone });
    }
    if (found.length >= limit) break;
    from = DateTime.fromISO(to).plus({ days: 1 }).toISODate()!;
  }
  return found
    .sort((a, b) => a.start - b.start || a.doctorId.localeCompare(b.doctorId))
    .slice(0, limit)
    .map((time) => ({
      ...labelled(time, time.timeZone),
      doctorId: time.doctorId,
      timeZone: time.timeZone,
    }));
}
