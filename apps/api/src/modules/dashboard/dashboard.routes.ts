import { count, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminDashboardSchema, errorResponseSchema } from '@earnflow/contracts';
import { admins, users } from '../../db/schema';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/dashboard',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        response: { 200: adminDashboardSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async () => {
      const [members] = await app.db
        .select({
          total: sql<number>`count(*)::int`,
          pending: sql<number>`count(*) FILTER (WHERE ${users.status} = 'PENDING')::int`,
          active: sql<number>`count(*) FILTER (WHERE ${users.status} = 'ACTIVE')::int`,
          suspended: sql<number>`count(*) FILTER (WHERE ${users.status} = 'SUSPENDED')::int`,
          unverified: sql<number>`count(*) FILTER (WHERE ${users.emailVerifiedAt} IS NULL)::int`,
          // "Today" is the business day in Pakistan, where the members are.
          newToday: sql<number>`count(*) FILTER (WHERE (${users.createdAt} AT TIME ZONE 'Asia/Karachi')::date = (now() AT TIME ZONE 'Asia/Karachi')::date)::int`,
        })
        .from(users);
      const [adminCount] = await app.db.select({ total: count() }).from(admins);
      return {
        members: members ?? { total: 0, pending: 0, active: 0, suspended: 0, unverified: 0, newToday: 0 },
        admins: { total: adminCount?.total ?? 0 },
      };
    },
  );
};
