import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Level, RewardAd, BonusVideo, WatchStart } from '@earnflow/contracts';
import { createTestContext, type TestContext } from '../app';
import { TestClock } from '../clock';
import { bearer, loginAdmin, loginMember, seedAdmin, seedMember, uploadFile } from '../factories';
import { enableAllPaymentMethods, expectLedgerReconciles, fundWallet } from '../money';

/**
 * Other members' ids, everywhere. The route table comes from the OpenAPI document; every route that
 * takes an object id (or a file reference) in its path, query or body must have a row below. Member B
 * then calls it with member A's objects: the answer is a refusal, nothing in the database changes and
 * nothing of A's shows in the answer. A new route with an id fails `every route with an id is covered`
 * until a row says how it is tried.
 */

/** Fields that name an object: ids, and file references that must be the caller's own upload. */
const ID_FIELD = /(^id$|Id$|Url$|^receipt$)/;

/** Tables whose rows change on any request (sign-in, limits, bookkeeping), left out of "nothing changed". */
const VOLATILE_TABLES = new Set([
  '__drizzle_migrations',
  'sessions',
  'attempt_guards',
  'jobs',
  'audit_log',
  'idempotency_keys',
  'admin_idempotency_keys',
  'reconciliation_runs',
]);

interface A {
  id: string;
  email: string;
  name: string;
  accountNumber: string;
  roundId: string;
  adViewId: string;
  videoViewId: string;
  taskId: string;
  uploadUrl: string;
}

/** How a route is tried with A's objects and which refusals count. */
type Case =
  | { kind: 'admin' }
  | { kind: 'member'; requests: (a: A) => InjectOptions[]; refusals?: number[] }
  | { kind: 'catalog'; why: string; requests: (a: A) => InjectOptions[] }
  /** A stream never ends, so `inject` cannot try it: the test named does, over a socket. */
  | { kind: 'stream'; why: string; testedIn: string };

/** Member-facing refusals: 403 (not yours) or 404 (no such thing for you); file references answer 400. */
const NOT_YOURS = [403, 404];
const NOT_YOUR_FILE = [400, 403, 404];

const CASES: Record<string, Case> = {
  'GET /api/events': {
    kind: 'stream',
    why: 'lastEventId is a position in the event log; what is replayed after it is what the holder may read',
    testedIn: 'src/modules/events/events.test.ts (a resume from before another member’s events)',
  },
  // Member routes.
  'GET /api/aviator/rounds/{id}': {
    kind: 'member',
    requests: (a) => [{ method: 'GET', url: `/api/aviator/rounds/${a.roundId}` }],
  },
  'POST /api/aviator/bet': {
    kind: 'member',
    requests: (a) => [
      {
        method: 'POST',
        url: '/api/aviator/bet',
        payload: { betAmount: 1, didCashout: true, roundId: a.roundId },
      },
      {
        method: 'POST',
        url: '/api/aviator/bet',
        payload: { betAmount: 1, didCashout: false, roundId: a.roundId },
      },
    ],
  },
  'POST /api/ads/views/{viewId}/complete': {
    kind: 'member',
    requests: (a) => [{ method: 'POST', url: `/api/ads/views/${a.adViewId}/complete` }],
  },
  'POST /api/videos/views/{viewId}/complete': {
    kind: 'member',
    requests: (a) => [
      { method: 'POST', url: `/api/videos/views/${a.videoViewId}/complete` },
      // An ad view is not a video view, even the caller's kind of mistake.
      { method: 'POST', url: `/api/videos/views/${a.adViewId}/complete` },
    ],
  },
  'POST /api/ads/{id}/start': {
    kind: 'catalog',
    why: 'the id is an ad of the shared catalogue; a member object in its place is not found',
    requests: (a) => [{ method: 'POST', url: `/api/ads/${a.adViewId}/start` }],
  },
  'POST /api/videos/{id}/start': {
    kind: 'catalog',
    why: 'the id is a video of the shared catalogue',
    requests: (a) => [{ method: 'POST', url: `/api/videos/${a.videoViewId}/start` }],
  },
  'POST /api/levels/{id}/purchase': {
    kind: 'catalog',
    why: 'the id is a level of the shared catalogue',
    requests: (a) => [{ method: 'POST', url: `/api/levels/${a.roundId}/purchase` }],
  },
  'GET /api/chat/private/{userId}': {
    kind: 'member',
    requests: (a) => [{ method: 'GET', url: `/api/chat/private/${a.id}` }],
  },
  'POST /api/chat': {
    kind: 'member',
    refusals: NOT_YOUR_FILE,
    requests: (a) => [
      { method: 'POST', url: '/api/chat', payload: { senderId: a.id, text: 'Hello', isPublic: true } },
      { method: 'POST', url: '/api/chat', payload: { senderId: a.id, text: 'Hello', isPublic: false } },
      { method: 'POST', url: '/api/chat', payload: { text: 'Look', mediaUrl: a.uploadUrl, isPublic: false } },
    ],
  },
  'GET /api/tasks': {
    kind: 'member',
    requests: (a) => [{ method: 'GET', url: `/api/tasks?userId=${a.id}` }],
  },
  'PATCH /api/tasks/{id}/status': {
    kind: 'member',
    requests: (a) => [
      {
        method: 'PATCH',
        url: `/api/tasks/${a.taskId}/status`,
        payload: { status: 'completed', userId: a.id },
      },
      // A's private object where a task id belongs.
      { method: 'PATCH', url: `/api/tasks/${a.roundId}/status`, payload: { status: 'completed' } },
    ],
  },
  'POST /api/tasks/verify': {
    kind: 'member',
    refusals: NOT_YOUR_FILE,
    requests: (a) => [
      {
        method: 'POST',
        url: '/api/tasks/verify',
        payload: { taskId: a.taskId, screenshotUrl: a.uploadUrl, userId: a.id },
      },
      { method: 'POST', url: '/api/tasks/verify', payload: { taskId: a.taskId, screenshotUrl: a.uploadUrl } },
    ],
  },
  'POST /api/deposits': {
    kind: 'member',
    refusals: NOT_YOUR_FILE,
    requests: (a) => [
      {
        method: 'POST',
        url: '/api/deposits',
        payload: {
          amount: 10,
          paymentMethod: 'JAZZCASH',
          transactionId: 'TRX-OTHER-1',
          receipt: a.uploadUrl,
        },
      },
    ],
  },
  // Admin routes: a member's token is refused before anything is read.
  'PATCH /api/admins/{id}': { kind: 'admin' },
  'DELETE /api/admins/{id}': { kind: 'admin' },
  'POST /api/admins/{id}/two-factor/reset': { kind: 'admin' },
  'GET /api/users/{id}': { kind: 'admin' },
  'GET /api/users/{id}/activity/{kind}': { kind: 'admin' },
  'PATCH /api/users/{id}/status': { kind: 'admin' },
  'POST /api/users/{id}/adjust-balance': { kind: 'admin' },
  'POST /api/users/{id}/resend-verification': { kind: 'admin' },
  'POST /api/users/{id}/sign-out-all': { kind: 'admin' },
  'GET /api/users/{id}/links': { kind: 'admin' },
  'GET /api/users/{id}/cheats': { kind: 'admin' },
  'GET /api/users/{id}/signals': { kind: 'admin' },
  'DELETE /api/notifications/{id}': { kind: 'admin' },
  'GET /api/admin/audit-log': { kind: 'admin' },
  'PATCH /api/deposits/{id}/status': { kind: 'admin' },
  'DELETE /api/deposits/{id}': { kind: 'admin' },
  'PATCH /api/withdraw/{id}/status': { kind: 'admin' },
  'DELETE /api/withdraw/{id}': { kind: 'admin' },
  'GET /api/withdraw/{id}/review': { kind: 'admin' },
  'POST /api/withdraw/{id}/review': { kind: 'admin' },
  'PATCH /api/transfers/{id}/status': { kind: 'admin' },
  'DELETE /api/chat/{id}': { kind: 'admin' },
  'GET /api/email/broadcasts/{id}': { kind: 'admin' },
  'GET /api/support': { kind: 'admin' },
  'PATCH /api/support/{id}': { kind: 'admin' },
  'PATCH /api/levels/{id}': { kind: 'admin' },
  'DELETE /api/levels/{id}': { kind: 'admin' },
  'POST /api/reward-ads': { kind: 'admin' },
  'PATCH /api/reward-ads/{id}': { kind: 'admin' },
  'DELETE /api/reward-ads/{id}': { kind: 'admin' },
  'POST /api/video-bonus': { kind: 'admin' },
  'PATCH /api/video-bonus/{id}': { kind: 'admin' },
  'DELETE /api/video-bonus/{id}': { kind: 'admin' },
  'PATCH /api/spin/segments/{id}': { kind: 'admin' },
  'DELETE /api/spin/segments/{id}': { kind: 'admin' },
  'PATCH /api/redeem-codes/{id}': { kind: 'admin' },
  'PATCH /api/admin/tasks/{id}': { kind: 'admin' },
  'PATCH /api/task-submissions/{id}/status': { kind: 'admin' },
  'POST /api/hot-offers': { kind: 'admin' },
  'PATCH /api/hot-offers/{id}': { kind: 'admin' },
  'DELETE /api/hot-offers/{id}': { kind: 'admin' },
  'POST /api/ad-networks': { kind: 'admin' },
  'GET /api/ad-networks/{id}': { kind: 'admin' },
  'PATCH /api/ad-networks/{id}': { kind: 'admin' },
  'DELETE /api/ad-networks/{id}': { kind: 'admin' },
  'GET /api/ad-networks/stats': { kind: 'admin' },
  'GET /api/ad-networks/{id}/postbacks': { kind: 'admin' },
};

interface OpenApiOperation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

/** Every operation of the OpenAPI document with the names of its id-like fields. */
function routesWithIds(app: FastifyInstance): { key: string; path: string; fields: string[] }[] {
  const document = app.swagger() as { paths?: Record<string, Record<string, OpenApiOperation>> };
  const found: { key: string; path: string; fields: string[] }[] = [];
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const names = [
        ...(operation.parameters ?? []).filter((p) => p.in === 'path' || p.in === 'query').map((p) => p.name),
        ...Object.values(operation.requestBody?.content ?? {}).flatMap((content) =>
          Object.keys(content.schema?.properties ?? {}),
        ),
      ];
      const fields = [...new Set(names.filter((name) => ID_FIELD.test(name)))];
      if (fields.length > 0) found.push({ key: `${method.toUpperCase()} ${path}`, path, fields });
    }
  }
  return found;
}

describe('other members’ ids', () => {
  const clock = new TestClock('2026-11-20T08:00:00Z');
  let ctx: TestContext;
  let a: A;
  let tokenB: string;
  let routes: ReturnType<typeof routesWithIds>;

  /** Every row of every lasting table, as text: equal before and after means nothing changed. */
  async function snapshot(): Promise<string> {
    const rowsOf = async (query: SQL) =>
      z.object({ rows: z.array(z.record(z.string(), z.unknown())) }).parse(await ctx.app.db.execute(query))
        .rows;
    const tables = (
      await rowsOf(
        sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
      )
    )
      .map((row) => String(row.table_name))
      .filter((name) => !VOLATILE_TABLES.has(name));
    const parts: string[] = [];
    for (const table of tables) {
      const [result] = await rowsOf(
        sql.raw(
          `select coalesce(string_agg(t::text, E'\\n' order by t::text), '') as rows from "${table}" t`,
        ),
      );
      parts.push(`${table}:\n${JSON.stringify(result?.rows ?? '')}`);
    }
    return parts.join('\n');
  }

  beforeAll(async () => {
    ctx = await createTestContext({ clock });
    // The repeating jobs (settling aviator rounds, purges) would change A's rows while the routes are tried.
    await ctx.app.jobs.stop();
    routes = routesWithIds(ctx.app);
    await enableAllPaymentMethods(ctx.app.db);
    const adminToken = await loginAdmin(ctx.app, (await seedAdmin(ctx.app.db, { role: 'OWNER' })).email);
    const adminPost = async <T>(url: string, payload: Record<string, unknown>): Promise<T> => {
      const response = await ctx.app.inject({ method: 'POST', url, headers: bearer(adminToken), payload });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<T>();
    };
    const level = await adminPost<Level>('/api/levels', {
      level: 1,
      title: 'Starter',
      adsPerDay: 5,
      ratePerAd: 0.5,
      price: 10,
      expiryInDays: 30,
      isActive: true,
    });
    const ad = await adminPost<RewardAd>('/api/reward-ads', {
      title: 'Ad',
      mediaUrl: 'https://cdn.example.com/ad.png',
      mediaType: 'IMAGE',
      durationSeconds: 5,
    });
    const video = await adminPost<BonusVideo>('/api/video-bonus', {
      title: 'Video',
      mediaUrl: 'https://cdn.example.com/video.mp4',
      mediaType: 'VIDEO',
      durationSeconds: 5,
      bonus: 0.25,
    });
    const task = await adminPost<{ id: string }>('/api/admin/tasks', {
      title: 'Follow us',
      description: 'Follow our page and send a screenshot.',
      reward: 1,
    });

    const member = async (name: string) => {
      const seeded = await seedMember(ctx.app.db, { status: 'ACTIVE', name });
      await fundWallet(ctx.app.db, seeded.id, 100_000);
      const token = await loginMember(ctx.app, seeded.email);
      const bought = await ctx.app.inject({
        method: 'POST',
        url: `/api/levels/${level.id}/purchase`,
        headers: bearer(token),
      });
      expect(bought.statusCode, bought.body).toBe(201);
      return { ...seeded, token };
    };
    const memberA = await member('Ayesha Alpha');
    const memberB = await member('Bilal Beta');
    tokenB = memberB.token;
    const asA = (options: InjectOptions) =>
      ctx.app.inject({ ...options, headers: { ...bearer(memberA.token), ...options.headers } });

    const round = await asA({
      method: 'POST',
      url: '/api/aviator/bet',
      payload: { betAmount: 1, didCashout: false, winAmount: 0 },
    });
    expect(round.statusCode, round.body).toBe(201);
    const adView = await asA({ method: 'POST', url: `/api/ads/${ad.id}/start` });
    expect(adView.statusCode, adView.body).toBe(201);
    const videoView = await asA({ method: 'POST', url: `/api/videos/${video.id}/start` });
    expect(videoView.statusCode, videoView.body).toBe(201);
    const uploadUrl = await uploadFile(ctx.app, memberA.token);
    // B has started the task, so a proof from B reaches the check of whose screenshot it is.
    const started = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/tasks/${task.id}/status`,
      headers: bearer(memberB.token),
      payload: { status: 'in_progress' },
    });
    expect(started.statusCode, started.body).toBe(200);
    await asA({ method: 'POST', url: '/api/chat', payload: { text: 'A private word', isPublic: false } });
    // Long enough for A's views to be completable, short enough for A's upload to be attachable.
    clock.advance(10_000);
    a = {
      id: memberA.id,
      email: memberA.email,
      name: memberA.name,
      accountNumber: memberA.accountNumber,
      roundId: round.json<{ round: { id: string } }>().round.id,
      adViewId: adView.json<WatchStart>().viewId,
      videoViewId: videoView.json<WatchStart>().viewId,
      taskId: task.id,
      uploadUrl,
    };
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('every route with an id is covered', () => {
    expect(routes.length).toBeGreaterThan(30);
    const uncovered = routes.filter((route) => CASES[route.key] === undefined);
    expect(uncovered.map((route) => `${route.key} (${route.fields.join(', ')})`)).toEqual([]);
    const stale = Object.keys(CASES).filter((key) => !routes.some((route) => route.key === key));
    expect(stale).toEqual([]);
  });

  /** A's id in every path parameter, so a refusal is not a 400 for a malformed id. */
  function adminRequest(key: string): InjectOptions {
    const [method, path] = key.split(' ') as [InjectOptions['method'], string];
    const url = path.replace(/\{(\w+)\}/g, (_, name: string) => (name === 'kind' ? 'deposits' : a.id));
    return { method, url, ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }) };
  }

  const triedHere = Object.keys(CASES).filter((key) => CASES[key]?.kind !== 'stream');
  it.each(triedHere)('%s refuses member B with member A’s objects', async (key) => {
    const entry = CASES[key];
    if (entry === undefined || entry.kind === 'stream') throw new Error(key);
    const requests = entry.kind === 'admin' ? [adminRequest(key)] : entry.requests(a);
    const refusals =
      entry.kind === 'admin'
        ? [401, 403]
        : entry.kind === 'member'
          ? (entry.refusals ?? NOT_YOURS)
          : [400, 404];
    for (const request of requests) {
      const before = await snapshot();
      const response = await ctx.app.inject({
        ...request,
        headers: { ...bearer(tokenB), ...request.headers },
      });
      const label = `${String(request.method)} ${JSON.stringify(request.url)} ${JSON.stringify(request.payload ?? {})}`;
      expect(refusals, `${label} answered ${String(response.statusCode)}: ${response.body}`).toContain(
        response.statusCode,
      );
      for (const secret of [a.id, a.email, a.name, a.accountNumber, a.roundId, a.adViewId, a.uploadUrl]) {
        expect(response.body, `${label} revealed ${secret}`).not.toContain(secret);
      }
      expect(await snapshot(), `${label} changed the database`).toBe(before);
    }
  });

  it('the snapshot sees a change when there is one', async () => {
    const before = await snapshot();
    expect(before).toContain(a.email);
    await fundWallet(ctx.app.db, a.id, 1);
    expect(await snapshot()).not.toBe(before);
  });

  it('the ledger still reconciles', async () => {
    await expectLedgerReconciles(ctx.app.db);
  });
});
