import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminLoginBodySchema, adminLoginResponseSchema, adminSchema } from '@earnflow/contracts';
import { adminAuth } from '../../plugins/auth';
import { emailAndIpKey } from '../../plugins/rate-limit';
import type { AdminsService } from './admins.service';
import { errorResponses } from '../../lib/error-responses';

const errors = errorResponses(400, 401, 403, 429);

export const adminsRoutes: FastifyPluginAsyncZod<{ admins: AdminsService }> = async (app, { admins }) => {
  const tags = ['admins'];

  app.post(
    '/admins/login',
    {
      config: {
        rateLimit: { max: 10, timeWindow: '15 minutes', keyGenerator: emailAndIpKey, hook: 'preHandler' },
      },
      schema: { tags, body: adminLoginBodySchema, response: { 200: adminLoginResponseSchema, ...errors } },
    },
    async (request) =>
      admins.login(request.body.email, request.body.password, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      }),
  );

  app.get(
    '/admins/me',
    {
      onRequest: app.requireAdmin,
      schema: { tags, security: [{ bearer: [] }], response: { 200: adminSchema, ...errors } },
    },
    async (request) => admins.me(adminAuth(request).adminId),
  );

  app.post(
    '/admins/logout',
    {
      onRequest: app.requireAdmin,
      schema: { tags, security: [{ bearer: [] }], response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await admins.logout(adminAuth(request).sessionId);
      return reply.status(204).send(null);
    },
  );
};
