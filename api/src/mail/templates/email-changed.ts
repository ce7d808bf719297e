import { message, type EmailMessage } from './email.js';

/** To the old address, once the change is made. */
export function emailChangedEmail(firstName: string, newEmail: string): EmailMessage {
  return message('Your CareConnect email address was changed', {
    greeting: `Hello ${firstName},`,
    paragraphs: [
      `The email address of your CareConnect account was changed to ${newEmail}.`,
      'From now on you log in with that address, and emails from CareConnect go there.',
      'If you did not do this, contact your clinic at once.',
    ],
  });
}
