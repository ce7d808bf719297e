import type { RouteModule } from '../../context.js';
import { errorResponses } from '../../context.js';
import { parseCalendarDate } from '../../lib/dates.js';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../lib/http-error.js';
import { imageType, MAX_IMAGE_BYTES } from '../../lib/images.js';
import { ACCOUNT_BODY_LIMIT } from '../../lib/json-body.js';
import { attemptLimits, signInLimits, uploadLimit } from '../../plugins/rate-limit.js';
import { MessageResponse, UserIdParams } from '../common/common.schemas.js';
import { deleteFilesOf, saveFile } from '../files/files.service.js';
import { doctorMayReach } from '../care/care.service.js';
import * as accountsRepo from './accounts.repository.js';
import {
  ChangeEmailBody,
  ConfirmEmailBody,
  EmailBody,
  ImageResponse,
  ImageUploadForm,
  LoginBody,
  LoginResponse,
  RefreshResponse,
  RegisterBody,
  RegisterResponse,
  ResetParams,
  ResetPasswordBody,
  UpdatePasswordBody,
  UpdateProfileBody,
  User,
  UserResponse,
  VerifyBody,
} from './users.schemas.js';
import { TwoStepRequired } from './two-step.schemas.js';
import * as service from './users.service.js';
import { cleanName, NAME_RULE } from '../../lib/text.js';
import { fullName } from '../common/people.js';
import { doctorRenamed } from '../doctors/doctors.service.js';

const tags = ['users'];
const USE_CHANGE_EMAIL =
  'The email address changes through Change email, which asks for your password and confirms the new address.';

export const usersRoutes: RouteModule = async (app, ctx) => {
  const { authenticate } = ctx.guards;
  const limits = (route: string) => attemptLimits(ctx.attempts, route, ctx.config.rateLimitLogin);
  const signIn = signInLimits(ctx.attempts, 'login', {
    max: ctx.config.rateLimitLogin,
    ...ctx.config.signInSlowdown,
  });

  app.post(
    '/api/user/login',
    {
      schema: {
        tags,
        summary: 'Sign in',
        description:
          'Returns a 15-minute access token and sets an HttpOnly refresh cookie. 401 "Invalid email or password", 403 "Please verify your email first". 202 when a second step is due (see /api/user/two-step/…): no session yet, a single-use pending token for that step.',
        body: LoginBody,
        response: {
          200: LoginResponse,
          202: TwoStepRequired,
          ...errorResponses(400, 401, 403, 429),
        },
      },
      bodyLimit: ACCOUNT_BODY_LIMIT,
      preHandler: signIn.preHandler,
      onSend: signIn.onSend,
    },
    async (request, reply) =>
      service.login(app, ctx, reply, request.body.email, request.body.password),
  );

  app.post(
    '/api/user/register',
    {
      schema: {
        tags,
        summary: 'Create an account (patient or doctor); emails a 7-digit code',
        body: RegisterBody,
        response: { 201: RegisterResponse, ...errorResponses(400, 409, 429) },
      },
      bodyLimit: ACCOUNT_BODY_LIMIT,
      preHandler: limits('register'),
    },
    async (request, reply) => reply.code(201).send(await service.register(ctx, request.body)),
  );

  app.post(
    '/api/user/verify',
    {
      schema: {
        tags,
        summary:
          'Check the emailed code and the sign-up password; creates the account and signs it in',
        description:
          'Signs the new account in as a login does: 200 with a session, or 202 with the second step the clinic requires of the role (see /api/user/two-step/…).',
        body: VerifyBody,
        response: { 200: LoginResponse, 202: TwoStepRequired, ...errorResponses(400, 429) },
      },
      bodyLimit: ACCOUNT_BODY_LIMIT,
      preHandler: limits('verify'),
    },
    async (request, reply) => service.verify(app, ctx, reply, request.body),
  );

  app.post(
    '/api/user/resend',
    {
      schema: {
        tags,
        summary: 'Send a new verification code',
        body: EmailBody,
        response: { 200: MessageResponse, ...errorResponses(400, 429) },
      },
      bodyLimit: ACCOUNT_BODY_LIMIT,
      preHandler: limits('resend'),
    },
    async (request) => service.resend(ctx, request.body.email),
  );

  app.post(
    '/api/user/forgot',
    {
      schema: {
        tags,
        summary: 'Email a single-use password reset link (valid 30 minutes)',
        body: EmailBody,
        response: { 200: MessageResponse, ...errorResponses(400, 429) },
      },
      bodyLimit: ACCOUNT_BODY_LIMIT,
      preHandler: limits('forgot'),
    },
    async (request) => service.forgot(ctx, request.body.email),
  );

  app.post(
    '/api/user/resetpassword/:token',
    {
      schema: {
        tags,
        summary: 'Choose a new password with the emailed reset token',
        params: ResetParams,
        body: ResetPasswordBody,
        response: { 200: MessageResponse, ...errorResponses(400, 429) },
      },
      bodyLimit: ACCOUNT_BODY_LIMIT,
      preHandler: limits('reset'),
    },
    async (request) => service.resetPassword(ctx, request.params.token, request.body),
  );

  app.post(
    '/api/user/refresh',
    {
      schema: {
        tags,
        summary: 'A new access token from the refresh cookie (rotates the cookie)',
        response: { 200: RefreshResponse, ...errorResponses(401) },
      },
      bodyLimit: ACCOUNT_BODY_LIMIT,
    },
    async (request, reply) => service.refresh(app, ctx, request, reply),
  );

  app.post(
    '/api/user/logout',
    {
      schema: {
        tags,
        summary: 'End this sign-in (revokes the refresh cookie)',
        response: { 200: MessageResponse },
      },
      bodyLimit: ACCOUNT_BODY_LIMIT,
    },
    async (request, reply) => {
      await service.logout(ctx, request, reply);
      return { message: 'Logged out' };
    },
  );

  app.get(
    '/api/user/getOne/:userId',
    {
      schema: {
        tags,
        summary:
          'A user: the whole profile for yourself, an administrator or the doctor of a patient; names otherwise',
        params: UserIdParams,
        response: { 200: User, ...errorResponses(400, 401, 404) },
      },
      onRequest: [authenticate],
    },
    async (request) => {
      const { actor } = request;
      const row = await accountsRepo.findUserById(ctx.db, request.params.userId);
      if (!row) throw notFound('User');
      /** The whole profile; a patient's is part of their record, so reading it is audited. */
      const fullProfile = () => {
        if (row.patientId) ctx.audit.read(request, 'patient', row.patientId, row.patientId);
        return accountsRepo.toUser(row);
      };
      if (actor.role === 'admin' || actor.userId === row.id) return fullProfile();
      if (row.role === 'doctor' && row.doctorApprovedAt) return accountsRepo.toPublicUser(row);
      if (
        row.role === 'patient' &&
        row.patientId &&
        actor.role === 'doctor' &&
        actor.doctorApproved &&
        actor.doctorId
      ) {
        return (await doctorMayReach(ctx, actor.doctorId, row.patientId))
          ? fullProfile()
          : accountsRepo.toPublicUser(row);
      }
      throw notFound('User');
    },
  );

  app.put(
    '/api/user/profile/:userId',
    {
      schema: {
        tags,
        summary:
          'Update a profile (yourself, or any user as an administrator); not the email address',
        params: UserIdParams,
        body: UpdateProfileBody,
        response: { 200: UserResponse, ...errorResponses(400, 401, 404, 409) },
      },
      onRequest: [authenticate],
    },
    async (request) => {
      const { actor } = request;
      const { userId } = request.params;
      if (actor.role !== 'admin' && actor.userId !== userId) throw notFound('User');
      const body = request.body;
      const clear = (v: string | null | undefined) =>
        v === undefined ? undefined : v === null || v.trim() === '' ? null : v.trim();
      let dateOfBirth: string | null | undefined = undefined;
      if (body.dateOfBirth !== undefined) {
        if (body.dateOfBirth === null || body.dateOfBirth === '') dateOfBirth = null;
        else {
          dateOfBirth = parseCalendarDate(body.dateOfBirth);
          if (!dateOfBirth) throw badRequest('Date of birth must be a real date like 1990-05-17.');
          if (dateOfBirth > new Date().toISOString().slice(0, 10))
            throw badRequest('Date of birth cannot be in the future.');
        }
      }
      if (body.email !== undefined) {
        const current = await accountsRepo.findUserById(ctx.db, userId);
        if (!current) throw notFound('User');
        if (body.email.trim().toLowerCase() !== current.email) throw badRequest(USE_CHANGE_EMAIL);
      }
      const name = (value: string | undefined) => {
        if (value === undefined || value.trim() === '') return undefined;
        const kept = cleanName(value);
        if (!kept) throw badRequest(NAME_RULE);
        return kept;
      };
      const firstName = name(body.firstName);
      const lastName = name(body.lastName);
      const before = await accountsRepo.findUserById(ctx.db, userId);
      if (!before) throw notFound('User');
      const renamed =
        (firstName !== undefined && firstName !== before.firstName) ||
        (lastName !== undefined && lastName !== before.lastName);
      try {
        const updated = await accountsRepo.updateUser(ctx.db, userId, {
          firstName,
          lastName,
          username: body.username?.trim() || undefined,
          gender: clear(body.gender),
          bio: clear(body.bio),
          address: clear(body.address),
          phoneNumber: clear(body.phoneNumber),
          dateOfBirth,
        });
        if (!updated) throw notFound('User');
      } catch (error) {
        if (isUniqueViolation(error, 'users_username_key'))
          throw conflict('This username is already taken.');
        throw error;
      }
      // A doctor's name is part of what an administrator approved: patients and other doctors
      // read it in proposals and notifications, so a doctor who renames themselves waits again.
      if (renamed && actor.role === 'doctor' && actor.userId === userId && actor.doctorId)
        await doctorRenamed(ctx, actor.doctorId, fullName(before));
      ctx.guards.forget(userId);
      const row = await accountsRepo.findUserById(ctx.db, userId);
      if (!row) throw notFound('User');
      return { message: 'User data updated successfully!', user: accountsRepo.toUser(row) };
    },
  );

  app.put(
    '/api/user/password/:userId',
    {
      schema: {
        tags,
        summary: 'Change your password (checks the current one; signs out your other devices)',
        params: UserIdParams,
        body: UpdatePasswordBody,
        response: { 200: MessageResponse, ...errorResponses(400, 401, 404) },
      },
      onRequest: [authenticate],
    },
    async (request) => {
      if (request.actor.userId !== request.params.userId) throw notFound('User');
      return service.changePassword(ctx, request, request.params.userId, request.body);
    },
  );

  app.post(
    '/api/user/email/:userId',
    {
      schema: {
        tags,
        summary:
          'Ask to change your email address (checks the password; emails a link to the new one)',
        description:
          'The address changes only when the link sent to the new address is opened (24 hours, once). An address that already has an account answers the same.',
        params: UserIdParams,
        body: ChangeEmailBody,
        response: { 200: MessageResponse, ...errorResponses(400, 401, 404) },
      },
      onRequest: [authenticate],
    },
    async (request) => {
      if (request.actor.userId !== request.params.userId) throw notFound('User');
      return service.requestEmailChange(ctx, request.params.userId, request.body);
    },
  );

  app.post(
    '/api/user/confirm-email',
    {
      schema: {
        tags,
        summary: 'Confirm a change of email address with the emailed token',
        body: ConfirmEmailBody,
        response: { 200: MessageResponse, ...errorResponses(400, 409) },
      },
    },
    async (request) => service.confirmEmailChange(ctx, request.body.token),
  );

  app.post(
    '/api/user/image/:userId',
    {
      schema: {
        tags,
        summary: 'Upload a profile photo',
        description:
          'multipart/form-data with the file in the field "image": JPEG, PNG or WebP (checked by content), at most 2 MB. Sets the user\'s image to the photo\'s URL.',
        consumes: ['multipart/form-data'],
        params: UserIdParams,
        response: { 200: ImageResponse, ...errorResponses(400, 401, 404, 413, 429) },
      },
      // Counted before the body is read: a refused upload costs no bytes of memory.
      onRequest: [authenticate, uploadLimit(ctx.attempts, 'image', ctx.config.rateLimitUpload)],
      // The form is published as the request body; validating it as one would read the stream.
      config: {
        swaggerTransform: ({ schema, url }) => ({
          schema: { ...schema, body: ImageUploadForm },
          url,
        }),
      },
    },
    async (request) => {
      const { actor } = request;
      const { userId } = request.params;
      if (actor.role !== 'admin' && actor.userId !== userId) throw notFound('User');
      if (!request.isMultipart())
        throw badRequest('Send the image as multipart/form-data in the field "image".');
      const part = await request.file({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } });
      if (!part) throw badRequest('Choose an image to upload (field "image").');
      if (part.fieldname !== 'image') throw badRequest('Send the image in the field "image".');
      const bytes = await part.toBuffer();
      if (bytes.byteLength === 0) throw badRequest('The image file is empty.');
      const contentType = imageType(bytes);
      if (!contentType) throw badRequest('The image must be a JPEG, PNG or WebP file.');
      const image = await saveFile(ctx, { ownerId: userId, contentType, data: bytes }, (insert) =>
        ctx.db.transaction(async (tx) => {
          if (!(await accountsRepo.findUserById(tx, userId))) throw notFound('User');
          const fileId = await insert(tx);
          const url = `${ctx.config.publicUrl}/api/files/${fileId}`;
          await accountsRepo.updateUser(tx, userId, { image: url });
          // The previous photo goes (its bytes too, by the sweep after this transaction).
          await deleteFilesOf(tx, userId, fileId);
          return url;
        }),
      );
      const row = await accountsRepo.findUserById(ctx.db, userId);
      if (!row) throw notFound('User');
      return { message: 'Image updated successfully', image, user: accountsRepo.toUser(row) };
    },
  );
};
