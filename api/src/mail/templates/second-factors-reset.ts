import { message, type EmailMessage } from './email.js';

/** To the user whose second factors an administrator removed. */
export function secondFactorsResetEmail(firstName: string): EmailMessage {
  return message('Your CareConnect two-step sign-in was reset', {
    greeting: `Hello ${firstName},`,
    paragraphs: [
      'An administrator of your clinic removed the authenticator app, passkeys and recovery codes of your CareConnect account, and signed you out everywhere.',
      'When you next log in, set up two-step sign-in again.',
      'If you did not ask for this, contact your clinic at once.',
    ],
  });
}
