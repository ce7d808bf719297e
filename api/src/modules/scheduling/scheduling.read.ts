// The scheduling module's read interface for bookings: the slot a booking or move names, and
// whether the doctor and the patient are free then. The appointments module books through it; it
// imports only this module's own files, so any module may read it without a circle.
import { DateTime } from 'luxon';
import type { Db } from '../../db/index.js';
import { parseCalendarDate } from '../../lib/dates.js';
import { badRequest, conflict, DOUBLE_BOOKED } from '../../lib/http-error.js';
import { normaliseTimeSlot } from '../../lib/time-slots.js';
import type { Actor } from '../../plugins/auth.js';
import * as repo from './scheduling.repository.js';
import {
  freeSlots,
  gridSlots,
  isFree,
  localDate,
  plusDays,
  slotLabel,
  withinPatientLimits,
  type ScheduleRules,
  type Slot,
} from './slots.js';

export const NOT_AVAILABLE = 'This time is not available. Please choose another slot.';
export const PATIENT_BUSY_SELF = 'You already have an appointment at this time.';
export const PATIENT_BUSY_OTHER = 'The patient already has an appointment at this time.';
export function tooMany(max: number): string {
  return `You already have ${max} upcoming appointments with this doctor.`;
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

/** A slot a patient could book now, with the doctor's zone and rules. */
export interface OpenSlot extends ChosenSlot {
  doctorId: string;
}

/**
 * The doctor's slot that starts at `start` if a patient could book it now: offered by the hours,
 * free (buffers kept), after the notice and within the horizon. Null otherwise. The earlier-time
 * offers ask this before offering a freed time and again before each round.
 */
export async function openSlotAt(
  db: Db,
  doctorId: string,
  start: number,
  now: number,
): Promise<OpenSlot | null> {
  const { rules } = await repo.findSchedule(db, doctorId);
  const date = localDate(start, rules.timeZone);
  const slot = gridSlots(rules, date, date).find((s) => s.start === start);
  if (!slot || !withinPatientLimits(rules, slot, now)) return null;
  const busy = await repo.busyTimes(
    db,
    { doctorIds: [doctorId] },
    slot.start - 86_400_000,
    slot.end + 86_400_000,
  );
  if (!isFree(rules, busy, slot.start, slot.end)) return null;
  return { ...slot, doctorId, timeZone: rules.timeZone, rules };
}

/** The earliest slots a patient could book now of one doctor (new hours free them). */
export async function openSlotsOf(
  db: Db,
  doctorId: string,
  now: number,
  limit: number,
): Promise<OpenSlot[]> {
  const { rules } = await repo.findSchedule(db, doctorId);
  const from = localDate(now, rules.timeZone);
  const to = plusDays(from, rules.horizonDays);
  const busy = await repo.busyTimes(
    db,
    { doctorIds: [doctorId] },
    now - 86_400_000,
    now + (rules.horizonDays + 2) * 86_400_000,
  );
  return freeSlots(rules, busy, from, to, { now, patient: true, limit }).map((slot) => ({
    ...slot,
    doctorId,
    timeZone: rules.timeZone,
    rules,
  }));
}
