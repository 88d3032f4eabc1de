import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
import { acceptMemberSession, memberSessionParams } from '../../plugins/auth';
import { liveSessionWhere, memberSessionFields } from '../sessions/statement-session';
import { eq } from 'drizzle-orm';
import { accounts, sessions, users } from '../../db/schema';
import { latestReconciliation, runReconciliation } from '../ledger/reconciliation-runs';
import { ledgerPage, walletMovements } from './wallet.repository';
import { errorResponses } from '../../lib/error-responses';
import { pagedDescription, sendPage } from '../../lib/keyset';

const errors = errorResponses(400, 401, 403);

export const walletRoutes: FastifyPluginAsyncZod<{ appName: string }> = async (app, { appName }) => {
  const security = [{ bearer: [] }];
  // The balance every screen shows, with the session check of requireUser: one prepared query, one round
  // trip (0 before the wallet exists).
  const walletBalanceBySession = app.db
    .select({
      session: memberSessionFields,
      balance: accounts.balance,
    })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .leftJoin(accounts, eq(accounts.userId, users.id))
    .where(liveSessionWhere)
    .prepare('wallet_balance_by_session');

  app.get(
    '/wallets/me',
    {
      // The session is checked in the balance's own query, as requireUser would.
      schema: { tags: ['wallet'], security, response: { 200: walletResponseSchema, ...errors } },
    },
    async (request) => {
      const [row] = await walletBalanceBySession.execute(memberSessionParams(request, app.clock.now()));
      acceptMemberSession(request, row?.session);
      return { currentBalance: centsToDollars(row?.balance ?? 0) };
    },
  );

  app.get(
    '/wallets/movements',
    {
      // The page's own statement checks the session (decision 0116).
      onRequest: app.requireUserInStatement,
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
          app.pageOfLiveSession(request, walletMovements(app.db, session, request.query)),
        ),
      ),
  );

  app.get(
    '/admin/ledger',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        security,
        querystring: ledgerQuerySchema,
        response: { 200: ledgerPageSchema, ...errors },
      },
    },
    async (request) => ledgerPage(app.db, request.query),
  );

  app.get(
    '/admin/reconcile',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        security,
        querystring: reconciliationQuerySchema,
        response: { 200: reconciliationSchema, ...errors },
      },
    },
    async (request) =>
      (request.query.fresh === 'true' ? undefined : await latestReconciliation(app.db)) ??
      runReconciliation(app.db, app.clock, { appName }),
  );
};
