import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  appConfigResponseSchema,
  errorCodes,
  errorResponseSchema,
  healthResponseSchema,
  PKR_PER_USD,
  readyResponseSchema,
} from '@earnflow/contracts';

export const systemRoutes: FastifyPluginAsyncZod<{ appName: string; ping: () => Promise<void> }> = async (
  app,
  { appName, ping },
) => {
  const tags = ['system'];

  app.get('/health', { schema: { tags, response: { 200: healthResponseSchema } } }, () => ({
    status: 'ok' as const,
  }));

  app.get(
    '/ready',
    { schema: { tags, response: { 200: readyResponseSchema, 503: errorResponseSchema } } },
    async (request, reply) => {
      try {
        await ping();
        return { status: 'ready' as const };
      } catch (error) {
        request.log.warn({ err: error }, 'database not reachable');
        return reply
          .status(503)
          .send({ error: errorCodes.unavailable, message: 'The database is not reachable.' });
      }
    },
  );

  app.get('/metrics', { schema: { tags, hide: true } }, async (_request, reply) =>
    reply.type(app.metrics.contentType).send(await app.metrics.metrics()),
  );

  app.get('/app-config', { schema: { tags, response: { 200: appConfigResponseSchema } } }, () => ({
    appName,
    pkrPerUsd: PKR_PER_USD,
  }));
};
