import { message, type EmailMessage } from './email.js';

/** To the new address: the link that makes the change. */
export function emailChangeConfirmEmail(firstName: string, link: string): EmailMessage {
  return message('Confirm your new CareConnect email address', {
    greeting: `Hello ${firstName},`,
    paragraphs: ['You asked to use this address for your CareConnect account.'],
    actions: [{ label: 'Confirm this address', url: link }],
    closing: [
      'The link works once and expires in 24 hours. Until then your account keeps its current address. If you did not ask for this, ignore this email.',
    ],
  });
}
