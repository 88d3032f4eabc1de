import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminScope } from '../../plugins/auth';
import {
  createTransferBodySchema,
  cursorQuerySchema,
  idParamsSchema,
  memberTransferListSchema,
  memberTransferSchema,
  transferListQuerySchema,
  transferPageSchema,
  transferSchema,
  updateTransferStatusBodySchema,
} from '@earnflow/contracts';
import { signalClient } from '../fraud/fraud.service';
import { adminAuth } from '../sessions/session-auth';
import { answerOnce, memberIdempotency } from '../ledger/idempotency';
import { type TransfersService } from './transfers.service';
import { errorResponses } from '../../lib/error-responses';
import { pagedDescription, sendPage } from '../../lib/keyset';

const errors = errorResponses(400, 401, 403, 404, 409);

export const transfersRoutes: FastifyPluginAsyncZod<{ transfers: TransfersService }> = async (
  app,
  { transfers },
) => {
  const tags = ['transfers'];
  const security = [{ bearer: [] }];

  app.post(
    '/transfer',
    {
      // The transfer's own statement checks the session (decision 0116).
      onRequest: app.requireUser,
      config: { memberSession: 'statement', limits: ['moneyAction'] },
      schema: {
        tags,
        security,
        body: createTransferBodySchema,
        response: { 201: memberTransferSchema, ...errors },
      },
    },
    async (request, reply) => {
      const once = memberIdempotency(request);
      const client = signalClient(request);
      const answer = await app.withStatementSession(request, (session) =>
        answerOnce(app.db, session.userId, once, () => transfers.create(session, request.body, once, client)),
      );
      return reply.status(201).send(answer);
    },
  );

  app.get(
    '/transfer/history',
    {
      // The page's own statement checks the session (decision 0116).
      onRequest: app.requireUser,
      config: { memberSession: 'statement' },
      schema: {
        tags,
        security,
        description: pagedDescription,
        querystring: cursorQuerySchema,
        response: { 200: memberTransferListSchema, ...errors },
      },
    },
    async (request, reply) =>
      sendPage(
        reply,
        await app.withStatementSession(request, (session) =>
          app.pageOfLiveSession(request, transfers.history(session, request.query)),
        ),
      ),
  );

  await adminScope(app, (adminApp) => {
    adminApp.get(
      '/transfers',
      {
        schema: {
          tags,
          security,
          querystring: transferListQuerySchema,
          response: { 200: transferPageSchema, ...errors },
        },
      },
      async (request) => transfers.adminPage(request.query),
    );

    adminApp.patch(
      '/transfers/:id/status',
      {
        schema: {
          tags,
          security,
          params: idParamsSchema,
          body: updateTransferStatusBodySchema,
          response: { 200: transferSchema, ...errors },
        },
      },
      async (request) =>
        transfers.setStatus(adminAuth(request).adminId, request.params.id, request.body.status),
    );
  });
};
