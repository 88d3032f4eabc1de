import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  appConfigResponseSchema,
  errorCodes,
  errorResponseSchema,
  healthResponseSchema,
  PKR_PER_USD,
  readyResponseSchema,
} from '@earnflow/contracts';
import { NotFoundError, UnauthorizedError } from '../../lib/errors';

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

/** Whether the request carries `Authorization: Bearer <token>`, compared in constant time. */
function bearerMatches(authorization: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/.exec(authorization ?? '')?.[1];
  if (given === undefined) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(token));
}

export const systemRoutes: FastifyPluginAsyncZod<{
  appName: string;
  ping: () => Promise<void>;
  /** The newest ledger check, which /ready reports. */
  ledger: () => Promise<{ ok: boolean | null; problems: number; checkedAt: string | null }>;
  readyTimeoutMs?: number;
  /** GET /metrics needs it as a bearer token; without one the metrics are not served (decision 0139). */
  metricsToken?: string | undefined;
}> = async (app, { appName, ping, ledger, readyTimeoutMs = READY_TIMEOUT_MS, metricsToken }) => {
  const tags = ['system'];

  app.get('/health', { schema: { tags, response: { 200: healthResponseSchema } } }, () => ({
    status: 'ok' as const,
  }));

  // Readiness at both addresses: /ready, and /health/ready as the operations guide and its alerts name it.
  app.get(
    '/ready',
    { schema: { tags, response: { 200: readyResponseSchema, 503: errorResponseSchema } } },
    ready,
  );
  app.get(
    '/health/ready',
    { schema: { tags, response: { 200: readyResponseSchema, 503: errorResponseSchema } } },
    ready,
  );
  async function ready(request: FastifyRequest, reply: FastifyReply) {
    try {
      await withTimeout(ping(), readyTimeoutMs);
      const books = await withTimeout(ledger(), readyTimeoutMs);
      return { status: 'ready' as const, ledger: books };
    } catch (error) {
      request.log.warn({ err: error }, 'database not reachable');
      return reply
        .status(503)
        .send({ error: errorCodes.unavailable, message: 'The database is not reachable.' });
    }
  }

  app.get('/metrics', { schema: { tags, hide: true } }, async (request, reply) => {
    if (metricsToken === undefined)
      throw new NotFoundError('Metrics are off: set METRICS_TOKEN to serve them.');
    if (!bearerMatches(request.headers.authorization, metricsToken)) {
      throw new UnauthorizedError('Metrics need the METRICS_TOKEN as a bearer token.');
    }
    return reply.type(app.metrics.contentType).send(await app.metricsText());
  });

  app.get('/app-config', { schema: { tags, response: { 200: appConfigResponseSchema } } }, () => ({
    appName,
    pkrPerUsd: PKR_PER_USD,
  }));
};
