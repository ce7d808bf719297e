// Every email template, sent through the real mailer to a real SMTP server and read back as a
// mail app would: multipart text and HTML, HTML that is well formed, the same links in both parts
// and all of them on the public address, and nothing of a patient's health in any of them.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pino from 'pino';
import { startSmtp, type Smtp } from '../../test/smtp.js';
import type { Config } from '../config.js';
import type { Db } from '../db/index.js';
import { createMailer, type Mailer } from '../plugins/mailer.js';
import { administratorInvitationEmail } from './templates/administrator-invitation.js';
import { appointmentReminderEmail } from './templates/appointment-reminder.js';
import {
  appointmentUpdateEmail,
  type AppointmentEmailEvent,
} from './templates/appointment-update.js';
import type { EmailMessage } from './templates/email.js';
import { emailChangeAttemptEmail } from './templates/email-change-attempt.js';
import { emailChangeConfirmEmail } from './templates/email-change-confirm.js';
import { emailChangedEmail } from './templates/email-changed.js';
import { messageCopyEmail } from './templates/message-copy.js';
import {
  appointmentCopyEmail,
  careCopyEmail,
  planCopyEmail,
} from './templates/notification-copy.js';
import { passwordResetEmail } from './templates/password-reset.js';
import { secondFactorsResetEmail } from './templates/second-factors-reset.js';
import { signupAttemptEmail } from './templates/signup-attempt.js';
import { signupCodeEmail } from './templates/signup-code.js';

const APP = 'https://care.example.test';
const ID = '5f0c8a8e-6a43-4c1e-9a59-2b7c3d9e1f00';
const TOKENS = { confirm: `a1.${ID}.confirm.mx.sig-1`, cancel: `a1.${ID}.cancel.mx.sig-2` };
/** What an appointment email may never carry: the reason, notes, answers of the booking. */
const HEALTH = ['Chest pain', 'Asthma', 'Penicillin'];

const appointment = {
  appointmentId: ID,
  patientFirstName: 'Amara',
  doctor: 'Dr. Ivo Brandt',
  status: 'pending',
  date: '2026-12-03',
  timeSlot: '10:00 AM - 10:30 AM',
  timeZone: 'Europe/Paris',
  withInvitation: false,
  appUrl: APP,
};

const templates: [name: string, mail: EmailMessage][] = [
  [
    'reminder',
    appointmentReminderEmail({ ...appointment, tokens: TOKENS, patientConfirmed: false }),
  ],
  [
    'reminder, already confirmed',
    appointmentReminderEmail({ ...appointment, tokens: TOKENS, patientConfirmed: true }),
  ],
  ...(['booked', 'confirmed', 'moved', 'cancelled', 'declined'] as AppointmentEmailEvent[]).map(
    (event): [string, EmailMessage] => [
      `appointment ${event}`,
      appointmentUpdateEmail(event, appointment),
    ],
  ),
  [
    'administrator invitation',
    administratorInvitationEmail('Ada', 'Grace Hopper', `${APP}/auth/invite?token=t1`, 't1'),
  ],
  ['email change attempt', emailChangeAttemptEmail()],
  ['email change confirm', emailChangeConfirmEmail('Ada', `${APP}/auth/confirm-email?token=t2`)],
  ['email changed', emailChangedEmail('Ada', 'ada@new.example.test')],
  [
    'message copy',
    messageCopyEmail({ firstName: 'Ada', from: 'Dr. Ivo Brandt', chatUrl: `${APP}/patient/chats` }),
  ],
  ['plan copy', planCopyEmail({ firstName: 'Ada', role: 'patient', appUrl: APP })],
  ['care copy', careCopyEmail({ firstName: 'Ada', role: 'patient', appUrl: APP })],
  ['appointment copy', appointmentCopyEmail({ firstName: 'Ada', role: 'doctor', appUrl: APP })],
  ['password reset', passwordResetEmail('Ada', `${APP}/auth/reset?token=t3`, 't3')],
  ['second factors reset', secondFactorsResetEmail('Ada')],
  ['signup attempt', signupAttemptEmail()],
  ['signup code', signupCodeEmail('1234567')],
];

const VOID = new Set(['meta', 'br', 'img', 'hr', 'link', 'input']);
const ENTITIES = new Set(['amp', 'lt', 'gt', 'quot', '#39', 'nbsp']);

/**
 * A well-formedness check of the HTML the layout writes (no parser is a dependency of the API):
 * every tag closed in order, void elements never closed, attributes quoted, only known entities,
 * no stray '<' or '>' in text. Answers the problems found.
 */
export function htmlProblems(html: string): string[] {
  const problems: string[] = [];
  const open: string[] = [];
  const body = html.replace(/^<!DOCTYPE html>\s*/i, '');
  const tag = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:\s+[a-zA-Z-:]+(?:="[^"<>]*")?)*)\s*>/g;
  let last = 0;
  const checkText = (text: string) => {
    if (/[<>]/.test(text)) problems.push(`a stray < or > in text: ${text.slice(0, 60)}`);
    for (const [, name] of text.matchAll(/&([^;\s]{1,10});/g))
      if (!ENTITIES.has(name!)) problems.push(`an unknown entity &${name};`);
    if (/&(?![a-z#0-9]+;)/.test(text)) problems.push(`a bare & in: ${text.slice(0, 60)}`);
  };
  for (const match of body.matchAll(tag)) {
    checkText(body.slice(last, match.index));
    last = match.index! + match[0].length;
    const [, closing, rawName, attributes] = match;
    const name = rawName!.toLowerCase();
    checkText((attributes ?? '').replace(/"[^"]*"/g, (value) => value.replace(/[<>]/g, '')));
    if (closing) {
      if (VOID.has(name)) problems.push(`</${name}> closes a void element`);
      else if (open.pop() !== name) problems.push(`</${name}> closes what was not open`);
    } else if (!VOID.has(name)) open.push(name);
  }
  checkText(body.slice(last));
  if (open.length) problems.push(`left open: ${open.join(', ')}`);
  if (!/^<html\b/.test(body.trim())) problems.push('no <html> root');
  return problems;
}

const unescape = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => unescape(m[1]!));
const textLinks = (text: string) => [...text.matchAll(/https?:\/\/\S+/g)].map((m) => m[0]);

let smtp: Smtp;
let mailer: Mailer;

before(async () => {
  smtp = await startSmtp();
  const config = {
    smtpUrl: `smtp://127.0.0.1:${smtp.port}/?ignoreTLS=true`,
    mailFrom: 'CareConnect <no-reply@careconnect.test>',
    demoMode: false,
  } as Config;
  // With SMTP the mailer never touches the database.
  mailer = createMailer(config, undefined as unknown as Db, pino({ level: 'silent' }));
});
after(async () => {
  mailer?.close();
  await smtp?.close();
});

describe('every email through a real SMTP server', () => {
  it('the well-formedness check finds what it should', () => {
    assert.deepEqual(htmlProblems('<html><body><p>Hi</p></body></html>'), []);
    assert.notDeepEqual(htmlProblems('<html><body><p>Hi</body></html>'), []);
    assert.notDeepEqual(htmlProblems('<html><body><p>Tom & Jerry</p></body></html>'), []);
    assert.notDeepEqual(htmlProblems('<html><body><p>1 < 2</p></body></html>'), []);
    assert.notDeepEqual(htmlProblems('<html><body><a href=x>y</a></body></html>'), []);
  });

  for (const [name, sent] of templates) {
    it(`${name}: multipart text and HTML, well-formed, the same public links in both`, async () => {
      const to = `${name.replace(/[^a-z]+/g, '-')}@example.test`;
      await mailer.deliver({ to, ...sent });
      const [mail] = smtp.to(to);
      assert.ok(mail, 'received');
      assert.equal(mail.subject, sent.subject);
      const html = String(mail.html);
      const text = mail.text ?? '';
      assert.ok(text.trim().length > 0, 'a text part');
      assert.ok(html.length > 0, 'an HTML part');
      assert.deepEqual(htmlProblems(html), [], 'well-formed HTML');
      assert.deepEqual(hrefs(html), textLinks(text), 'the same links, in the same order');
      for (const link of hrefs(html))
        assert.ok(link.startsWith(`${APP}/`), `${link} is on the public address`);
      for (const word of HEALTH) assert.ok(!`${html}\n${text}`.includes(word), word);
    });
  }

  it('the reminder carries Confirm, Reschedule and Cancel: one tap, or through sign-in', async () => {
    const to = 'links@example.test';
    await mailer.deliver({
      to,
      ...appointmentReminderEmail({ ...appointment, tokens: TOKENS, patientConfirmed: false }),
    });
    const [mail] = smtp.to(to);
    const links = hrefs(String(mail!.html));
    const page = `${APP}/patient/appointments/view/${ID}`;
    assert.deepEqual(links, [
      `${APP}/auth/appointment?token=${encodeURIComponent(TOKENS.confirm)}`,
      `${page}?action=reschedule`,
      `${APP}/auth/appointment?token=${encodeURIComponent(TOKENS.cancel)}`,
      page,
    ]);
    const labels = [...String(mail!.html).matchAll(/<a [^>]*>([^<]*)<\/a>/g)].map((m) => m[1]);
    assert.deepEqual(labels, ['Confirm', 'Reschedule', 'Cancel', 'View appointment']);
  });
});
