import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminScope } from '../../plugins/auth';
import { z } from 'zod';
import {
  adNetworkListSchema,
  adNetworkSchema,
  adNetworkStatsQuerySchema,
  adNetworkStatsSchema,
  createAdNetworkBodySchema,
  createdAdNetworkSchema,
  idParamsSchema,
  offerwallListSchema,
  postbackListQuerySchema,
  postbackPageSchema,
  postbackParamsSchema,
  updateAdNetworkBodySchema,
} from '@earnflow/contracts';
import { errorResponses } from '../../lib/error-responses';
import { adminAuth, userAuth } from '../sessions/session-auth';
import type { AdNetworksService } from './ad-networks.service';
import { postbackValues, type PostbacksService } from './postbacks.service';

const errors = errorResponses(400, 401, 403, 404, 409);
const POSTBACK_BODY_LIMIT = 16 * 1024;

export const adNetworksRoutes: FastifyPluginAsyncZod<{
  networks: AdNetworksService;
  postbacks: PostbacksService;
}> = async (app, { networks, postbacks }) => {
  const tags = ['ad networks'];
  const security = [{ bearer: [] }];

  // Networks post forms as often as JSON; only this plugin's routes read them.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: POSTBACK_BODY_LIMIT },
    (_request, body, done) => {
      const values: Record<string, string> = Object.create(null) as Record<string, string>;
      for (const [name, value] of new URLSearchParams(body as string)) values[name] = value;
      done(null, values);
    },
  );

  app.route({
    method: ['GET', 'POST'],
    url: '/postbacks/:slug',
    bodyLimit: POSTBACK_BODY_LIMIT,
    config: { limits: ['postback'] },
    // No response schema: the answer is the plain text the network expects (errors keep their shape).
    schema: { tags, params: postbackParamsSchema },
    handler: async (request, reply) => {
      const values = postbackValues(request.query, request.method === 'POST' ? request.body : undefined);
      const answer = await postbacks.handle(request.params.slug, values, request.ip);
      return reply.type('text/plain; charset=utf-8').send(answer.reply);
    },
  });

  app.get(
    '/offerwalls',
    {
      onRequest: app.requireUser,
      schema: { tags, security, response: { 200: offerwallListSchema, ...errors } },
    },
    async (request) => networks.offerwalls(userAuth(request).userId),
  );

  await adminScope(app, (adminApp) => {
    adminApp.get(
      '/ad-networks',
      {
        schema: { tags, security, response: { 200: adNetworkListSchema, ...errors } },
      },
      async () => networks.list(),
    );

    adminApp.post(
      '/ad-networks',
      {
        schema: {
          tags,
          security,
          body: createAdNetworkBodySchema,
          response: { 201: createdAdNetworkSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await networks.create(adminAuth(request).adminId, request.body)),
    );

    adminApp.patch(
      '/ad-networks/:id',
      {
        schema: {
          tags,
          security,
          params: idParamsSchema,
          body: updateAdNetworkBodySchema,
          response: { 200: adNetworkSchema, ...errors },
        },
      },
      async (request) => networks.update(adminAuth(request).adminId, request.params.id, request.body),
    );

    adminApp.get(
      '/ad-networks/:id',
      {
        schema: { tags, security, params: idParamsSchema, response: { 200: adNetworkSchema, ...errors } },
      },
      async (request) => networks.get(request.params.id),
    );

    adminApp.delete(
      '/ad-networks/:id',
      {
        schema: { tags, security, params: idParamsSchema, response: { 204: z.null(), ...errors } },
      },
      async (request, reply) => {
        await networks.remove(adminAuth(request).adminId, request.params.id);
        return reply.status(204).send(null);
      },
    );

    adminApp.get(
      '/ad-networks/stats',
      {
        schema: {
          tags,
          security,
          querystring: adNetworkStatsQuerySchema,
          response: { 200: adNetworkStatsSchema, ...errors },
        },
      },
      async (request) => networks.stats(request.query.days, request.query.networkId),
    );

    adminApp.get(
      '/ad-networks/:id/postbacks',
      {
        schema: {
          tags,
          security,
          params: idParamsSchema,
          querystring: postbackListQuerySchema,
          response: { 200: postbackPageSchema, ...errors },
        },
      },
      async (request) => networks.postbacks(request.params.id, request.query.page, request.query.pageSize),
    );
  });
};
