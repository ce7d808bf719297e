// How this area words values on screen (spec §9: N/A for missing values, hours and minutes).
import type { AppointmentStatus, ComplaintStatus, DoctorRef, UserSummary } from './api-types';

export const NA = 'N/A';

/** The value, or N/A when it is missing or blank. */
export function orNA(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return NA;
  const text = String(value).trim();
  return text ? text : NA;
}

const longDate = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});
const longCalendarDate = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});
const dateTime = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** 'YYYY-MM-DD' as UTC midnight, so a calendar day never moves with the time zone. */
function calendarDay(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Long US date (spec §2 sports): 'November 23, 2026'; N/A when missing or unreadable. */
export function formatLongDate(value: string | null | undefined): string {
  if (!value) return NA;
  const day = calendarDay(value);
  if (day) return longCalendarDate.format(day);
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? NA : longDate.format(date);
}

/** A moment in hours and minutes: 'November 23, 2026 at 9:05 AM'. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return NA;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? NA : dateTime.format(date);
}

/** Today in the browser's time zone, 'YYYY-MM-DD' (the earliest day a patient may book). */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function personName(user: UserSummary | null | undefined): string | null {
  if (!user) return null;
  const name = `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim();
  return name || null;
}

/** 'Dr. Jane Smith', or N/A when the doctor's details are missing (spec §2). */
export function doctorName(doctor: Pick<DoctorRef, 'user'> | null | undefined): string {
  const name = personName(doctor?.user);
  return name ? `Dr. ${name}` : NA;
}

const appointmentStatusLabels: Record<AppointmentStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  completed: 'Completed',
  cancelled: 'Cancelled',
  'no-show': 'No-show',
};

/** Spec §4: shown as Pending when absent. */
export function appointmentStatusLabel(status: string | null | undefined): string {
  if (!status) return 'Pending';
  return appointmentStatusLabels[status as AppointmentStatus] ?? capitalise(status);
}

/** A patient may cancel a pending or confirmed appointment (decisions.md). */
export function isCancellable(status: string | null | undefined): boolean {
  return !status || status === 'pending' || status === 'confirmed';
}

/** Spec §4: Unknown when missing; 'in review' → 'In review'. */
export function complaintStatusLabel(status: ComplaintStatus | string | null | undefined): string {
  const text = (status ?? '').trim();
  return text ? capitalise(text) : 'Unknown';
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
