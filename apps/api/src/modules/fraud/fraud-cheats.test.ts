import { asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CheatLog, Level, RewardAd, WatchStart } from '@earnflow/contracts';
import { cheatLog as cheatLogTable } from '../../db/schema';
import { createTestContext, type TestContext } from '../../../test/app';
import { connectNetwork, simulatedNetwork } from '../../../test/ad-network';
import { TestClock } from '../../../test/clock';
import { bearer, loginAdmin, seedAdmin, seedMember, signedInMember } from '../../../test/factories';
import { expectLedgerReconciles } from '../../../test/money';
import { walletBalanceCents } from '../ledger/ledger.service';
import { cheatCount, cheatLog, recordCheat } from './fraud.service';

let ctx: TestContext;
let adminToken: string;
// 13:00 in Karachi.
const clock = new TestClock('2026-08-10T08:00:00Z');
let levelNumber = 500;

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  adminToken = await loginAdmin(ctx.app, (await seedAdmin(ctx.app.db, { role: 'OWNER' })).email);
});
afterEach(async () => {
  await expectLedgerReconciles(ctx.app.db);
});
afterAll(async () => {
  await ctx.close();
});

async function adminCall<T>(method: 'POST' | 'PATCH', url: string, payload: Record<string, unknown>) {
  const response = await ctx.app.inject({ method, url, headers: bearer(adminToken), payload });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json<T>();
}

const levelBody = (adsPerDay: number) => ({
  level: (levelNumber += 1),
  title: 'Cheat level',
  adsPerDay,
  ratePerAd: 0.5,
  price: 10,
  expiryInDays: 30,
  isActive: true,
});

/** A member holding a level of `adsPerDay` ads, and an ad of ten seconds. */
async function earner(adsPerDay: number) {
  const level = await adminCall<Level>('POST', '/api/levels', levelBody(adsPerDay));
  const member = await signedInMember(ctx.app, { status: 'ACTIVE', cents: 1000 });
  const bought = await ctx.app.inject({
    method: 'POST',
    url: `/api/levels/${level.id}/purchase`,
    headers: bearer(member.token),
  });
  expect(bought.statusCode, bought.body).toBe(201);
  return { ...member, level };
}

const createAd = () =>
  adminCall<RewardAd>('POST', '/api/reward-ads', {
    title: 'Cheat ad',
    mediaUrl: 'https://cdn.example.com/ad.png',
    mediaType: 'IMAGE',
    durationSeconds: 10,
  });
const start = (token: string, adId: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/ads/${adId}/start`, headers: bearer(token) });
const complete = (token: string, viewId: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/ads/views/${viewId}/complete`, headers: bearer(token) });

const cheatsOf = (userId: string) =>
  ctx.app.db
    .select({ kind: cheatLogTable.kind, detail: cheatLogTable.detail })
    .from(cheatLogTable)
    .where(eq(cheatLogTable.userId, userId))
    // Two refusals at one moment of the test clock read in the order of their details.
    .orderBy(asc(cheatLogTable.createdAt), asc(cheatLogTable.detail));

describe('the cheat log', () => {
  it('logs an ad completed too early and a view another one ended, and nothing for a view watched to the end', async () => {
    const [first, second, third] = [await createAd(), await createAd(), await createAd()];
    const member = await earner(5);
    const early = (await start(member.token, first.id)).json<WatchStart>();
    clock.advance(3_000);
    const tooEarly = await complete(member.token, early.viewId);
    expect(tooEarly.statusCode).toBe(409);
    expect(tooEarly.json()).toMatchObject({ error: 'WATCH_NOT_FINISHED' });
    // A timer a moment ahead of the server is refused the same way, and not logged.
    clock.advance(5_500);
    const aMomentEarly = await complete(member.token, early.viewId);
    expect(aMomentEarly.json()).toMatchObject({ error: 'WATCH_NOT_FINISHED' });
    // The view stays open: watched to its end it pays, and logs nothing more.
    clock.advance(1_500);
    expect((await complete(member.token, early.viewId)).statusCode).toBe(200);

    const ended = (await start(member.token, second.id)).json<WatchStart>();
    expect((await start(member.token, third.id)).statusCode).toBe(201);
    clock.advance(10_000);
    expect((await complete(member.token, ended.viewId)).statusCode).toBe(409);

    expect(await cheatsOf(member.id)).toEqual([
      { kind: 'VIEW_TOO_EARLY', detail: `Completed ad view ${early.viewId} after 3 of its 10 seconds.` },
      { kind: 'VIEW_IN_FLIGHT', detail: `Completed ad view ${ended.viewId} after another view had started.` },
    ]);
    expect(await walletBalanceCents(ctx.app.db, member.id)).toBe(50);
  });

  it('logs the daily limit when a start or a completion goes past it', async () => {
    const [first, second] = [await createAd(), await createAd()];
    const member = await earner(2);
    const watched = (await start(member.token, first.id)).json<WatchStart>();
    clock.advance(10_000);
    expect((await complete(member.token, watched.viewId)).statusCode).toBe(200);
    const open = (await start(member.token, second.id)).json<WatchStart>();
    // The operator lowers the level to one ad a day while the second is watched.
    await adminCall('PATCH', `/api/levels/${member.level.id}`, {
      ...levelBody(1),
      level: member.level.level,
    });
    clock.advance(10_000);
    const atCompletion = await complete(member.token, open.viewId);
    expect(atCompletion.statusCode, atCompletion.body).toBe(409);
    const atStart = await start(member.token, second.id);
    expect(atStart.statusCode).toBe(409);
    expect(atStart.json()).toMatchObject({
      message: 'You have watched all 1 ads for today. Come back tomorrow.',
    });

    expect(await cheatsOf(member.id)).toEqual([
      { kind: 'DAILY_LIMIT', detail: `Tried to complete ad ${second.id} after the day's 1 ads.` },
      { kind: 'DAILY_LIMIT', detail: `Tried to start ad ${second.id} after the day's 1 ads.` },
    ]);
  });

  it("logs a postback with a bad signature against the member it names, and an unknown member's against nobody", async () => {
    const network = await connectNetwork(ctx.app, adminToken);
    const simulated = simulatedNetwork(ctx.app, network.slug, network.secret);
    const member = await seedMember(ctx.app.db, { status: 'ACTIVE' });
    const forged = { ...simulated.postback('forged-1', member.accountNumber, '5.00'), sig: 'f'.repeat(64) };
    expect((await simulated.send(forged)).statusCode).toBe(403);
    const before = await ctx.app.db.select({ id: cheatLogTable.id }).from(cheatLogTable);
    const unknown = { ...simulated.postback('forged-2', 'NOBODY123', '5.00'), sig: 'f'.repeat(64) };
    expect((await simulated.send(unknown)).statusCode).toBe(403);
    expect(await ctx.app.db.select({ id: cheatLogTable.id }).from(cheatLogTable)).toHaveLength(before.length);
    // A signed credit logs nothing.
    expect((await simulated.credit('honest-1', member.accountNumber, '1.00')).statusCode).toBe(200);

    const [logged, ...more] = await cheatsOf(member.id);
    expect(more).toEqual([]);
    expect(logged?.kind).toBe('BAD_POSTBACK_SIGNATURE');
    expect(logged?.detail).toContain('forged-1');
    expect(logged?.detail).toContain(`Network ${network.slug}`);
  });

  it('counts refused attempts by kind for admins, the latest first, and since a time', async () => {
    const member = await seedMember(ctx.app.db);
    const at = (minutes: number) => new Date(clock.now().getTime() + minutes * 60_000);
    await recordCheat(ctx.app.db, { userId: member.id, kind: 'DAILY_LIMIT', detail: 'one', now: at(0) });
    await recordCheat(ctx.app.db, { userId: member.id, kind: 'VIEW_TOO_EARLY', detail: 'two', now: at(1) });
    await recordCheat(ctx.app.db, {
      userId: member.id,
      kind: 'DAILY_LIMIT',
      detail: 'x'.repeat(900),
      now: at(2),
    });
    const expected: CheatLog = {
      counts: [
        { kind: 'DAILY_LIMIT', count: 2, lastAt: at(2).toISOString() },
        { kind: 'VIEW_TOO_EARLY', count: 1, lastAt: at(1).toISOString() },
      ],
      recent: [
        { kind: 'DAILY_LIMIT', detail: 'x'.repeat(500), createdAt: at(2).toISOString() },
        { kind: 'VIEW_TOO_EARLY', detail: 'two', createdAt: at(1).toISOString() },
        { kind: 'DAILY_LIMIT', detail: 'one', createdAt: at(0).toISOString() },
      ],
    };
    expect(await cheatLog(ctx.app.db, member.id)).toEqual(expected);
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/users/${member.id}/cheats`,
      headers: bearer(adminToken),
    });
    expect(response.json()).toEqual(expected);
    expect(await cheatCount(ctx.app.db, member.id, at(1))).toBe(2);
    expect(await cheatCount(ctx.app.db, member.id, at(3))).toBe(0);
  });
});
