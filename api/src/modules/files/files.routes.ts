import type { RouteModule } from '../../context.js';
import { errorResponses } from '../../context.js';
import { notFound } from '../../lib/http-error.js';
import type { Actor } from '../../plugins/auth.js';
import { doctorMayReach } from '../care/care.service.js';
import { findUserById, type UserRow } from '../users/users.repository.js';
import { findFile } from './files.repository.js';
import { FileBody, FileParams } from './files.schemas.js';

/**
 * Uploaded photos, for signed-in callers who may see the person (the screens fetch them with the
 * token and show them from memory): anyone's own, an approved doctor's for everyone signed in, a
 * patient's for their doctors and administrators. Anyone else gets the same 404 as for a missing
 * photo.
 */
export const filesRoutes: RouteModule = async (app, ctx) => {
  const maySee = async (actor: Actor, owner: UserRow): Promise<boolean> => {
    if (actor.role === 'admin' || actor.userId === owner.id) return true;
    if (owner.role === 'doctor') return owner.doctorApprovedAt !== null;
    if (owner.role !== 'patient' || !owner.patientId) return false;
    return (
      actor.role === 'doctor' &&
      actor.doctorApproved &&
      !!actor.doctorId &&
      (await doctorMayReach(ctx, actor.doctorId, owner.patientId))
    );
  };

  app.get(
    '/api/files/:id',
    {
      schema: {
        tags: ['files'],
        summary:
          "A person's photo (yourself; a doctor's; a patient's for their doctors and admins)",
        params: FileParams,
        response: { 200: FileBody, ...errorResponses(400, 401, 404) },
      },
      onRequest: [ctx.guards.authenticate],
    },
    async (request, reply) => {
      const file = await findFile(ctx.db, request.params.id);
      const owner = file?.ownerId ? await findUserById(ctx.db, file.ownerId) : null;
      if (!file || !owner || !(await maySee(request.actor, owner))) throw notFound('Image');
      // A patient's photo is part of their record: someone else looking at it is audited.
      if (owner.patientId && owner.id !== request.actor.userId)
        ctx.audit.read(request, 'patient', owner.patientId, owner.patientId);
      const bytes = Buffer.from(file.data.buffer, file.data.byteOffset, file.data.byteLength);
      reply.type(file.contentType);
      // Bytes, not JSON: the serializer of the 200 schema is skipped for buffers.
      return reply.send(bytes as unknown as string);
    },
  );
};
