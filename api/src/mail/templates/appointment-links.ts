import type { EmailAction } from '../layout.js';

/** The appointment's page in the patient area, and the same page opening Reschedule or Cancel. */
export function appointmentLinks(appUrl: string, appointmentId: string) {
  const page = `${appUrl}/patient/appointments/view/${encodeURIComponent(appointmentId)}`;
  return {
    view: { label: 'View appointment', url: page } satisfies EmailAction,
    reschedule: { label: 'Reschedule', url: `${page}?action=reschedule` } satisfies EmailAction,
    cancel: { label: 'Cancel appointment', url: `${page}?action=cancel` } satisfies EmailAction,
  };
}
