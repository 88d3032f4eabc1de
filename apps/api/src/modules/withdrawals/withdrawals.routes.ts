import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminListQuerySchema,
  createWithdrawalBodySchema,
  withdrawalHistorySchema,
  withdrawalPageSchema,
  withdrawalSchema,
  errorResponseSchema,
  historyQuerySchema,
  idParamsSchema,
  updateWithdrawalStatusBodySchema,
} from '@earnflow/contracts';
import { adminAuth, userAuth } from '../../plugins/auth';
import { moneyActionLimit } from '../../plugins/rate-limit';
import { runIdempotent } from '../ledger/idempotency';
import { adminWithdrawalPage, memberWithdrawalHistory } from './withdrawals.repository';
import { createWithdrawal, deleteWithdrawal, setWithdrawalStatus } from './withdrawals.service';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

export const withdrawalsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['withdrawals'];
  const security = [{ bearer: [] }];

  app.post(
    '/withdraw',
    {
      onRequest: app.requireUser,
      config: { rateLimit: moneyActionLimit },
      schema: {
        tags,
        security,
        body: createWithdrawalBodySchema,
        response: { 201: withdrawalSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { userId } = userAuth(request);
      const answer = await runIdempotent(app.db, request, userId, async (tx) => ({
        statusCode: 201,
        body: await createWithdrawal(tx, userId, request.body),
      }));
      return reply.status(answer.statusCode).send(answer.body as z.infer<typeof withdrawalSchema>);
    },
  );

  app.get(
    '/withdraw/history',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        querystring: historyQuerySchema,
        response: { 200: withdrawalHistorySchema, ...errors },
      },
    },
    async (request) => memberWithdrawalHistory(app.db, userAuth(request).userId, request.query),
  );

  app.get(
    '/withdraw',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        querystring: adminListQuerySchema,
        response: { 200: withdrawalPageSchema, ...errors },
      },
    },
    async (request) => adminWithdrawalPage(app.db, request.query),
  );

  app.patch(
    '/withdraw/:id/status',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        params: idParamsSchema,
        body: updateWithdrawalStatusBodySchema,
        response: { 200: withdrawalSchema, ...errors },
      },
    },
    async (request) =>
      setWithdrawalStatus(app.db, adminAuth(request).adminId, request.params.id, request.body.status),
  );

  app.delete(
    '/withdraw/:id',
    {
      onRequest: app.requireAdmin,
      schema: { tags, security, params: idParamsSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await deleteWithdrawal(app.db, adminAuth(request).adminId, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
