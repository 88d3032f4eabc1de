import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminRoleGroups,
  createNotificationBodySchema,
  idParamsSchema,
  markAllReadBodySchema,
  markAllReadResponseSchema,
  notificationListQuerySchema,
  notificationListSchema,
  notificationPageSchema,
  notificationSchema,
} from '@earnflow/contracts';
import { adminAuth, userAuth } from '../sessions/session-auth';
import { NotFoundError } from '../../lib/errors';
import { inTransaction } from '../../lib/transactions';
import { recordAudit } from '../audit/audit.service';
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
      schema: {
        tags,
        security,
        body: markAllReadBodySchema,
        response: { 200: markAllReadResponseSchema, ...errors, ...errorResponses(400) },
      },
    },
    async (request) => {
      const through = request.body?.through;
      return {
        marked: await markAllRead(
          app.db,
          userAuth(request).userId,
          through === undefined ? undefined : new Date(through),
        ),
      };
    },
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
      const { adminId } = adminAuth(request);
      const row = await inTransaction(app.db, async (tx) => {
        const created = await createNotification(tx, {
          title: request.body.title,
          message: request.body.message,
          createdByAdminId: adminId,
          createdAt: app.clock.now(),
        });
        await recordAudit(tx, {
          adminId,
          action: 'notification.create',
          targetType: 'notification',
          targetId: created.id,
          after: { title: created.title, message: created.message },
        });
        return created;
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
      const { id } = request.params;
      await inTransaction(app.db, async (tx) => {
        if (!(await deleteBroadcastNotification(tx, id, app.clock.now())))
          throw new NotFoundError('Notification not found.');
        await recordAudit(tx, {
          adminId: adminAuth(request).adminId,
          action: 'notification.delete',
          targetType: 'notification',
          targetId: id,
          after: { deleted: true },
        });
      });
      return reply.status(204).send(null);
    },
  );
};
