import { message, type EmailMessage } from './email.js';

/** To a new administrator: the link that chooses their password (72 hours, once). */
export function administratorInvitationEmail(
  firstName: string,
  invitedBy: string | null,
  link: string,
  token: string,
): EmailMessage {
  return message('You are invited to CareConnect as an administrator', {
    greeting: `Hello ${firstName},`,
    paragraphs: [
      invitedBy
        ? `${invitedBy} invited you to run your clinic's CareConnect as an administrator.`
        : "You were made an administrator of your clinic's CareConnect.",
      'Choose your password with the link below. When you then log in, CareConnect asks you to set up an authenticator app on your phone: administrators always sign in in two steps.',
    ],
    actions: [{ label: 'Choose your password', url: link }],
    closing: [
      `Or enter this token on the Reset Password page: ${token}`,
      'The link works once and expires in 72 hours. After that, use Forgot Password on the login page. If you did not expect this email, tell your clinic.',
    ],
  });
}
