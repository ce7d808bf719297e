import { appointmentLinks, oneTapLink } from './appointment-links.js';
import { message, type EmailMessage } from './email.js';

/** How long before the start a reminder goes. */
export type ReminderKind = '24h' | '2h';

/** Hours before the start. */
export const REMINDER_HOURS: Record<ReminderKind, number> = { '24h': 24, '2h': 2 };

export interface ReminderFacts {
  appointmentId: string;
  patientFirstName: string;
  /** 'Dr. Ivo Brandt' */
  doctor: string;
  status: string;
  date: string;
  timeSlot: string;
  timeZone: string;
  withInvitation: boolean;
  appUrl: string;
  /** The signed tokens of the one-tap Confirm and Cancel links. */
  tokens: { confirm: string; cancel: string };
  /** The patient already confirmed they will come (no Confirm link then). */
  patientConfirmed: boolean;
}

/**
 * The in-app notification of a reminder (the email says the same and more). It opens the
 * appointment, where Confirm, Reschedule and Cancel are (the reader is signed in: no token).
 */
export function reminderNotice(facts: Pick<ReminderFacts, 'doctor' | 'date' | 'timeSlot'>) {
  return `Reminder: your appointment with ${facts.doctor} is on ${facts.date} at ${facts.timeSlot}. Open it to confirm, reschedule or cancel.`;
}

/** The reminder before an appointment, with links to see, move or cancel it. */
export function appointmentReminderEmail(facts: ReminderFacts): EmailMessage {
  const links = appointmentLinks(facts.appUrl, facts.appointmentId);
  const confirm = { label: 'Confirm', url: oneTapLink(facts.appUrl, facts.tokens.confirm) };
  const cancel = { label: 'Cancel', url: oneTapLink(facts.appUrl, facts.tokens.cancel) };
  const reschedule = { label: 'Reschedule', url: links.reschedule.url };
  return message(`Reminder: your appointment on ${facts.date} at ${facts.timeSlot}`, {
    greeting: `Hello ${facts.patientFirstName},`,
    paragraphs: [
      // No 'tomorrow' or 'in 2 hours': a reminder that had to wait for a retry would be wrong.
      `This is a reminder of your appointment with ${facts.doctor} on ${facts.date} at ${facts.timeSlot}.`,
      facts.status === 'confirmed'
        ? 'The doctor has confirmed it.'
        : 'The doctor has not confirmed it yet; you will get an email when they do.',
      facts.patientConfirmed
        ? 'You have confirmed that you will come. Thank you.'
        : 'Please confirm that you will come: one tap, no sign-in needed.',
    ],
    details: [
      ['Doctor', facts.doctor],
      ['Date', facts.date],
      ['Time', facts.timeSlot],
      ['Time zone', facts.timeZone],
    ],
    actions: [...(facts.patientConfirmed ? [] : [confirm]), reschedule, cancel, links.view],
    closing: [
      'If you cannot come, please reschedule or cancel, so that another patient can have the time.',
      ...(facts.withInvitation ? ['The attached invitation adds it to your calendar.'] : []),
    ],
  });
}
