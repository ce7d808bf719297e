import type { RouteModule } from '../../context.js';
import { errorResponses, setTotal } from '../../context.js';
import { paging } from '../../lib/paging.js';
import { PatientIdParams } from '../common/common.schemas.js';
import { forbidden } from '../../lib/http-error.js';
import { listAccessLog, listPatientAudit } from './audit.repository.js';
import { AccessLogList, AccessLogQuery, AuditEntryList, AuditListQuery } from './audit.schemas.js';

export const auditRoutes: RouteModule = async (app, ctx) => {
  const { authenticate, requireRole } = ctx.guards;

  app.get(
    '/api/audit/patient/:patientId',
    {
      schema: {
        tags: ['audit'],
        summary:
          "A patient's audit trail, newest first: who read or changed their data, when and from where (administrators)",
        description:
          'Reads are written in batches (at most about half a second late); changes at once. A deleted patient keeps their trail.',
        params: PatientIdParams,
        querystring: AuditListQuery,
        response: { 200: AuditEntryList, ...errorResponses(400, 401, 403) },
      },
      onRequest: [authenticate, requireRole('admin')],
    },
    async (request, reply) => {
      // Entries still in memory belong on the page too.
      await ctx.audit.flush().catch(() => {});
      const page = await listPatientAudit(ctx.db, request.params.patientId, paging(request.query));
      setTotal(reply, page.total);
      return page.rows;
    },
  );

  app.get(
    '/api/patient/access-log',
    {
      schema: {
        tags: ['audit'],
        summary:
          'Who viewed my record: every read and change of your data by someone else, newest first (patients)',
        description:
          'Who (name and role), when, what kind of record, how many, and the reason given for emergency access. Administrators are listed too. Paged (X-Total-Count); nobody can change it.',
        querystring: AccessLogQuery,
        response: { 200: AccessLogList, ...errorResponses(400, 401, 403) },
      },
      onRequest: [authenticate, requireRole('patient')],
    },
    async (request, reply) => {
      const { actor } = request;
      if (!actor.patientId) throw forbidden('Only patients can do this.');
      // Reads still in memory belong on the page too.
      await ctx.audit.flush().catch(() => {});
      const page = await listAccessLog(
        ctx.db,
        actor.patientId,
        actor.userId,
        paging(request.query),
      );
      setTotal(reply, page.total);
      return page.rows;
    },
  );
};
