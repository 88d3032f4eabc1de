import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { earnings, ledgerTransactions, memberAdStreaks, rewardViewDays, users } from '../../db/schema';
import { createTestContext, type TestContext } from '../../../test/app';
import { TestClock } from '../../../test/clock';
import { testDatabaseKind } from '../../../test/database';
import { bearer, loginMember, seedMember } from '../../../test/factories';
import { expectLedgerReconciles } from '../../../test/money';
import { addBusinessDays } from '../../lib/business-day';
import { walletBalanceCents } from '../ledger/ledger.service';
import { reconcile } from '../ledger/ledger.service';
import {
  approvedCentsOnDay,
  decideEarning,
  payReward,
  recordPendingEarning,
  storedAdsStreakSql,
  streakScore,
} from './earnings.service';

let ctx: TestContext;
// 23:30 in Karachi on 1 March 2026 (UTC+5): still the 1st there, while UTC says 18:30.
const clock = new TestClock(new Date('2026-03-01T18:30:00Z'));
beforeAll(async () => {
  ctx = await createTestContext({ clock });
});
afterAll(async () => {
  await ctx.close();
});

const reward = (userId: string, referenceId: string, amountCents = 25) => ({
  userId,
  source: 'ADS' as const,
  amountCents,
  description: 'Ad watched',
  referenceType: 'test',
  referenceId,
  now: clock.now(),
});

describe('earnings', () => {
  it('pays a reward as one earning and one ledger transaction, once per business row', async () => {
    const member = await seedMember(ctx.app.db, { status: 'ACTIVE' });
    const paid = await ctx.app.db.transaction((tx) => payReward(tx, reward(member.id, 'r1')));
    expect(await walletBalanceCents(ctx.app.db, member.id)).toBe(25);
    const [row] = await ctx.app.db.select().from(earnings).where(eq(earnings.id, paid.earningId));
    expect(row).toMatchObject({ status: 'APPROVED', source: 'ADS', amount: 25, businessDay: '2026-03-01' });
    const [posting] = await ctx.app.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.id, paid.transactionId));
    expect(posting).toMatchObject({ kind: 'REWARD', referenceType: 'earning', referenceId: paid.earningId });

    await expect(ctx.app.db.transaction((tx) => payReward(tx, reward(member.id, 'r1')))).rejects.toThrow();
    expect(await walletBalanceCents(ctx.app.db, member.id)).toBe(25);
    expect(await approvedCentsOnDay(ctx.app.db, member.id, '2026-03-01', 'ADS')).toBe(25);
    expect(await approvedCentsOnDay(ctx.app.db, member.id, '2026-03-02')).toBe(0);
    await expectLedgerReconciles(ctx.app.db);
  });

  it('decides a pending earning once: approval pays, rejection moves nothing', async () => {
    const member = await seedMember(ctx.app.db, { status: 'ACTIVE' });
    const approved = await recordPendingEarning(ctx.app.db, {
      ...reward(member.id, 'p1', 300),
      source: 'TASKS',
    });
    const rejected = await recordPendingEarning(ctx.app.db, {
      ...reward(member.id, 'p2', 300),
      source: 'TASKS',
    });
    expect(await walletBalanceCents(ctx.app.db, member.id)).toBe(0);

    const decisions = await Promise.allSettled(
      Array.from({ length: 5 }, () =>
        ctx.app.db.transaction((tx) => decideEarning(tx, approved, 'APPROVED', clock.now())),
      ),
    );
    expect(decisions.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    await ctx.app.db.transaction((tx) => decideEarning(tx, rejected, 'REJECTED', clock.now()));
    await expect(
      ctx.app.db.transaction((tx) => decideEarning(tx, rejected, 'APPROVED', clock.now())),
    ).rejects.toThrow('This reward has already been decided.');
    expect(await walletBalanceCents(ctx.app.db, member.id)).toBe(300);
    await expectLedgerReconciles(ctx.app.db);
  });

  it('reconciliation notices an approved reward that was never paid', async () => {
    const member = await seedMember(ctx.app.db, { status: 'ACTIVE' });
    await ctx.app.db.insert(earnings).values({
      userId: member.id,
      source: 'BONUSES',
      status: 'APPROVED',
      amount: 100,
      description: 'Unpaid',
      referenceType: 'test',
      referenceId: 'unpaid',
      businessDay: '2026-03-01',
      createdAt: clock.now(),
    });
    const report = await reconcile(ctx.app.db);
    expect(report.checks.find((check) => check.id === 'EARNINGS_PAID_ONCE')).toMatchObject({
      ok: false,
      problems: 1,
    });
    await ctx.app.db.delete(earnings).where(eq(earnings.referenceId, 'unpaid'));
    await expectLedgerReconciles(ctx.app.db);
  });

  it('counts the ad streak from approved ad rewards only, back from today or yesterday, over a long history', async () => {
    // Noon in Karachi on the given day.
    const at = (day: string) => new Date(`${day}T07:00:00Z`);
    const today = '2026-03-01';
    let paid = 0;
    const pay = async (userId: string, day: string, source: 'ADS' | 'TASKS' = 'ADS') => {
      paid += 1;
      await ctx.app.db.transaction((tx) =>
        payReward(tx, { ...reward(userId, `streak-${String(paid)}`), source, now: at(day) }),
      );
    };
    // 45 days in a row up to today, two ads on some of them, and an older run before a gap.
    const loyal = await seedMember(ctx.app.db, { status: 'ACTIVE' });
    for (let back = 0; back < 45; back += 1) await pay(loyal.id, addBusinessDays(today, -back));
    await pay(loyal.id, addBusinessDays(today, -3));
    for (let back = 46; back < 60; back += 1) await pay(loyal.id, addBusinessDays(today, -back));
    // A pending ad today and a task yesterday do not count; a run up to yesterday does.
    const pending = await seedMember(ctx.app.db, { status: 'ACTIVE' });
    await pay(pending.id, addBusinessDays(today, -1));
    await pay(pending.id, addBusinessDays(today, -2));
    await pay(pending.id, addBusinessDays(today, -3), 'TASKS');
    await recordPendingEarning(ctx.app.db, { ...reward(pending.id, 'streak-pending'), now: at(today) });
    // A long history whose last ad was two days ago: no streak.
    const lapsed = await seedMember(ctx.app.db, { status: 'ACTIVE' });
    for (let back = 2; back < 30; back += 1) await pay(lapsed.id, addBusinessDays(today, -back));
    const tasksOnly = await seedMember(ctx.app.db, { status: 'ACTIVE' });
    await pay(tasksOnly.id, today, 'TASKS');

    const now = at(today);
    expect(await streakScore(ctx.app.db, loyal.id, now)).toBe(45);
    expect(await streakScore(ctx.app.db, pending.id, now)).toBe(2);
    expect(await streakScore(ctx.app.db, lapsed.id, now)).toBe(0);
    expect(await streakScore(ctx.app.db, tasksOnly.id, now)).toBe(0);
    // Seen from the day before, the loyal member's run is one shorter; an ad the day after is not counted.
    expect(await streakScore(ctx.app.db, loyal.id, at(addBusinessDays(today, -1)))).toBe(44);
    expect(await streakScore(ctx.app.db, lapsed.id, at(addBusinessDays(today, -2)))).toBe(28);

    // GET /users/me answers the same, from its own statement.
    const before = clock.now();
    onTestFinished(() => clock.set(before));
    clock.set(now);
    const token = await loginMember(ctx.app, loyal.email);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });
    expect(me.json<{ streakScore: number }>().streakScore).toBe(45);
    await expectLedgerReconciles(ctx.app.db);
  });
});

describe('the latest run of ad days (member_ad_streaks)', () => {
  // Noon in Karachi on the given day.
  const at = (day: string) => new Date(`${day}T07:00:00Z`);
  const today = '2026-04-20';
  const day = (back: number) => addBusinessDays(today, -back);
  let paid = 0;
  const pay = (userId: string, back: number, source: 'ADS' | 'TASKS' = 'ADS') => {
    paid += 1;
    const referenceId = `run-${String(paid)}`;
    return ctx.app.db.transaction((tx) =>
      payReward(tx, { ...reward(userId, referenceId), source, now: at(day(back)) }),
    );
  };
  const run = async (userId: string) => {
    const [row] = await ctx.app.db
      .select({ lastDay: memberAdStreaks.lastDay, runDays: memberAdStreaks.runDays })
      .from(memberAdStreaks)
      .where(eq(memberAdStreaks.userId, userId));
    return row ?? null;
  };
  /** Approved ad rewards of the days `back`, written without money: removing one leaves the ledger whole. */
  const adRewardsWithoutMoney = (userId: string, prefix: string, backs: number[]) =>
    ctx.app.db.insert(earnings).values(
      backs.map((back) => ({
        userId,
        source: 'ADS' as const,
        status: 'APPROVED' as const,
        amount: 0,
        description: 'Ad watched',
        referenceType: 'test',
        referenceId: `${prefix}-${String(back)}`,
        businessDay: day(back),
        createdAt: at(day(back)),
      })),
    );
  /** The streak GET /users/me reads (the kept run) beside the one walked back through earnings. */
  const bothStreaks = async (userId: string, on: string) => {
    const [row] = await ctx.app.db
      .select({ stored: storedAdsStreakSql(sql`${on}`) })
      .from(users)
      .leftJoin(memberAdStreaks, eq(memberAdStreaks.userId, users.id))
      .where(eq(users.id, userId));
    return { stored: row?.stored, walked: await streakScore(ctx.app.db, userId, at(on)) };
  };

  it('follows approved ad rewards written in any order, and their changes and removals', async () => {
    const member = await seedMember(ctx.app.db, { status: 'ACTIVE' });
    expect(await run(member.id)).toBeNull();
    // Two runs with a gap ten days back, paid out of order, some days twice; a task reward and a pending
    // ad do not count.
    for (const back of [3, 0, 9, 1, 2, 15, 11, 20, 4, 5, 19, 6, 7, 13, 8, 12, 14, 16, 17, 18, 0, 12]) {
      await pay(member.id, back);
    }
    await pay(member.id, 10, 'TASKS');
    await recordPendingEarning(ctx.app.db, { ...reward(member.id, 'run-pending'), now: at(day(10)) });
    expect(await run(member.id)).toEqual({ lastDay: today, runDays: 10 });
    expect(await bothStreaks(member.id, today)).toEqual({ stored: 10, walked: 10 });

    // An ad on the missing day joins the two runs; the next day counts until it ends, then lapses.
    await pay(member.id, 10);
    expect(await run(member.id)).toEqual({ lastDay: today, runDays: 21 });
    expect(await bothStreaks(member.id, addBusinessDays(today, 1))).toEqual({ stored: 21, walked: 21 });
    expect(await bothStreaks(member.id, addBusinessDays(today, 2))).toEqual({ stored: 0, walked: 0 });
    // Seen from inside the run (a clock set back), the run counts up to that day.
    expect(await bothStreaks(member.id, day(4))).toEqual({ stored: 17, walked: 17 });

    // A reward that stops being an approved ad (rejected, or another source) breaks the run there, and
    // counts again when it is one again.
    const [fifth] = await ctx.app.db
      .select({ id: earnings.id })
      .from(earnings)
      .where(sql`${earnings.userId} = ${member.id} and ${earnings.businessDay} = ${day(5)}`);
    const fifthId = fifth?.id ?? '';
    await ctx.app.db.update(earnings).set({ status: 'REJECTED' }).where(eq(earnings.id, fifthId));
    expect(await run(member.id)).toEqual({ lastDay: today, runDays: 5 });
    await ctx.app.db
      .update(earnings)
      .set({ source: 'BONUSES', status: 'APPROVED' })
      .where(eq(earnings.id, fifthId));
    expect(await run(member.id)).toEqual({ lastDay: today, runDays: 5 });
    await ctx.app.db.update(earnings).set({ source: 'ADS' }).where(eq(earnings.id, fifthId));
    expect(await run(member.id)).toEqual({ lastDay: today, runDays: 21 });

    // An approved ad reward removed (written here without money, so that removing it leaves the ledger
    // whole): the run falls back to what remains, and a member with none left has no row.
    const loner = await seedMember(ctx.app.db, { status: 'ACTIVE' });
    await adRewardsWithoutMoney(loner.id, 'loner', [2, 1]);
    expect(await run(loner.id)).toEqual({ lastDay: day(1), runDays: 2 });
    expect(await bothStreaks(loner.id, today)).toEqual({ stored: 2, walked: 2 });
    await ctx.app.db.delete(earnings).where(eq(earnings.referenceId, 'loner-1'));
    expect(await run(loner.id)).toEqual({ lastDay: day(2), runDays: 1 });
    expect(await bothStreaks(loner.id, today)).toEqual({ stored: 0, walked: 0 });
    await ctx.app.db.delete(earnings).where(eq(earnings.referenceId, 'loner-2'));
    expect(await run(loner.id)).toBeNull();
    await expectLedgerReconciles(ctx.app.db);
  });

  // Real concurrency needs real connections: PGlite has one.
  it.skipIf(testDatabaseKind() !== 'postgres')(
    'stays exact when one member’s ad rewards of many days are paid at once (PostgreSQL)',
    async () => {
      for (let round = 0; round < 3; round += 1) {
        const member = await seedMember(ctx.app.db, { status: 'ACTIVE' });
        // Days 0–23 but 12, each paid twice, all at once: two runs of 12 and 11 days.
        const days = Array.from({ length: 24 }, (_, back) => back).filter((back) => back !== 12);
        await Promise.all([...days, ...days].map((back) => pay(member.id, back)));
        expect(await run(member.id)).toEqual({ lastDay: today, runDays: 12 });
        // The missing day and a day after today, at once, from two sides.
        await Promise.all([pay(member.id, 12), pay(member.id, -1)]);
        expect(await run(member.id)).toEqual({ lastDay: day(-1), runDays: 25 });
        expect(await bothStreaks(member.id, day(-1))).toEqual({ stored: 25, walked: 25 });
      }
      await expectLedgerReconciles(ctx.app.db);
    },
  );

  it.skipIf(testDatabaseKind() !== 'postgres')(
    'keeps a day an ad is being credited on when another ad reward of that day is removed at once (PostgreSQL)',
    async () => {
      const member = await seedMember(ctx.app.db, { status: 'ACTIVE' });
      // Yesterday's and today's ads, written without money so that removing one leaves the ledger whole,
      // and today's count of credited ads, as a credit leaves it.
      await adRewardsWithoutMoney(member.id, 'held', [1, 0]);
      await ctx.app.db
        .insert(rewardViewDays)
        .values({ userId: member.id, kind: 'AD', day: today, credited: 1 });
      expect(await run(member.id)).toEqual({ lastDay: today, runDays: 2 });

      // A second ad of today is credited as the credit statement does (the day's count first, then the
      // reward, whose trigger finds the run already ending today), and is held open...
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let credited = () => {};
      const written = new Promise<void>((resolve) => {
        credited = resolve;
      });
      const credit = ctx.app.db.transaction(async (tx) => {
        await tx
          .update(rewardViewDays)
          .set({ credited: sql`${rewardViewDays.credited} + 1` })
          .where(sql`${rewardViewDays.userId} = ${member.id} and ${rewardViewDays.day} = ${today}`);
        await payReward(tx, { ...reward(member.id, 'held-credit'), source: 'ADS', now: at(today) });
        credited();
        await held;
      });
      await written;
      // ...while today's other ad reward is removed. The recount waits for the credit, so it sees it.
      let removed = false;
      const removal = ctx.app.db
        .delete(earnings)
        .where(eq(earnings.referenceId, 'held-0'))
        .then(() => {
          removed = true;
        });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(removed).toBe(false);
      release();
      await Promise.all([credit, removal]);
      expect(await run(member.id)).toEqual({ lastDay: today, runDays: 2 });
      expect(await bothStreaks(member.id, today)).toEqual({ stored: 2, walked: 2 });
      await expectLedgerReconciles(ctx.app.db);
    },
  );
});
