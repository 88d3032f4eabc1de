import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  appConfigResponseSchema,
  errorCodes,
  errorResponseSchema,
  healthResponseSchema,
  PKR_PER_USD,
  readyResponseSchema,
} from '@earnflow/contracts';

/** How long /ready waits for the database before answering 503, so a load balancer never hangs on it. */
export const READY_TIMEOUT_MS = 3_000;

async function withTimeout<T>(work: Promise<T>, milliseconds: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      reject(new Error(`no answer within ${String(milliseconds)} ms`));
    }, milliseconds);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export const systemRoutes: FastifyPluginAsyncZod<{
  appName: string;
  ping: () => Promise<void>;
  readyTimeoutMs?: number;
}> = async (app, { appName, ping, readyTimeoutMs = READY_TIMEOUT_MS }) => {
  const tags = ['system'];

  app.get('/health', { schema: { tags, response: { 200: healthResponseSchema } } }, () => ({
    status: 'ok' as const,
  }));

  app.get(
    '/ready',
    { schema: { tags, response: { 200: readyResponseSchema, 503: errorResponseSchema } } },
    async (request, reply) => {
      try {
        await withTimeout(ping(), readyTimeoutMs);
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
    reply.type(app.metrics.contentType).send(await app.metricsText()),
  );

  app.get('/app-config', { schema: { tags, response: { 200: appConfigResponseSchema } } }, () => ({
    appName,
    pkrPerUsd: PKR_PER_USD,
  }));
};
