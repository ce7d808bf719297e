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
}

export interface Mailer {
  mode: 'smtp' | 'outbox';
  /** Sends an email; a failure is logged and reported as false, never thrown. */
  send(mail: Mail): Promise<boolean>;
  close(): void;
}

/** SMTP when SMTP_URL is set; otherwise the database outbox that demo users and tests read. */
export function createMailer(config: Config, db: Db, log: FastifyBaseLogger): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      mode: 'smtp',
      async send(mail) {
        try {
          await transport.sendMail({
            from: config.mailFrom,
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
          });
          return true;
        } catch (error) {
          log.error({ err: error, subject: mail.subject }, 'email could not be sent');
          return false;
        }
      },
      close: () => transport.close(),
    };
  }
  return {
    mode: 'outbox',
    async send(mail) {
      try {
        await insertOutboxMessage(db, mail);
        if (config.demoMode)
          log.info(
            // A pseudonym, not the address: logs carry no contact details.
            { toHash: emailHash(mail.to), subject: mail.subject },
            `demo email kept in the outbox: ${mail.subject}`,
          );
        return true;
      } catch (error) {
        log.error({ err: error, subject: mail.subject }, 'email could not be stored');
        return false;
      }
    },
    close: () => {},
  };
}
