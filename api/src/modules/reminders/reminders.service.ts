// Appointment reminders, 24 hours and 2 hours before each pending or confirmed appointment: an
// email (HTML, text and the calendar invitation) and an in-app notification. They wait in the job
// queue (pg-boss, in the API's database), so they survive restarts and every API instance shares
// them; see docs/decisions/reminders-job-queue.md.
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Job } from 'pg-boss';

declare module 'fastify' {
  interface FastifyInstance {
    /** The reminders of this app (tests run the sweep through it). */
    reminders: Reminders;
  }
}
import type { Config } from '../../config.js';
import type { Database } from '../../db/index.js';
import { startJobQueue, type JobQueue } from '../../jobs/queue.js';
import { toIsoDateTime } from '../../lib/dates.js';
import {
  REMINDER_HOURS,
  reminderNotice,
  type ReminderKind,
} from '../../mail/templates/appointment-reminder.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import type { Mailer } from '../../plugins/mailer.js';
import { APPOINTMENT_EVENTS } from '../appointments/appointments.events.js';
import { appointmentsReader, type AppointmentRow } from '../appointments/appointments.read.js';
import { appointmentReminder, mailbox } from '../calendar/calendar.service.js';
import { createNotifications, findEmailCopies } from '../notifications/notifications.service.js';
import { upcomingAppointmentIds } from './reminders.repository.js';
import type { FailedReminder } from './reminders.schemas.js';
import { fullName } from '../common/people.js';
import { roundsOneAtATime } from '../../lib/rounds.js';

export const REMINDER_QUEUE = 'appointment-reminder';
/** Where a reminder goes after its last try failed: what the administrator sees. */
export const FAILED_REMINDER_QUEUE = 'appointment-reminder-failed';

/** Retries after the first try (3: four tries in all). */
export const REMINDER_RETRIES = 3;

const KINDS: ReminderKind[] = ['24h', '2h'];
const HOUR = 3_600_000;
/** Statuses that get reminders (not a proposal the patient has not accepted, not a final one). */
const REMINDED = new Set(['pending', 'confirmed']);

/** The job of one reminder: which appointment, which one of its reminders, for which start. */
export interface ReminderJob {
  appointmentId: string;
  kind: ReminderKind;
  /** The start it was planned for (ISO): the appointment moved when this differs. */
  start: string;
  /** When it is due on the app's clock (ISO). */
  sendAt: string;
}

/** What a finished job says it did (kept with the job; handy when reading the queue). */
export type ReminderOutcome =
  | { sent: true }
  | {
      sent: false;
      why: 'gone' | 'moved' | 'status' | 'past' | 'late' | 'no-address' | 'email-off';
    };

import type { Reminders } from '../../context.js';

/** The key of one reminder: one job per appointment, kind and start, whoever plans it. */
export function reminderKey(appointmentId: string, kind: ReminderKind, start: string): string {
  return `${appointmentId}:${kind}:${start}`;
}

/**
 * The job id of a reminder, derived from its key: sending it again (another instance, a retry of
 * the request, the same change seen twice) finds the row already there and adds nothing, also
 * after the job finished, when a singleton key alone no longer holds.
 */
export function reminderJobId(key: string): string {
  const hex = createHash('sha256').update(`careconnect-reminder:${key}`).digest('hex');
  // A version-8 (custom) UUID: the database stores any 128 bits; the marks say what it is.
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const disabled: Reminders = {
  listFailed: async () => [],
  planUpcoming: async () => {},
  queue: null,
  close: async () => {},
};

export interface ReminderDeps {
  config: Config;
  database: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  now: () => Date;
  /** The appointments' changes, which plan, move or cancel their reminders. */
  domainEvents: DomainEvents;
  /** Signs the one-tap Confirm and Cancel links. */
  appointmentLinkKey: Buffer;
}

/** Starts the queue and the reminder worker, or nothing when reminders are turned off. */
export async function startReminders(deps: ReminderDeps): Promise<Reminders> {
  const settings = deps.config.reminders;
  if (!settings.enabled) return disabled;
  const queue = await startJobQueue(deps.database, { log: deps.log, now: deps.now });
  try {
    await ensureQueues(queue, settings);
    const followClock = followTheClock(queue, deps.log);
    const sweep = sweepEveryHour(queue, deps);
    let closing: Promise<void> | undefined;
    await queue.boss.work<ReminderJob, ReminderOutcome>(
      REMINDER_QUEUE,
      { pollingIntervalSeconds: settings.pollSeconds, batchSize: 1 },
      async ([job]) => sendReminder(deps, job!),
    );
    // Every change plans, replaces or cancels the appointment's reminders (a deleted one's jobs
    // find no row when due). The change itself is committed: a reminder missing is logged.
    for (const type of APPOINTMENT_EVENTS) {
      if (type === 'appointment.deleted') continue;
      deps.domainEvents.on(type, 'reminders', (event) =>
        planReminders(queue, deps, event.appointment, event.previousStart).catch((error: unknown) =>
          deps.log.error(
            { err: error, appointmentId: event.appointment.id },
            'reminders could not be planned',
          ),
        ),
      );
    }
    return {
      listFailed: () => listFailedReminders(queue, deps),
      planUpcoming: () => sweep.run(),
      queue,
      close() {
        followClock.stop();
        sweep.stop();
        closing ??= Promise.resolve(sweep.running()).then(() => queue.stop());
        return closing;
      },
    };
  } catch (error) {
    await queue.stop().catch(() => {});
    throw error;
  }
}

async function ensureQueues(queue: JobQueue, settings: Config['reminders']) {
  const { boss } = queue;
  // Kept a month, so the administrator can look at them; nothing works this queue.
  const failed = { retentionSeconds: 30 * 24 * 3600, deleteAfterSeconds: 30 * 24 * 3600 };
  if (!(await boss.getQueue(FAILED_REMINDER_QUEUE)))
    await boss.createQueue(FAILED_REMINDER_QUEUE, failed);
  const options = {
    // One queued or active job per reminder key.
    policy: 'exclusive' as const,
    retryLimit: REMINDER_RETRIES,
    retryDelay: settings.retryDelaySeconds,
    retryBackoff: true,
    retryDelayMax: settings.retryDelayMaxSeconds,
    // A reminder may be planned a year ahead (the longest booking horizon) and must wait that long.
    retentionSeconds: 400 * 24 * 3600,
    // A finished job is kept until its appointment is long past: its id answers "already planned".
    deleteAfterSeconds: 30 * 24 * 3600,
    // Longer than nodemailer's own time-outs (10 minutes of a silent socket), so that a slow send
    // is not taken for a dead one and tried again while it may still go through.
    expireInSeconds: 15 * 60,
    deadLetter: FAILED_REMINDER_QUEUE,
  };
  if (await boss.getQueue(REMINDER_QUEUE)) {
    const { policy: _policy, ...changeable } = options;
    await boss.updateQueue(REMINDER_QUEUE, changeable);
  } else await boss.createQueue(REMINDER_QUEUE, options);
}

const iso = (value: string) => toIsoDateTime(value);

/** The reminders a row should have now: its start, and the kinds still ahead on the app's clock. */
function wanted(row: AppointmentRow, now: number): ReminderJob[] {
  if (!row.startsAt || !REMINDED.has(row.status)) return [];
  const start = iso(row.startsAt);
  const startMs = Date.parse(start);
  return KINDS.flatMap((kind) => {
    const sendAt = startMs - REMINDER_HOURS[kind] * HOUR;
    // A reminder whose time has passed is not sent late (the booking email just told them).
    if (sendAt <= now) return [];
    return [{ appointmentId: row.id, kind, start, sendAt: new Date(sendAt).toISOString() }];
  });
}

const idsFor = (appointmentId: string, start: string) =>
  KINDS.map((kind) => reminderJobId(reminderKey(appointmentId, kind, start)));

async function planReminders(
  queue: JobQueue,
  deps: ReminderDeps,
  row: AppointmentRow,
  previousStart?: string | null,
): Promise<void> {
  const { boss } = queue;
  const current = row.startsAt ? iso(row.startsAt) : null;
  const stale: string[] = [];
  if (previousStart && iso(previousStart) !== current)
    stale.push(...idsFor(row.id, iso(previousStart)));
  const jobs = wanted(row, deps.now().getTime());
  if (current && jobs.length === 0) stale.push(...idsFor(row.id, current));
  else if (current) {
    // A kind already past keeps nothing queued either.
    const planned = new Set(jobs.map((j) => j.kind));
    for (const kind of KINDS)
      if (!planned.has(kind)) stale.push(reminderJobId(reminderKey(row.id, kind, current)));
  }
  if (stale.length) await boss.cancel(REMINDER_QUEUE, stale);

  for (const job of jobs) {
    const key = reminderKey(job.appointmentId, job.kind, job.start);
    const id = reminderJobId(key);
    const created = await boss.send(REMINDER_QUEUE, job, {
      id,
      singletonKey: key,
      startAfter: queue.queueTime(new Date(job.sendAt)),
    });
    if (created) continue;
    // Already there. Cancelled earlier (the appointment was cancelled, then reopened, or moved
    // away and back): it is wanted again.
    const existing = await boss.getJobById(REMINDER_QUEUE, id);
    if (existing?.state === 'cancelled') await boss.resume(REMINDER_QUEUE, id);
  }
}

/**
 * Sends one reminder, after reading the appointment again: nothing for an appointment that is
 * gone, moved (its new time has jobs of its own), no longer pending or confirmed, or already
 * started. A failed email throws, and the queue tries again later.
 */
async function sendReminder(deps: ReminderDeps, job: Job<ReminderJob>): Promise<ReminderOutcome> {
  const { appointmentId, kind, start } = job.data;
  const row = await appointmentsReader.findAppointment(deps.database.db, appointmentId);
  if (!row) return { sent: false, why: 'gone' };
  if (!row.startsAt || iso(row.startsAt) !== start) return { sent: false, why: 'moved' };
  if (!REMINDED.has(row.status)) return { sent: false, why: 'status' };
  const now = deps.now();
  const startMs = Date.parse(start);
  if (startMs <= now.getTime()) return { sent: false, why: 'past' };
  // A day-before reminder that comes when the 2-hour one is due says nothing more.
  if (kind === '24h' && startMs - now.getTime() <= REMINDER_HOURS['2h'] * HOUR)
    return { sent: false, why: 'late' };
  const mail = appointmentReminder(row, {
    now,
    organizer: mailbox(deps.config.mailFrom),
    appUrl: deps.config.appUrl,
    tokens: {
      confirm: appointmentsReader.linkToken(deps.appointmentLinkKey, row, 'confirm'),
      cancel: appointmentsReader.linkToken(deps.appointmentLinkKey, row, 'cancel'),
    },
  });
  if (!mail) return { sent: false, why: 'no-address' };
  // In the app once, on the first try; the retries are for the email.
  if (job.retryCount === 0)
    await createNotifications(deps.database.db, [
      {
        userId: row.patientPerson.userId,
        kind: 'reminder',
        about: { type: 'appointment', id: row.id },
        message: reminderNotice({
          doctor: `Dr. ${fullName(row.doctorPerson)}`,
          date: row.date,
          timeSlot: row.timeSlot,
        }),
      },
    ]);
  // The patient may have turned email copies of reminders off (Settings → Email copies).
  const copies = await findEmailCopies(deps.database.db, row.patientPerson.userId);
  if (copies.reminder === false) return { sent: false, why: 'email-off' };
  await deps.mailer.deliver(mail);
  return { sent: true };
}

/**
 * Plans the reminders of the appointments that start within the next 26 hours, at start and every
 * hour: appointments booked before reminders existed (or by the demo seed), and any whose plan was
 * lost between a committed change and its planning (a crash). The job ids make it idempotent, so
 * every instance may run it.
 */
function sweepEveryHour(queue: JobQueue, deps: ReminderDeps) {
  const rounds = roundsOneAtATime(() =>
    (async () => {
      const now = deps.now();
      const ids = await upcomingAppointmentIds(
        deps.database.db,
        now,
        new Date(now.getTime() + 26 * HOUR),
      );
      for (const id of ids) {
        const row = await appointmentsReader.findAppointment(deps.database.db, id);
        if (row) await planReminders(queue, deps, row);
      }
    })().catch((error: unknown) => deps.log.error({ err: error }, 'reminder sweep failed')),
  );
  const run = rounds.run;
  void run();
  const timer = setInterval(() => void run(), HOUR);
  timer.unref();
  return {
    run,
    stop: () => clearInterval(timer),
    /** The sweep under way, if any (stopping waits for it). */
    running: () => rounds.pending(),
  };
}

/**
 * Tests move the app's clock; the queue reads the database's. When the distance between the two
 * changes, the reminders still waiting are moved by the same amount, so that they come due when
 * the app's clock says so. In production both clocks are the same and this never acts.
 */
function followTheClock(queue: JobQueue, log: FastifyBaseLogger) {
  let applied = 0;
  let running = false;
  const tick = async () => {
    const skew = queue.clockSkew();
    if (running || Math.abs(skew - applied) < 1000) return;
    running = true;
    try {
      const waiting = await queue.boss.findJobs<ReminderJob>(REMINDER_QUEUE, { queued: true });
      for (const job of waiting) {
        if (job.state !== 'created') continue;
        await queue.boss.update(REMINDER_QUEUE, undefined, {
          id: job.id,
          startAfter: queue.queueTime(new Date(job.data.sendAt)),
        });
      }
      applied = skew;
    } catch (error) {
      log.error({ err: error }, 'reminders could not follow the clock');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), 250);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

async function listFailedReminders(queue: JobQueue, deps: ReminderDeps): Promise<FailedReminder[]> {
  const jobs = await queue.boss.findJobs<ReminderJob>(FAILED_REMINDER_QUEUE, {
    queued: true,
    limit: 200,
  });
  jobs.sort((a, b) => b.createdOn.getTime() - a.createdOn.getTime());
  const out: FailedReminder[] = [];
  for (const job of jobs) {
    const row = await appointmentsReader.findAppointment(deps.database.db, job.data.appointmentId);
    out.push({
      _id: job.id,
      kind: job.data.kind,
      start: job.data.start,
      failedAt: job.createdOn.toISOString(),
      attempts: (job.sourceRetryCount ?? REMINDER_RETRIES) + 1,
      error: errorText(job.sourceOutput),
      appointment: row
        ? {
            _id: row.id,
            date: row.date,
            timeSlot: row.timeSlot,
            status: row.status,
            patientName: fullName(row.patientPerson),
            doctorName: `Dr. ${fullName(row.doctorPerson)}`,
          }
        : null,
    });
  }
  return out;
}

/** The failure as one line (the queue keeps the serialised error). */
function errorText(output: object | null | undefined): string {
  const message = (output as { message?: unknown } | null | undefined)?.message;
  const text = typeof message === 'string' && message.trim() ? message.trim() : 'Unknown error';
  return text.length > 300 ? `${text.slice(0, 297)}...` : text;
}
