import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminScope } from '../../plugins/auth';
import { rewardSettingsSchema, updateRewardSettingsBodySchema } from '@earnflow/contracts';
import { errorResponses } from '../../lib/error-responses';
import { adminAuth } from '../sessions/session-auth';
import type { RewardSettingsService } from './reward-settings.service';

const errors = errorResponses(400, 401, 403);

export const rewardSettingsRoutes: FastifyPluginAsyncZod<{ settings: RewardSettingsService }> = async (
  app,
  { settings },
) => {
  const tags = ['admin'];
  const security = [{ bearer: [] }];

  await adminScope(app, (adminApp) => {
    adminApp.get(
      '/reward-settings',
      {
        schema: { tags, security, response: { 200: rewardSettingsSchema, ...errors } },
      },
      async () => settings.read(),
    );

    adminApp.patch(
      '/reward-settings',
      {
        schema: {
          tags,
          security,
          body: updateRewardSettingsBodySchema,
          response: { 200: rewardSettingsSchema, ...errors },
        },
      },
      async (request) => settings.update(adminAuth(request).adminId, request.body),
    );
  });
};
