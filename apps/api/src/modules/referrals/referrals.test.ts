import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Referrals } from '@earnflow/contracts';
import { earnings, ledgerTransactions, referralCommissions } from '../../db/schema';
import { createTestContext, type TestContext } from '../../../test/app';
import { TestClock } from '../../../test/clock';
import { bearer, loginAdmin, loginMember, seedAdmin, seedMember, uploadFile } from '../../../test/factories';
import { enableAllPaymentMethods, expectLedgerReconciles, fundWallet } from '../../../test/money';
import { walletBalanceCents } from '../ledger/ledger.repository';
import { maskName, payReferralCommission } from './referrals.service';

let ctx: TestContext;
let adminToken: string;
const clock = new TestClock(new Date('2026-03-01T10:00:00Z'));
let sequence = 0;

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  await enableAllPaymentMethods(ctx.app.db);
  adminToken = await loginAdmin(ctx.app, (await seedAdmin(ctx.app.db)).email);
});
afterEach(async () => {
  await expectLedgerReconciles(ctx.app.db);
});
afterAll(async () => {
  await ctx.close();
});

async function member(options: { referredById?: string; name?: string } = {}) {
  const seeded = await seedMember(ctx.app.db, { status: 'PENDING', ...options });
  return { ...seeded, token: await loginMember(ctx.app, seeded.email) };
}

async function deposit(token: string, amount: number): Promise<string> {
  sequence += 1;
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/deposits',
    headers: bearer(token),
    payload: {
      amount,
      paymentMethod: 'EASYPAISA',
      transactionId: `REF-${String(sequence)}-${String(Date.now())}`,
      receipt: await uploadFile(ctx.app, token),
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: string }>().id;
}

const setDepositStatus = (id: string, status: string) =>
  ctx.app.inject({
    method: 'PATCH',
    url: `/api/deposits/${id}/status`,
    headers: bearer(adminToken),
    payload: { status },
  });

const referrals = async (token: string) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/referrals', headers: bearer(token) })).json<Referrals>();

describe('referrals', () => {
  it('masks names', () => {
    expect(maskName('Ayesha Malik')).toBe('Ay**** Ma***');
    expect(maskName('Bo')).toBe('B*');
    expect(maskName('Ali')).toBe('A**');
  });

  it("a referred member's completed deposit pays the referrer 10% once, as a Referrals earning", async () => {
    const referrer = await member();
    const friend = await member({ referredById: referrer.id, name: 'Ayesha Malik' });
    const first = await deposit(friend.token, 50);
    const rejected = await deposit(friend.token, 30);

    let overview = await referrals(referrer.token);
    expect(overview).toMatchObject({
      code: referrer.accountNumber,
      referralPercent: 10,
      totalPaid: 0,
      totalPending: 8,
      referred: [{ maskedName: 'Ay**** Ma***', status: 'PENDING', earned: 0 }],
    });
    expect(overview.link).toMatch(new RegExp(`/signup\\?ref=${referrer.accountNumber}$`));

    expect((await setDepositStatus(first, 'COMPLETED')).statusCode).toBe(200);
    expect((await setDepositStatus(first, 'COMPLETED')).statusCode).toBe(409);
    expect((await setDepositStatus(rejected, 'FAILED')).statusCode).toBe(200);
    expect(await walletBalanceCents(ctx.app.db, referrer.id)).toBe(500);
    expect(await walletBalanceCents(ctx.app.db, friend.id)).toBe(5000);
    const [earning] = await ctx.app.db.select().from(earnings).where(eq(earnings.userId, referrer.id));
    expect(earning).toMatchObject({ source: 'REFERRALS', status: 'APPROVED', amount: 500 });
    const [posting] = await ctx.app.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.referenceId, earning?.id ?? ''));
    expect(posting?.kind).toBe('REFERRAL_COMMISSION');

    overview = await referrals(referrer.token);
    expect(overview).toMatchObject({
      totalPaid: 5,
      totalEarned: 5,
      totalPending: 0,
      referred: [{ status: 'ACTIVE', earned: 5 }],
    });
    // The friend referred nobody and earned no commission on their own deposit.
    expect(await referrals(friend.token)).toMatchObject({ referred: [], totalPaid: 0 });
  });

  it('shows as pending what the waiting deposits will pay, each rounded down on its own', async () => {
    const referrer = await member();
    const friend = await member({ referredById: referrer.id });
    const small = [await deposit(friend.token, 0.15), await deposit(friend.token, 0.15)];
    // 10% of $0.15 is 1.5 cents, paid as 1 cent per deposit.
    expect((await referrals(referrer.token)).totalPending).toBe(0.02);
    for (const id of small) expect((await setDepositStatus(id, 'COMPLETED')).statusCode).toBe(200);
    expect(await referrals(referrer.token)).toMatchObject({ totalPending: 0, totalPaid: 0.02 });
  });

  it("a referred member's level purchase and upgrade pay the referrer 10% of what the wallet paid", async () => {
    const referrer = await member();
    const friend = await member({ referredById: referrer.id });
    await fundWallet(ctx.app.db, friend.id, 5000);
    const level = async (number: number, price: number) => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/levels',
        headers: bearer(adminToken),
        payload: {
          level: 900 + number,
          title: `Referral level ${String(number)}`,
          adsPerDay: 2,
          ratePerAd: 0.5,
          price,
          expiryInDays: 30,
          isActive: true,
        },
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ id: string }>().id;
    };
    const bronze = await level(1, 20);
    const silver = await level(2, 32);
    const buy = (levelId: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/levels/${levelId}/purchase`,
        headers: bearer(friend.token),
      });
    expect((await buy(bronze)).statusCode).toBe(201);
    expect(await walletBalanceCents(ctx.app.db, referrer.id)).toBe(200);
    // The upgrade costs the $12 difference: 10% of it is $1.20.
    expect((await buy(silver)).statusCode).toBe(201);
    expect(await walletBalanceCents(ctx.app.db, referrer.id)).toBe(320);
    const rows = await ctx.app.db
      .select()
      .from(referralCommissions)
      .where(eq(referralCommissions.referrerId, referrer.id));
    expect(rows.map((row) => row.referenceType)).toEqual(['level_purchase', 'level_purchase']);
  });

  it('the same event pays once, members without a referrer pay nothing, the rate is an admin setting', async () => {
    const referrer = await member();
    const friend = await member({ referredById: referrer.id });
    const loner = await member();
    const event = {
      baseCents: 1000,
      referenceType: 'level_purchase',
      referenceId: 'purchase-1',
      now: clock.now(),
    };
    await ctx.app.db.transaction(async (tx) => {
      expect(await payReferralCommission(tx, { ...event, memberId: friend.id })).toBe(100);
      expect(await payReferralCommission(tx, { ...event, memberId: friend.id })).toBe(0);
      expect(
        await payReferralCommission(tx, { ...event, memberId: loner.id, referenceId: 'purchase-2' }),
      ).toBe(0);
    });
    const updated = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/reward-settings',
      headers: bearer(adminToken),
      payload: { referralPercent: 12.5 },
    });
    expect(updated.json()).toMatchObject({ referralPercent: 12.5 });
    await ctx.app.db.transaction((tx) =>
      payReferralCommission(tx, { ...event, memberId: friend.id, referenceId: 'purchase-3' }),
    );
    expect(await walletBalanceCents(ctx.app.db, referrer.id)).toBe(225);
    const rows = await ctx.app.db
      .select()
      .from(referralCommissions)
      .where(eq(referralCommissions.referrerId, referrer.id));
    expect(rows.map((row) => row.basisPoints).sort()).toEqual([1000, 1250]);
    for (const referralPercent of [-1, 51, 1.234]) {
      const response = await ctx.app.inject({
        method: 'PATCH',
        url: '/api/reward-settings',
        headers: bearer(adminToken),
        payload: { referralPercent },
      });
      expect(response.statusCode).toBe(400);
    }
    await ctx.app.inject({
      method: 'PATCH',
      url: '/api/reward-settings',
      headers: bearer(adminToken),
      payload: { referralPercent: 10 },
    });
  });
});
