// The email copies of in-app notifications: one template per kind. They say only what the
// notification is about, never what it says (no health data by email), and link to the
// notifications screen of the user's area.
import { message, type EmailMessage } from './email.js';

export interface CopyFacts {
  firstName: string;
  /** The user's area: patient, doctor or admin. */
  role: string;
  appUrl: string;
}

/** The notifications screen of the user's area. */
export function notificationsUrl(appUrl: string, role: string): string {
  const area = role === 'doctor' || role === 'admin' ? role : 'patient';
  return `${appUrl}/${area}/notifications`;
}

/** How to stop them: the switch's label in Settings → Email copies. */
export const turnOffLine = (label: string) =>
  `You get this email because "${label}" is on in Settings → Email copies. Turn it off there to stop these emails.`;

function copyEmail(facts: CopyFacts, subject: string, sentence: string, label: string) {
  return message(subject, {
    greeting: `Hello ${facts.firstName},`,
    paragraphs: [sentence, 'Sign in to CareConnect to read it.'],
    actions: [{ label: 'Open notifications', url: notificationsUrl(facts.appUrl, facts.role) }],
    closing: [turnOffLine(label)],
  });
}

/** A new or changed food or sports plan. */
export function planCopyEmail(facts: CopyFacts): EmailMessage {
  return copyEmail(
    facts,
    'New update about your food and sports plans',
    'You have a new update about your food and sports plans.',
    'Food and sports plans',
  );
}

/** Care team requests, approvals, health report updates. */
export function careCopyEmail(facts: CopyFacts): EmailMessage {
  return copyEmail(
    facts,
    'New update about your care team',
    'You have a new update about your care team.',
    'Care team',
  );
}

/** An appointment notification for somebody the appointment's own emails do not reach. */
export function appointmentCopyEmail(facts: CopyFacts): EmailMessage {
  return copyEmail(
    facts,
    'New update about your appointments',
    'You have a new update about your appointments.',
    'Appointments',
  );
}

/** A visit summary is ready: a link to it, never its content (no health data by email). */
export function visitSummaryCopyEmail(facts: CopyFacts, appointmentId: string): EmailMessage {
  return message('Your visit summary is ready', {
    greeting: `Hello ${facts.firstName},`,
    paragraphs: [
      'Your doctor has written the summary of your visit. It is ready for you to read.',
      'Sign in to CareConnect to read it.',
    ],
    actions: [
      {
        label: 'Open the visit summary',
        url: `${facts.appUrl}/patient/appointments/${encodeURIComponent(appointmentId)}/summary`,
      },
    ],
    closing: [turnOffLine('Appointments')],
  });
}
