import type { RouteModule } from '../../context.js';
import { errorResponses } from '../../context.js';
import { ACCOUNT_BODY_LIMIT } from '../../lib/json-body.js';
import { MessageResponse, UserIdParams } from '../common/common.schemas.js';
import {
  AddPasskeyBody,
  CodeBody,
  EnrolledLoginResponse,
  PasskeyParams,
  PasswordBody,
  PendingBody,
  PendingCodeBody,
  PendingPasskeyBody,
  RecoveryCodesResponse,
  TotpSetup,
  TwoStepStatus,
  WebAuthnOptions,
} from './two-step.schemas.js';
import * as service from './two-step.service.js';
import { LoginResponse } from './users.schemas.js';

const tags = ['two-step sign-in'];
/** A new passkey's JSON (with its attestation) is a few kilobytes. */
const PASSKEY_BODY_LIMIT = 64 * 1024;

export const twoStepRoutes: RouteModule = async (app, ctx) => {
  const { authenticate, requireRole } = ctx.guards;

  // The second step of a sign-in: the pending token from POST /api/user/login (202).

  app.post(
    '/api/user/two-step/totp',
    {
      schema: {
        tags,
        summary: 'Finish signing in with a code from the authenticator app',
        description:
          'Each code works once (a replayed code is refused); 10 wrong answers in 15 minutes make the account wait.',
        body: PendingCodeBody,
        response: { 200: LoginResponse, ...errorResponses(400, 401, 429) },
      },
      bodyLimit: ACCOUNT_BODY_LIMIT,
    },
    async (request, reply) =>
      service.signInWithTotp(app, ctx, reply, request.body.pendingToken, request.body.code),
  );

  app.post(
    '/api/user/two-step/recovery',
    {
      schema: {
        tags,
        summary: 'Finish signing in with a recovery code (each works once)',
        body: PendingCodeBody,
        response: { 200: LoginResponse, ...errorResponses(400, 401, 429) },
      },
      bodyLimit: ACCOUNT_BODY_LIMIT,
    },
    async (request, reply) =>
      service.signInWithRecoveryCode(app, ctx, reply, request.body.pendingToken, request.body.code),
  );

  app.post(
    '/api/user/two-step/passkey/options',
    {
      schema: {
        tags,
        summary: "Options for the browser's passkey prompt (navigator.credentials.get)",
        body: PendingBody,
        response: { 200: WebAuthnOptions, ...errorResponses(400, 401, 429) },
      },
      bodyLimit: ACCOUNT_BODY_LIMIT,
    },
    async (request, reply) =>
      service.passkeySignInOptions(ctx, request, reply, request.body.pendingToken),
  );

  app.post(
    '/api/user/two-step/passkey',
    {
      schema: {
        tags,
        summary: "Finish signing in with a passkey (the browser's answer to the options)",
        body: PendingPasskeyBody,
        response: { 200: LoginResponse, ...errorResponses(400, 401, 429) },
      },
      bodyLimit: ACCOUNT_BODY_LIMIT,
    },
    async (request, reply) =>
      service.signInWithPasskey(
        app,
        ctx,
        reply,
        request.body.pendingToken,
        request.body.credential,
      ),
  );

  app.post(
    '/api/user/two-step/enrol/totp',
    {
      schema: {
        tags,
        summary: 'Required enrolment at sign-in: a new authenticator-app secret',
        description: 'Only with the pending token of a login that answered step "enrol".',
        body: PendingBody,
        response: { 200: TotpSetup, ...errorResponses(400, 401, 409, 429) },
      },
      bodyLimit: ACCOUNT_BODY_LIMIT,
    },
    async (request, reply) =>
      service.enrolTotpAtSignIn(ctx, request, reply, request.body.pendingToken),
  );

  app.post(
    '/api/user/two-step/enrol/totp/confirm',
    {
      schema: {
        tags,
        summary: 'Required enrolment at sign-in: confirm the app with a code and sign in',
        description: 'Answers like login, plus the recovery codes (shown once).',
        body: PendingCodeBody,
        response: { 200: EnrolledLoginResponse, ...errorResponses(400, 401, 409, 429) },
      },
      bodyLimit: ACCOUNT_BODY_LIMIT,
    },
    async (request, reply) =>
      service.confirmTotpAtSignIn(app, ctx, reply, request.body.pendingToken, request.body.code),
  );

  // Settings: the signed-in user's own second factors.

  app.get(
    '/api/user/two-step',
    {
      schema: {
        tags,
        summary: 'Your second factors (never their secrets)',
        response: { 200: TwoStepStatus, ...errorResponses(401) },
      },
      onRequest: [authenticate],
    },
    async (request) => service.status(ctx, request.actor.userId, request.actor.role),
  );

  app.post(
    '/api/user/two-step/totp/setup',
    {
      schema: {
        tags,
        summary:
          'Start setting up an authenticator app: its secret and otpauth URI (shown now only)',
        response: { 200: TotpSetup, ...errorResponses(400, 401, 409) },
      },
      onRequest: [authenticate],
    },
    async (request) => service.startTotp(ctx, request.actor.userId),
  );

  app.post(
    '/api/user/two-step/totp/confirm',
    {
      schema: {
        tags,
        summary: 'Confirm the authenticator app with a code; answers new recovery codes (once)',
        body: CodeBody,
        response: { 200: RecoveryCodesResponse, ...errorResponses(400, 401, 409, 429) },
      },
      onRequest: [authenticate],
    },
    async (request, reply) => ({
      message: 'Two-step sign-in is on.',
      recoveryCodes: await service.confirmTotp(
        ctx,
        request,
        reply,
        request.actor.userId,
        request.body.code,
      ),
    }),
  );

  app.post(
    '/api/user/two-step/totp/remove',
    {
      schema: {
        tags,
        summary: 'Remove the authenticator app (asks for the current password)',
        body: PasswordBody,
        response: { 200: MessageResponse, ...errorResponses(400, 401, 404) },
      },
      onRequest: [authenticate],
    },
    async (request) =>
      service.removeTotp(ctx, request, request.actor, request.body.currentPassword),
  );

  app.post(
    '/api/user/two-step/recovery-codes',
    {
      schema: {
        tags,
        summary: 'New recovery codes (the earlier ones end; asks for the current password)',
        body: PasswordBody,
        response: { 200: RecoveryCodesResponse, ...errorResponses(400, 401) },
      },
      onRequest: [authenticate],
    },
    async (request) =>
      service.renewRecoveryCodes(ctx, request, request.actor.userId, request.body.currentPassword),
  );

  app.post(
    '/api/user/two-step/passkeys/options',
    {
      schema: {
        tags,
        summary: "Options for the browser's passkey creation (navigator.credentials.create)",
        response: { 200: WebAuthnOptions, ...errorResponses(400, 401) },
      },
      onRequest: [authenticate],
    },
    async (request) => service.passkeyRegistrationOptions(ctx, request, request.actor.userId),
  );

  app.post(
    '/api/user/two-step/passkeys',
    {
      schema: {
        tags,
        summary: "Add a passkey (the browser's answer to the options)",
        description: 'The first second factor of an account brings recovery codes (shown once).',
        body: AddPasskeyBody,
        response: { 200: RecoveryCodesResponse, ...errorResponses(400, 401, 409) },
      },
      bodyLimit: PASSKEY_BODY_LIMIT,
      onRequest: [authenticate],
    },
    async (request) => service.addPasskey(ctx, request, request.actor.userId, request.body),
  );

  app.post(
    '/api/user/two-step/passkeys/:passkeyId/remove',
    {
      schema: {
        tags,
        summary: 'Remove a passkey (asks for the current password)',
        params: PasskeyParams,
        body: PasswordBody,
        response: { 200: MessageResponse, ...errorResponses(400, 401, 404) },
      },
      onRequest: [authenticate],
    },
    async (request) =>
      service.removePasskey(
        ctx,
        request,
        request.actor,
        request.params.passkeyId,
        request.body.currentPassword,
      ),
  );

  app.post(
    '/api/user/two-step/reset/:userId',
    {
      schema: {
        tags,
        summary: "Administrators: remove a user's second factors (recorded; the user is emailed)",
        params: UserIdParams,
        response: { 200: MessageResponse, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: [authenticate, requireRole('admin')],
    },
    async (request) =>
      service.resetByAdmin(ctx, request, request.actor.userId, request.params.userId),
  );
};
