// The email copies of notifications (appointment, plan, care) and the emails about chat messages
// left unread. They wait in the email_copy_jobs outbox, written in the same transaction as what
// they are about; this worker, in every API instance that runs the job queue, claims the due ones
// (FOR UPDATE SKIP LOCKED, then a lease), sends them after reading the user's switches again, and
// tries a failed send again later. See docs/decisions/email-copies.md.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Database } from '../../db/index.js';
import type { EmailMessage } from '../../mail/templates/email.js';
import { messageCopyEmail } from '../../mail/templates/message-copy.js';
import {
  appointmentCopyEmail,
  careCopyEmail,
  planCopyEmail,
  visitSummaryCopyEmail,
  type CopyFacts,
} from '../../mail/templates/notification-copy.js';
import { roundsOneAtATime } from '../../lib/rounds.js';
import type { Mailer } from '../../plugins/mailer.js';
import {
  claimDueCopies,
  copySubject,
  deleteDoneCopies,
  findRecipient,
  finishCopy,
  messageCopyFacts,
  retryCopy,
  type ClaimedCopy,
  type CopyOutcome,
} from './email-copies.repository.js';

// What other modules use of this module's rows (they reach it through its service).
export { dropMessageCopy, queueMessageCopy } from './email-copies.repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The email-copy worker of this app (tests run a round through it). */
    emailCopies: EmailCopies;
  }
}

/** Tries in all (the first and 3 retries), as for reminders. */
export const COPY_TRIES = 4;
/** A claimed copy comes due again after this long if its worker never finished (a crash). */
const LEASE_MS = 15 * 60_000;
const BATCH = 20;
const HOUR = 3_600_000;
const KEEP_DONE_MS = 30 * 24 * HOUR;

const TEMPLATES: Record<'appointment' | 'plan' | 'care', (facts: CopyFacts) => EmailMessage> = {
  appointment: appointmentCopyEmail,
  plan: planCopyEmail,
  care: careCopyEmail,
};

export interface EmailCopies {
  /** Sends what is due now (the poll does this; tests may call it). */
  runDue(): Promise<void>;
  /** Stops polling and waits for a round under way. */
  close(): Promise<void>;
}

export interface EmailCopyDeps {
  config: Config;
  database: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  now: () => Date;
}

const disabled: EmailCopies = { runDue: async () => {}, close: async () => {} };

/** Starts the worker, or nothing when the job queue is turned off (REMINDERS=0). */
export function startEmailCopies(deps: EmailCopyDeps): EmailCopies {
  if (!deps.config.reminders.enabled) return disabled;
  let closed = false;
  let lastCleanup = 0;
  const rounds = roundsOneAtATime(() =>
    (async () => {
      for (;;) {
        const claimed = await claimDueCopies(
          deps.database.db,
          deps.now(),
          new Date(deps.now().getTime() + LEASE_MS),
          BATCH,
        );
        for (const copy of claimed) await sendCopy(deps, copy);
        if (claimed.length < BATCH || closed) break;
      }
      if (Date.now() - lastCleanup > HOUR) {
        lastCleanup = Date.now();
        await deleteDoneCopies(deps.database.db, new Date(deps.now().getTime() - KEEP_DONE_MS));
      }
    })().catch((error: unknown) =>
      deps.log.error({ err: error }, 'email copies could not be sent'),
    ),
  );
  const runDue = rounds.run;
  const timer = setInterval(() => void runDue(), deps.config.reminders.pollSeconds * 1000);
  timer.unref();
  return {
    runDue,
    async close() {
      closed = true;
      clearInterval(timer);
      await rounds.pending();
    },
  };
}

/** The email of one copy, or why none goes. */
async function compose(
  deps: EmailCopyDeps,
  copy: ClaimedCopy,
): Promise<{ to: string; email: EmailMessage } | CopyOutcome> {
  const db = deps.database.db;
  const recipient = await findRecipient(db, copy.userId);
  if (!recipient) return 'gone';
  // Read when it goes, not when it was queued: a switch turned off meanwhile counts.
  if (recipient.emailCopies[copy.kind] === false) return 'off';
  const appUrl = deps.config.appUrl;
  if (copy.kind === 'message') {
    if (!copy.conversationId) return 'gone';
    const facts = await messageCopyFacts(db, copy.conversationId, copy.userId);
    if (!facts) return 'gone';
    if (facts.unread === 0) return 'read';
    const chatUrl = `${appUrl}/${facts.side}/chats/${encodeURIComponent(copy.conversationId)}`;
    return {
      to: recipient.email,
      email: messageCopyEmail({ firstName: recipient.firstName, from: facts.from, chatUrl }),
    };
  }
  const facts = { firstName: recipient.firstName, role: recipient.role, appUrl };
  // A signed visit summary: its own email, which says it is ready and never what it says.
  const subject = copy.notificationId ? await copySubject(db, copy.notificationId) : null;
  if (subject?.type === 'visitSummary')
    return { to: recipient.email, email: visitSummaryCopyEmail(facts, subject.id) };
  return { to: recipient.email, email: TEMPLATES[copy.kind](facts) };
}

async function sendCopy(deps: EmailCopyDeps, copy: ClaimedCopy): Promise<void> {
  const db = deps.database.db;
  try {
    const mail = await compose(deps, copy);
    if (typeof mail === 'string') {
      await finishCopy(db, copy.id, mail, deps.now());
      return;
    }
    await deps.mailer.deliver({
      to: mail.to,
      subject: mail.email.subject,
      text: mail.email.text,
      html: mail.email.html,
    });
    await finishCopy(db, copy.id, 'sent', deps.now());
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    const short = text.length > 300 ? `${text.slice(0, 297)}...` : text;
    if (copy.attempts >= COPY_TRIES) {
      deps.log.error({ err: error, copyId: copy.id, kind: copy.kind }, 'email copy failed');
      await finishCopy(db, copy.id, 'failed', deps.now(), short);
      return;
    }
    // 1, 2, 4… times the first delay, at most the longest (the reminders' settings).
    const { retryDelaySeconds, retryDelayMaxSeconds } = deps.config.reminders;
    const delay = Math.min(retryDelaySeconds * 2 ** (copy.attempts - 1), retryDelayMaxSeconds);
    deps.log.warn({ err: error, copyId: copy.id, kind: copy.kind }, 'email copy will be retried');
    await retryCopy(db, copy.id, new Date(deps.now().getTime() + delay * 1000), short);
  }
}
