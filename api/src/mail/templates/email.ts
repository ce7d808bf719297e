import { renderEmail, type EmailContent, type RenderedEmail } from '../layout.js';

/** What a template gives the mailer: the subject and both parts. */
export interface EmailMessage extends RenderedEmail {
  subject: string;
}

export function message(subject: string, content: EmailContent): EmailMessage {
  return { subject, ...renderEmail(content) };
}
