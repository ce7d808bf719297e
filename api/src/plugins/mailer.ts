import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config.js';
import type { Db } from '../db/index.js';
import { insertOutboxMessage } from '../modules/dev/dev.repository.js';
import { emailHash } from './security.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The same message as HTML (sent beside the text; the demo outbox keeps only the text). */
  html?: string;
  /** An iCalendar message (RFC 5546) sent with the email: an invitation or its cancellation. */
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string };
}

export interface Mailer {
  mode: 'smtp' | 'outbox';
  /** Sends an email; a failure is logged and reported as false, never thrown. */
  send(mail: Mail): Promise<boolean>;
  /** Sends an email and throws when it could not be handed over (for work that retries). */
  deliver(mail: Mail): Promise<void>;
  /**
   * Runs `compose` (which may write to the database) and sends the email it returns, after the
   * current answer: a reply that waited for it would tell, by its time, that there was one.
   */
  sendLater(compose: () => Promise<Mail | null>): void;
  /** Waits for the emails of `sendLater` that are still under way. */
  flush(): Promise<void>;
  close(): void;
}

/** `sendLater` and `flush` for a mailer's `send`. */
function laterQueue(send: (mail: Mail) => Promise<boolean>, log: FastifyBaseLogger) {
  const pending = new Set<Promise<void>>();
  return {
    sendLater(compose: () => Promise<Mail | null>) {
      const task = new Promise<void>((resolve) => setImmediate(resolve))
        .then(compose)
        .then((mail) => (mail ? send(mail) : false))
        .then(
          () => undefined,
          (error: unknown) => log.error({ err: error }, 'an email could not be prepared'),
        )
        .finally(() => pending.delete(task));
      pending.add(task);
    },
    async flush() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}

/** SMTP when SMTP_URL is set; otherwise the database outbox that demo users and tests read. */
export function createMailer(config: Config, db: Db, log: FastifyBaseLogger): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    const deliver = async (mail: Mail) => {
      await transport.sendMail({
        from: config.mailFrom,
        to: mail.to,
        subject: mail.subject,
        // multipart/alternative: the text, the HTML, and the invitation.
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        // A text/calendar alternative with its METHOD, which mail apps show as an invitation.
        ...(mail.calendar
          ? { icalEvent: { method: mail.calendar.method, content: mail.calendar.content } }
          : {}),
      });
    };
    const send = sendOf(deliver, log, 'email could not be sent');
    return {
      mode: 'smtp',
      send,
      deliver,
      ...laterQueue(send, log),
      close: () => transport.close(),
    };
  }
  const deliver = async (mail: Mail) => {
    await insertOutboxMessage(db, mail);
    if (config.demoMode)
      log.info(
        // A pseudonym, not the address: logs carry no contact details.
        { toHash: emailHash(mail.to), subject: mail.subject },
        `demo email kept in the outbox: ${mail.subject}`,
      );
  };
  const send = sendOf(deliver, log, 'email could not be stored');
  return { mode: 'outbox', send, deliver, ...laterQueue(send, log), close: () => {} };
}

/** `send` for a `deliver`: a failure is logged and answered with false. */
function sendOf(deliver: (mail: Mail) => Promise<void>, log: FastifyBaseLogger, failure: string) {
  return async (mail: Mail) => {
    try {
      await deliver(mail);
      return true;
    } catch (error) {
      log.error({ err: error, subject: mail.subject }, failure);
      return false;
    }
  };
}
