// A real SMTP server on 127.0.0.1 for the tests of what the API emails: it keeps and parses what
// it receives, or refuses messages on demand.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface Received {
  to: string[];
  mail: ParsedMail;
  /** When the server had the whole message (epoch ms), before parsing it. */
  at: number;
}

export interface SmtpRefusal {
  /** Refuse every message (permanently, 550) while true. */
  refusing: boolean;
  /** Refuse the next this many messages (for now, 450). */
  refuse: number;
  /** How many were refused. */
  refused: number;
}

export async function startSmtp() {
  const received: Received[] = [];
  const state: SmtpRefusal = { refusing: false, refuse: 0, refused: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const at = Date.now();
        if (state.refusing || state.refuse > 0) {
          if (!state.refusing) state.refuse -= 1;
          state.refused += 1;
          const error = new Error('Mailbox unavailable') as Error & { responseCode: number };
          error.responseCode = state.refusing ? 550 : 450;
          callback(error);
          return;
        }
        simpleParser(Buffer.concat(chunks)).then(
          (mail) => {
            received.push({ to: session.envelope.rcptTo.map((r) => r.address), mail, at });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  // A client that goes away mid-connection (an API instance stopped or killed with a pooled
  // connection open) is an ordinary event in these tests; unheard, it would end the test run.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    state,
    received,
    /** What one address received, oldest first (optionally only subjects starting so). */
    to: (address: string, subject = '') =>
      received
        .filter((r) => r.to.includes(address) && (r.mail.subject ?? '').startsWith(subject))
        .map((r) => r.mail),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type Smtp = Awaited<ReturnType<typeof startSmtp>>;
