// Accounts, sign-in sessions, verification codes and password resets.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import {
  badRequest,
  conflict,
  forbidden,
  isUniqueViolation,
  notFound,
  tooManyRequests,
  unauthorized,
} from '../../lib/http-error.js';
import {
  hashPassword,
  randomToken,
  sha256,
  verificationCode,
  verifyPassword,
} from '../../lib/secrets.js';
import { emailChangeAttemptEmail } from '../../mail/templates/email-change-attempt.js';
import { emailChangeConfirmEmail } from '../../mail/templates/email-change-confirm.js';
import { emailChangedEmail } from '../../mail/templates/email-changed.js';
import { passwordResetEmail } from '../../mail/templates/password-reset.js';
import { signupAttemptEmail } from '../../mail/templates/signup-attempt.js';
import { signupCodeEmail } from '../../mail/templates/signup-code.js';
import { SESSION_EXPIRED, SESSION_IDLE_MS } from '../../plugins/auth.js';
import { emailHash, securityFields } from '../../plugins/security.js';
import type { Role } from '../common/common.schemas.js';
import { publishEvents } from '../events/events.service.js';
import * as accountsRepo from './accounts.repository.js';
import * as credentialsRepo from './credentials.repository.js';
import * as sessionsRepo from './sessions.repository.js';
import type { TwoStepRequired } from './two-step.schemas.js';
import { secondStepFor } from './two-step.service.js';
import { cookieOptions, loadUser, REFRESH_COOKIE, startSession } from './sign-in-session.js';
import type {
  ChangeEmailBody,
  LoginResponse,
  RegisterBody,
  ResetPasswordBody,
  VerifyBody,
} from './users.schemas.js';
import { cleanName, NAME_RULE } from '../../lib/text.js';

// What other modules use of this module's rows (they reach it through its service).
export { adminUserIds, findUserById, softDeleteUser } from './accounts.repository.js';
export type { UserRow } from './accounts.repository.js';
export { REFRESH_COOKIE } from './sign-in-session.js';

const CODE_TTL_MS = 15 * 60 * 1000;
const RESET_TTL_MS = 30 * 60 * 1000;
const MAX_CODE_ATTEMPTS = 5;
/** How long a sign-up waits for its code; Resend sends new codes meanwhile. */
const REGISTRATION_TTL_MS = 24 * 3600 * 1000;
/** Pending sign-ups kept per address (the newest), each one a password check at Verify. */
const MAX_PENDING_REGISTRATIONS = 5;
const EMAIL_CHANGE_TTL_MS = 24 * 3600 * 1000;
/** A refresh token presented again within this window is treated as a race between tabs, not theft. */
const REUSE_GRACE_MS = 10_000;

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const VERIFY_FIRST = 'Please verify your email first';

/** Logs a sign-in attempt (who, from where, the outcome): never the password or the code. */
function signInEvent(request: FastifyRequest, via: 'password' | 'code') {
  return (outcome: string, fields: Record<string, unknown>) => {
    request.securityLogged = true;
    const entry = { event: 'login', via, outcome, ...fields, ...securityFields(request) };
    if (outcome === 'success') request.log.info(entry, 'login succeeded');
    else request.log.warn(entry, 'login failed');
  };
}

export async function login(
  app: FastifyInstance,
  ctx: AppContext,
  reply: FastifyReply,
  email: string,
  password: string,
): Promise<LoginResponse | TwoStepRequired> {
  const credentials = await credentialsRepo.findCredentialsByEmail(ctx.db, email.trim());
  const event = signInEvent(reply.request, 'password');
  if (!credentials && (await pendingSignUpOf(ctx, email, password))) {
    event('unverified', { emailHash: emailHash(email) });
    throw forbidden(VERIFY_FIRST);
  }
  const ok = await verifyPassword(credentials?.passwordHash ?? null, password);
  if (!credentials || !ok) {
    event(credentials ? 'wrong-password' : 'unknown-email', { emailHash: emailHash(email) });
    throw unauthorized(INVALID_CREDENTIALS);
  }
  if (!credentials.emailVerifiedAt) {
    event('unverified', { userId: credentials.id });
    throw forbidden(VERIFY_FIRST);
  }
  const role = credentials.role as Role;
  // The password alone is not enough where a second factor exists or the clinic requires one.
  const secondStep = await secondStepFor(ctx, { id: credentials.id, role, email: email.trim() });
  if (secondStep) {
    event(secondStep.step === 'enrol' ? 'enrol-required' : 'second-step', {
      userId: credentials.id,
    });
    reply.code(202);
    return secondStep;
  }
  const token = await startSession(app, ctx, reply, credentials.id, role);
  event('success', { userId: credentials.id, role: credentials.role });
  return { message: 'Login successful', token, user: await loadUser(ctx, credentials.id) };
}

/** Rotates the refresh cookie. A token used twice (after the grace window) ends its whole family. */
export async function refresh(
  app: FastifyInstance,
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const presented = request.cookies[REFRESH_COOKIE];
  const fail = () => {
    reply.clearCookie(REFRESH_COOKIE, cookieOptions(ctx));
    return unauthorized(SESSION_EXPIRED);
  };
  if (!presented) throw fail();
  const session = await sessionsRepo.findSession(ctx.db, sha256(presented), SESSION_IDLE_MS);
  if (!session || session.revokedAt || session.expired) throw fail();
  if (session.idle) {
    // Unused for longer than the idle limit: the sign-in ends here, as the browser's would.
    await endSignIns(ctx, session.userId, [session.familyId]);
    throw fail();
  }
  if (session.usedAt) {
    if (ctx.now().getTime() - session.usedAt.getTime() > REUSE_GRACE_MS) {
      await endSignIns(ctx, session.userId, [session.familyId]);
      request.log.warn(
        { userId: session.userId },
        'a used refresh token was presented again: session family revoked',
      );
    }
    throw fail();
  }
  if (!(await sessionsRepo.useSession(ctx.db, session.id))) throw fail();
  const actor = await accountsRepo.findActor(ctx.db, session.userId);
  if (!actor) throw fail();
  const token = await startSession(app, ctx, reply, actor.userId, actor.role, session.familyId);
  return { message: 'Session refreshed', token, user: await loadUser(ctx, actor.userId) };
}

/**
 * Ends sign-ins of a user: their tokens stop working on every instance, and their open live
 * streams end (the stream of each instance hears of it through the events table).
 * `familyIds` undefined: every sign-in of the user except `keep`.
 */
export async function endSignIns(
  ctx: Pick<AppContext, 'db'>,
  userId: string,
  familyIds: string[] | undefined,
  keep?: string,
): Promise<string[]> {
  return ctx.db.transaction(async (tx) => {
    let ended: string[] = [];
    if (familyIds === undefined) ended = await sessionsRepo.revokeUserSessions(tx, userId, keep);
    else
      for (const familyId of familyIds)
        if (await sessionsRepo.revokeFamily(tx, familyId, userId)) ended.push(familyId);
    await publishEvents(
      tx,
      ended.map((sessionId) => ({ userId, type: 'signout', payload: { sessionId } })),
    );
    return ended;
  });
}

/**
 * Ends the sign-in of the refresh cookie and the one the access token belongs to (a client that
 * sends only its bearer token is signed out too).
 */
export async function logout(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const presented = request.cookies[REFRESH_COOKIE];
  if (presented) {
    const session = await sessionsRepo.findSession(ctx.db, sha256(presented), SESSION_IDLE_MS);
    if (session) await endSignIns(ctx, session.userId, [session.familyId]);
  }
  if (request.headers.authorization) {
    // An expired or forged token ends nothing; its sign-in then ends by the cookie or idles out.
    const payload = await request
      .jwtVerify<{ sub: string; role: Role; sid?: string }>()
      .catch(() => null);
    if (payload?.sid) await endSignIns(ctx, payload.sub, [payload.sid]);
  }
  reply.clearCookie(REFRESH_COOKIE, cookieOptions(ctx));
}

/** The newest pending sign-up of the address whose password this is, if any. */
async function pendingSignUpOf(ctx: AppContext, email: string, password: string) {
  const pending = await credentialsRepo.findRegistrations(ctx.db, email.trim());
  for (const registration of pending)
    if (await verifyPassword(registration.passwordHash, password)) return registration;
  return null;
}

const signupCodeHash = (email: string, code: string) => sha256(`${email}:${code}`);

/**
 * Emails a new code to an address with pending sign-ups; the address's earlier code ends. It
 * greets nobody by name: the names of a sign-up are whatever its sender typed.
 */
async function sendSignupCode(ctx: AppContext, email: string) {
  const code = verificationCode();
  await credentialsRepo.saveSignupCode(
    ctx.db,
    email,
    signupCodeHash(email, code),
    new Date(ctx.now().getTime() + CODE_TTL_MS),
  );
  await ctx.mailer.send({ to: email, ...signupCodeEmail(code) });
}

const REGISTERED = 'Account created. We sent a 7-digit verification code to your email.';

/**
 * Every registration answers alike, whether or not the address already has an account: the
 * owner of a verified address gets a notice instead of a code, and nothing of theirs changes.
 */
export async function register(ctx: AppContext, body: RegisterBody) {
  const email = body.email.trim().toLowerCase();
  const role: Role = body.accountType === 'doctor' ? 'doctor' : 'patient';
  const username = body.username.trim();
  const firstName = cleanName(body.firstName);
  const lastName = cleanName(body.lastName);
  if (!firstName || !lastName) throw badRequest(NAME_RULE);
  const passwordHash = await hashPassword(body.password);
  if (await accountsRepo.isUsernameTaken(ctx.db, username))
    throw conflict('This username is already taken.');
  const owner = await credentialsRepo.findCredentialsByEmail(ctx.db, email);
  if (owner) {
    await ctx.mailer.send({ to: email, ...signupAttemptEmail() });
    return { message: REGISTERED, user: { _id: randomUUID(), email, role } };
  }
  const registrationId = await ctx.db.transaction((tx) =>
    credentialsRepo.insertRegistration(
      tx,
      {
        email,
        firstName,
        lastName,
        username,
        gender: body.gender,
        role,
        passwordHash,
        expiresAt: new Date(ctx.now().getTime() + REGISTRATION_TTL_MS),
      },
      MAX_PENDING_REGISTRATIONS,
    ),
  );
  await sendSignupCode(ctx, email);
  return { message: REGISTERED, user: { _id: registrationId, email, role } };
}

const WRONG_CODE =
  'The verification code is wrong or has expired. Check the code or request a new one.';
export const WRONG_SIGNUP_PASSWORD =
  'This password does not match your sign-up. Enter the password you chose when you created the account.';
const TOO_MANY_CODES = 'Too many wrong codes. Request a new code.';

/**
 * Checks the emailed code, which proves the mailbox, and the password, which says whose sign-up
 * it is: the sign-up with that password becomes the account (signed in), the others are dropped.
 */
export async function verify(
  app: FastifyInstance,
  ctx: AppContext,
  reply: FastifyReply,
  body: VerifyBody,
): Promise<LoginResponse | TwoStepRequired> {
  const email = body.email.trim().toLowerCase();
  const event = signInEvent(reply.request, 'code');
  const stored = await credentialsRepo.findSignupCode(ctx.db, email);
  if (!stored) {
    event('unknown-email', { emailHash: emailHash(email) });
    throw badRequest(WRONG_CODE);
  }
  if (stored.expiresAt.getTime() <= ctx.now().getTime()) {
    throw badRequest('This verification code has expired. Request a new one.');
  }
  const wrongAttempt = async (outcome: string, message: string) => {
    event(outcome, { emailHash: emailHash(email) });
    const attempts = await credentialsRepo.countFailedSignupCode(ctx.db, email);
    if (attempts >= MAX_CODE_ATTEMPTS) {
      await credentialsRepo.deleteSignupCode(ctx.db, email);
      return badRequest(TOO_MANY_CODES);
    }
    return badRequest(message);
  };
  if (stored.codeHash !== signupCodeHash(email, body.code))
    throw await wrongAttempt('wrong-code', WRONG_CODE);
  const chosen = await pendingSignUpOf(ctx, email, body.password);
  if (!chosen) throw await wrongAttempt('wrong-password', WRONG_SIGNUP_PASSWORD);
  try {
    await ctx.db.transaction(async (tx) => {
      await accountsRepo.insertUser(tx, {
        id: chosen.id,
        firstName: chosen.firstName,
        lastName: chosen.lastName,
        username: chosen.username,
        email,
        passwordHash: chosen.passwordHash,
        role: chosen.role,
        gender: chosen.gender,
        verified: true,
      });
      if (chosen.role === 'patient') await accountsRepo.insertPatient(tx, chosen.id);
      await credentialsRepo.deleteRegistrations(tx, email);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_key')) throw badRequest(WRONG_CODE);
    if (isUniqueViolation(error, 'users_username_key'))
      throw conflict('This username was taken meanwhile. Please sign up again with another one.');
    throw error;
  }
  // Verifying proves the mailbox and the password: the account is signed in as a login would,
  // including the second step a clinic requires of its role.
  const secondStep = await secondStepFor(ctx, { id: chosen.id, role: chosen.role, email });
  if (secondStep) {
    event(secondStep.step === 'enrol' ? 'enrol-required' : 'second-step', { userId: chosen.id });
    reply.code(202);
    return secondStep;
  }
  const token = await startSession(app, ctx, reply, chosen.id, chosen.role);
  event('success', { userId: chosen.id, role: chosen.role });
  return { message: 'Email verified', token, user: await loadUser(ctx, chosen.id) };
}

export async function resend(ctx: AppContext, email: string) {
  const address = email.trim().toLowerCase();
  const pending = await credentialsRepo.findRegistrations(ctx.db, address);
  if (pending.length > 0 && !(await credentialsRepo.findCredentialsByEmail(ctx.db, address))) {
    const stored = await credentialsRepo.findSignupCode(ctx.db, address);
    // One code per 30 seconds, so that resend cannot flood a mailbox.
    if (stored && ctx.now().getTime() - stored.createdAt.getTime() < 30_000) {
      throw tooManyRequests(
        'A code was sent moments ago. Please wait 30 seconds before asking again.',
      );
    }
    await sendSignupCode(ctx, address);
  }
  return { message: 'If this account is waiting for verification, a new code has been sent.' };
}

/**
 * The same answer, after the same work, whether or not the account exists: looking it up,
 * making the link and sending it all happen after the answer.
 */
export function forgot(ctx: AppContext, email: string) {
  const normalised = email.trim().toLowerCase();
  ctx.mailer.sendLater(async () => {
    const credentials = await credentialsRepo.findCredentialsByEmail(ctx.db, normalised);
    if (!credentials) return null;
    const token = randomToken();
    await ctx.db.transaction(async (tx) => {
      // A new link ends the earlier ones.
      await credentialsRepo.endPasswordResets(tx, credentials.id);
      await credentialsRepo.savePasswordReset(
        tx,
        credentials.id,
        sha256(token),
        new Date(ctx.now().getTime() + RESET_TTL_MS),
      );
    });
    const link = `${ctx.config.appUrl}/auth/reset?token=${token}`;
    return { to: normalised, ...passwordResetEmail(credentials.firstName, link, token) };
  });
  return { message: 'If an account exists for this email, a reset link has been sent.' };
}

export async function resetPassword(ctx: AppContext, token: string, body: ResetPasswordBody) {
  if (body.newPassword !== body.confirm) throw badRequest('Passwords do not match');
  const passwordHash = await hashPassword(body.newPassword);
  const userId = await ctx.db.transaction(async (tx) => {
    const owner = await credentialsRepo.consumePasswordReset(tx, sha256(token), body.email.trim());
    if (!owner) return null;
    await credentialsRepo.setPasswordHash(tx, owner, passwordHash);
    await credentialsRepo.endPasswordResets(tx, owner);
    const ended = await sessionsRepo.revokeUserSessions(tx, owner);
    await publishEvents(
      tx,
      ended.map((sessionId) => ({ userId: owner, type: 'signout', payload: { sessionId } })),
    );
    return owner;
  });
  if (!userId) throw badRequest('This reset link is invalid, used or expired. Ask for a new one.');
  return { message: 'Your password has been reset!' };
}

export async function changePassword(
  ctx: AppContext,
  request: FastifyRequest,
  userId: string,
  body: { currentPassword: string; newPassword: string; confirm: string },
) {
  if (body.newPassword !== body.confirm) throw badRequest('Passwords do not match');
  const current = await credentialsRepo.findPasswordHash(ctx.db, userId);
  // 400, not 401: a wrong current password must not look like an expired session to the client.
  if (!(await verifyPassword(current, body.currentPassword)))
    throw badRequest('The current password is not correct.');
  if (body.currentPassword === body.newPassword)
    throw badRequest('The new password must be different from the current one.');
  await credentialsRepo.setPasswordHash(ctx.db, userId, await hashPassword(body.newPassword));
  await credentialsRepo.endPasswordResets(ctx.db, userId);
  // Other devices are signed out; this one keeps its session.
  const presented = request.cookies[REFRESH_COOKIE];
  const session = presented
    ? await sessionsRepo.findSession(ctx.db, sha256(presented), SESSION_IDLE_MS)
    : null;
  // The sign-in to keep: the refresh cookie's, or else the one the access token belongs to.
  const keep = session?.userId === userId ? session.familyId : request.user?.sid;
  await endSignIns(ctx, userId, undefined, keep);
  return { message: 'Password updated successfully' };
}

export const EMAIL_CHANGE_SENT =
  'Check your new address: we sent it a link to confirm the change. Your email stays the same until you open it.';

/**
 * Asks for a change of address: the current password first, then a link to the new address.
 * An address that already has an account answers the same (its owner gets a notice instead),
 * so that this cannot tell which addresses have accounts.
 */
export async function requestEmailChange(ctx: AppContext, userId: string, body: ChangeEmailBody) {
  const newEmail = body.newEmail.trim().toLowerCase();
  const current = await credentialsRepo.findPasswordHash(ctx.db, userId);
  // 400, not 401: a wrong current password must not look like an expired session to the client.
  if (!(await verifyPassword(current, body.currentPassword)))
    throw badRequest('The current password is not correct.');
  const user = await accountsRepo.findUserById(ctx.db, userId);
  if (!user) throw notFound('User');
  if (user.email === newEmail) throw badRequest('This is already your email address.');
  if (await credentialsRepo.findCredentialsByEmail(ctx.db, newEmail)) {
    await ctx.mailer.send({ to: newEmail, ...emailChangeAttemptEmail() });
    return { message: EMAIL_CHANGE_SENT };
  }
  const token = randomToken();
  await credentialsRepo.saveEmailChange(ctx.db, {
    userId,
    newEmail,
    tokenHash: sha256(token),
    expiresAt: new Date(ctx.now().getTime() + EMAIL_CHANGE_TTL_MS),
  });
  const link = `${ctx.config.appUrl}/auth/confirm-email?token=${token}`;
  await ctx.mailer.send({ to: newEmail, ...emailChangeConfirmEmail(user.firstName, link) });
  return { message: EMAIL_CHANGE_SENT };
}

export const EMAIL_CHANGED = 'Your email address has been changed. Log in with the new address.';
const EMAIL_CHANGE_LINK_DEAD =
  'This confirmation link is invalid, used or expired. Ask for a new one in Settings.';

/** Opens the link sent to the new address: the address changes, and the old one is told. */
export async function confirmEmailChange(ctx: AppContext, token: string) {
  let changed: { userId: string; newEmail: string; oldEmail: string; firstName: string } | null;
  try {
    changed = await ctx.db.transaction(async (tx) => {
      const change = await credentialsRepo.consumeEmailChange(tx, sha256(token));
      if (!change) return null;
      const user = await accountsRepo.findUserById(tx, change.userId);
      if (!user) return null;
      await credentialsRepo.setEmail(tx, change.userId, change.newEmail);
      // Links sent to the old address must not reach the account any more.
      await credentialsRepo.endPasswordResets(tx, change.userId);
      await credentialsRepo.deleteRegistrations(tx, change.newEmail);
      return { ...change, oldEmail: user.email, firstName: user.firstName };
    });
  } catch (error) {
    // Whoever opened the link holds the new mailbox: saying that it is taken tells them nothing.
    if (isUniqueViolation(error, 'users_email_key'))
      throw conflict('An account with this email already exists.');
    throw error;
  }
  if (!changed) throw badRequest(EMAIL_CHANGE_LINK_DEAD);
  ctx.guards.forget(changed.userId);
  await ctx.mailer.send({
    to: changed.oldEmail,
    ...emailChangedEmail(changed.firstName, changed.newEmail),
  });
  return { message: EMAIL_CHANGED };
}
