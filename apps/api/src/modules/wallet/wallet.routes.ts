import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminScope } from '../../plugins/auth';
import {
  centsToDollars,
  ledgerPageSchema,
  ledgerQuerySchema,
  reconciliationQuerySchema,
  reconciliationSchema,
  walletMovementListSchema,
  walletMovementsQuerySchema,
  walletResponseSchema,
} from '@earnflow/contracts';
import { acceptMemberSession, memberSessionParams } from '../sessions/sessions.service';
import { type WalletService } from './wallet.service';
import { errorResponses } from '../../lib/error-responses';
import { pagedDescription, sendPage } from '../../lib/keyset';

const errors = errorResponses(400, 401, 403);

export const walletRoutes: FastifyPluginAsyncZod<{ wallet: WalletService }> = async (app, { wallet }) => {
  const security = [{ bearer: [] }];

  app.get(
    '/wallets/me',
    {
      // The session is checked in the balance's own query.
      onRequest: app.requireUser,
      config: { memberSession: 'answer' },
      schema: { tags: ['wallet'], security, response: { 200: walletResponseSchema, ...errors } },
    },
    async (request) => {
      const balance = await wallet.balanceBySession(
        memberSessionParams(request, app.clock.now()),
        (session) => acceptMemberSession(request, session),
      );
      return { currentBalance: centsToDollars(balance) };
    },
  );

  app.get(
    '/wallets/movements',
    {
      // The page's own statement checks the session (decision 0116).
      onRequest: app.requireUser,
      config: { memberSession: 'statement' },
      schema: {
        tags: ['wallet'],
        security,
        description: pagedDescription,
        querystring: walletMovementsQuerySchema,
        response: { 200: walletMovementListSchema, ...errors },
      },
    },
    async (request, reply) =>
      sendPage(
        reply,
        await app.withStatementSession(request, (session) =>
          app.pageOfLiveSession(request, wallet.movements(session, request.query)),
        ),
      ),
  );

  await adminScope(app, (adminApp) => {
    adminApp.get(
      '/admin/ledger',
      {
        schema: {
          tags: ['admin'],
          security,
          querystring: ledgerQuerySchema,
          response: { 200: ledgerPageSchema, ...errors },
        },
      },
      async (request) => wallet.ledgerPage(request.query),
    );

    adminApp.get(
      '/admin/reconcile',
      {
        schema: {
          tags: ['admin'],
          security,
          querystring: reconciliationQuerySchema,
          response: { 200: reconciliationSchema, ...errors },
        },
      },
      async (request) => wallet.reconciliation(request.query.fresh === 'true'),
    );
  });
};
