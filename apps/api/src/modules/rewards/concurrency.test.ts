import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Level, RewardAd, WatchStart } from '@earnflow/contracts';
import { earnings, memberLevels, rewardViews } from '../../db/schema';
import { createTestContext, type TestContext } from '../../../test/app';
import { TestClock } from '../../../test/clock';
import { testDatabaseKind } from '../../../test/database';
import { bearer, loginAdmin, loginMember, seedAdmin, seedMember } from '../../../test/factories';
import { expectLedgerReconciles, fundWallet } from '../../../test/money';
import { walletBalanceCents } from '../ledger/ledger.service';

// Real concurrency needs real connections: PGlite has one, so these run on PostgreSQL only.
describe.skipIf(testDatabaseKind() !== 'postgres')('earning under concurrency (PostgreSQL)', () => {
  let ctx: TestContext;
  let adminToken: string;
  const clock = new TestClock('2026-11-22T08:00:00Z');
  let levelNumber = 0;

  beforeAll(async () => {
    ctx = await createTestContext({ clock });
    adminToken = await loginAdmin(ctx.app, (await seedAdmin(ctx.app.db)).email);
  });
  afterEach(async () => {
    await expectLedgerReconciles(ctx.app.db);
  });
  afterAll(async () => {
    await ctx.close();
  });

  async function adminPost<T>(url: string, payload: Record<string, unknown>): Promise<T> {
    const response = await ctx.app.inject({ method: 'POST', url, headers: bearer(adminToken), payload });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<T>();
  }
  const createAd = () =>
    adminPost<RewardAd>('/api/reward-ads', {
      title: 'Ad',
      mediaUrl: 'https://cdn.example.com/ad.png',
      mediaType: 'IMAGE',
      durationSeconds: 5,
    });
  const createLevel = (adsPerDay: number, price = 10) =>
    adminPost<Level>('/api/levels', {
      level: (levelNumber += 1),
      title: 'Level',
      adsPerDay,
      ratePerAd: 0.5,
      price,
      expiryInDays: 30,
      isActive: true,
    });

  async function earner(adsPerDay: number) {
    const level = await createLevel(adsPerDay);
    const seeded = await seedMember(ctx.app.db);
    await fundWallet(ctx.app.db, seeded.id, 1000);
    const token = await loginMember(ctx.app, seeded.email);
    const bought = await ctx.app.inject({
      method: 'POST',
      url: `/api/levels/${level.id}/purchase`,
      headers: bearer(token),
    });
    expect(bought.statusCode, bought.body).toBe(201);
    return { ...seeded, token };
  }

  const complete = (token: string, viewId: string) =>
    ctx.app.inject({ method: 'POST', url: `/api/ads/views/${viewId}/complete`, headers: bearer(token) });

  it('credits one view once when 20 completes arrive at once', async () => {
    const ad = await createAd();
    const member = await earner(5);
    const started = await ctx.app.inject({
      method: 'POST',
      url: `/api/ads/${ad.id}/start`,
      headers: bearer(member.token),
    });
    const { viewId } = started.json<WatchStart>();
    clock.advance(5000);
    const responses = await Promise.all(Array.from({ length: 20 }, () => complete(member.token, viewId)));
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(19);
    expect(await walletBalanceCents(ctx.app.db, member.id)).toBe(50);
    expect(await ctx.app.db.select().from(earnings).where(eq(earnings.userId, member.id))).toHaveLength(1);
  });

  it('with adsPerDay = 3, ten views completed at once credit exactly 3', async () => {
    const ads = await Promise.all(Array.from({ length: 10 }, () => createAd()));
    const member = await earner(3);
    // Ten open views, as if ten starts had slipped through together: the limit must hold at completion.
    const views = await ctx.app.db
      .insert(rewardViews)
      .values(
        ads.map((ad) => ({
          userId: member.id,
          kind: 'AD' as const,
          itemId: ad.id,
          durationSeconds: 5,
          startedAt: clock.now(),
        })),
      )
      .returning({ id: rewardViews.id });
    clock.advance(5000);
    const responses = await Promise.all(views.map((view) => complete(member.token, view.id)));
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(3);
    expect(codes.filter((code) => code === 409)).toHaveLength(7);
    expect(await walletBalanceCents(ctx.app.db, member.id)).toBe(150);
  });

  it('two concurrent purchases with money for one buy one level', async () => {
    const level = await createLevel(3, 10);
    const seeded = await seedMember(ctx.app.db);
    await fundWallet(ctx.app.db, seeded.id, 1000);
    const token = await loginMember(ctx.app, seeded.email);
    const responses = await Promise.all(
      [1, 2].map((index) =>
        ctx.app.inject({
          method: 'POST',
          url: `/api/levels/${level.id}/purchase`,
          headers: { ...bearer(token), 'idempotency-key': `buy-${String(index)}` },
        }),
      ),
    );
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    expect(
      codes.every((code) => code === 201 || code === 400 || code === 409),
      responses.map((response) => response.body).join('\n'),
    ).toBe(true);
    expect(await walletBalanceCents(ctx.app.db, seeded.id)).toBe(0);
    expect(
      await ctx.app.db.select().from(memberLevels).where(eq(memberLevels.userId, seeded.id)),
    ).toHaveLength(1);
  });
});
