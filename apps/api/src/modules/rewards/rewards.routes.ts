import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminScope } from '../../plugins/auth';
import { z } from 'zod';
import {
  bonusVideoBodySchema,
  bonusVideoPageSchema,
  bonusVideoSchema,
  idParamsSchema,
  rewardAdBodySchema,
  rewardAdPageSchema,
  rewardAdSchema,
  rewardItemsQuerySchema,
  viewParamsSchema,
  watchCompleteSchema,
  watchListSchema,
  watchStartSchema,
} from '@earnflow/contracts';
import { errorResponses } from '../../lib/error-responses';
import { adminAuth } from '../sessions/session-auth';
import type { RewardsService, RewardViewKind } from './rewards.service';

const errors = errorResponses(400, 401, 403, 404, 409);

export const rewardsRoutes: FastifyPluginAsyncZod<{ rewards: RewardsService }> = async (app, { rewards }) => {
  const security = [{ bearer: [] }];
  const { admin } = rewards;

  // Members: the same server-checked watch for ads (/ads) and videos (/videos).
  for (const [path, kind] of [
    ['/ads', 'AD'],
    ['/videos', 'VIDEO'],
  ] as const satisfies readonly (readonly [string, RewardViewKind])[]) {
    const tags = [kind === 'AD' ? 'ads' : 'videos'];
    app.get(
      path,
      {
        // The list's own statement checks the session (decision 0116).
        onRequest: app.requireUser,
        config: { memberSession: 'statement' },
        schema: { tags, security, response: { 200: watchListSchema, ...errors } },
      },
      async (request) => app.withStatementSession(request, (session) => rewards.list(kind, session)),
    );
    app.post(
      `${path}/:id/start`,
      {
        onRequest: app.requireUser,
        config: { memberSession: 'statement', limits: ['watch'] },
        schema: { tags, security, params: idParamsSchema, response: { 201: watchStartSchema, ...errors } },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await app.withStatementSession(request, (session) =>
              rewards.start(kind, session, request.params.id),
            ),
          ),
    );
    app.post(
      `${path}/views/:viewId/complete`,
      {
        onRequest: app.requireUser,
        config: { memberSession: 'statement', limits: ['watch'] },
        schema: {
          tags,
          security,
          params: viewParamsSchema,
          response: { 200: watchCompleteSchema, ...errors },
        },
      },
      async (request) =>
        app.withStatementSession(request, (session) =>
          rewards.complete(kind, session, request.params.viewId),
        ),
    );
  }

  const tags = ['admin'];

  await adminScope(app, (adminApp) => {
    adminApp.get(
      '/reward-ads',
      {
        schema: {
          tags,
          security,
          querystring: rewardItemsQuerySchema,
          response: { 200: rewardAdPageSchema, ...errors },
        },
      },
      async (request) => admin.adPage(request.query.page, request.query.pageSize),
    );

    adminApp.post(
      '/reward-ads',
      {
        schema: { tags, security, body: rewardAdBodySchema, response: { 201: rewardAdSchema, ...errors } },
      },
      async (request, reply) =>
        reply.status(201).send(await admin.createAd(adminAuth(request).adminId, request.body)),
    );

    adminApp.patch(
      '/reward-ads/:id',
      {
        schema: {
          tags,
          security,
          params: idParamsSchema,
          body: rewardAdBodySchema,
          response: { 200: rewardAdSchema, ...errors },
        },
      },
      async (request) => admin.updateAd(adminAuth(request).adminId, request.params.id, request.body),
    );

    adminApp.delete(
      '/reward-ads/:id',
      {
        schema: { tags, security, params: idParamsSchema, response: { 204: z.null(), ...errors } },
      },
      async (request, reply) => {
        await admin.removeAd(adminAuth(request).adminId, request.params.id);
        return reply.status(204).send(null);
      },
    );

    adminApp.get(
      '/video-bonus',
      {
        schema: {
          tags,
          security,
          querystring: rewardItemsQuerySchema,
          response: { 200: bonusVideoPageSchema, ...errors },
        },
      },
      async (request) => admin.videoPage(request.query.page, request.query.pageSize),
    );

    adminApp.post(
      '/video-bonus',
      {
        schema: {
          tags,
          security,
          body: bonusVideoBodySchema,
          response: { 201: bonusVideoSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await admin.createVideo(adminAuth(request).adminId, request.body)),
    );

    adminApp.patch(
      '/video-bonus/:id',
      {
        schema: {
          tags,
          security,
          params: idParamsSchema,
          body: bonusVideoBodySchema,
          response: { 200: bonusVideoSchema, ...errors },
        },
      },
      async (request) => admin.updateVideo(adminAuth(request).adminId, request.params.id, request.body),
    );

    adminApp.delete(
      '/video-bonus/:id',
      {
        schema: { tags, security, params: idParamsSchema, response: { 204: z.null(), ...errors } },
      },
      async (request, reply) => {
        await admin.removeVideo(adminAuth(request).adminId, request.params.id);
        return reply.status(204).send(null);
      },
    );
  });
};
