import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminScope } from '../../plugins/auth';
import { adminDashboardSchema } from '@earnflow/contracts';
import { errorResponses } from '../../lib/error-responses';
import type { DashboardService } from './dashboard.service';

const errors = errorResponses(401, 403);

export const dashboardRoutes: FastifyPluginAsyncZod<{ dashboard: DashboardService }> = async (
  app,
  { dashboard },
) => {
  await adminScope(app, (adminApp) => {
    adminApp.get(
      '/admin/dashboard',
      {
        schema: {
          tags: ['admin'],
          security: [{ bearer: [] }],
          response: { 200: adminDashboardSchema, ...errors },
        },
      },
      async () => dashboard.dashboard(),
    );
  });
};
