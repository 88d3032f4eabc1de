import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminScope } from '../../plugins/auth';
import { z } from 'zod';
import { auditPageSchema, auditQuerySchema } from '@earnflow/contracts';
import { errorResponses } from '../../lib/error-responses';
import type { AuditService } from './audit.service';

const errors = errorResponses(400, 401, 403);

/** GET /admin/audit-log: who changed what, before and after, filtered and server-paged (operations roles). */
export const auditRoutes: FastifyPluginAsyncZod<{ audit: AuditService }> = async (app, { audit }) => {
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
      async (request) => audit.page(request.query),
    );

    adminApp.get(
      '/admin/audit-log/actions',
      {
        schema: { tags: ['admin'], security, response: { 200: z.array(z.string()), ...errors } },
      },
      async () => audit.actions(),
    );
  });
};
