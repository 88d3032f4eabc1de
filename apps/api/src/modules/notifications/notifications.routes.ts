import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminScope } from '../../plugins/auth';
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
import { type NotificationsService } from './notifications.service';
import { errorResponses } from '../../lib/error-responses';

const errors = errorResponses(401, 403);
const adminErrors = errorResponses(400, 401, 403, 404);

export const notificationsRoutes: FastifyPluginAsyncZod<{ notifications: NotificationsService }> = async (
  app,
  { notifications },
) => {
  const tags = ['notifications'];
  const security = [{ bearer: [] }];

  app.get(
    '/notifications/unread',
    {
      // Polled by the member app: its own statement checks the session (decision 0117).
      onRequest: app.requireUser,
      config: { memberSession: 'statement' },
      schema: { tags, security, response: { 200: notificationListSchema, ...errors } },
    },
    async (request) => app.withStatementSession(request, (session) => notifications.unread(session)),
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
    async (request) => ({
      marked: await notifications.markAllRead(userAuth(request).userId, request.body?.through),
    }),
  );

  await adminScope(app, (adminApp) => {
    adminApp.get(
      '/notifications',
      {
        config: { adminRoles: adminRoleGroups.everyone },
        schema: {
          tags,
          security,
          querystring: notificationListQuerySchema,
          response: { 200: notificationPageSchema, ...adminErrors },
        },
      },
      async (request) => notifications.broadcastPage(request.query),
    );

    adminApp.post(
      '/notifications/create',
      {
        config: { adminRoles: adminRoleGroups.everyone },
        schema: {
          tags,
          security,
          body: createNotificationBodySchema,
          response: { 201: notificationSchema, ...adminErrors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await notifications.createBroadcast(adminAuth(request).adminId, request.body)),
    );

    adminApp.delete(
      '/notifications/:id',
      {
        config: { adminRoles: adminRoleGroups.everyone },
        schema: { tags, security, params: idParamsSchema, response: { 204: z.null(), ...adminErrors } },
      },
      async (request, reply) => {
        await notifications.deleteBroadcast(adminAuth(request).adminId, request.params.id);
        return reply.status(204).send(null);
      },
    );
  });
};
