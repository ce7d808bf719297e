// How every area words people, dates and statuses on screen (spec §2, §3, §4, §9). One place,
// so a patient, a doctor and an administrator read the same value the same way.

/** Spec §9: missing values display as N/A. */
export const NA = 'N/A';

type Person = { firstName?: string | null; lastName?: string | null } | null | undefined;

/** The value, or N/A when it is missing or blank. */
export function orNA(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return NA;
  const text = String(value).trim();
  return text ? text : NA;
}

function fullName(user: Person): string {
  return `${user?.firstName ?? ''} ${user?.lastName ?? ''}`.trim();
}

/** 'first last', or N/A for a deleted or unknown person. */
export function personName(user: Person): string {
  return fullName(user) || NA;
}

/** Spec §2 appointment form: options by first and last name, fallback 'Unknown' / 'Patient'. */
export function patientOptionLabel(user: Person): string {
  return `${user?.firstName || 'Unknown'} ${user?.lastName || 'Patient'}`;
}

/** Spec §2 appointment form: 'Dr. first last' or 'Dr. Unknown'. */
export function doctorLabel(user: Person): string {
  return `Dr. ${fullName(user) || 'Unknown'}`;
}

/** 'moderate' → 'Moderate' (values the server keeps in lower case); undefined stays undefined. */
export function capitalize(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  return value.charAt(0).toUpperCase() + value.slice(1);
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * 'YYYY-MM-DD' (or the date part of an ISO date-time) as noon UTC — the same calendar day in
 * every time zone; null when it is not a real date.
 */
export function parseCalendarDate(date: string): Date | null {
  const match = CALENDAR_DATE.exec(date.slice(0, 10));
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const parsed = new Date(Date.UTC(year, month - 1, day, 12));
  return parsed.getUTCDate() === day && parsed.getUTCMonth() === month - 1 ? parsed : null;
}

const shortCalendarDate = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const longCalendarDate = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});
const longDate = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});
const shortDateTime = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** A calendar date 'YYYY-MM-DD' as 'Nov 24, 2026'; N/A when missing, as given when unreadable. */
export function formatDate(date: string | null | undefined): string {
  if (!date) return NA;
  const parsed = parseCalendarDate(date);
  return parsed ? shortCalendarDate.format(parsed) : date;
}

/**
 * Long US date (spec §2 plans): 'November 24, 2026'. A calendar date keeps its day; a moment is
 * shown in the browser's time zone; N/A when missing or unreadable.
 */
export function formatLongDate(value: string | null | undefined): string {
  if (!value) return NA;
  if (CALENDAR_DATE.test(value)) {
    const day = parseCalendarDate(value);
    return day ? longCalendarDate.format(day) : NA;
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? NA : longDate.format(date);
}

/**
 * A moment as 'Nov 24, 2026, 09:05 AM' in every area and list (spec §9: hours and minutes, two
 * digits as in a time slot); N/A when missing or unreadable.
 */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return NA;
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? NA : shortDateTime.format(parsed);
}

/** Today's date 'YYYY-MM-DD' in the browser's time zone. */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** 'YYYY-MM-DD' moved by `days` (negative: back); as given when unreadable. */
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

const appointmentStatusLabels: Record<string, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  completed: 'Completed',
  cancelled: 'Cancelled',
  'no-show': 'No-show',
  proposed: 'Proposed',
  declined: 'Declined',
};

/** Spec §3/§4: an appointment without a status is Pending. */
export function appointmentStatusLabel(status: string | null | undefined): string {
  if (!status) return 'Pending';
  return appointmentStatusLabels[status] ?? capitalize(status) ?? status;
}

/** Spec §3/§4: 'in review' → 'In review'; a complaint without a status is Unknown. */
export function complaintStatusLabel(status: string | null | undefined): string {
  return capitalize((status ?? '').trim()) ?? 'Unknown';
}

/** A rating out of 5, or N/A. */
export function formatRating(rating: number | null | undefined): string {
  return rating === null || rating === undefined ? NA : `${rating}/5`;
}

/** Spec §9: averages to one decimal. */
export function oneDecimal(value: number): string {
  return (Math.round(value * 10) / 10).toFixed(1);
}
