import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { referralsSchema } from '@earnflow/contracts';
import { errorResponses } from '../../lib/error-responses';
import { userAuth } from '../sessions/session-auth';
import type { ReferralsService } from './referrals.service';

const errors = errorResponses(401, 403, 404);

export const referralsRoutes: FastifyPluginAsyncZod<{ referrals: ReferralsService }> = async (
  app,
  { referrals },
) => {
  app.get(
    '/referrals',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['referrals'],
        security: [{ bearer: [] }],
        response: { 200: referralsSchema, ...errors },
      },
    },
    async (request) => referrals.overview(userAuth(request).userId),
  );
};
