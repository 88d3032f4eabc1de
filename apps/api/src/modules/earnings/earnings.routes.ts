import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { earningHistorySchema, earningsHistoryQuerySchema } from '@earnflow/contracts';
import { userAuth } from '../sessions/session-auth';
import { errorResponses } from '../../lib/error-responses';
import { pagedDescription, sendPage } from '../../lib/keyset';
import { type EarningsService } from './earnings.service';

const errors = errorResponses(400, 401, 403);

export const earningsRoutes: FastifyPluginAsyncZod<{ earnings: EarningsService }> = async (
  app,
  { earnings },
) => {
  app.get(
    '/wallets/history',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['earnings'],
        security: [{ bearer: [] }],
        description: `The member's earnings (ads, videos, spins, tasks, referrals, bonuses). ${pagedDescription}`,
        querystring: earningsHistoryQuerySchema,
        response: { 200: earningHistorySchema, ...errors },
      },
    },
    async (request, reply) =>
      sendPage(reply, await earnings.history(userAuth(request).userId, request.query)),
  );
};
