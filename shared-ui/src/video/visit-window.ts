// When a video visit may be joined: from 10 minutes before its start to 30 minutes after its end
// (the API's window, api/src/modules/video/video.service.ts), while it is still planned.
export const OPENS_BEFORE_MS = 10 * 60_000;
export const CLOSES_AFTER_MS = 30 * 60_000;

export interface VisitTimes {
  kind?: string | null;
  status?: string | null;
  start: string | null;
  end: string | null;
}

const PLANNED = ['pending', 'confirmed', 'completed'];

/** Whether "Join video visit" is shown now. */
export function canJoinVideoVisit(appointment: VisitTimes, now = Date.now()): boolean {
  if (appointment.kind !== 'video' || !appointment.start || !appointment.end) return false;
  if (!PLANNED.includes(appointment.status ?? 'pending')) return false;
  const opens = Date.parse(appointment.start) - OPENS_BEFORE_MS;
  const closes = Date.parse(appointment.end) + CLOSES_AFTER_MS;
  return opens <= now && now <= closes;
}

/** The next moment the answer of `canJoinVideoVisit` changes (to re-render then), or null. */
export function nextJoinChange(appointment: VisitTimes, now = Date.now()): number | null {
  if (appointment.kind !== 'video' || !appointment.start || !appointment.end) return null;
  const opens = Date.parse(appointment.start) - OPENS_BEFORE_MS;
  const closes = Date.parse(appointment.end) + CLOSES_AFTER_MS;
  if (now < opens) return opens;
  if (now <= closes) return closes + 1;
  return null;
}
