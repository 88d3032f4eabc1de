import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminScope } from '../../plugins/auth';
import { z } from 'zod';
import {
  createHotOfferBodySchema,
  hotOfferListQuerySchema,
  hotOfferPageSchema,
  hotOfferSchema,
  idParamsSchema,
  liveOfferListSchema,
  updateHotOfferBodySchema,
} from '@earnflow/contracts';
import { errorResponses } from '../../lib/error-responses';
import { adminAuth } from '../sessions/session-auth';
import type { HotOffersService } from './hot-offers.service';

const errors = errorResponses(400, 401, 403, 404);

export const hotOffersRoutes: FastifyPluginAsyncZod<{ offers: HotOffersService }> = async (
  app,
  { offers },
) => {
  const tags = ['offers'];
  const security = [{ bearer: [] }];

  app.get(
    '/offers',
    {
      onRequest: app.requireUser,
      schema: { tags, security, response: { 200: liveOfferListSchema, ...errors } },
    },
    async () => offers.live(),
  );

  await adminScope(app, (adminApp) => {
    adminApp.get(
      '/hot-offers',
      {
        schema: {
          tags,
          security,
          querystring: hotOfferListQuerySchema,
          response: { 200: hotOfferPageSchema, ...errors },
        },
      },
      async (request) => offers.page(request.query.page, request.query.pageSize),
    );

    adminApp.post(
      '/hot-offers',
      {
        schema: {
          tags,
          security,
          body: createHotOfferBodySchema,
          response: { 201: hotOfferSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await offers.create(adminAuth(request).adminId, request.body)),
    );

    adminApp.patch(
      '/hot-offers/:id',
      {
        schema: {
          tags,
          security,
          params: idParamsSchema,
          body: updateHotOfferBodySchema,
          response: { 200: hotOfferSchema, ...errors },
        },
      },
      async (request) => offers.update(adminAuth(request).adminId, request.params.id, request.body),
    );

    adminApp.delete(
      '/hot-offers/:id',
      {
        schema: { tags, security, params: idParamsSchema, response: { 204: z.null(), ...errors } },
      },
      async (request, reply) => {
        await offers.remove(adminAuth(request).adminId, request.params.id);
        return reply.status(204).send(null);
      },
    );
  });
};
