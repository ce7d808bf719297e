// How the doctor area words people, dates and statuses (spec §2, §3, §9).
import type { AppointmentStatus, ComplaintStatus, UserSummary } from './api-types';

/** Spec §9: missing values display as N/A. */
export const NA = 'N/A';

type Person = Pick<UserSummary, 'firstName' | 'lastName'> | null | undefined;

/** 'first last', or N/A for a deleted or unknown person. */
export function personName(user: Person): string {
  const name = `${user?.firstName ?? ''} ${user?.lastName ?? ''}`.trim();
  return name || NA;
}

/** Spec §2 appointment form: options by first and last name, fallback 'Unknown' / 'Patient'. */
export function patientOptionLabel(user: Person): string {
  return `${user?.firstName || 'Unknown'} ${user?.lastName || 'Patient'}`;
}

/** Spec §2 appointment form: 'Dr. first last' or 'Dr. Unknown'. */
export function doctorLabel(user: Person): string {
  const name = `${user?.firstName ?? ''} ${user?.lastName ?? ''}`.trim();
  return `Dr. ${name || 'Unknown'}`;
}

function calendarParts(date: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!match) return null;
  // Noon UTC: the same calendar day in every time zone.
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12));
}

/** A calendar date 'YYYY-MM-DD' as 'Nov 24, 2026'. */
export function formatDate(date: string | null | undefined): string {
  if (!date) return NA;
  const parsed = calendarParts(date);
  if (!parsed) return date;
  return parsed.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** A calendar date in long US format: 'November 24, 2026' (spec §2 recommendations). */
export function formatLongDate(value: string | null | undefined): string {
  if (!value) return NA;
  const parsed = new Date(value);
  if (Number.isNaN(parsed.getTime())) return value;
  return parsed.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

/** A moment as 'Nov 24, 2026, 10:05 AM' (spec §9: times as hours and minutes). */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return NA;
  const parsed = new Date(value);
  if (Number.isNaN(parsed.getTime())) return value;
  return parsed.toLocaleString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

const appointmentStatusLabels: Record<AppointmentStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  completed: 'Completed',
  cancelled: 'Cancelled',
  'no-show': 'No-show',
};

/** Spec §3/§4: an appointment without a status is Pending. */
export function appointmentStatusLabel(status: AppointmentStatus | string | null | undefined) {
  if (!status) return 'Pending';
  return appointmentStatusLabels[status as AppointmentStatus] ?? status;
}

const complaintStatusLabels: Record<ComplaintStatus, string> = {
  open: 'Open',
  'in review': 'In review',
  resolved: 'Resolved',
};

/** Spec §3: a complaint without a status is Unknown. */
export function complaintStatusLabel(status: ComplaintStatus | string | null | undefined) {
  if (!status) return 'Unknown';
  return complaintStatusLabels[status as ComplaintStatus] ?? status;
}

/** Text for an optional value. */
export function orNA(value: string | number | null | undefined): string {
  return value === null || value === undefined || value === '' ? NA : String(value);
}

/** Today's date 'YYYY-MM-DD' in the browser's time zone. */
export function todayIso(now = new Date()): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/** 'moderate' → 'Moderate' (values the server keeps in lower case). */
export function capitalize(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  return value.charAt(0).toUpperCase() + value.slice(1);
}
