import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminListQuerySchema,
  createDepositBodySchema,
  depositHistorySchema,
  depositPageSchema,
  depositSchema,
  historyQuerySchema,
  idParamsSchema,
  updateDepositStatusBodySchema,
} from '@earnflow/contracts';
import { adminAuth, userAuth } from '../../plugins/auth';
import { moneyActionLimit } from '../../plugins/rate-limit';
import { createOnce } from '../ledger/idempotency';
import { adminDepositPage, memberDepositHistory } from './deposits.repository';
import { createDeposit, deleteDeposit, setDepositStatus } from './deposits.service';
import { errorResponses } from '../../lib/error-responses';

const errors = errorResponses(400, 401, 403, 404, 409);

export const depositsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['deposits'];
  const security = [{ bearer: [] }];

  app.post(
    '/deposits',
    {
      onRequest: app.requireUser,
      config: { rateLimit: moneyActionLimit },
      schema: { tags, security, body: createDepositBodySchema, response: { 201: depositSchema, ...errors } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createOnce(app.db, request, (tx, userId) => createDeposit(tx, userId, request.body))),
  );

  app.get(
    '/deposits/history',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        querystring: historyQuerySchema,
        response: { 200: depositHistorySchema, ...errors },
      },
    },
    async (request) => memberDepositHistory(app.db, userAuth(request).userId, request.query),
  );

  app.get(
    '/deposits',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        querystring: adminListQuerySchema,
        response: { 200: depositPageSchema, ...errors },
      },
    },
    async (request) => adminDepositPage(app.db, request.query),
  );

  app.patch(
    '/deposits/:id/status',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        params: idParamsSchema,
        body: updateDepositStatusBodySchema,
        response: { 200: depositSchema, ...errors },
      },
    },
    async (request) =>
      setDepositStatus(app.db, adminAuth(request).adminId, request.params.id, request.body.status),
  );

  app.delete(
    '/deposits/:id',
    {
      onRequest: app.requireAdmin,
      schema: { tags, security, params: idParamsSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await deleteDeposit(app.db, adminAuth(request).adminId, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
