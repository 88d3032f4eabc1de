import { eq } from 'drizzle-orm';

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import type { Referrals } from '@earnflow/contracts';

import { earnings, ledgerTransactions, referralCommissions } from '../../db/schema';

import { createTestContext, type TestContext } from '../../../test/app';

import { TestClock } from '../../../test/clock';

import { bearer, loginAdmin, seedAdmin, uploadFile, signedInMember } from '../../../test/factories';
import { enableAllPaymentMethods, expectLedgerReconciles, fundWallet } from '../../../test/money';

import { walletBalanceCents } from '../ledger/ledger.service';

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
  return signedInMember(ctx.app, { status: 'PENDING', ...options });
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

  it('a deposit pays the referrer nothing, so a friend cannot farm commissions by depositing and withdrawing', async () => {
    const referrer = await member();
    const friend = await member({ referredById: referrer.id, name: 'Ayesha Malik' });
    const first = await deposit(friend.token, 100);
    expect((await setDepositStatus(first, 'COMPLETED')).statusCode).toBe(200);
    expect(await walletBalanceCents(ctx.app.db, friend.id)).toBe(10_000);
    // The untouched $100 goes straight back out.
    const withdrawal = await ctx.app.inject({
      method: 'POST',
      url: '/api/withdraw',
      headers: bearer(friend.token),
      payload: {
        amount: 100,
        paymentMethod: 'EASYPAISA',
        bankName: 'Easypaisa',
        accountHolderName: 'Ayesha Malik',
        accountNumber: '03001234567',
      },
    });
    expect(withdrawal.statusCode, withdrawal.body).toBe(201);
    const completed = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/withdraw/${withdrawal.json<{ id: string }>().id}/status`,
      headers: bearer(adminToken),
      payload: { status: 'COMPLETED' },
    });
    expect(completed.statusCode, completed.body).toBe(200);

    expect(await walletBalanceCents(ctx.app.db, referrer.id)).toBe(0);
    expect(await ctx.app.db.select().from(earnings).where(eq(earnings.userId, referrer.id))).toEqual([]);
    expect(
      await ctx.app.db
        .select()
        .from(referralCommissions)
        .where(eq(referralCommissions.referrerId, referrer.id)),
    ).toEqual([]);
    expect(await referrals(referrer.token)).toMatchObject({
      code: referrer.accountNumber,
      referralPercent: 10,
      totalPaid: 0,
      totalEarned: 0,
      activeCount: 1,
      referred: [{ maskedName: 'Ay**** Ma***', status: 'ACTIVE', earned: 0 }],
    });
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
    const [earning] = await ctx.app.db.select().from(earnings).where(eq(earnings.userId, referrer.id));
    expect(earning).toMatchObject({ source: 'REFERRALS', status: 'APPROVED', amount: 200 });
    const [posting] = await ctx.app.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.referenceId, earning?.id ?? ''));
    expect(posting?.kind).toBe('REFERRAL_COMMISSION');
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
