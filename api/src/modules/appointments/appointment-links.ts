// The one-tap links of the reminders (Confirm, Cancel): a token the server signs (HMAC-SHA-256
// with a key derived from the token signing secret), naming one appointment, one action and the
// start it was made for, which is also when it expires. Nothing is stored until it is used (see
// docs/decisions/reminder-links.md). This file imports only node's crypto: the reminders make
// links through appointments.read.ts without a circle.
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { sha256 } from '../../lib/secrets.js';

export type LinkAction = 'confirm' | 'cancel';

export interface LinkClaims {
  appointmentId: string;
  action: LinkAction;
  /** The start the link was made for (ms since the epoch): it expires then, and after a move. */
  start: number;
}

const VERSION = 'a1';
const ACTIONS: readonly string[] = ['confirm', 'cancel'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The links' own key, so that a link's signature can never pass for another token's. */
export function deriveAppointmentLinkKey(signingSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', signingSecret, 'careconnect', 'appointment-link-v1', 32));
}

function mac(key: Buffer, payload: string): Buffer {
  return createHmac('sha256', key).update(payload).digest();
}

/** `a1.<appointment id>.<action>.<start, base 36>.<signature>`: short enough for any mail app. */
export function signAppointmentLink(key: Buffer, claims: LinkClaims): string {
  const payload = [VERSION, claims.appointmentId, claims.action, claims.start.toString(36)].join(
    '.',
  );
  return `${payload}.${mac(key, payload).toString('base64url')}`;
}

/** The claims of a token this server signed, or null for anything else (altered, cut, made up). */
export function readAppointmentLink(key: Buffer, token: string): LinkClaims | null {
  const parts = token.split('.');
  if (parts.length !== 5) return null;
  const [version, appointmentId, action, start, signature] = parts as [
    string,
    string,
    string,
    string,
    string,
  ];
  if (version !== VERSION || !UUID.test(appointmentId) || !ACTIONS.includes(action)) return null;
  if (!/^[0-9a-z]{1,12}$/.test(start)) return null;
  // Compared as text: decoding would accept other spellings of the last character's spare bits.
  const expected = Buffer.from(mac(key, parts.slice(0, 4).join('.')).toString('base64url'));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { appointmentId, action: action as LinkAction, start: parseInt(start, 36) };
}

/** What the table of used links keeps (never the token itself). */
export function linkHash(token: string): string {
  return sha256(`appointment-link:${token}`);
}
