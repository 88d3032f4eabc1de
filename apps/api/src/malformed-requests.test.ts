import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRoleSchema } from '@earnflow/contracts';
import { admins } from './db/schema';
import { createSession } from './modules/sessions/sessions.service';
import { createTestContext, type TestContext } from '../test/app';
import { seedAdmin, seedMember } from '../test/factories';
import {
  bodyVariants,
  hasErrorShape,
  PARAM_VALUES,
  queryVariants,
  RAW_BODIES,
  routeCollector,
  shapeOf,
  toJson,
  validSample,
  type Fixtures,
} from '../test/malformed';
import { expectLedgerReconciles, enableAllPaymentMethods, fundWallet } from '../test/money';

/**
 * Every route the app registers, walked through its zod contracts: wrong types, missing and unknown
 * fields, huge and NUL strings, extreme numbers and dates, broken bodies, queries and path parameters.
 * Whatever the input, the answer is never a 5xx, and every error has the one { error, message } shape.
 * Routes added later are covered as they are: nothing here names them.
 */

const { routes, onRoute } = routeCollector();
let ctx: TestContext;
let fixtures: Fixtures;
let adminId: string;

beforeAll(async () => {
  ctx = await createTestContext({ onRoute });
  await enableAllPaymentMethods(ctx.app.db);
  const recipient = await seedMember(ctx.app.db, { status: 'ACTIVE', name: 'Fuzz Recipient' });
  adminId = (await seedAdmin(ctx.app.db)).id;
  await ctx.app.db.update(admins).set({ role: adminRoleSchema.options[0] }).where(eq(admins.id, adminId));
  fixtures = {
    accountNumber: recipient.accountNumber,
    receiptUrl: '/uploads/0123456789abcdef0123456789abcdef.png',
    memberId: recipient.id,
  };
});
afterAll(async () => {
  await ctx.close();
});

let addressCounter = 0;
/** Each request from its own address, so per-address rate limits never hide what validation does. */
function nextAddress(): string {
  addressCounter += 1;
  return `10.${String((addressCounter >> 16) & 255)}.${String((addressCounter >> 8) & 255)}.${String(addressCounter & 255)}`;
}

/** A funded, active member and the top admin, with fresh sessions (no password hashing per request). */
async function identities() {
  const member = await seedMember(ctx.app.db, { status: 'ACTIVE' });
  await fundWallet(ctx.app.db, member.id, 100_000);
  return {
    member: await createSession(ctx.app.db, ctx.app.clock, { kind: 'USER', userId: member.id }, {}),
    admin: await createSession(ctx.app.db, ctx.app.clock, { kind: 'ADMIN', adminId }, {}),
  };
}

interface Attempt {
  label: string;
  url: string;
  payload?: string;
  contentType?: string;
  headers?: Record<string, string>;
}

describe('malformed requests derived from the contracts', () => {
  it('never get a 5xx on any route, and every error has the one shape', async () => {
    const failures: string[] = [];
    const badShapes: string[] = [];
    // What the valid body of each route got: the variants only reach deep when it is accepted.
    const validBodies: number[] = [];
    let sent = 0;
    const started = Date.now();

    for (const route of routes) {
      let tokens = await identities();
      let role: 'member' | 'admin' = 'member';
      let sinceFresh = 0;

      const paramsShape = shapeOf(route.schema.params);
      const paramNames = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
      const baseParams: Record<string, string> = {};
      for (const name of paramNames) {
        const schema = paramsShape?.[name];
        const sample = schema === undefined ? undefined : validSample(schema, fixtures, true);
        baseParams[name] = typeof sample === 'string' ? sample : 'x';
      }
      const path = (params: Record<string, string>) =>
        route.url.replace(/:(\w+)/g, (_match, name: string) => params[name] ?? 'x');
      const baseQuery = (
        route.schema.querystring === undefined ? {} : validSample(route.schema.querystring, fixtures, true)
      ) as Record<string, unknown>;
      const withQuery = (url: string, query: string) => (query === '' ? url : `${url}?${query}`);

      const attempts: Attempt[] = [];
      const basePath = path(baseParams);
      const validQuery = queryVariants(route.schema.querystring, baseQuery);
      for (const variant of validQuery)
        attempts.push({ label: `query ${variant.label}`, url: withQuery(basePath, variant.query) });
      const queryPart = validQuery[0]?.query ?? '';
      for (const name of paramNames) {
        for (const value of PARAM_VALUES) {
          attempts.push({
            label: `param ${name}=${value.slice(0, 20)}`,
            url: withQuery(path({ ...baseParams, [name]: value }), queryPart),
          });
        }
      }
      const url = withQuery(basePath, queryPart);
      if (['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method)) {
        if (route.schema.body !== undefined) {
          const base = validSample(route.schema.body, fixtures);
          for (const variant of bodyVariants(route.schema.body, base)) {
            attempts.push({
              label: `body ${variant.label}`,
              url,
              payload: toJson(variant.body),
              contentType: 'application/json',
            });
          }
        }
        if (route.method !== 'DELETE') {
          for (const raw of RAW_BODIES) {
            attempts.push({
              url,
              payload: raw.payload,
              contentType: raw.contentType,
              label: `raw ${raw.label}`,
            });
          }
          for (const key of ['', ' ', 'k'.repeat(256), 'k'.repeat(255)]) {
            attempts.push({
              label: `idempotency key of ${String(key.length)}`,
              url,
              payload: '{}',
              contentType: 'application/json',
              headers: { 'idempotency-key': key },
            });
          }
        }
      }
      for (const authorization of [`Bearer ${'x'.repeat(3000)}`]) {
        attempts.push({
          label: `authorization ${authorization.slice(0, 12)}`,
          url,
          headers: { authorization },
        });
      }

      for (const attempt of attempts) {
        if (sinceFresh >= 40) {
          tokens = await identities();
          sinceFresh = 0;
        }
        sinceFresh += 1;
        const send = (as: 'member' | 'admin') =>
          ctx.app.inject({
            method: route.method as 'GET',
            url: attempt.url,
            remoteAddress: nextAddress(),
            headers: {
              authorization: `Bearer ${as === 'member' ? tokens.member : tokens.admin}`,
              ...(attempt.contentType === undefined ? {} : { 'content-type': attempt.contentType }),
              ...attempt.headers,
            },
            ...(attempt.payload === undefined ? {} : { payload: attempt.payload }),
          });
        let response = await send(role);
        sent += 1;
        if (
          role === 'member' &&
          (response.statusCode === 401 || response.statusCode === 403) &&
          attempt.headers?.authorization === undefined
        ) {
          role = 'admin';
          response = await send(role);
          sent += 1;
        }
        if (attempt.label === 'body valid') validBodies.push(response.statusCode);
        const request = `${route.method} ${attempt.url.slice(0, 200)} [${attempt.label}] ${attempt.payload?.slice(0, 300) ?? ''}`;
        if (response.statusCode >= 500) {
          failures.push(`${String(response.statusCode)} ← ${request} → ${response.body.slice(0, 300)}`);
        } else if (response.statusCode >= 400) {
          if (!hasErrorShape(response.body))
            badShapes.push(`${String(response.statusCode)} ← ${request} → ${response.body.slice(0, 200)}`);
        }
      }
    }

    console.log(
      `malformed requests: ${String(sent)} requests on ${String(routes.length)} routes in ${String(Date.now() - started)} ms; ${String(validBodies.filter((status) => status < 300).length)} of ${String(validBodies.length)} valid bodies accepted (${String(validBodies.filter((status) => status === 404).length)} more on an unknown id)`,
    );
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining([
        'POST /api/transfer',
        'POST /api/deposits',
        'GET /api/deposits',
        'PATCH /api/users/me',
      ]),
    );
    expect(sent).toBeGreaterThan(1500);
    // A 404 took the body too: its contract passed, only the object behind a made-up id is not there (a
    // delete's optional reason, a decision on an unknown deposit).
    const accepted = validBodies.filter((status) => status < 300 || status === 404).length;
    expect(accepted).toBeGreaterThanOrEqual(validBodies.length / 3);
    expect(failures).toEqual([]);
    expect(badShapes).toEqual([]);
    await expectLedgerReconciles(ctx.app.db);
  }, 300_000);
});
