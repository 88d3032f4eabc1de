import { eq } from 'drizzle-orm';

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import type { AviatorBetResponse } from '@earnflow/contracts';

import { aviatorRounds, ledgerTransactions } from '../../db/schema';

import { createTestContext, type TestContext } from '../../../test/app';

import { plantAviatorSeed } from '../../../test/aviator';

import { TestClock } from '../../../test/clock';

import { testDatabaseKind } from '../../../test/database';

import { bearer, signedInMember } from '../../../test/factories';
import { expectLedgerReconciles } from '../../../test/money';
import { walletBalanceCents } from '../ledger/ledger.service';

// Real concurrency needs real connections: PGlite has one, so these run on PostgreSQL only.
describe.skipIf(testDatabaseKind() !== 'postgres')('aviator under concurrency (PostgreSQL)', () => {
  const clock = new TestClock();
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ clock });
  });
  afterEach(async () => {
    await expectLedgerReconciles(ctx.app.db);
  });
  afterAll(async () => {
    await ctx.close();
  });

  async function fundedMember(cents: number) {
    return signedInMember(ctx.app, { status: 'ACTIVE', cents });
  }
  const bet = (token: string, payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: '/api/aviator/bet', headers: bearer(token), payload });

  it('twenty concurrent cash-outs of one round pay once', async () => {
    const member = await fundedMember(10_000);
    await plantAviatorSeed(ctx.app.db, member.id, 377);
    const opened = await bet(member.token, { betAmount: 10, didCashout: false, winAmount: 0 });
    const { round } = opened.json<AviatorBetResponse>();
    clock.advance(2700);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        bet(member.token, { betAmount: 10, didCashout: true, winAmount: 1000, roundId: round.id }),
      ),
    );
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code !== 200 && code !== 409)).toEqual([]);
    expect(await walletBalanceCents(ctx.app.db, member.id)).toBe(10_000 - 1000 + 2350);
    const payouts = await ctx.app.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.referenceId, round.id));
    expect(payouts.map((posting) => posting.kind).sort()).toEqual(['AVIATOR_BET', 'AVIATOR_PAYOUT']);
  });

  it('twenty concurrent bets of one member open one round and debit once', async () => {
    const member = await fundedMember(10_000);
    // A round that flies: about one random seed in a hundred crashes at 1.00×, the moment it opens, and
    // the next bet would then rightly open a second round.
    await plantAviatorSeed(ctx.app.db, member.id, 377);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => bet(member.token, { betAmount: 5, didCashout: false, winAmount: 0 })),
    );
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    expect(codes.filter((code) => code !== 201 && code !== 409)).toEqual([]);
    const rounds = await ctx.app.db.select().from(aviatorRounds).where(eq(aviatorRounds.userId, member.id));
    expect(rounds).toHaveLength(1);
    expect(await walletBalanceCents(ctx.app.db, member.id)).toBe(9500);
    clock.advance(30_000);
  });

  it('twenty concurrent spec cash-outs, without a roundId, pay the round in play once', async () => {
    const member = await fundedMember(10_000);
    await plantAviatorSeed(ctx.app.db, member.id, 377);
    const { round } = (
      await bet(member.token, { betAmount: 10, didCashout: false, winAmount: 0 })
    ).json<AviatorBetResponse>();
    clock.advance(2700);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        bet(member.token, { betAmount: 10, didCashout: true, winAmount: 1000 }),
      ),
    );
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code !== 200 && code !== 409)).toEqual([]);
    expect(await walletBalanceCents(ctx.app.db, member.id)).toBe(10_000 - 1000 + 2350);
    const postings = await ctx.app.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.referenceId, round.id));
    expect(postings.map((posting) => posting.kind).sort()).toEqual(['AVIATOR_BET', 'AVIATOR_PAYOUT']);
    clock.advance(60_000);
  });

  it('twenty concurrent closing calls after a crash: one is its report, one opens a round, one bet debited', async () => {
    const member = await fundedMember(10_000);
    await plantAviatorSeed(ctx.app.db, member.id, 125);
    const { round } = (
      await bet(member.token, { betAmount: 5, didCashout: false, winAmount: 0 })
    ).json<AviatorBetResponse>();
    clock.advance(600);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => bet(member.token, { betAmount: 5, didCashout: false, winAmount: 0 })),
    );
    const codes = responses.map((response) => response.statusCode);
    const reported = responses
      .filter((response) => response.statusCode === 200)
      .map((response) => response.json<AviatorBetResponse>().round);
    // The crashed round is reported once.
    expect(reported.filter(({ id }) => id === round.id)).toEqual([
      expect.objectContaining({ id: round.id, status: 'CRASHED' }),
    ]);
    // A round opened by this burst may crash at once (about one seed in a hundred): a later call reports it
    // and the next may open one more. So every further report is of a round the burst opened.
    const opened = codes.filter((code) => code === 201).length;
    expect(opened).toBeGreaterThanOrEqual(1);
    const laterReports = reported.filter(({ id }) => id !== round.id);
    for (const later of laterReports) expect(later.status).toBe('CRASHED');
    expect(laterReports.length).toBeLessThanOrEqual(opened);
    expect(codes.filter((code) => code !== 200 && code !== 201 && code !== 409)).toEqual([]);
    const rounds = await ctx.app.db.select().from(aviatorRounds).where(eq(aviatorRounds.userId, member.id));
    expect(rounds).toHaveLength(1 + opened);
    expect(await walletBalanceCents(ctx.app.db, member.id)).toBe(10_000 - 500 * (1 + opened));
    clock.advance(60_000);
  });

  it('many members play at once and the house account stays exact', async () => {
    const members = await Promise.all(Array.from({ length: 30 }, () => fundedMember(5000)));
    const opened = await Promise.all(
      members.map((member) => bet(member.token, { betAmount: 20, didCashout: false, winAmount: 0 })),
    );
    expect(opened.map((response) => response.statusCode)).toEqual(members.map(() => 201));
    clock.advance(1000);
    const settled = await Promise.all(
      members.map((member, index) =>
        bet(member.token, {
          betAmount: 20,
          didCashout: true,
          winAmount: 0,
          roundId: opened[index]?.json<AviatorBetResponse>().round.id,
        }),
      ),
    );
    expect(
      settled.map((response) => response.statusCode).filter((code) => code !== 200 && code !== 409),
    ).toEqual([]);
    clock.advance(30_000);
  });
});
