import type { Appointment } from '../../../lib/api-types';
import type { AppointmentListParams } from '../../appointments/api/get-appointments';

const HOUR_MS = 3_600_000;

/** The list behind the card, as of `today`: the soonest few upcoming appointments. */
export function upcomingList(today: string): AppointmentListParams {
  return { page: 1, limit: 5, when: 'upcoming', order: 'soonest', today };
}

/** The first live appointment not yet begun, soonest first (a list of few rows). */
export function nextOf(appointments: Appointment[] | undefined, now = Date.now()) {
  // An answer that is not a list (a proxy's or a stand-in's) means no card, not a broken page.
  if (!Array.isArray(appointments)) return undefined;
  return appointments.find(
    (a) =>
      (a.status === 'pending' || a.status === 'confirmed') &&
      (!a.start || Date.parse(a.start) > now),
  );
}

/** The questionnaire opens 72 hours before: earlier there is nothing to ask the server. */
export function previsitOpen(appointment: Appointment, now: number): boolean {
  const start = appointment.start ? Date.parse(appointment.start) : NaN;
  return !Number.isNaN(start) && start - now <= 72 * HOUR_MS;
}
