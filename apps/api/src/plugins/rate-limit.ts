import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorResponseSchema } from '@earnflow/contracts';
import {
  tooManyAttemptsError,
  type LimitSubject,
  type RequestLimitName,
  type RequestLimit,
} from '../lib/limits';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The request limits (lib/limits.ts) this route counts against, checked after authentication. */
    limits?: readonly RequestLimitName[];
  }
}

function emailInBody(request: FastifyRequest): string {
  const body = request.body;
  return typeof body === 'object' && body !== null && 'email' in body && typeof body.email === 'string'
    ? body.email.trim().toLowerCase()
    : '';
}

/** Who a request counts against. The member comes from `requireUser`, which runs before any limit. */
function subjectKey(per: LimitSubject, request: FastifyRequest): string {
  switch (per) {
    case 'address':
      return request.ip;
    case 'addressAndEmail':
      return `${request.ip}|${emailInBody(request)}`;
    case 'member':
      if (request.auth?.kind === 'USER') return `user:${request.auth.userId}`;
      if (request.auth?.kind === 'ADMIN') return `admin:${request.auth.adminId}`;
      return `ip:${request.ip}`;
  }
}

/** A route's hooks of one kind as a list, so the limits can run after the route's own (authentication). */
function hooksOf<Hook>(hooks: Hook | Hook[] | undefined): Hook[] {
  if (hooks === undefined) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}

/**
 * Request limits named by each route in `config.limits`, with the numbers of lib/limits.ts (as configured);
 * counted in memory, or in Redis with REDIS_URL so several processes share them.
 */
export const rateLimitPlugin = fp(
  async (
    app: FastifyInstance,
    options: { redisUrl?: string | undefined; limits: Record<RequestLimitName, RequestLimit> },
  ) => {
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
    });

    app.addHook('onRoute', (route) => {
      const names = route.config?.limits ?? [];
      if (names.length === 0) return;
      const methods = Array.isArray(route.method) ? route.method.join(',') : route.method;
      // A limited route can answer 429: its description says so, in the one error shape.
      const response = route.schema?.response as Record<string, unknown> | undefined;
      if (route.schema !== undefined && response !== undefined && !('429' in response)) {
        route.schema.response = { ...response, 429: errorResponseSchema };
      }
      const checkOf = (name: RequestLimitName) => {
        const limit = options.limits[name];
        return app.createRateLimit({
          max: limit.max,
          timeWindow: limit.windowMs,
          // Each route counts on its own, as the route-level limits of @fastify/rate-limit do.
          keyGenerator: (request) => `${name}|${methods} ${route.url}|${subjectKey(limit.per, request)}`,
        });
      };
      const enforce = (checks: ReturnType<typeof checkOf>[]) => async (request: FastifyRequest) => {
        for (const check of checks) {
          const result = await check(request);
          if (!result.isAllowed && result.isExceeded) {
            throw tooManyAttemptsError(result.ttl);
          }
        }
      };
      // Limits by address count as the request arrives, before its body is read or parsed, so a body that
      // is refused (too large, not JSON, nested too deeply, invalid) still counts (decision 0135). Limits by
      // address and e-mail need the body: they count once it is parsed, before it is validated. Limits per
      // member count valid requests, after authentication: a form refused for a typo costs no allowance.
      const counted = (per: LimitSubject) =>
        names.filter((name) => options.limits[name].per === per).map(checkOf);
      const [byAddress, byAddressAndEmail, byMember] = [
        counted('address'),
        counted('addressAndEmail'),
        counted('member'),
      ];
      if (byAddress.length > 0) route.onRequest = [...hooksOf(route.onRequest), enforce(byAddress)];
      if (byAddressAndEmail.length > 0) {
        route.preValidation = [...hooksOf(route.preValidation), enforce(byAddressAndEmail)];
      }
      if (byMember.length > 0) route.preHandler = [...hooksOf(route.preHandler), enforce(byMember)];
    });
  },
);
