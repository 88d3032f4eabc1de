import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminScope } from '../../plugins/auth';
import { z } from 'zod';
import {
  adminListQuerySchema,
  createDepositBodySchema,
  deletePaymentBodySchema,
  depositHistorySchema,
  depositPageSchema,
  depositSchema,
  historyPageQuerySchema,
  idParamsSchema,
  updateDepositStatusBodySchema,
} from '@earnflow/contracts';
import { signalClient } from '../fraud/fraud.service';
import { adminAuth, userAuth } from '../sessions/session-auth';
import { createOnce } from '../ledger/idempotency';
import type { DepositsService } from './deposits.service';
import { errorResponses } from '../../lib/error-responses';
import { givenReason } from '../../lib/removed-rows';
import { pagedDescription, sendPage } from '../../lib/keyset';

const errors = errorResponses(400, 401, 403, 404, 409);

export const depositsRoutes: FastifyPluginAsyncZod<{ deposits: DepositsService }> = async (
  app,
  { deposits },
) => {
  const tags = ['deposits'];
  const security = [{ bearer: [] }];

  app.post(
    '/deposits',
    {
      onRequest: app.requireUser,
      config: { limits: ['moneyAction'] },
      schema: { tags, security, body: createDepositBodySchema, response: { 201: depositSchema, ...errors } },
    },
    async (request, reply) => {
      const client = signalClient(request);
      const deposit = await createOnce(app.db, request, (tx, userId) =>
        deposits.create(tx, userId, request.body, client),
      );
      return reply.status(201).send(deposit);
    },
  );

  app.get(
    '/deposits/history',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        description: pagedDescription,
        querystring: historyPageQuerySchema,
        response: { 200: depositHistorySchema, ...errors },
      },
    },
    async (request, reply) =>
      sendPage(reply, await deposits.history(userAuth(request).userId, request.query)),
  );

  await adminScope(app, (adminApp) => {
    adminApp.get(
      '/deposits',
      {
        schema: {
          tags,
          security,
          querystring: adminListQuerySchema,
          response: { 200: depositPageSchema, ...errors },
        },
      },
      async (request) => deposits.adminPage(request.query),
    );

    adminApp.patch(
      '/deposits/:id/status',
      {
        schema: {
          tags,
          security,
          params: idParamsSchema,
          body: updateDepositStatusBodySchema,
          response: { 200: depositSchema, ...errors },
        },
      },
      async (request) =>
        deposits.setStatus(adminAuth(request).adminId, request.params.id, request.body.status),
    );

    adminApp.delete(
      '/deposits/:id',
      {
        schema: {
          tags,
          security,
          params: idParamsSchema,
          body: deletePaymentBodySchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await deposits.remove(adminAuth(request).adminId, request.params.id, givenReason(request.body));
        return reply.status(204).send(null);
      },
    );
  });
};
