// How this area words values on screen (spec §9: N/A for missing values, hours and minutes).
// The wording every area shares lives in the kit; this file adds the patient area's own.
import { NA } from '@careconnect/shared-ui';
import type { DoctorRef, UserSummary } from './api-types';

export {
  NA,
  appointmentStatusLabel,
  complaintStatusLabel,
  formatDateTime,
  formatLongDate,
  orNA,
  todayIso,
} from '@careconnect/shared-ui';

/** 'first last', or null when the person's details are missing. */
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

/** A patient may cancel a pending or confirmed appointment (spec §4). */
export function isCancellable(status: string | null | undefined): boolean {
  return !status || status === 'pending' || status === 'confirmed';
}
