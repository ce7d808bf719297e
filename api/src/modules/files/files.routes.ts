import type { RouteModule } from '../../context.js';
import { errorResponses } from '../../context.js';
import { notFound } from '../../lib/http-error.js';
import { findFile } from './files.repository.js';
import { FileBody, FileParams } from './files.schemas.js';

/** Uploaded photos. Public by unguessable id, because <img> tags send no bearer token. */
export const filesRoutes: RouteModule = async (app, ctx) => {
  app.get(
    '/api/files/:id',
    {
      schema: {
        tags: ['files'],
        summary: 'An uploaded image',
        params: FileParams,
        response: { 200: FileBody, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const file = await findFile(ctx.db, request.params.id);
      if (!file) throw notFound('Image');
      const bytes = Buffer.from(file.data.buffer, file.data.byteOffset, file.data.byteLength);
      reply
        .type(file.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('cross-origin-resource-policy', 'cross-origin');
      // Bytes, not JSON: the serializer of the 200 schema is skipped for buffers.
      return reply.send(bytes as unknown as string);
    },
  );
};
