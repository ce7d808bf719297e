import type { RouteModule } from '../../context.js';
import { errorResponses } from '../../context.js';
import { createByteCache } from '../../lib/byte-cache.js';
import { notFound } from '../../lib/http-error.js';
import type { Actor } from '../../plugins/auth.js';
import { doctorMayReach } from '../care/care.service.js';
import { findUserById, type UserRow } from '../users/users.service.js';
import { findFileInfo, readFileBytes } from './files.repository.js';
import { FileResponse, FileParams } from './files.schemas.js';

/** Memory for recently served photos: a few dozen of them (at most 2 MB each, most far less). */
const PHOTO_CACHE_BYTES = 32 * 1024 * 1024;

/**
 * Uploaded photos, for signed-in callers who may see the person (the screens fetch them with the
 * token and show them from memory): anyone's own, an approved doctor's for everyone signed in, a
 * patient's for their doctors and administrators. Anyone else gets the same 404 as for a missing
 * photo.
 *
 * A photo's id changes with every upload, so the bytes under an id never change: the most recent
 * ones are kept in memory and served after the same checks, which read only the file's row
 * without its bytes. (Browsers keep nothing: every /api/ answer is no-store.)
 */
export const filesRoutes: RouteModule = async (app, ctx) => {
  const photos = createByteCache(PHOTO_CACHE_BYTES);

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
        response: { 200: FileResponse, ...errorResponses(400, 401, 404) },
      },
      onRequest: [ctx.guards.authenticate],
    },
    async (request, reply) => {
      const { id } = request.params;
      const file = await findFileInfo(ctx.db, id);
      const owner = file?.ownerId ? await findUserById(ctx.db, file.ownerId) : null;
      if (!file || !owner || !(await maySee(request.actor, owner))) throw notFound('Image');
      // A patient's photo is part of their record: someone else looking at it is audited.
      if (owner.patientId && owner.id !== request.actor.userId)
        ctx.audit.read(request, 'patient', owner.patientId, owner.patientId);
      const bytes = await photos.get(id, async () => {
        const inRow = await readFileBytes(ctx.db, id);
        return inRow === 'elsewhere' ? ctx.files.read(id) : inRow;
      });
      if (!bytes) throw notFound('Image');
      reply.type(file.contentType);
      // Bytes, not JSON: the serializer of the 200 schema is skipped for buffers.
      return reply.send(bytes as unknown as string);
    },
  );
};
