// Administrators: the clinic's list of them, and inviting one (from the Administrators screen, or
// from the server's command line for a clinic's first administrator).
import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/index.js';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../lib/http-error.js';
import { randomToken, sha256 } from '../../lib/secrets.js';
import { cleanName, NAME_RULE } from '../../lib/text.js';
import { publishEvents } from '../events/events.service.js';
import { createNotifications } from '../notifications/notifications.service.js';
import * as accountsRepo from './accounts.repository.js';
import type { AdministratorRow } from './accounts.repository.js';
import * as credentialsRepo from './credentials.repository.js';
import * as sessionsRepo from './sessions.repository.js';
import * as twoStepRepo from './two-step.repository.js';
import type { Administrator, InviteAdministratorBody } from './administrators.schemas.js';

/** How long the link of an invitation chooses a password (a reset link lasts 30 minutes). */
export const INVITATION_TTL_MS = 72 * 3600 * 1000;
export const EMAIL_IN_USE = 'An account with this email already exists.';
export const INVITED = 'Invitation sent. The new administrator chooses a password with the link.';
export const INVITATION_RESENT = 'Invitation sent again. The earlier link no longer works.';
export const ALREADY_ACCEPTED = 'This administrator has already chosen a password.';
export const NOT_YOURSELF =
  'You cannot remove your own administrator account. Ask another administrator.';
export const REMOVED = 'Administrator removed. They are signed out everywhere.';

/** Who acts: an administrator signed in (the routes), from where. */
export interface Acting {
  userId: string;
  name: string;
  ip: string | null;
}

export function toAdministrator(row: AdministratorRow): Administrator {
  return {
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    twoStep: row.twoStep,
    invitationPending: row.invitationPending,
    createdAt: row.createdAt,
  };
}

export async function listAdministrators(ctx: Pick<AppContext, 'db'>): Promise<Administrator[]> {
  return (await accountsRepo.listAdministrators(ctx.db)).map(toAdministrator);
}

/** A free username made from the address ("ada.lovelace"), with a random tail when taken. */
async function freeUsername(ctx: Pick<AppContext, 'db'>, email: string): Promise<string> {
  const local = email
    .split('@')[0]!
    .replace(/[^A-Za-z0-9._-]/g, '')
    .slice(0, 30);
  const base = local.length >= 4 ? local : `admin-${local}`;
  for (let tries = 0; tries < 5; tries++) {
    const candidate = tries === 0 ? base : `${base}-${randomBytes(3).toString('hex')}`;
    if (!(await accountsRepo.isUsernameTaken(ctx.db, candidate))) return candidate;
  }
  return `admin-${randomBytes(8).toString('hex')}`;
}

/** The invitation's link is a password reset link lasting 72 hours (`&invite=1` greets). */
function saveInvitationLink(ctx: Pick<AppContext, 'now'>, tx: Db, userId: string, token: string) {
  return credentialsRepo.savePasswordReset(
    tx,
    userId,
    sha256(token),
    new Date(ctx.now().getTime() + INVITATION_TTL_MS),
  );
}

const invitationLink = (ctx: Pick<AppContext, 'config'>, token: string) =>
  `${ctx.config.appUrl}/auth/reset?token=${token}&invite=1`;

export interface Invitation {
  administrator: Administrator;
  /** The page that chooses the password, with the single-use token. */
  link: string;
  token: string;
}

/**
 * Creates an administrator who has no password yet (none matches the stored value) and a
 * single-use link of 72 hours that chooses one; the link is a password reset link, so everything
 * that ends reset links ends it too. Their first sign-in then makes them enrol a second factor.
 * Recorded (who invited whom, from where) and told to every other administrator, in one
 * transaction. `by` is null from the command line.
 */
export async function inviteAdministrator(
  ctx: Pick<AppContext, 'db' | 'config' | 'now'>,
  body: InviteAdministratorBody,
  by: Acting | null,
): Promise<Invitation> {
  const email = body.email.trim().toLowerCase();
  const firstName = cleanName(body.firstName);
  const lastName = cleanName(body.lastName);
  if (!firstName || !lastName) throw badRequest(NAME_RULE);
  if (await credentialsRepo.findCredentialsByEmail(ctx.db, email)) throw conflict(EMAIL_IN_USE);
  const username = await freeUsername(ctx, email);
  const token = randomToken();
  let userId: string;
  try {
    userId = await ctx.db.transaction(async (tx) => {
      const id = await accountsRepo.insertUser(tx, {
        firstName,
        lastName,
        username,
        email,
        passwordHash: accountsRepo.INVITED_PASSWORD_HASH,
        role: 'admin',
        // The administrator who typed it vouches for the address; the link proves it before use.
        verified: true,
      });
      // Sign-ups waiting for this address would now fail at Verify anyway.
      await credentialsRepo.deleteRegistrations(tx, email);
      await saveInvitationLink(ctx, tx, id, token);
      await twoStepRepo.recordEvent(tx, {
        userId: id,
        actorUserId: by?.userId ?? id,
        action: 'administrator-invited',
        ip: by?.ip ?? null,
      });
      const name = `${firstName} ${lastName} (${email})`;
      const message = by
        ? `${by.name} invited ${name} as an administrator.`
        : `${name} was made an administrator from the server's command line.`;
      const others = (await accountsRepo.adminUserIds(tx)).filter(
        (admin) => admin !== id && admin !== by?.userId,
      );
      await createNotifications(
        tx,
        others.map((admin) => ({ userId: admin, message })),
      );
      return id;
    });
  } catch (error) {
    // Two invitations of one address at once: the second finds it taken.
    if (isUniqueViolation(error, 'users_email_key')) throw conflict(EMAIL_IN_USE);
    throw error;
  }
  const [row] = await accountsRepo.listAdministrators(ctx.db, userId);
  return {
    administrator: toAdministrator(row!),
    link: invitationLink(ctx, token),
    token,
  };
}

/**
 * A new link for an invitation still waiting for its password (lost, expired or sent to a full
 * mailbox): the earlier links end, so only the newest works. Recorded like the invitation.
 */
export async function resendInvitation(
  ctx: Pick<AppContext, 'db' | 'config' | 'now'>,
  id: string,
  by: Acting,
): Promise<Invitation> {
  const token = randomToken();
  const administrator = await ctx.db.transaction(async (tx) => {
    const [row] = await accountsRepo.listAdministrators(tx, id);
    if (!row) throw notFound('Administrator');
    if (!row.invitationPending) throw conflict(ALREADY_ACCEPTED);
    await credentialsRepo.endPasswordResets(tx, id);
    await saveInvitationLink(ctx, tx, id, token);
    await twoStepRepo.recordEvent(tx, {
      userId: id,
      actorUserId: by.userId,
      action: 'administrator-invitation-resent',
      ip: by.ip,
    });
    return toAdministrator(row);
  });
  return {
    administrator,
    link: invitationLink(ctx, token),
    token,
  };
}

/**
 * Takes an administrator's rights away: the account is closed as any deleted account is (personal
 * data wiped, address freed), their sign-ins end on every device and instance, the other
 * administrators are told and the change is recorded. Nobody removes themselves, so the clinic
 * always keeps the administrator who acted; two removing each other at once are serialised by
 * the row locks, and the second finds itself gone.
 */
export async function removeAdministrator(
  ctx: Pick<AppContext, 'db'>,
  id: string,
  by: Acting,
): Promise<Administrator> {
  if (id === by.userId) throw badRequest(NOT_YOURSELF);
  return ctx.db.transaction(async (tx) => {
    const locked = await accountsRepo.lockAdministrators(tx, [id, by.userId]);
    if (!locked.includes(by.userId)) throw notFound('Administrator');
    if (!locked.includes(id)) throw notFound('Administrator');
    const [row] = await accountsRepo.listAdministrators(tx, id);
    const removed = toAdministrator(row!);
    const ended = await sessionsRepo.revokeUserSessions(tx, id);
    await publishEvents(
      tx,
      ended.map((sessionId) => ({ userId: id, type: 'signout' as const, payload: { sessionId } })),
    );
    await accountsRepo.softDeleteUser(tx, id);
    await credentialsRepo.endPasswordResets(tx, id);
    await twoStepRepo.recordEvent(tx, {
      userId: id,
      actorUserId: by.userId,
      action: 'administrator-removed',
      ip: by.ip,
    });
    const message = `${by.name} removed ${removed.firstName} ${removed.lastName} (${removed.email}) as an administrator.`;
    const others = (await accountsRepo.adminUserIds(tx)).filter((admin) => admin !== by.userId);
    await createNotifications(
      tx,
      others.map((admin) => ({ userId: admin, message })),
    );
    return removed;
  });
}
