import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminScope } from '../../plugins/auth';
import { z } from 'zod';
import {
  idParamsSchema,
  levelBodySchema,
  levelListSchema,
  levelPurchaseResponseSchema,
  levelSchema,
  levelStatusSchema,
} from '@earnflow/contracts';
import { errorResponses } from '../../lib/error-responses';
import { adminAuth, userAuth } from '../sessions/session-auth';
import { createOnce } from '../ledger/idempotency';
import type { LevelsService } from './levels.service';

const errors = errorResponses(400, 401, 403, 404, 409);

export const levelsRoutes: FastifyPluginAsyncZod<{ levels: LevelsService }> = async (app, { levels }) => {
  const tags = ['levels'];
  const security = [{ bearer: [] }];

  app.get(
    '/levels',
    {
      // An admin or a member: admins manage every level, members see the ones on sale.
      onRequest: app.requireAdminOrUser,
      schema: {
        tags,
        security,
        description: 'Lowest level first. An admin gets every level not deleted; a member the active ones.',
        response: { 200: levelListSchema, ...errors },
      },
    },
    async (request) => levels.list(request.auth?.kind !== 'ADMIN'),
  );

  app.get(
    '/levels/me',
    {
      onRequest: app.requireUser,
      schema: { tags, security, response: { 200: levelStatusSchema, ...errors } },
    },
    async (request) => levels.status(userAuth(request).userId),
  );

  app.post(
    '/levels/:id/purchase',
    {
      onRequest: app.requireUser,
      config: { limits: ['moneyAction'] },
      schema: {
        tags,
        security,
        params: idParamsSchema,
        response: { 201: levelPurchaseResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await levels.prepareSales();
      return reply
        .status(201)
        .send(
          await createOnce(app.db, request, (tx, userId) => levels.purchase(tx, userId, request.params.id)),
        );
    },
  );

  await adminScope(app, (adminApp) => {
    adminApp.post(
      '/levels',
      {
        schema: { tags, security, body: levelBodySchema, response: { 201: levelSchema, ...errors } },
      },
      async (request, reply) =>
        reply.status(201).send(await levels.create(adminAuth(request).adminId, request.body)),
    );

    adminApp.patch(
      '/levels/:id',
      {
        schema: {
          tags,
          security,
          params: idParamsSchema,
          body: levelBodySchema,
          response: { 200: levelSchema, ...errors },
        },
      },
      async (request) => levels.update(adminAuth(request).adminId, request.params.id, request.body),
    );

    adminApp.delete(
      '/levels/:id',
      {
        schema: { tags, security, params: idParamsSchema, response: { 204: z.null(), ...errors } },
      },
      async (request, reply) => {
        await levels.remove(adminAuth(request).adminId, request.params.id);
        return reply.status(204).send(null);
      },
    );
  });
};
