import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cheatLogSchema,
  fraudSettingsSchema,
  idParamsSchema,
  linkedAccountsSchema,
  memberDevicesSchema,
  signalSchema,
} from '@earnflow/contracts';
import { errorResponses } from '../../lib/error-responses';
import { requestClient } from '../../lib/request-client';
import { adminScope } from '../../plugins/auth';
import { adminAuth, userAuth } from '../sessions/session-auth';
import type { FraudService } from './fraud.service';

const errors = errorResponses(400, 401, 403, 404);

/**
 * The member's "devices and sign-ins" (GET /users/me/devices) and, for operations admins as the other
 * member screens, a member's linked accounts, refused attempts and latest signals, and the fraud settings.
 */
export const fraudRoutes: FastifyPluginAsyncZod<{ fraud: FraudService }> = async (app, { fraud }) => {
  const security = [{ bearer: [] }];

  app.get(
    '/users/me/devices',
    {
      onRequest: app.requireUser,
      schema: { tags: ['members'], security, response: { 200: memberDevicesSchema, ...errors } },
    },
    async (request) => fraud.devices(userAuth(request).userId, requestClient(request).deviceHash),
  );

  await adminScope(app, (adminApp) => {
    const tags = ['members'];
    adminApp.get(
      '/users/:id/links',
      {
        schema: {
          tags,
          security,
          params: idParamsSchema,
          response: { 200: linkedAccountsSchema, ...errors },
        },
      },
      async (request) => fraud.links(request.params.id),
    );
    adminApp.get(
      '/users/:id/cheats',
      { schema: { tags, security, params: idParamsSchema, response: { 200: cheatLogSchema, ...errors } } },
      async (request) => fraud.cheats(request.params.id),
    );
    adminApp.get(
      '/users/:id/signals',
      {
        schema: {
          tags,
          security,
          params: idParamsSchema,
          response: { 200: z.array(signalSchema), ...errors },
        },
      },
      async (request) => fraud.signals(request.params.id),
    );

    // Every timing and threshold of fraud defence, on one screen (decision 0184).
    adminApp.get(
      '/fraud/settings',
      { schema: { tags: ['admin'], security, response: { 200: fraudSettingsSchema, ...errors } } },
      async () => fraud.settings(),
    );
    adminApp.put(
      '/fraud/settings',
      {
        schema: {
          tags: ['admin'],
          security,
          body: fraudSettingsSchema,
          response: { 200: fraudSettingsSchema, ...errors },
        },
      },
      async (request) => fraud.updateSettings(adminAuth(request).adminId, request.body),
    );
  });
};
