import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { markAllReadResponseSchema, notificationListSchema } from '@earnflow/contracts';
import { userAuth } from '../../plugins/auth';
import { listUnread, markAllRead } from './notifications.repository';
import { errorResponses } from '../../lib/error-responses';

const errors = errorResponses(401, 403);

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['notifications'];

  app.get(
    '/notifications/unread',
    {
      onRequest: app.requireUser,
      schema: { tags, security: [{ bearer: [] }], response: { 200: notificationListSchema, ...errors } },
    },
    async (request) => {
      const rows = await listUnread(app.db, userAuth(request).userId);
      return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    },
  );

  app.patch(
    '/notifications/mark-all-read',
    {
      onRequest: app.requireUser,
      schema: { tags, security: [{ bearer: [] }], response: { 200: markAllReadResponseSchema, ...errors } },
    },
    async (request) => ({ marked: await markAllRead(app.db, userAuth(request).userId) }),
  );
};
