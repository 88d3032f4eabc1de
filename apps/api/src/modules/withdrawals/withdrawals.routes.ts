import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminScope } from '../../plugins/auth';
import { z } from 'zod';
import {
  adminListQuerySchema,
  adminWithdrawalPageSchema,
  adminWithdrawalSchema,
  reviewDecisionBodySchema,
  withdrawalReviewSchema,
  createWithdrawalBodySchema,
  deletePaymentBodySchema,
  withdrawalHistorySchema,
  withdrawalSchema,
  historyPageQuerySchema,
  idParamsSchema,
  updateWithdrawalStatusBodySchema,
} from '@earnflow/contracts';
import { adminAuth, userAuth } from '../sessions/session-auth';
import { createOnce } from '../ledger/idempotency';
import { type WithdrawalsService } from './withdrawals.service';
import { errorResponses } from '../../lib/error-responses';
import { givenReason } from '../../lib/removed-rows';
import { pagedDescription, sendPage } from '../../lib/keyset';
import { signalClient } from '../fraud/fraud.service';

const errors = errorResponses(400, 401, 403, 404, 409);

export const withdrawalsRoutes: FastifyPluginAsyncZod<{ withdrawals: WithdrawalsService }> = async (
  app,
  { withdrawals },
) => {
  const tags = ['withdrawals'];
  const security = [{ bearer: [] }];

  app.post(
    '/withdraw',
    {
      onRequest: app.requireUser,
      config: { limits: ['moneyAction'] },
      schema: {
        tags,
        security,
        body: createWithdrawalBodySchema,
        response: { 201: withdrawalSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await withdrawals.withSecondFactor(
        userAuth(request).userId,
        request.body.twoFactorCode,
        () =>
          createOnce(app.db, request, (tx, userId) =>
            withdrawals.create(tx, userId, request.body, signalClient(request)),
          ),
      );
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/withdraw/history',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        description: pagedDescription,
        querystring: historyPageQuerySchema,
        response: { 200: withdrawalHistorySchema, ...errors },
      },
    },
    async (request, reply) =>
      sendPage(reply, await withdrawals.history(userAuth(request).userId, request.query)),
  );

  await adminScope(app, (adminApp) => {
    adminApp.get(
      '/withdraw',
      {
        schema: {
          tags,
          security,
          querystring: adminListQuerySchema,
          response: { 200: adminWithdrawalPageSchema, ...errors },
        },
      },
      async (request) => withdrawals.adminPage(request.query),
    );

    adminApp.get(
      '/withdraw/review-queue',
      {
        schema: {
          tags,
          security,
          description: 'Pending withdrawals held for review (their risk reached the threshold).',
          querystring: adminListQuerySchema,
          response: { 200: adminWithdrawalPageSchema, ...errors },
        },
      },
      async (request) => withdrawals.reviewQueue(request.query),
    );

    adminApp.get(
      '/withdraw/:id/review',
      {
        schema: {
          tags,
          security,
          params: idParamsSchema,
          response: { 200: withdrawalReviewSchema, ...errors },
        },
      },
      async (request) => withdrawals.review(request.params.id),
    );

    adminApp.post(
      '/withdraw/:id/review',
      {
        schema: {
          tags,
          security,
          params: idParamsSchema,
          body: reviewDecisionBodySchema,
          response: { 200: adminWithdrawalSchema, ...errors },
        },
      },
      async (request) => withdrawals.decide(adminAuth(request).adminId, request.params.id, request.body),
    );

    adminApp.patch(
      '/withdraw/:id/status',
      {
        schema: {
          tags,
          security,
          params: idParamsSchema,
          body: updateWithdrawalStatusBodySchema,
          response: { 200: adminWithdrawalSchema, ...errors },
        },
      },
      async (request) =>
        withdrawals.setStatus(adminAuth(request).adminId, request.params.id, request.body.status),
    );

    adminApp.delete(
      '/withdraw/:id',
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
        await withdrawals.remove(adminAuth(request).adminId, request.params.id, givenReason(request.body));
        return reply.status(204).send(null);
      },
    );
  });
};
