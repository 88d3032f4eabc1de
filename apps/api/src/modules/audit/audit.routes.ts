import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminScope } from '../../plugins/auth';
import { z } from 'zod';
import { auditPageSchema, auditQuerySchema } from '@earnflow/contracts';
import { errorResponses } from '../../lib/error-responses';
import { auditActions, listAudit } from './audit.repository';

const errors = errorResponses(400, 401, 403);

/** GET /admin/audit-log: who changed what, before and after, filtered and server-paged (operations roles). */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ bearer: [] }];

  await adminScope(app, (adminApp) => {
    adminApp.get(
      '/admin/audit-log',
      {
        schema: {
          tags: ['admin'],
          security,
          querystring: auditQuerySchema,
          response: { 200: auditPageSchema, ...errors },
        },
      },
      async (request) => listAudit(app.db, request.query),
    );

    adminApp.get(
      '/admin/audit-log/actions',
      {
        schema: { tags: ['admin'], security, response: { 200: z.array(z.string()), ...errors } },
      },
      async () => auditActions(app.db),
    );
  });
};
