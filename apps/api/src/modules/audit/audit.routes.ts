import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditPageSchema, auditQuerySchema } from '@earnflow/contracts';
import { errorResponses } from '../../lib/error-responses';
import { auditActions, listAudit } from './audit.repository';

const errors = errorResponses(400, 401, 403);

/** GET /admin/audit-log: who changed what, before and after, filtered and server-paged (operations roles). */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ bearer: [] }];
  app.get(
    '/admin/audit-log',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        security,
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, ...errors },
      },
    },
    async (request) => listAudit(app.db, request.query),
  );

  app.get(
    '/admin/audit-log/actions',
    {
      onRequest: app.requireAdmin,
      schema: { tags: ['admin'], security, response: { 200: z.array(z.string()), ...errors } },
    },
    async () => auditActions(app.db),
  );
};
