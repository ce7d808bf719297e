// Availability and slots: what a doctor's hours offer, which times are free, and the checks that
// every booking and move passes before the database's no-overlap constraints have the last word.
import { DateTime } from 'luxon';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/index.js';
import { parseCalendarDate } from '../../lib/dates.js';
import { badRequest, conflict, DOUBLE_BOOKED, forbidden, notFound } from '../../lib/http-error.js';
import { normaliseTimeSlot } from '../../lib/time-slots.js';
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
  localDate,
  slotLabel,
  withinHours,
  withinPatientLimits,
  type ScheduleRules,
  type Slot,
} from './slots.js';

export const NOT_AVAILABLE = 'This time is not available. Please choose another slot.';
export const PATIENT_BUSY_SELF = 'You already have an appointment at this time.';
export const PATIENT_BUSY_OTHER = 'The patient already has an appointment at this time.';
/** Longest range of one slots request, in days. */
export const MAX_RANGE_DAYS = 62;

export function tooMany(max: number): string {
  return `You already have ${max} upcoming appointments with this doctor.`;
}

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
  await repo.saveSchedule(ctx.db, doctorId, rules);
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

export interface SlotRequest {
  start?: string;
  date?: string;
  timeSlot?: string;
}

export interface ChosenSlot extends Slot {
  timeZone: string;
  rules: ScheduleRules;
}

export function repeatedTime(date: string, label: string, choices: string[]): string {
  return `On ${date} the clock goes back and ${label} happens twice: choose ${choices.join(' or ')}.`;
}

/**
 * The one slot of the date that the label names. On the day clocks go back the list labels each
 * time with the zone's abbreviation; a label without it names a repeated time twice, and is
 * refused with both choices rather than read as either.
 */
function slotNamed(rules: ScheduleRules, date: string, label: string): Slot | undefined {
  const day = gridSlots(rules, date, date).filter((slot) => slot.date === date);
  const exact = day.find((slot) => slot.timeSlot === label);
  if (exact) return exact;
  const plain = day.filter((slot) => slotLabel(slot.start, slot.end, rules.timeZone) === label);
  if (plain.length > 1)
    throw badRequest(
      repeatedTime(
        date,
        label,
        plain.map((slot) => slot.timeSlot),
      ),
    );
  return plain[0];
}

/**
 * The slot a booking or move names — by `start`, or by the spec's date and time slot — if the
 * doctor's hours offer it (for a patient: not in the past, after the notice, within the horizon).
 */
export const IN_THE_PAST = 'The appointment date cannot be in the past.';

export async function chosenSlot(
  db: Db,
  actor: Actor,
  doctorId: string,
  request: SlotRequest,
  now: number,
): Promise<ChosenSlot> {
  const { rules } = await repo.findSchedule(db, doctorId);
  let match: Slot | undefined;
  if (request.start !== undefined) {
    const start = DateTime.fromISO(request.start, { setZone: true });
    if (!start.isValid)
      throw badRequest('Start must be a date and time like 2026-12-01T10:00:00Z.');
    const ms = start.toMillis();
    const date = localDate(ms, rules.timeZone);
    match = gridSlots(rules, date, date).find((slot) => slot.start === ms);
  } else {
    if (!request.date) throw badRequest('Date is required.');
    if (!request.timeSlot?.trim()) throw badRequest('Time slot is required.');
    const date = parseCalendarDate(request.date);
    if (!date) throw badRequest('Date must be a real date like 2026-11-24.');
    match = slotNamed(rules, date, normaliseTimeSlot(request.timeSlot));
  }
  if (!match) throw badRequest(NOT_AVAILABLE);
  // The rule of the past (docs/decisions/clinical-actions-in-the-past.md): only an
  // administrator enters an appointment that has already begun, as a correction of the record.
  if (actor.role !== 'admin' && match.start <= now) throw badRequest(IN_THE_PAST);
  if (actor.role === 'patient' && !withinPatientLimits(rules, match, now))
    throw badRequest(NOT_AVAILABLE);
  return { ...match, timeZone: rules.timeZone, rules };
}

/**
 * Inside the booking's transaction: the doctor and the patient are free then, and the patient
 * stays under the doctor's cap of upcoming appointments. The exclusion constraints still decide a
 * race between two transactions that both passed this.
 */
export async function assertBookable(
  tx: Db,
  actor: Actor,
  slot: ChosenSlot,
  who: { patientId: string; doctorId: string; except?: string },
  now: number,
): Promise<void> {
  await repo.lockPatientDoctor(tx, who.patientId, who.doctorId);
  const doctorBusy = await repo.busyTimes(
    tx,
    { doctorIds: [who.doctorId] },
    slot.start - 86_400_000,
    slot.end + 86_400_000,
    who.except,
  );
  if (!isFree(slot.rules, doctorBusy, slot.start, slot.end)) throw conflict(DOUBLE_BOOKED);
  const patientBusy = await repo.busyTimes(
    tx,
    { patientId: who.patientId },
    slot.start,
    slot.end,
    who.except,
  );
  if (patientBusy.length > 0)
    throw conflict(actor.role === 'patient' ? PATIENT_BUSY_SELF : PATIENT_BUSY_OTHER);
  // The cap stops one patient from holding a doctor's day; a doctor or an administrator may
  // still book a course of visits for them.
  if (actor.role === 'patient' && slot.start > now) {
    const upcoming = await repo.countUpcoming(tx, who.patientId, who.doctorId, now, who.except);
    if (upcoming >= slot.rules.maxUpcomingPerPatient)
      throw conflict(tooMany(slot.rules.maxUpcomingPerPatient));
  }
}
