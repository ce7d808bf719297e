import { message, type EmailMessage } from './email.js';

/** To an address that already has an account, when another account asked to move to it. */
export function emailChangeAttemptEmail(): EmailMessage {
  return message('Someone tried to move a CareConnect account to your address', {
    greeting: 'Hello,',
    paragraphs: [
      'Someone asked to change the email address of another CareConnect account to this one, which already has an account. Nothing was changed. You can ignore this email.',
    ],
  });
}
