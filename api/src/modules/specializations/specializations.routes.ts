import type { RouteModule } from '../../context.js';
import { errorResponses } from '../../context.js';
import { conflict, isUniqueViolation, notFound } from '../../lib/http-error.js';
import { IdParams } from '../common/common.schemas.js';
import * as repo from './specializations.repository.js';
import {
  CreateSpecializationBody,
  Specialization,
  SpecializationList,
  SpecializationListQuery,
  UpdateSpecializationBody,
} from './specializations.schemas.js';

const tags = ['specializations'];
export const NAME_TAKEN = 'That specialization is already in the list.';

export const specializationsRoutes: RouteModule = async (app, ctx) => {
  const { authenticate, requireRole } = ctx.guards;

  app.get(
    '/api/specializations',
    {
      schema: {
        tags,
        summary:
          'The clinic’s specializations A–Z (any signed-in user; retired ones for administrators)',
        querystring: SpecializationListQuery,
        response: { 200: SpecializationList, ...errorResponses(400, 401) },
      },
      onRequest: [authenticate],
    },
    async (request) => {
      const admin = request.actor.role === 'admin';
      const rows = await repo.listSpecializations(ctx.db, {
        retired: admin && request.query.all === true,
      });
      // How many doctors hold an entry is the clinic's business.
      return rows.map((row) => repo.toSpecialization(admin ? row : { ...row, doctors: 0 }));
    },
  );

  app.post(
    '/api/specializations',
    {
      schema: {
        tags,
        summary: 'Add a specialization to the list (administrators)',
        body: CreateSpecializationBody,
        response: { 201: Specialization, ...errorResponses(400, 401, 403, 409) },
      },
      onRequest: [authenticate, requireRole('admin')],
    },
    async (request, reply) => {
      let id: string;
      try {
        id = await repo.insertSpecialization(ctx.db, request.body.name);
      } catch (error) {
        if (isUniqueViolation(error, 'specializations_name_key')) throw conflict(NAME_TAKEN);
        throw error;
      }
      return reply
        .code(201)
        .send(repo.toSpecialization((await repo.findSpecialization(ctx.db, id))!));
    },
  );

  app.patch(
    '/api/specializations/:id',
    {
      schema: {
        tags,
        summary:
          'Rename (the doctors holding it follow), retire or restore a specialization (administrators)',
        params: IdParams,
        body: UpdateSpecializationBody,
        response: { 200: Specialization, ...errorResponses(400, 401, 403, 404, 409) },
      },
      onRequest: [authenticate, requireRole('admin')],
    },
    async (request) => {
      const { id } = request.params;
      const before = await repo.findSpecialization(ctx.db, id);
      if (!before) throw notFound('Specialization');
      const { name, retired } = request.body;
      try {
        await ctx.db.transaction(async (tx) => {
          const to = name === undefined ? undefined : repo.tidyName(name);
          if (to !== undefined && to !== before.name)
            await repo.renameSpecialization(tx, id, before.name, to);
          if (retired !== undefined && retired !== (before.retiredAt !== null))
            await repo.setRetired(tx, id, retired);
        });
      } catch (error) {
        if (isUniqueViolation(error, 'specializations_name_key')) throw conflict(NAME_TAKEN);
        throw error;
      }
      return repo.toSpecialization((await repo.findSpecialization(ctx.db, id))!);
    },
  );
};
