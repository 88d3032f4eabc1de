import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { earnings, ledgerTransactions } from '../../db/schema';
import { createTestContext, type TestContext } from '../../../test/app';
import { TestClock } from '../../../test/clock';
import { seedMember } from '../../../test/factories';
import { expectLedgerReconciles } from '../../../test/money';
import { walletBalanceCents } from '../ledger/ledger.repository';
import { reconcile } from '../ledger/ledger.service';
import { approvedCentsOnDay, decideEarning, payReward, recordPendingEarning } from './earnings.service';

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
});
