import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createTransferBodySchema,
  errorResponseSchema,
  idParamsSchema,
  memberTransferListSchema,
  memberTransferSchema,
  transferListQuerySchema,
  transferPageSchema,
  transferSchema,
  updateTransferStatusBodySchema,
  type MemberTransfer,
} from '@earnflow/contracts';
import { adminAuth, userAuth } from '../../plugins/auth';
import { moneyActionLimit } from '../../plugins/rate-limit';
import { runIdempotent } from '../ledger/idempotency';
import { adminTransferPage, memberTransferHistory } from './transfers.repository';
import { createTransfer, setTransferStatus } from './transfers.service';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

export const transfersRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['transfers'];
  const security = [{ bearer: [] }];

  app.post(
    '/transfer',
    {
      onRequest: app.requireUser,
      config: { rateLimit: moneyActionLimit },
      schema: {
        tags,
        security,
        body: createTransferBodySchema,
        response: { 201: memberTransferSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { userId } = userAuth(request);
      const answer = await runIdempotent(app.db, request, userId, async (tx) => ({
        statusCode: 201,
        body: await createTransfer(tx, userId, request.body),
      }));
      return reply.status(answer.statusCode).send(answer.body as MemberTransfer);
    },
  );

  app.get(
    '/transfer/history',
    {
      onRequest: app.requireUser,
      schema: { tags, security, response: { 200: memberTransferListSchema, ...errors } },
    },
    async (request) => memberTransferHistory(app.db, userAuth(request).userId),
  );

  app.get(
    '/transfers',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        querystring: transferListQuerySchema,
        response: { 200: transferPageSchema, ...errors },
      },
    },
    async (request) => adminTransferPage(app.db, request.query),
  );

  app.patch(
    '/transfers/:id/status',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        params: idParamsSchema,
        body: updateTransferStatusBodySchema,
        response: { 200: transferSchema, ...errors },
      },
    },
    async (request) =>
      setTransferStatus(app.db, adminAuth(request).adminId, request.params.id, request.body.status),
  );
};
