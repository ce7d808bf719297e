// Second factors: what the password step leads to, the second step itself, and enrolment.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes, randomInt } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as OTPAuth from 'otpauth';
import type { AppContext } from '../../context.js';
import { DEMO_ACCOUNT_EMAILS } from '../../db/demo-data.js';
import {
  badRequest,
  conflict,
  isUniqueViolation,
  notFound,
  unauthorized,
} from '../../lib/http-error.js';
import { randomToken, sha256, verifyPassword } from '../../lib/secrets.js';
import { secondFactorsResetEmail } from '../../mail/templates/second-factors-reset.js';
import { tooMany } from '../../plugins/rate-limit.js';
import { securityFields } from '../../plugins/security.js';
import type { Role } from '../common/common.schemas.js';
import * as accountsRepo from './accounts.repository.js';
import * as credentialsRepo from './credentials.repository.js';
import { publishEvents } from '../events/events.service.js';
import * as sessionsRepo from './sessions.repository.js';
import { loadUser, startSession } from './sign-in-session.js';
import * as repo from './two-step.repository.js';
import type {
  AddPasskeyBody,
  Passkey,
  RecoveryCodesResponse,
  TotpSetup,
  TwoStepRequired,
  TwoStepStatus,
} from './two-step.schemas.js';
import type { LoginResponse } from './users.schemas.js';

/** How long the password step stays good for its second step. */
export const PENDING_TTL_MS = 5 * 60 * 1000;
/** Wrong second-step answers of one account, from anywhere, before it waits (15 minutes). */
export const MAX_SECOND_STEP_FAILURES = 10;
const FAILURE_WINDOW_MS = 15 * 60 * 1000;
const MINUTE = 60_000;
const RECOVERY_CODE_COUNT = 10;
const ISSUER = 'CareConnect';

export const SIGN_IN_EXPIRED = 'This sign-in has expired. Please log in again.';
export const WRONG_CODE = 'That code is not right. Check your authenticator app and try again.';
export const CODE_USED = 'This code was already used. Wait for the next one in your app.';
export const WRONG_RECOVERY_CODE = 'That recovery code is not right or was already used.';
export const PASSKEY_FAILED = 'The passkey could not be checked. Try again or use another way.';
export const DEMO_ACCOUNT =
  'The demo accounts sign in with the password alone. Create your own account to try two-step sign-in.';
export const KEEP_ONE_FACTOR =
  'Your clinic requires two-step sign-in for your account: add another way before removing this one.';
export const WRONG_PASSWORD = 'The current password is not correct.';

// Who must have a second factor -------------------------------------------------------------------

/** A published demo account, in demo mode: it keeps signing in with the password alone. */
export function isDemoAccount(ctx: AppContext, email: string): boolean {
  return ctx.config.demoMode && DEMO_ACCOUNT_EMAILS.includes(email.toLowerCase());
}

/** The clinic's rule: administrators always; doctors when SECOND_FACTOR_FOR_DOCTORS is on. */
export function secondFactorRequired(ctx: AppContext, role: Role): boolean {
  return role === 'admin' || (role === 'doctor' && ctx.config.secondFactorForDoctors);
}

/**
 * After a right password: null (sign in now), or the second step that is due, with a single-use
 * pending token. Nothing of a session exists until that step is done.
 */
export async function secondStepFor(
  ctx: AppContext,
  account: { id: string; role: Role; email: string },
): Promise<TwoStepRequired | null> {
  if (isDemoAccount(ctx, account.email)) return null;
  const factors = await repo.factorsOf(ctx.db, account.id);
  const has = factors.totp || factors.passkeys > 0;
  if (!has && !secondFactorRequired(ctx, account.role)) return null;
  const pendingToken = randomToken();
  await repo.insertChallenge(ctx.db, {
    userId: account.id,
    purpose: has ? 'sign-in' : 'enrol',
    tokenHash: sha256(pendingToken),
    challenge: null,
    expiresAt: new Date(ctx.now().getTime() + PENDING_TTL_MS),
  });
  return has
    ? {
        message: 'Enter the code from your authenticator app, or use a passkey.',
        step: 'second-factor',
        pendingToken,
        methods: { totp: factors.totp, passkey: factors.passkeys > 0 },
      }
    : {
        message: 'Your clinic requires two-step sign-in. Set up an authenticator app to continue.',
        step: 'enrol',
        pendingToken,
        methods: { totp: false, passkey: false },
      };
}

// Secrets at rest --------------------------------------------------------------------------------

/** The key that encrypts TOTP secrets, derived from the token signing secret. */
export function deriveSecondFactorKey(signingSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', signingSecret, 'careconnect', 'totp-secret-v1', 32));
}

function encryptSecret(ctx: AppContext, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', ctx.secondFactorKey, iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), sealed]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join(':');
}

function decryptSecret(ctx: AppContext, stored: string): string {
  const [version, iv, tag, sealed] = stored.split(':');
  if (version !== 'v1' || !iv || !tag || !sealed) throw new Error('unknown TOTP secret format');
  const decipher = createDecipheriv(
    'aes-256-gcm',
    ctx.secondFactorKey,
    Buffer.from(iv, 'base64url'),
  );
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(sealed, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
}

// Codes --------------------------------------------------------------------------------------------

function totpOf(secret: string, label: string) {
  return new OTPAuth.TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: OTPAuth.Secret.fromBase32(secret),
  });
}

/** The 30-second step whose code this is (one step of drift either way), or null. */
function matchingStep(ctx: AppContext, secret: string, code: string): number | null {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const timestamp = ctx.now().getTime();
  const delta = totpOf(secret, '').validate({ token, timestamp, window: 1 });
  if (delta === null) return null;
  return Math.floor(timestamp / 30_000) + delta;
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < 10; i += 1) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

const recoveryHash = (userId: string, code: string) =>
  sha256(`${userId}:${code.toLowerCase().replace(/[\s-]+/g, '')}`);

async function issueRecoveryCodes(ctx: AppContext, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await ctx.db.transaction((tx) =>
    repo.replaceRecoveryCodes(
      tx,
      userId,
      codes.map((code) => recoveryHash(userId, code)),
    ),
  );
  return codes;
}

// Limits -------------------------------------------------------------------------------------------

const failuresKey = (userId: string) => `two-step:failures:${userId}`;

async function checkLimits(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
) {
  const address = await ctx.attempts.hit(`two-step:ip:${request.ip}`, MINUTE);
  if (address.count > ctx.config.rateLimitLogin * 3)
    throw tooMany(reply, address.resetAt, 'attempts', ctx.attempts.now());
  const failures = await ctx.attempts.peek(failuresKey(userId));
  if (failures && failures.count >= MAX_SECOND_STEP_FAILURES)
    throw tooMany(reply, failures.resetAt, 'attempts', ctx.attempts.now());
}

async function failure(
  ctx: AppContext,
  request: FastifyRequest,
  userId: string,
  message: string,
  outcome: string,
) {
  await ctx.attempts.hit(failuresKey(userId), FAILURE_WINDOW_MS);
  request.securityLogged = true;
  request.log.warn(
    { event: 'second-step', outcome, userId, ...securityFields(request) },
    'second step failed',
  );
  return badRequest(message);
}

// The second step of a sign-in ---------------------------------------------------------------------

async function pendingStep(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  pendingToken: string,
  purpose: 'sign-in' | 'enrol',
) {
  const challenge = await repo.findLiveChallenge(ctx.db, sha256(pendingToken), ctx.now());
  if (!challenge || challenge.purpose !== purpose) throw unauthorized(SIGN_IN_EXPIRED);
  await checkLimits(ctx, request, reply, challenge.userId);
  const actor = await accountsRepo.findActor(ctx.db, challenge.userId);
  if (!actor) throw unauthorized(SIGN_IN_EXPIRED);
  return { challenge, actor };
}

/** Spends the pending token and signs in. */
async function finishSignIn(
  app: FastifyInstance,
  ctx: AppContext,
  reply: FastifyReply,
  challengeId: string,
  actor: { userId: string; role: Role },
  via: string,
): Promise<LoginResponse> {
  if (!(await repo.useChallenge(ctx.db, challengeId))) throw unauthorized(SIGN_IN_EXPIRED);
  await ctx.attempts.clear(failuresKey(actor.userId));
  const token = await startSession(app, ctx, reply, actor.userId, actor.role);
  const request = reply.request;
  request.securityLogged = true;
  request.log.info(
    {
      event: 'login',
      via,
      outcome: 'success',
      userId: actor.userId,
      role: actor.role,
      ...securityFields(request),
    },
    'login succeeded',
  );
  return { message: 'Login successful', token, user: await loadUser(ctx, actor.userId) };
}

async function acceptTotp(
  ctx: AppContext,
  request: FastifyRequest,
  userId: string,
  code: string,
  confirm: boolean,
) {
  const stored = await repo.findTotp(ctx.db, userId);
  if (!stored || (!confirm && !stored.confirmedAt))
    throw await failure(ctx, request, userId, WRONG_CODE, 'no-totp');
  const step = matchingStep(ctx, decryptSecret(ctx, stored.secretEncrypted), code);
  if (step === null) throw await failure(ctx, request, userId, WRONG_CODE, 'wrong-code');
  if (!(await repo.useTotpStep(ctx.db, userId, step, confirm)))
    throw await failure(ctx, request, userId, CODE_USED, 'replayed-code');
}

export async function signInWithTotp(
  app: FastifyInstance,
  ctx: AppContext,
  reply: FastifyReply,
  pendingToken: string,
  code: string,
) {
  const { challenge, actor } = await pendingStep(
    ctx,
    reply.request,
    reply,
    pendingToken,
    'sign-in',
  );
  await acceptTotp(ctx, reply.request, actor.userId, code, false);
  return finishSignIn(app, ctx, reply, challenge.id, actor, 'totp');
}

export async function signInWithRecoveryCode(
  app: FastifyInstance,
  ctx: AppContext,
  reply: FastifyReply,
  pendingToken: string,
  code: string,
) {
  const request = reply.request;
  const { challenge, actor } = await pendingStep(ctx, request, reply, pendingToken, 'sign-in');
  if (!(await repo.useRecoveryCode(ctx.db, actor.userId, recoveryHash(actor.userId, code))))
    throw await failure(ctx, request, actor.userId, WRONG_RECOVERY_CODE, 'wrong-recovery-code');
  await repo.recordEvent(ctx.db, {
    userId: actor.userId,
    actorUserId: actor.userId,
    action: 'recovery-code-used',
    ip: request.ip || null,
  });
  return finishSignIn(app, ctx, reply, challenge.id, actor, 'recovery-code');
}

/** The page's origin when it is one of ours (CORS_ORIGIN), else the shell's: WebAuthn binds to it. */
function relyingParty(ctx: AppContext, request: FastifyRequest) {
  const origin = request.headers.origin;
  const chosen = origin && ctx.config.corsOrigins.includes(origin) ? origin : ctx.config.appUrl;
  return { origin: chosen, rpID: new URL(chosen).hostname };
}

export async function passkeySignInOptions(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  pendingToken: string,
) {
  const { challenge, actor } = await pendingStep(ctx, request, reply, pendingToken, 'sign-in');
  const stored = await repo.passkeysOf(ctx.db, actor.userId);
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(ctx, request).rpID,
    allowCredentials: stored.map((p) => ({
      id: p.credentialId,
      transports: transportsOf(p.transports),
    })),
    userVerification: 'preferred',
  });
  await repo.setChallenge(ctx.db, challenge.id, options.challenge);
  return options;
}

type Transport = 'ble' | 'cable' | 'hybrid' | 'internal' | 'nfc' | 'smart-card' | 'usb';
const TRANSPORTS: readonly string[] = [
  'ble',
  'cable',
  'hybrid',
  'internal',
  'nfc',
  'smart-card',
  'usb',
];
const transportsOf = (list: string[]) => list.filter((t): t is Transport => TRANSPORTS.includes(t));

export async function signInWithPasskey(
  app: FastifyInstance,
  ctx: AppContext,
  reply: FastifyReply,
  pendingToken: string,
  credential: Parameters<typeof verifyAuthenticationResponse>[0]['response'],
) {
  const request = reply.request;
  const { challenge, actor } = await pendingStep(ctx, request, reply, pendingToken, 'sign-in');
  const fail = () => failure(ctx, request, actor.userId, PASSKEY_FAILED, 'passkey-refused');
  if (!challenge.challenge) throw await fail();
  const stored = (await repo.passkeysOf(ctx.db, actor.userId)).find(
    (p) => p.credentialId === credential.id,
  );
  if (!stored) throw await fail();
  const { origin, rpID } = relyingParty(ctx, request);
  let result;
  try {
    result = await verifyAuthenticationResponse({
      response: credential,
      expectedChallenge: challenge.challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      credential: {
        id: stored.credentialId,
        publicKey: Buffer.from(stored.publicKey, 'base64url'),
        counter: stored.signCount,
        transports: stored.transports,
      },
      requireUserVerification: false,
    });
  } catch {
    throw await fail();
  }
  if (!result.verified) throw await fail();
  if (
    !(await repo.usePasskey(
      ctx.db,
      stored.id,
      stored.signCount,
      result.authenticationInfo.newCounter,
    ))
  )
    throw await fail();
  return finishSignIn(app, ctx, reply, challenge.id, actor, 'passkey');
}

// Enrolment during sign-in (the clinic requires a factor the account does not have) ---------------

export async function enrolTotpAtSignIn(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  pendingToken: string,
): Promise<TotpSetup> {
  const { actor } = await pendingStep(ctx, request, reply, pendingToken, 'enrol');
  return newTotpSecret(ctx, actor.userId);
}

export async function confirmTotpAtSignIn(
  app: FastifyInstance,
  ctx: AppContext,
  reply: FastifyReply,
  pendingToken: string,
  code: string,
): Promise<LoginResponse & { recoveryCodes: string[] }> {
  const request = reply.request;
  const { challenge, actor } = await pendingStep(ctx, request, reply, pendingToken, 'enrol');
  const recoveryCodes = await confirmTotp(ctx, request, reply, actor.userId, code);
  const signedIn = await finishSignIn(app, ctx, reply, challenge.id, actor, 'totp-enrolment');
  return { ...signedIn, recoveryCodes };
}

// Settings: a signed-in user's own factors -------------------------------------------------------

async function emailOf(ctx: AppContext, userId: string) {
  const user = await accountsRepo.findUserById(ctx.db, userId);
  if (!user) throw notFound('User');
  return user;
}

export async function status(ctx: AppContext, userId: string, role: Role): Promise<TwoStepStatus> {
  const user = await emailOf(ctx, userId);
  const [totp, stored, left] = await Promise.all([
    repo.findTotp(ctx.db, userId),
    repo.passkeysOf(ctx.db, userId),
    repo.countRecoveryCodesLeft(ctx.db, userId),
  ]);
  const passkeys: Passkey[] = stored.map((p) => ({
    _id: p.id,
    name: p.name,
    createdAt: p.createdAt,
    ...(p.lastUsedAt ? { lastUsedAt: p.lastUsedAt } : {}),
  }));
  return {
    totp: Boolean(totp?.confirmedAt),
    passkeys,
    recoveryCodesLeft: left,
    required: secondFactorRequired(ctx, role),
    demoAccount: isDemoAccount(ctx, user.email),
  };
}

async function newTotpSecret(ctx: AppContext, userId: string): Promise<TotpSetup> {
  const user = await emailOf(ctx, userId);
  if (isDemoAccount(ctx, user.email)) throw badRequest(DEMO_ACCOUNT);
  const secret = new OTPAuth.Secret({ size: 20 }).base32;
  if (!(await repo.saveUnconfirmedTotp(ctx.db, userId, encryptSecret(ctx, secret))))
    throw conflict('An authenticator app is already set up. Remove it first to set up another.');
  return { secret, uri: totpOf(secret, user.email).toString() };
}

export const startTotp = (ctx: AppContext, userId: string) => newTotpSecret(ctx, userId);

/** Confirms the app with its first code; new recovery codes come with it (shown once). */
export async function confirmTotp(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  code: string,
): Promise<string[]> {
  const stored = await repo.findTotp(ctx.db, userId);
  if (!stored) throw badRequest('Start setting up the authenticator app first.');
  if (stored.confirmedAt) throw conflict('The authenticator app is already set up.');
  await checkLimits(ctx, request, reply, userId);
  await acceptTotp(ctx, request, userId, code, true);
  const codes = await issueRecoveryCodes(ctx, userId);
  await repo.recordEvent(ctx.db, {
    userId,
    actorUserId: userId,
    action: 'totp-enrolled',
    ip: request.ip || null,
  });
  return codes;
}

async function checkPassword(ctx: AppContext, userId: string, password: string) {
  const current = await credentialsRepo.findPasswordHash(ctx.db, userId);
  // 400, not 401: a wrong current password must not look like an expired session to the client.
  if (!(await verifyPassword(current, password))) throw badRequest(WRONG_PASSWORD);
}

/** Refuses to remove the last factor of an account the clinic requires one of. */
async function assertNotLast(
  ctx: AppContext,
  userId: string,
  role: Role,
  removing: 'totp' | 'passkey',
) {
  if (!secondFactorRequired(ctx, role)) return;
  const factors = await repo.factorsOf(ctx.db, userId);
  const left =
    (factors.totp && removing !== 'totp' ? 1 : 0) +
    factors.passkeys -
    (removing === 'passkey' ? 1 : 0);
  if (left < 1) throw badRequest(KEEP_ONE_FACTOR);
}

/** When no factor is left, the recovery codes go too (they would stand in for nothing). */
async function dropCodesIfNoFactor(ctx: AppContext, userId: string) {
  const factors = await repo.factorsOf(ctx.db, userId);
  if (!factors.totp && factors.passkeys === 0) await repo.deleteRecoveryCodes(ctx.db, userId);
}

export async function removeTotp(
  ctx: AppContext,
  request: FastifyRequest,
  actor: { userId: string; role: Role },
  currentPassword: string,
) {
  await checkPassword(ctx, actor.userId, currentPassword);
  const stored = await repo.findTotp(ctx.db, actor.userId);
  if (!stored?.confirmedAt) throw notFound('Authenticator app');
  await assertNotLast(ctx, actor.userId, actor.role, 'totp');
  await repo.deleteTotp(ctx.db, actor.userId);
  await dropCodesIfNoFactor(ctx, actor.userId);
  await repo.recordEvent(ctx.db, {
    userId: actor.userId,
    actorUserId: actor.userId,
    action: 'totp-removed',
    ip: request.ip || null,
  });
  return { message: 'The authenticator app was removed.' };
}

export async function renewRecoveryCodes(
  ctx: AppContext,
  request: FastifyRequest,
  userId: string,
  currentPassword: string,
): Promise<RecoveryCodesResponse> {
  await checkPassword(ctx, userId, currentPassword);
  const factors = await repo.factorsOf(ctx.db, userId);
  if (!factors.totp && factors.passkeys === 0)
    throw badRequest('Set up two-step sign-in first: recovery codes stand in for a second factor.');
  const recoveryCodes = await issueRecoveryCodes(ctx, userId);
  await repo.recordEvent(ctx.db, {
    userId,
    actorUserId: userId,
    action: 'recovery-codes-renewed',
    ip: request.ip || null,
  });
  return { message: 'New recovery codes. The earlier ones no longer work.', recoveryCodes };
}

export async function passkeyRegistrationOptions(
  ctx: AppContext,
  request: FastifyRequest,
  userId: string,
) {
  const user = await emailOf(ctx, userId);
  if (isDemoAccount(ctx, user.email)) throw badRequest(DEMO_ACCOUNT);
  const stored = await repo.passkeysOf(ctx.db, userId);
  const options = await generateRegistrationOptions({
    rpName: ISSUER,
    rpID: relyingParty(ctx, request).rpID,
    userName: user.email,
    userDisplayName: `${user.firstName} ${user.lastName}`,
    userID: new TextEncoder().encode(userId),
    attestationType: 'none',
    excludeCredentials: stored.map((p) => ({
      id: p.credentialId,
      transports: transportsOf(p.transports),
    })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
  await repo.insertChallenge(ctx.db, {
    userId,
    purpose: 'passkey-registration',
    tokenHash: null,
    challenge: options.challenge,
    expiresAt: new Date(ctx.now().getTime() + PENDING_TTL_MS),
  });
  return options;
}

export async function addPasskey(
  ctx: AppContext,
  request: FastifyRequest,
  userId: string,
  body: AddPasskeyBody,
): Promise<RecoveryCodesResponse> {
  const pending = await repo.findRegistrationChallenge(ctx.db, userId, ctx.now());
  const refused = badRequest('The passkey could not be added. Please try again.');
  if (!pending?.challenge) throw refused;
  const { origin, rpID } = relyingParty(ctx, request);
  let result;
  try {
    result = await verifyRegistrationResponse({
      response: body.credential as Parameters<typeof verifyRegistrationResponse>[0]['response'],
      expectedChallenge: pending.challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: false,
    });
  } catch {
    throw refused;
  }
  if (!result.verified || !(await repo.useChallenge(ctx.db, pending.id))) throw refused;
  const { credential } = result.registrationInfo;
  const hadCodes = (await repo.countRecoveryCodesLeft(ctx.db, userId)) > 0;
  try {
    await repo.insertPasskey(ctx.db, {
      userId,
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      signCount: credential.counter,
      transports: credential.transports ?? [],
      name: body.name?.trim() || 'Passkey',
    });
  } catch (error) {
    if (isUniqueViolation(error, 'passkeys_credential_key'))
      throw conflict('This passkey is already added.');
    throw error;
  }
  await repo.recordEvent(ctx.db, {
    userId,
    actorUserId: userId,
    action: 'passkey-added',
    ip: request.ip || null,
  });
  // The first factor brings recovery codes; later ones keep the codes the user already saved.
  const recoveryCodes = hadCodes ? [] : await issueRecoveryCodes(ctx, userId);
  return { message: 'Passkey added.', recoveryCodes };
}

export async function removePasskey(
  ctx: AppContext,
  request: FastifyRequest,
  actor: { userId: string; role: Role },
  passkeyId: string,
  currentPassword: string,
) {
  await checkPassword(ctx, actor.userId, currentPassword);
  const stored = await repo.passkeysOf(ctx.db, actor.userId);
  if (!stored.some((p) => p.id === passkeyId)) throw notFound('Passkey');
  await assertNotLast(ctx, actor.userId, actor.role, 'passkey');
  await repo.deletePasskey(ctx.db, actor.userId, passkeyId);
  await dropCodesIfNoFactor(ctx, actor.userId);
  await repo.recordEvent(ctx.db, {
    userId: actor.userId,
    actorUserId: actor.userId,
    action: 'passkey-removed',
    ip: request.ip || null,
  });
  return { message: 'The passkey was removed.' };
}

// An administrator's reset -----------------------------------------------------------------------

/**
 * Removes every second factor and recovery code of a user who lost theirs, ends their sign-ins,
 * records who did it and emails the user. Their next sign-in enrols again where it is required.
 */
export async function resetByAdmin(
  ctx: AppContext,
  request: FastifyRequest,
  adminUserId: string,
  userId: string,
) {
  if (adminUserId === userId)
    throw badRequest('Another administrator must reset your own two-step sign-in.');
  const user = await emailOf(ctx, userId);
  await ctx.db.transaction(async (tx) => {
    await repo.deleteTotp(tx, userId);
    for (const passkey of await repo.passkeysOf(tx, userId))
      await repo.deletePasskey(tx, userId, passkey.id);
    await repo.deleteRecoveryCodes(tx, userId);
    await repo.endChallenges(tx, userId);
    // the user's open live streams end with their sign-ins, on every instance
    const ended = await sessionsRepo.revokeUserSessions(tx, userId);
    await publishEvents(
      tx,
      ended.map((sessionId) => ({ userId, type: 'signout' as const, payload: { sessionId } })),
    );
    await repo.recordEvent(tx, {
      userId,
      actorUserId: adminUserId,
      action: 'reset-by-admin',
      ip: request.ip || null,
    });
  });
  await ctx.mailer.send({ to: user.email, ...secondFactorsResetEmail(user.firstName) });
  return { message: 'Two-step sign-in was reset. The user has been told by email.' };
}
