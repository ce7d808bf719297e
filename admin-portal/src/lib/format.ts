// How the admin area words people, dates and statuses (spec §2, §3, §9).
import type { AppointmentStatus, UserSummary } from './api-types';

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

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'YYYY-MM-DD' as noon UTC (the same calendar day in every time zone); null if not a real date. */
export function parseCalendarDate(date: string): Date | null {
  const match = CALENDAR_DATE.exec(date.slice(0, 10));
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const parsed = new Date(Date.UTC(year, month - 1, day, 12));
  return parsed.getUTCDate() === day && parsed.getUTCMonth() === month - 1 ? parsed : null;
}

/** A calendar date 'YYYY-MM-DD' as 'Nov 24, 2026'. */
export function formatDate(date: string | null | undefined): string {
  if (!date) return NA;
  const parsed = parseCalendarDate(date);
  if (!parsed) return date;
  return parsed.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
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
export function appointmentStatusLabel(status: string | null | undefined): string {
  if (!status) return 'Pending';
  return appointmentStatusLabels[status as AppointmentStatus] ?? status;
}

/** 'in review' → 'In review'; missing → 'Unknown' (spec §3 health complaints). */
export function complaintStatusLabel(status: string | null | undefined): string {
  const text = (status ?? '').trim();
  if (!text) return 'Unknown';
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Text for an optional value. */
export function orNA(value: string | number | null | undefined): string {
  return value === null || value === undefined || value === '' ? NA : String(value);
}

/** A rating out of 5, or N/A. */
export function formatRating(rating: number | null | undefined): string {
  return rating === null || rating === undefined ? NA : `${rating}/5`;
}

/** Spec §9: average per day to one decimal. */
export function oneDecimal(value: number): string {
  return (Math.round(value * 10) / 10).toFixed(1);
}

/** Today's date 'YYYY-MM-DD' in the browser's time zone. */
export function todayIso(now = new Date()): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/** 'YYYY-MM-DD' moved by `days` (negative: back). */
export function addDays(date: string, days: number): string {
  const parsed = parseCalendarDate(date);
  if (!parsed) return date;
  parsed.setUTCDate(parsed.getUTCDate() + days);
  return parsed.toISOString().slice(0, 10);
}

/** Calendar days from `from` to `to` inclusive (0 when `to` is before `from` or either is invalid). */
export function daysInRange(from: string, to: string): number {
  const start = parseCalendarDate(from);
  const end = parseCalendarDate(to);
  if (!start || !end || end < start) return 0;
  return Math.round((end.getTime() - start.getTime()) / 86_400_000) + 1;
}
