import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { SMTPServer } from 'smtp-server';
import { setupTestApp, type TestApp } from '../../test/helpers.js';
import type { Config } from '../config.js';
import { createMailer } from './mailer.js';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A local SMTP sink on 127.0.0.1 that keeps what it receives. */
async function startSink(): Promise<{ server: SMTPServer; port: number; received: Received[] }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.server.address() as AddressInfo).port, received };
}

/** The message body with quoted-printable soft line breaks undone. */
const bodyOf = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

let sink: Awaited<ReturnType<typeof startSink>>;
let t: TestApp;

before(async () => {
  sink = await startSink();
  t = await setupTestApp({
    config: {
      smtpUrl: `smtp://127.0.0.1:${sink.port}/?ignoreTLS=true`,
      demoMode: false,
      mailFrom: 'CareConnect <no-reply@careconnect.test>',
    },
  });
});
after(async () => {
  await t.close();
  await new Promise<void>((resolve) => sink.server.close(() => resolve()));
});

describe('email over SMTP (SMTP_URL set)', () => {
  it('sends the verification code of a new account', async () => {
    const reply = await t.request('POST', '/api/user/register', {
      body: {
        firstName: 'Maria',
        lastName: 'Lopez',
        username: 'maria.l',
        gender: 'female',
        email: 'maria@example.test',
        password: 'secret12',
      },
    });
    assert.equal(reply.status, 201);
    const mail = sink.received.find((m) => m.to.includes('maria@example.test'));
    assert.ok(mail, 'the SMTP server received the email');
    assert.equal(mail.from, 'no-reply@careconnect.test');
    assert.match(mail.raw, /Subject: Your CareConnect verification code/);
    const code = /verification code is (\d{7})/.exec(bodyOf(mail.raw))?.[1];
    assert.ok(code);
    const verified = await t.request('POST', '/api/user/verify', {
      body: { email: 'maria@example.test', code, password: 'secret12' },
    });
    assert.equal(verified.status, 200);
  });

  it('sends the password reset link', async () => {
    const patient = await t.createPatient();
    await t.request('POST', '/api/user/forgot', { body: { email: patient.email } });
    // The link is sent after the answer (so that its time tells nothing).
    const deadline = Date.now() + 5_000;
    let mail = sink.received.find((m) => m.to.includes(patient.email));
    while (!mail && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      mail = sink.received.find((m) => m.to.includes(patient.email));
    }
    assert.ok(mail);
    assert.match(bodyOf(mail.raw), /http:\/\/localhost:3000\/auth\/reset\?token=[\w-]{20,}/);
  });

  it('sends a calendar invitation as a text/calendar part with its METHOD', async () => {
    const config = {
      smtpUrl: `smtp://127.0.0.1:${sink.port}/?ignoreTLS=true`,
      mailFrom: 'CareConnect <no-reply@careconnect.test>',
    } as Config;
    const mailer = createMailer(config, t.db, t.app.log);
    const content = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//CareConnect//Appointments//EN',
      'METHOD:CANCEL',
      'BEGIN:VEVENT',
      'UID:invitation-test@careconnect',
      'DTSTAMP:20261201T100000Z',
      'DTSTART:20261202T100000Z',
      'STATUS:CANCELLED',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    try {
      assert.equal(
        await mailer.send({
          to: 'ical@example.test',
          subject: 'Cancelled: Your appointment',
          text: 'Hello',
          calendar: { method: 'CANCEL', content },
        }),
        true,
      );
    } finally {
      mailer.close();
    }
    const mail = sink.received.find((m) => m.to.includes('ical@example.test'));
    assert.ok(mail);
    const raw = bodyOf(mail.raw);
    assert.match(raw, /Content-Type: text\/calendar; charset=utf-8; method=CANCEL/i);
    assert.ok(raw.includes('UID:invitation-test@careconnect'), raw);
  });

  it('keeps no outbox and serves no /api/dev/outbox', async () => {
    assert.equal((await t.request('GET', '/api/dev/outbox')).status, 404);
  });
});
