import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminScope } from '../../plugins/auth';
import {
  adminAviatorRoundListQuerySchema,
  adminAviatorRoundPageSchema,
  aviatorBetBodySchema,
  aviatorBetResponseSchema,
  aviatorClientSeedBodySchema,
  aviatorFairnessSchema,
  aviatorRoundListSchema,
  aviatorRoundSchema,
  aviatorSettingsSchema,
  aviatorSummaryQuerySchema,
  aviatorSummarySchema,
  cursorQuerySchema,
  idParamsSchema,
  updateAviatorSettingsBodySchema,
} from '@earnflow/contracts';
import { errorResponses } from '../../lib/error-responses';
import { pagedDescription, sendPage } from '../../lib/keyset';
import { adminAuth, userAuth } from '../sessions/session-auth';
import { createOnce } from '../ledger/idempotency';
import type { AviatorService } from './aviator.service';

const errors = errorResponses(400, 401, 403, 404, 409);

export const aviatorRoutes: FastifyPluginAsyncZod<{ aviator: AviatorService }> = async (app, { aviator }) => {
  const tags = ['aviator'];
  const security = [{ bearer: [] }];

  app.post(
    '/aviator/bet',
    {
      // A new round's bet checks the session in the statement that locks the member's seeds (0117).
      onRequest: app.requireUser,
      config: { memberSession: 'statement', limits: ['aviatorBet'] },
      schema: {
        tags,
        security,
        description:
          "The spec's two calls. Opening: didCashout false without roundId opens a round (201), unless the " +
          "member's last round crashed within 30 s and its end was not reported: then the call is that report " +
          '(200, the crashed round, nothing debited). Closing: didCashout true cashes out the round in play (or ' +
          'the round named by roundId) at the server multiplier (200; 409 once crashed); didCashout false with ' +
          'roundId reports the crash (200; 409 while in play). winAmount is ignored: the server computes every win.',
        body: aviatorBetBodySchema,
        response: { 200: aviatorBetResponseSchema, 201: aviatorBetResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      // The moment of receipt decides the multiplier, whatever happens after.
      const now = app.clock.now();
      const { roundId, didCashout } = request.body;
      if (roundId !== undefined || didCashout) {
        // A crashed round is settled in a transaction of its own, so a refused late cash-out still ends it;
        // only for a live session, checked first as requireUser does.
        await app.confirmStatementSession(request);
        await aviator.settleIfCrashed(userAuth(request).userId, roundId, now, { cashingOut: didCashout });
      }
      const result = await app.withStatementSession(request, (session) =>
        createOnce(app.db, request, (tx) => aviator.bet(tx, session, request.body, now)),
      );
      // A round opened is 201; a round ended (cashed out, or its crash reported) is 200.
      const opened = roundId === undefined && !didCashout && result.round.status === 'OPEN';
      return reply.status(opened ? 201 : 200).send(result);
    },
  );

  app.get(
    '/aviator/rounds',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        description: pagedDescription,
        querystring: cursorQuerySchema,
        response: { 200: aviatorRoundListSchema, ...errors },
      },
    },
    async (request, reply) => sendPage(reply, await aviator.rounds(userAuth(request).userId, request.query)),
  );

  app.get(
    '/aviator/rounds/:id',
    {
      // Polled while a round is in play: its own statement checks the session (decision 0117).
      onRequest: app.requireUser,
      config: { memberSession: 'statement', limits: ['aviatorPoll'] },
      schema: {
        tags,
        security,
        description: 'The round; its crash point and server seed once it has ended.',
        params: idParamsSchema,
        response: { 200: aviatorRoundSchema, ...errors },
      },
    },
    async (request) =>
      app.withStatementSession(request, (session) => aviator.round(session, request.params.id)),
  );

  app.get(
    '/aviator/fairness',
    {
      onRequest: app.requireUser,
      schema: { tags, security, response: { 200: aviatorFairnessSchema, ...errors } },
    },
    async (request) => aviator.fairness(userAuth(request).userId),
  );

  app.put(
    '/aviator/fairness/client-seed',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        body: aviatorClientSeedBodySchema,
        response: { 200: aviatorFairnessSchema, ...errors },
      },
    },
    async (request) => aviator.changeClientSeed(userAuth(request).userId, request.body.clientSeed),
  );

  await adminScope(app, (adminApp) => {
    adminApp.get(
      '/admin/aviator/rounds',
      {
        schema: {
          tags,
          security,
          querystring: adminAviatorRoundListQuerySchema,
          response: { 200: adminAviatorRoundPageSchema, ...errors },
        },
      },
      async (request) => aviator.adminRounds(request.query),
    );

    adminApp.get(
      '/admin/aviator/summary',
      {
        schema: {
          tags,
          security,
          querystring: aviatorSummaryQuerySchema,
          response: { 200: aviatorSummarySchema, ...errors },
        },
      },
      async (request) => aviator.summary(request.query.days),
    );

    adminApp.get(
      '/admin/aviator/settings',
      {
        schema: { tags, security, response: { 200: aviatorSettingsSchema, ...errors } },
      },
      async () => aviator.settings(),
    );

    adminApp.patch(
      '/admin/aviator/settings',
      {
        schema: {
          tags,
          security,
          body: updateAviatorSettingsBodySchema,
          response: { 200: aviatorSettingsSchema, ...errors },
        },
      },
      async (request) => aviator.updateSettings(adminAuth(request).adminId, request.body),
    );
  });
};
