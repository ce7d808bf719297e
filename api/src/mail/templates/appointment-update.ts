import { appointmentLinks } from './appointment-links.js';
import { message, type EmailMessage } from './email.js';

/** What happened to the appointment; the patient's email says it. */
export type AppointmentEmailEvent = 'booked' | 'confirmed' | 'moved' | 'cancelled' | 'declined';

export interface AppointmentUpdateFacts {
  appointmentId: string;
  patientFirstName: string;
  /** 'Dr. Ivo Brandt' */
  doctor: string;
  /** The appointment's status after the change. */
  status: string;
  date: string;
  timeSlot: string;
  timeZone: string;
  /** An iCalendar invitation (or its cancellation) goes with the email. */
  withInvitation: boolean;
  appUrl: string;
}

function opening(event: AppointmentEmailEvent, doctor: string, status: string): string {
  switch (event) {
    case 'booked':
      return status === 'proposed'
        ? `${doctor} proposed an appointment to you. Accept or decline it in CareConnect.`
        : `Your appointment with ${doctor} is booked. The doctor will confirm it.`;
    case 'confirmed':
      return `${doctor} confirmed your appointment.`;
    case 'moved':
      return status === 'pending'
        ? `Your appointment with ${doctor} was moved. The doctor will confirm the new time.`
        : `Your appointment with ${doctor} was moved.`;
    case 'cancelled':
      return `Your appointment with ${doctor} was cancelled.`;
    case 'declined':
      return `The appointment with ${doctor} was declined.`;
  }
}

/** A booking, a confirmation, a move or a cancellation, told to the patient. */
export function appointmentUpdateEmail(
  event: AppointmentEmailEvent,
  facts: AppointmentUpdateFacts,
): EmailMessage {
  const cancel = event === 'cancelled' || event === 'declined';
  const when = `Your appointment on ${facts.date} at ${facts.timeSlot}`;
  const links = appointmentLinks(facts.appUrl, facts.appointmentId);
  return message(cancel ? `Cancelled: ${when}` : when, {
    greeting: `Hello ${facts.patientFirstName},`,
    paragraphs: [opening(event, facts.doctor, facts.status)],
    details: [
      ['Doctor', facts.doctor],
      ['Date', facts.date],
      ['Time', facts.timeSlot],
      ['Time zone', facts.timeZone],
    ],
    actions: [links.view],
    closing: facts.withInvitation
      ? [
          cancel
            ? 'The attached calendar update removes it from your calendar.'
            : 'The attached invitation adds it to your calendar.',
        ]
      : [],
  });
}
