import type { EmailAction } from '../layout.js';

/** The public page of a reminder's one-tap link (the token says which appointment and action). */
export function oneTapLink(appUrl: string, token: string): string {
  return `${appUrl}/auth/appointment?token=${encodeURIComponent(token)}`;
}

/**
 * The appointment's page in the patient area, and the same page opening Reschedule or Cancel (a
 * visitor not signed in comes back to it after signing in).
 */
export function appointmentLinks(appUrl: string, appointmentId: string) {
  const page = `${appUrl}/patient/appointments/view/${encodeURIComponent(appointmentId)}`;
  return {
    view: { label: 'View appointment', url: page } satisfies EmailAction,
    reschedule: { label: 'Reschedule', url: `${page}?action=reschedule` } satisfies EmailAction,
    cancel: { label: 'Cancel appointment', url: `${page}?action=cancel` } satisfies EmailAction,
  };
}
