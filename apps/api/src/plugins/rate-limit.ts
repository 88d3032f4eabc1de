import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { RateLimitedError } from '../lib/errors';

/** Rate limits are opt-in per route; shared through Redis when REDIS_URL is set. */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, options: { redisUrl?: string | undefined }) => {
    let redis: import('ioredis').Redis | undefined;
    if (options.redisUrl !== undefined) {
      const { Redis } = await import('ioredis');
      redis = new Redis(options.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1 });
      app.addHook('onClose', async () => {
        await redis?.quit();
      });
    }
    await app.register(rateLimit, {
      global: false,
      ...(redis === undefined ? {} : { redis, nameSpace: 'earnflow-rate-limit-' }),
      errorResponseBuilder: (_request, context) =>
        new RateLimitedError(`Too many attempts. Please try again in ${context.after}.`),
    });
  },
);

/** Keys a limit by client address and the e-mail in the body, so one person's tries don't block others. */
export function emailAndIpKey(request: FastifyRequest): string {
  const body = request.body;
  const email =
    typeof body === 'object' && body !== null && 'email' in body && typeof body.email === 'string'
      ? body.email.trim().toLowerCase()
      : '';
  return `${request.ip}|${email}`;
}

/** Keys a limit by the signed-in member (set by `requireUser`), so members behind one address don't share it. */
export function memberKey(request: FastifyRequest): string {
  return request.auth?.kind === 'USER' ? `user:${request.auth.userId}` : `ip:${request.ip}`;
}

/** Money-moving member calls: far above what a person does, low enough to stop a runaway script. */
export const moneyActionLimit = {
  max: 120,
  timeWindow: '10 minutes',
  keyGenerator: memberKey,
  hook: 'preHandler' as const,
};
