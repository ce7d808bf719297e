// The doctor's private calendar feed (a secret URL that calendar apps subscribe to) and the
// patient's emailed invitations.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { toIsoDateTime } from '../../lib/dates.js';
import { notFound } from '../../lib/http-error.js';
import { randomToken, sha256 } from '../../lib/secrets.js';
import { appointmentReminderEmail } from '../../mail/templates/appointment-reminder.js';
import {
  appointmentUpdateEmail,
  type AppointmentEmailEvent,
} from '../../mail/templates/appointment-update.js';
import { assertMaySeePatientData, type Actor } from '../../plugins/auth.js';
import type { Mail } from '../../plugins/mailer.js';
import { tooMany } from '../../plugins/rate-limit.js';
import { securityFields } from '../../plugins/security.js';
import { APPOINTMENT_EVENTS } from '../appointments/appointments.events.js';
import type { AppointmentRow } from '../appointments/appointments.read.js';
import { findEmailCopies } from '../notifications/notifications.service.js';
import * as repo from './calendar.repository.js';
import type { CalendarFeedLink, CalendarFeedStatus } from './calendar.schemas.js';
import { feedCalendar, invitationCalendar } from './calendar.ics.js';
import { fullName } from '../common/people.js';

const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60_000;

/** What a feed holds: appointments that start from 60 days ago to 365 days ahead, at most 2,000. */
export const FEED_WINDOW = { pastDays: 60, futureDays: 365, maxEvents: 2000 };

/** Fetches of one feed a minute (calendar apps poll every few minutes to hours). */
export const FEED_FETCHES_PER_MINUTE = 60;

/** A feed secret: 32 random bytes, base64url. */
const SECRET_FORMAT = /^[A-Za-z0-9_-]{43}$/;

export const feedPath = (secret: string) => `/api/calendar/${secret}.ics`;

/** The doctor the caller may manage the feed of: the doctor themself or an administrator. */
async function feedOwner(ctx: AppContext, actor: Actor, doctorId: string) {
  if (actor.role === 'doctor' && actor.doctorId !== doctorId) throw notFound('Doctor');
  const owner = await repo.findFeedOwner(ctx.db, doctorId);
  if (!owner) throw notFound('Doctor');
  return owner;
}

/** `createdAt` is null: the schema keeps only the secret's hash, not when it was made. */
export async function feedStatus(
  ctx: AppContext,
  actor: Actor,
  doctorId: string,
): Promise<CalendarFeedStatus> {
  const owner = await feedOwner(ctx, actor, doctorId);
  return { active: owner.feedHash !== null, createdAt: null };
}

function feedEvent(request: FastifyRequest, event: string, doctorId: string) {
  // The security log, not the audit trail: that one records reads and changes of one patient's
  // data, and a feed link belongs to no single patient. Never the secret, never the URL.
  request.log.info(
    {
      event,
      doctorId,
      userId: request.actor.userId,
      role: request.actor.role,
      ...securityFields(request),
    },
    event === 'calendar-feed.created'
      ? 'calendar feed link created'
      : 'calendar feed link turned off',
  );
}

/** A new secret for the doctor's feed; the earlier link stops working at once. */
export async function createFeed(
  ctx: AppContext,
  request: FastifyRequest,
  doctorId: string,
): Promise<CalendarFeedLink> {
  // The feed names patients: not for a doctor who may not see patient data yet.
  assertMaySeePatientData(request.actor);
  const owner = await feedOwner(ctx, request.actor, doctorId);
  const secret = randomToken(32);
  await repo.setFeedHash(ctx.db, owner.id, sha256(secret));
  feedEvent(request, 'calendar-feed.created', owner.id);
  return { url: `${ctx.config.publicUrl}${feedPath(secret)}` };
}

export async function revokeFeed(
  ctx: AppContext,
  request: FastifyRequest,
  doctorId: string,
): Promise<void> {
  const owner = await feedOwner(ctx, request.actor, doctorId);
  await repo.setFeedHash(ctx.db, owner.id, null);
  feedEvent(request, 'calendar-feed.revoked', owner.id);
}

/**
 * The feed of a secret, or 404. Wrong guesses are limited per address (as reset tokens are);
 * a valid link only per feed, so that a calendar service fetching many doctors' feeds from a
 * few addresses is not limited by the others.
 */
export async function feedDocument(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  secret: string,
): Promise<string> {
  const missKey = `calendar-feed:miss:${request.ip}`;
  const misses = await ctx.attempts.peek(missKey);
  if (misses && misses.count >= ctx.config.rateLimitLogin)
    throw tooMany(reply, misses.resetAt, 'attempts', ctx.attempts.now());
  const hash = SECRET_FORMAT.test(secret) ? sha256(secret) : null;
  const doctor = hash ? await repo.findDoctorByFeedHash(ctx.db, hash) : null;
  if (!hash || !doctor) {
    await ctx.attempts.hit(missKey, MINUTE);
    throw notFound('Calendar');
  }
  const fetches = await ctx.attempts.hit(`calendar-feed:feed:${hash.slice(0, 32)}`, MINUTE);
  if (fetches.count > FEED_FETCHES_PER_MINUTE)
    throw tooMany(reply, fetches.resetAt, 'attempts', ctx.attempts.now());

  const now = ctx.now().getTime();
  const from = new Date(now - FEED_WINDOW.pastDays * DAY);
  const to = new Date(now + FEED_WINDOW.futureDays * DAY);
  const rows = await repo.listFeedAppointments(ctx.db, doctor.id, from, to, FEED_WINDOW.maxEvents);
  return feedCalendar(rows, { name: 'CareConnect appointments', from, to });
}

// ---------------------------------------------------------------- invitations

export type { AppointmentEmailEvent };

export interface InvitationOptions {
  /** The moment of sending: the DTSTAMP. */
  now: Date;
  /** The invitation's organiser: the address emails come from. */
  organizer: { name: string; email: string };
  /** Origin of the shell, for the links in the email. */
  appUrl: string;
}

/** 'CareConnect <no-reply@x.test>' → { name, email }. */
export function mailbox(from: string): { name: string; email: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>\s]+)>\s*$/.exec(from);
  if (match) return { name: match[1]!.trim() || 'CareConnect', email: match[2]! };
  return { name: 'CareConnect', email: from.trim() };
}

/** The patient, or null when they cannot be written to (deleted, no address). */
function addressee(row: AppointmentRow) {
  const patient = row.patientPerson;
  if (row.patientDeletedAt || patient.deletedAt || !patient.email) return null;
  return { ...patient, email: patient.email };
}

const doctorOf = (row: AppointmentRow) => `Dr. ${fullName(row.doctorPerson)}`;

/**
 * The calendar part of an email about the appointment: an invitation that adds it to the
 * patient's calendar (METHOD:REQUEST) or removes it (METHOD:CANCEL). None without a real start
 * (an old unreadable row).
 */
export function appointmentCalendar(
  row: AppointmentRow,
  method: 'REQUEST' | 'CANCEL',
  options: Omit<InvitationOptions, 'appUrl'>,
): Mail['calendar'] {
  const patient = addressee(row);
  if (!patient || !row.startsAt || !row.endsAt) return undefined;
  return {
    method,
    content: invitationCalendar({
      appointmentId: row.id,
      method,
      start: toIsoDateTime(row.startsAt),
      end: toIsoDateTime(row.endsAt),
      timeZone: row.timeZone,
      status: row.status,
      sequence: row.sequence,
      stamp: options.now,
      summary: `Appointment with ${doctorOf(row)}`,
      organizer: options.organizer,
      attendee: { name: fullName(patient), email: patient.email },
    }),
  };
}

/**
 * The email to the patient about an appointment, with an invitation that adds it to their
 * calendar or removes it. Null when the patient has no address (deleted). Without a real start
 * (an old unreadable row) the email goes without an invitation.
 */
export function appointmentInvitation(
  row: AppointmentRow,
  event: AppointmentEmailEvent,
  options: InvitationOptions,
): Mail | null {
  const patient = addressee(row);
  if (!patient) return null;
  const cancel = event === 'cancelled' || event === 'declined';
  const calendar = appointmentCalendar(row, cancel ? 'CANCEL' : 'REQUEST', options);
  const email = appointmentUpdateEmail(event, {
    appointmentId: row.id,
    patientFirstName: patient.firstName,
    doctor: doctorOf(row),
    status: row.status,
    date: row.date,
    timeSlot: row.timeSlot,
    timeZone: row.timeZone,
    withInvitation: calendar !== undefined,
    appUrl: options.appUrl,
  });
  return { to: patient.email, ...email, ...(calendar ? { calendar } : {}) };
}

/**
 * The reminder before an appointment (the job queue sends it), with the invitation again so that
 * a patient who missed the first one can still add it. Null when the patient cannot be written to.
 */
export function appointmentReminder(
  row: AppointmentRow,
  options: InvitationOptions & { tokens: { confirm: string; cancel: string } },
): Mail | null {
  const patient = addressee(row);
  if (!patient) return null;
  const calendar = appointmentCalendar(row, 'REQUEST', options);
  const email = appointmentReminderEmail({
    appointmentId: row.id,
    patientFirstName: patient.firstName,
    doctor: doctorOf(row),
    status: row.status,
    date: row.date,
    timeSlot: row.timeSlot,
    timeZone: row.timeZone,
    withInvitation: calendar !== undefined,
    appUrl: options.appUrl,
    tokens: options.tokens,
    patientConfirmed: !!row.patientConfirmedAt,
  });
  return { to: patient.email, ...email, ...(calendar ? { calendar } : {}) };
}

/**
 * Emails the patient about the appointment as the change left it, with the calendar invitation,
 * unless their email copies of appointments are off.
 */
export function sendAppointmentEmail(
  ctx: Pick<AppContext, 'db' | 'mailer' | 'config' | 'now'>,
  row: AppointmentRow,
  event: AppointmentEmailEvent,
): void {
  ctx.mailer.sendLater(async () => {
    // The patient may have turned email copies of appointments off (Settings → Email copies).
    const copies = await findEmailCopies(ctx.db, row.patientPerson.userId);
    if (copies.appointment === false) return null;
    return appointmentInvitation(row, event, {
      now: ctx.now(),
      organizer: mailbox(ctx.config.mailFrom),
      appUrl: ctx.config.appUrl,
    });
  });
}

/** The patient's email follows every appointment change that calls for one. */
export function subscribeCalendar(ctx: AppContext): void {
  for (const type of APPOINTMENT_EVENTS)
    ctx.domainEvents.on(type, 'calendar: email to the patient', (event) => {
      if (event.email) sendAppointmentEmail(ctx, event.appointment, event.email);
    });
}
