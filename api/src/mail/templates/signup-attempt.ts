import { message, type EmailMessage } from './email.js';

/** To the owner of an address someone tried to register again. */
export function signupAttemptEmail(): EmailMessage {
  return message('Someone tried to sign up with your CareConnect address', {
    greeting: 'Hello,',
    paragraphs: [
      'Someone tried to register a new CareConnect account with this email address, which already has an account. Nothing was changed.',
      'If it was you, log in with your password, or use "Forgot your password?" on the Login page to choose a new one. If it was not you, you can ignore this email.',
    ],
  });
}
