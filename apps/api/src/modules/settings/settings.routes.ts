import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminScope } from '../../plugins/auth';
import {
  centsToDollars,
  paymentMethodDetailsListSchema,
  platformSettingsSchema,
  updateSettingsBodySchema,
  withdrawalRulesSchema,
} from '@earnflow/contracts';
import { adminAuth } from '../sessions/session-auth';
import type { SettingsService } from './settings.service';
import { errorResponses } from '../../lib/error-responses';

const errors = errorResponses(400, 401, 403);

export const settingsRoutes: FastifyPluginAsyncZod<{ settings: SettingsService }> = async (
  app,
  { settings },
) => {
  const security = [{ bearer: [] }];

  app.get(
    '/payment-methods',
    {
      onRequest: app.requireUser,
      schema: { tags: ['deposits'], security, response: { 200: paymentMethodDetailsListSchema, ...errors } },
    },
    async () => {
      const current = await settings.read();
      return current.paymentMethods
        .filter((method) => method.enabled)
        .map(({ method, accountTitle, accountNumber }) => ({ method, accountTitle, accountNumber }));
    },
  );

  app.get(
    '/withdraw/rules',
    {
      onRequest: app.requireUser,
      schema: { tags: ['withdrawals'], security, response: { 200: withdrawalRulesSchema, ...errors } },
    },
    async () => {
      const rules = await settings.moneyRules();
      return {
        withdrawalMinimum: centsToDollars(rules.withdrawalMinimumCents),
        withdrawalFeePercent: rules.withdrawalFeeBasisPoints / 100,
      };
    },
  );

  await adminScope(app, (adminApp) => {
    adminApp.get(
      '/settings',
      {
        schema: { tags: ['admin'], security, response: { 200: platformSettingsSchema, ...errors } },
      },
      async () => settings.read(),
    );

    adminApp.patch(
      '/settings',
      {
        schema: {
          tags: ['admin'],
          security,
          body: updateSettingsBodySchema,
          response: { 200: platformSettingsSchema, ...errors },
        },
      },
      async (request) => settings.update(adminAuth(request).adminId, request.body),
    );
  });
};
