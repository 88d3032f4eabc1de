import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminScope } from '../../plugins/auth';
import {
  createRedeemCodeBodySchema,
  idParamsSchema,
  redeemBodySchema,
  redeemCodeListQuerySchema,
  redeemCodePageSchema,
  redeemCodeSchema,
  redeemResultSchema,
  updateRedeemCodeBodySchema,
} from '@earnflow/contracts';
import { errorResponses } from '../../lib/error-responses';
import { adminAuth } from '../sessions/session-auth';
import { createOnce } from '../ledger/idempotency';
import type { RedeemCodesService } from './redeem-codes.service';

const errors = errorResponses(400, 401, 403, 404, 409, 429);

export const redeemCodesRoutes: FastifyPluginAsyncZod<{ codes: RedeemCodesService }> = async (
  app,
  { codes },
) => {
  const tags = ['bonuses'];
  const security = [{ bearer: [] }];

  app.post(
    '/redeem',
    {
      onRequest: app.requireUser,
      config: { limits: ['redeemCode'] },
      schema: { tags, security, body: redeemBodySchema, response: { 201: redeemResultSchema, ...errors } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createOnce(app.db, request, (tx, userId) => codes.redeem(tx, userId, request.body))),
  );

  await adminScope(app, (adminApp) => {
    adminApp.get(
      '/redeem-codes',
      {
        schema: {
          tags,
          security,
          querystring: redeemCodeListQuerySchema,
          response: { 200: redeemCodePageSchema, ...errors },
        },
      },
      async (request) => codes.page(request.query.page, request.query.pageSize),
    );

    adminApp.post(
      '/redeem-codes',
      {
        schema: {
          tags,
          security,
          body: createRedeemCodeBodySchema,
          response: { 201: redeemCodeSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await codes.create(adminAuth(request).adminId, request.body)),
    );

    adminApp.patch(
      '/redeem-codes/:id',
      {
        schema: {
          tags,
          security,
          params: idParamsSchema,
          body: updateRedeemCodeBodySchema,
          response: { 200: redeemCodeSchema, ...errors },
        },
      },
      async (request) => codes.update(adminAuth(request).adminId, request.params.id, request.body),
    );
  });
};
