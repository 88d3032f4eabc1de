import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminRoleGroups,
  createNotificationBodySchema,
  idParamsSchema,
  markAllReadResponseSchema,
  notificationListQuerySchema,
  notificationListSchema,
  notificationPageSchema,
  notificationSchema,
} from '@earnflow/contracts';
import { adminAuth, userAuth } from '../../plugins/auth';
import { NotFoundError } from '../../lib/errors';
import {
  broadcastNotificationPage,
  createNotification,
  deleteBroadcastNotification,
  listUnread,
  markAllRead,
} from './notifications.repository';
import { errorResponses } from '../../lib/error-responses';

const errors = errorResponses(401, 403);
const adminErrors = errorResponses(400, 401, 403, 404);

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['notifications'];
  const security = [{ bearer: [] }];

  app.get(
    '/notifications/unread',
    {
      // Polled by the member app: its own statement checks the session (decision 0117).
      onRequest: app.requireUserInStatement,
      schema: { tags, security, response: { 200: notificationListSchema, ...errors } },
    },
    async (request) => {
      const rows = await app.withStatementSession(request, (session) => listUnread(app.db, session));
      return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    },
  );

  app.patch(
    '/notifications/mark-all-read',
    {
      onRequest: app.requireUser,
      schema: { tags, security, response: { 200: markAllReadResponseSchema, ...errors } },
    },
    async (request) => ({ marked: await markAllRead(app.db, userAuth(request).userId) }),
  );

  app.get(
    '/notifications',
    {
      onRequest: app.requireAdmin,
      config: { adminRoles: adminRoleGroups.everyone },
      schema: {
        tags,
        security,
        querystring: notificationListQuerySchema,
        response: { 200: notificationPageSchema, ...adminErrors },
      },
    },
    async (request) => broadcastNotificationPage(app.db, request.query),
  );

  app.post(
    '/notifications/create',
    {
      onRequest: app.requireAdmin,
      config: { adminRoles: adminRoleGroups.everyone },
      schema: {
        tags,
        security,
        body: createNotificationBodySchema,
        response: { 201: notificationSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      const row = await createNotification(app.db, {
        title: request.body.title,
        message: request.body.message,
        createdByAdminId: adminAuth(request).adminId,
        createdAt: app.clock.now(),
      });
      return reply.status(201).send({
        id: row.id,
        title: row.title,
        message: row.message,
        createdAt: row.createdAt.toISOString(),
      });
    },
  );

  app.delete(
    '/notifications/:id',
    {
      onRequest: app.requireAdmin,
      config: { adminRoles: adminRoleGroups.everyone },
      schema: { tags, security, params: idParamsSchema, response: { 204: z.null(), ...adminErrors } },
    },
    async (request, reply) => {
      if (!(await deleteBroadcastNotification(app.db, request.params.id, app.clock.now()))) {
        throw new NotFoundError('Notification not found.');
      }
      return reply.status(204).send(null);
    },
  );
};
