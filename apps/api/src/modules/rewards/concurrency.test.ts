import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Level, RewardAd, WatchStart } from '@earnflow/contracts';
import {
  cheatLog,
  earnings,
  memberLevels,
  rewardDayTotals,
  rewardViewDays,
  rewardViews,
} from '../../db/schema';
import { businessDay } from '../../lib/business-day';
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
    // The day totals the dashboard reads, kept by the earnings' triggers, equal the paid rewards.
    const bySource = (rows: { source: string; cents: string | null }[]) =>
      Object.fromEntries(rows.map((row) => [row.source, String(row.cents)]));
    const totals = await ctx.app.db
      .select({
        source: rewardDayTotals.source,
        cents: sql<string | null>`sum(${rewardDayTotals.paidCents})`,
      })
      .from(rewardDayTotals)
      .groupBy(rewardDayTotals.source);
    const paid = await ctx.app.db
      .select({ source: earnings.source, cents: sql<string | null>`sum(${earnings.amount})` })
      .from(earnings)
      .where(eq(earnings.status, 'APPROVED'))
      .groupBy(earnings.source);
    expect(paid.length).toBeGreaterThan(0);
    expect(bySource(totals)).toEqual(bySource(paid));
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

  const start = (token: string, adId: string) =>
    ctx.app.inject({ method: 'POST', url: `/api/ads/${adId}/start`, headers: bearer(token) });
  const openViews = async (userId: string) =>
    (await ctx.app.db.select().from(rewardViews).where(eq(rewardViews.userId, userId))).filter(
      (view) => view.endedAt === null,
    );

  it('twenty starts at once leave one view in flight, and only it is credited', async () => {
    const ads = await Promise.all(Array.from({ length: 20 }, () => createAd()));
    const member = await earner(30);
    const started = await Promise.all(ads.map((ad) => start(member.token, ad.id)));
    const codes = started.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 201).length, codes.join(',')).toBeGreaterThan(0);
    expect(
      codes.every((code) => code === 201 || code === 409),
      codes.join(','),
    ).toBe(true);
    expect(await openViews(member.id)).toHaveLength(1);
    clock.advance(5000);
    const views = started
      .filter((response) => response.statusCode === 201)
      .map((response) => response.json<WatchStart>().viewId);
    const completed = await Promise.all(views.map((viewId) => complete(member.token, viewId)));
    expect(completed.filter((response) => response.statusCode === 200)).toHaveLength(1);
    expect(await walletBalanceCents(ctx.app.db, member.id)).toBe(50);
  });

  it('with adsPerDay = 3, rounds of starts and completes at once credit exactly 3, counted once each', async () => {
    const ads = await Promise.all(Array.from({ length: 12 }, () => createAd()));
    const member = await earner(3);
    for (let round = 0; round < 4; round += 1) {
      const batch = ads.slice(round * 3, round * 3 + 3);
      // Each ad started and completed at once with the others, the clock run past their end between.
      const started = await Promise.all(batch.map((ad) => start(member.token, ad.id)));
      clock.advance(5000);
      await Promise.all(
        started
          .filter((response) => response.statusCode === 201)
          .map((response) => complete(member.token, response.json<WatchStart>().viewId)),
      );
      // A view left open is completed alone too: the limit holds for it as well.
      const [open] = await openViews(member.id);
      if (open !== undefined) await complete(member.token, open.id);
    }
    const credited = await ctx.app.db.select().from(earnings).where(eq(earnings.userId, member.id));
    expect(credited).toHaveLength(3);
    expect(await walletBalanceCents(ctx.app.db, member.id)).toBe(150);
    const [counted] = await ctx.app.db
      .select()
      .from(rewardViewDays)
      .where(eq(rewardViewDays.userId, member.id));
    expect(counted?.credited).toBe(3);
    const over = await start(member.token, ads[0]?.id ?? '');
    expect(over.statusCode).toBe(409);
  });

  it('a start and the completion of the open view at once: at most the open view is paid, and one view stays open', async () => {
    const [first, second] = await Promise.all([createAd(), createAd()]);
    const member = await earner(5);
    for (let round = 0; round < 5; round += 1) {
      const begun = await start(member.token, first.id);
      if (begun.statusCode !== 201) break;
      clock.advance(5000);
      const [credit, next] = await Promise.all([
        complete(member.token, begun.json<WatchStart>().viewId),
        start(member.token, second.id),
      ]);
      expect([200, 409]).toContain(credit.statusCode);
      expect([201, 409]).toContain(next.statusCode);
      expect((await openViews(member.id)).length).toBeLessThanOrEqual(1);
      // Each ad pays once a day: the second round's start of the first ad is refused once it was paid.
      if (credit.statusCode === 200) break;
    }
    const paid = await ctx.app.db.select().from(earnings).where(eq(earnings.userId, member.id));
    expect(paid.length).toBeLessThanOrEqual(1);
    expect(await walletBalanceCents(ctx.app.db, member.id)).toBe(paid.length * 50);
  });

  it('a credit that finds the day counted full meanwhile writes nothing and is refused as over the limit', async () => {
    const ad = await createAd();
    const member = await earner(3);
    const begun = await start(member.token, ad.id);
    expect(begun.statusCode, begun.body).toBe(201);
    // The day's three ads counted by credits that committed after this view started.
    await ctx.app.db
      .insert(rewardViewDays)
      .values({ userId: member.id, kind: 'AD', day: businessDay(clock.now()), credited: 3 });
    clock.advance(5000);
    const refused = await complete(member.token, begun.json<WatchStart>().viewId);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(
      'You have watched all 3 ads for today. Come back tomorrow.',
    );
    const [view] = await ctx.app.db.select().from(rewardViews).where(eq(rewardViews.userId, member.id));
    expect(view?.creditedAt).toBeNull();
    expect(await ctx.app.db.select().from(earnings).where(eq(earnings.userId, member.id))).toHaveLength(0);
    expect(await walletBalanceCents(ctx.app.db, member.id)).toBe(0);
    const logged = await ctx.app.db.select().from(cheatLog).where(eq(cheatLog.userId, member.id));
    expect(logged.map((row) => row.kind)).toEqual(['DAILY_LIMIT']);
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
