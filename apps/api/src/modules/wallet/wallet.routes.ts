import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  auditPageSchema,
  auditQuerySchema,
  centsToDollars,
  ledgerPageSchema,
  ledgerQuerySchema,
  reconciliationSchema,
  walletMovementListSchema,
  walletMovementsQuerySchema,
  walletResponseSchema,
} from '@earnflow/contracts';
import { userAuth } from '../../plugins/auth';
import { listAudit } from '../audit/audit.repository';
import { walletBalanceCents } from '../ledger/ledger.repository';
import { reconcile } from '../ledger/ledger.service';
import { ledgerPage, walletMovements } from './wallet.repository';
import { errorResponses } from '../../lib/error-responses';

const errors = errorResponses(400, 401, 403);

export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ bearer: [] }];

  app.get(
    '/wallets/me',
    {
      onRequest: app.requireUser,
      schema: { tags: ['wallet'], security, response: { 200: walletResponseSchema, ...errors } },
    },
    async (request) => ({
      currentBalance: centsToDollars(await walletBalanceCents(app.db, userAuth(request).userId)),
    }),
  );

  app.get(
    '/wallets/movements',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['wallet'],
        security,
        querystring: walletMovementsQuerySchema,
        response: { 200: walletMovementListSchema, ...errors },
      },
    },
    async (request) => walletMovements(app.db, userAuth(request).userId, request.query.limit),
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
      schema: { tags: ['admin'], security, response: { 200: reconciliationSchema, ...errors } },
    },
    async () => {
      const report = await reconcile(app.db);
      return {
        ...report,
        total: centsToDollars(report.total),
        mismatches: report.mismatches.map((row) => ({
          ...row,
          stored: centsToDollars(row.stored),
          computed: centsToDollars(row.computed),
        })),
      };
    },
  );

  app.get(
    '/admin/audit-log',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        security,
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, ...errors },
      },
    },
    async (request) => listAudit(app.db, request.query.page, request.query.pageSize),
  );
};
