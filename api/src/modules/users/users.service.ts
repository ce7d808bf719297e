// Accounts, sign-in sessions, verification codes and password resets.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import {
  badRequest,
  conflict,
  forbidden,
  HttpError,
  isUniqueViolation,
  unauthorized,
} from '../../lib/http-error.js';
import {
  hashPassword,
  randomToken,
  sha256,
  verificationCode,
  verifyPassword,
} from '../../lib/secrets.js';
import { SESSION_EXPIRED, signAccessToken } from '../../plugins/auth.js';
import { emailHash, securityFields } from '../../plugins/security.js';
import type { Role } from '../common/common.schemas.js';
import { insertPatient } from '../patients/patients.repository.js';
import * as repo from './users.repository.js';
import type { LoginResponse, RegisterBody, ResetPasswordBody, User } from './users.schemas.js';

export const REFRESH_COOKIE = 'cc_refresh';
const REFRESH_TTL_MS = 7 * 24 * 3600 * 1000;
const CODE_TTL_MS = 15 * 60 * 1000;
const RESET_TTL_MS = 30 * 60 * 1000;
const MAX_CODE_ATTEMPTS = 5;
/** A refresh token presented again within this window is treated as a race between tabs, not theft. */
const REUSE_GRACE_MS = 10_000;

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const VERIFY_FIRST = 'Please verify your email first';

function cookieOptions(ctx: AppContext) {
  return {
    path: '/api/user',
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: ctx.config.publicUrl.startsWith('https:'),
  };
}

/** Starts a session family: a rotated refresh cookie plus a short-lived access token. */
async function startSession(
  app: FastifyInstance,
  ctx: AppContext,
  reply: FastifyReply,
  userId: string,
  role: Role,
  familyId: string = randomUUID(),
) {
  const refreshToken = randomToken();
  await repo.insertSession(ctx.db, {
    userId,
    familyId,
    tokenHash: sha256(refreshToken),
    expiresAt: new Date(ctx.now().getTime() + REFRESH_TTL_MS),
  });
  reply.setCookie(REFRESH_COOKIE, refreshToken, {
    ...cookieOptions(ctx),
    maxAge: REFRESH_TTL_MS / 1000,
  });
  return signAccessToken(app, { userId, role }, familyId);
}

async function loadUser(ctx: AppContext, userId: string): Promise<User> {
  const row = await repo.findUserById(ctx.db, userId);
  if (!row) throw unauthorized(SESSION_EXPIRED);
  return repo.toUser(row);
}

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
): Promise<LoginResponse> {
  const credentials = await repo.findCredentialsByEmail(ctx.db, email.trim());
  const ok = await verifyPassword(credentials?.passwordHash ?? null, password);
  const event = signInEvent(reply.request, 'password');
  if (!credentials || !ok) {
    event(credentials ? 'wrong-password' : 'unknown-email', { emailHash: emailHash(email) });
    throw unauthorized(INVALID_CREDENTIALS);
  }
  if (!credentials.emailVerifiedAt) {
    event('unverified', { userId: credentials.id });
    throw forbidden(VERIFY_FIRST);
  }
  const token = await startSession(app, ctx, reply, credentials.id, credentials.role as Role);
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
  const session = await repo.findSession(ctx.db, sha256(presented));
  if (!session || session.revokedAt || session.expired) throw fail();
  if (session.usedAt) {
    if (ctx.now().getTime() - session.usedAt.getTime() > REUSE_GRACE_MS) {
      await repo.revokeFamily(ctx.db, session.familyId);
      ctx.guards.forgetSessions(session.userId);
      request.log.warn(
        { userId: session.userId },
        'a used refresh token was presented again: session family revoked',
      );
    }
    throw fail();
  }
  if (!(await repo.useSession(ctx.db, session.id))) throw fail();
  const actor = await repo.findActor(ctx.db, session.userId);
  if (!actor) throw fail();
  const token = await startSession(app, ctx, reply, actor.userId, actor.role, session.familyId);
  return { message: 'Session refreshed', token, user: await loadUser(ctx, actor.userId) };
}

export async function logout(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const presented = request.cookies[REFRESH_COOKIE];
  if (presented) {
    const session = await repo.findSession(ctx.db, sha256(presented));
    if (session) {
      await repo.revokeFamily(ctx.db, session.familyId);
      ctx.guards.forgetSessions(session.userId);
    }
  }
  reply.clearCookie(REFRESH_COOKIE, cookieOptions(ctx));
}

async function sendVerificationCode(
  ctx: AppContext,
  user: { id: string; email: string; firstName: string },
) {
  const code = verificationCode();
  await repo.saveVerificationCode(
    ctx.db,
    user.id,
    sha256(`${user.id}:${code}`),
    new Date(ctx.now().getTime() + CODE_TTL_MS),
  );
  await ctx.mailer.send({
    to: user.email,
    subject: 'Your CareConnect verification code',
    text: [
      `Hello ${user.firstName},`,
      '',
      `Your CareConnect verification code is ${code}.`,
      'It expires in 15 minutes.',
      '',
      'If you did not create a CareConnect account, you can ignore this email.',
    ].join('\n'),
  });
}

export async function register(ctx: AppContext, body: RegisterBody) {
  const email = body.email.trim().toLowerCase();
  const role: Role = body.accountType === 'doctor' ? 'doctor' : 'patient';
  const passwordHash = await hashPassword(body.password);
  let userId: string;
  try {
    userId = await ctx.db.transaction(async (tx) => {
      const id = await repo.insertUser(tx, {
        firstName: body.firstName.trim(),
        lastName: body.lastName.trim(),
        username: body.username.trim(),
        email,
        passwordHash,
        role,
        gender: body.gender,
      });
      if (role === 'patient') await insertPatient(tx, id);
      return id;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_key'))
      throw conflict('An account with this email already exists.');
    if (isUniqueViolation(error, 'users_username_key'))
      throw conflict('This username is already taken.');
    throw error;
  }
  await sendVerificationCode(ctx, { id: userId, email, firstName: body.firstName.trim() });
  return {
    message: 'Account created. We sent a 7-digit verification code to your email.',
    user: { _id: userId, email, role },
  };
}

const WRONG_CODE =
  'The verification code is wrong or has expired. Check the code or request a new one.';

/** Checks the emailed code; on success the account is verified and signed in. */
export async function verify(
  app: FastifyInstance,
  ctx: AppContext,
  reply: FastifyReply,
  email: string,
  code: string,
): Promise<LoginResponse> {
  const credentials = await repo.findCredentialsByEmail(ctx.db, email.trim());
  const event = signInEvent(reply.request, 'code');
  if (!credentials) {
    event('unknown-email', { emailHash: emailHash(email) });
    throw badRequest(WRONG_CODE);
  }
  if (credentials.emailVerifiedAt)
    throw badRequest('This email is already verified. You can log in.');
  const stored = await repo.findVerificationCode(ctx.db, credentials.id);
  if (!stored) throw badRequest(WRONG_CODE);
  if (stored.expiresAt.getTime() <= ctx.now().getTime()) {
    throw badRequest('This verification code has expired. Request a new one.');
  }
  if (stored.codeHash !== sha256(`${credentials.id}:${code}`)) {
    event('wrong-code', { userId: credentials.id });
    const attempts = await repo.countFailedVerification(ctx.db, credentials.id);
    if (attempts >= MAX_CODE_ATTEMPTS) {
      await repo.deleteVerificationCode(ctx.db, credentials.id);
      throw badRequest('Too many wrong codes. Request a new code.');
    }
    throw badRequest(WRONG_CODE);
  }
  await repo.markEmailVerified(ctx.db, credentials.id);
  await repo.deleteVerificationCode(ctx.db, credentials.id);
  const token = await startSession(app, ctx, reply, credentials.id, credentials.role as Role);
  event('success', { userId: credentials.id, role: credentials.role });
  return { message: 'Email verified', token, user: await loadUser(ctx, credentials.id) };
}

export async function resend(ctx: AppContext, email: string) {
  const credentials = await repo.findCredentialsByEmail(ctx.db, email.trim());
  if (credentials && !credentials.emailVerifiedAt) {
    const stored = await repo.findVerificationCode(ctx.db, credentials.id);
    // One code per 30 seconds, so that resend cannot flood a mailbox.
    if (stored && ctx.now().getTime() - stored.createdAt.getTime() < 30_000) {
      throw new HttpError(
        429,
        'A code was sent moments ago. Please wait 30 seconds before asking again.',
      );
    }
    await sendVerificationCode(ctx, {
      id: credentials.id,
      email: email.trim().toLowerCase(),
      firstName: credentials.firstName,
    });
  }
  return { message: 'If this account is waiting for verification, a new code has been sent.' };
}

export async function forgot(ctx: AppContext, email: string) {
  const normalised = email.trim().toLowerCase();
  const credentials = await repo.findCredentialsByEmail(ctx.db, normalised);
  if (credentials) {
    const token = randomToken();
    await repo.savePasswordReset(
      ctx.db,
      credentials.id,
      sha256(token),
      new Date(ctx.now().getTime() + RESET_TTL_MS),
    );
    const link = `${ctx.config.appUrl}/auth/reset?token=${token}`;
    await ctx.mailer.send({
      to: normalised,
      subject: 'Reset your CareConnect password',
      text: [
        `Hello ${credentials.firstName},`,
        '',
        'Someone asked to reset the password of your CareConnect account.',
        `Open this link to choose a new password: ${link}`,
        '',
        `Or enter this reset token on the Reset Password page: ${token}`,
        '',
        'The link works once and expires in 30 minutes. If you did not ask for it, ignore this email.',
      ].join('\n'),
    });
  }
  // The same answer whether or not the account exists, so emails cannot be probed.
  return { message: 'If an account exists for this email, a reset link has been sent.' };
}

export async function resetPassword(ctx: AppContext, token: string, body: ResetPasswordBody) {
  if (body.newPassword !== body.confirm) throw badRequest('Passwords do not match');
  const passwordHash = await hashPassword(body.newPassword);
  const userId = await ctx.db.transaction(async (tx) => {
    const owner = await repo.consumePasswordReset(tx, sha256(token), body.email.trim());
    if (!owner) return null;
    await repo.setPasswordHash(tx, owner, passwordHash);
    await repo.revokeUserSessions(tx, owner);
    return owner;
  });
  if (!userId) throw badRequest('This reset link is invalid, used or expired. Ask for a new one.');
  ctx.guards.forgetSessions(userId);
  return { message: 'Your password has been reset!' };
}

export async function changePassword(
  ctx: AppContext,
  request: FastifyRequest,
  userId: string,
  body: { currentPassword: string; newPassword: string; confirm: string },
) {
  if (body.newPassword !== body.confirm) throw badRequest('Passwords do not match');
  const current = await repo.findPasswordHash(ctx.db, userId);
  // 400, not 401: a wrong current password must not look like an expired session to the client.
  if (!(await verifyPassword(current, body.currentPassword)))
    throw badRequest('The current password is not correct.');
  if (body.currentPassword === body.newPassword)
    throw badRequest('The new password must be different from the current one.');
  await repo.setPasswordHash(ctx.db, userId, await hashPassword(body.newPassword));
  // Other devices are signed out; this one keeps its session.
  const presented = request.cookies[REFRESH_COOKIE];
  const session = presented ? await repo.findSession(ctx.db, sha256(presented)) : null;
  // The sign-in to keep: the refresh cookie's, or else the one the access token belongs to.
  const keep = session?.userId === userId ? session.familyId : request.user?.sid;
  await repo.revokeUserSessions(ctx.db, userId, keep);
  ctx.guards.forgetSessions(userId);
  return { message: 'Password updated successfully' };
}
