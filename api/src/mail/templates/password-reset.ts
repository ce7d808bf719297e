import { message, type EmailMessage } from './email.js';

export function passwordResetEmail(firstName: string, link: string, token: string): EmailMessage {
  return message('Reset your CareConnect password', {
    greeting: `Hello ${firstName},`,
    paragraphs: ['Someone asked to reset the password of your CareConnect account.'],
    actions: [{ label: 'Choose a new password', url: link }],
    closing: [
      `Or enter this reset token on the Reset Password page: ${token}`,
      'The link works once and expires in 30 minutes. If you did not ask for it, ignore this email.',
    ],
  });
}
