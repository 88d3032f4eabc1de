import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deletePushSubscriptionBodySchema,
  pushKeySchema,
  savePushSubscriptionBodySchema,
} from '@earnflow/contracts';
import { errorResponses } from '../../lib/error-responses';
import { userAuth } from '../sessions/session-auth';
import type { PushService } from './push.service';

const errors = errorResponses(400, 401, 403);

/** Web Push for a member's closed app: the server's key, and this browser's subscription on or off. */
export const pushRoutes: FastifyPluginAsyncZod<{ push: PushService }> = async (app, { push }) => {
  const tags = ['push'];
  const security = [{ bearer: [] }];

  app.get(
    '/push/key',
    {
      onRequest: app.requireUser,
      schema: { tags, security, response: { 200: pushKeySchema, ...errors } },
    },
    async () => ({ publicKey: await push.publicKey() }),
  );

  app.post(
    '/push/subscriptions',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        body: savePushSubscriptionBodySchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await push.save(userAuth(request).userId, request.body);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/push/subscriptions',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        body: deletePushSubscriptionBodySchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await push.remove(userAuth(request).userId, request.body.endpoint);
      return reply.status(204).send(null);
    },
  );
};
