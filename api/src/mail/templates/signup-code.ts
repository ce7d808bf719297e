import { message, type EmailMessage } from './email.js';

/** The 7-digit code of a sign-up. It greets nobody by name: the names are whatever the sender typed. */
export function signupCodeEmail(code: string): EmailMessage {
  return message('Your CareConnect verification code', {
    greeting: 'Hello,',
    paragraphs: [`Your CareConnect verification code is ${code}.`],
    closing: [
      'It expires in 15 minutes. Enter it with the password you chose when you signed up.',
      'If you did not create a CareConnect account, you can ignore this email.',
    ],
  });
}
