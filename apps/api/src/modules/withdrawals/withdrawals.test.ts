import { eq } from 'drizzle-orm';

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { notifications, platformSettings, withdrawals } from '../../db/schema';

import { createTestContext, type TestContext } from '../../../test/app';

import { bearer, loginAdmin, seedAdmin, signedInMember } from '../../../test/factories';
import { bookRefused, expectLedgerReconciles, ownPayoutAccount } from '../../../test/money';
import { readAllPages } from '../../../test/paging';

import { accountBalanceCents, walletBalanceCents } from '../ledger/ledger.repository';

import { systemAccountId } from '../ledger/ledger.service';

let ctx: TestContext;
let adminToken: string;
beforeAll(async () => {
  ctx = await createTestContext();
  const admin = await seedAdmin(ctx.app.db);
  adminToken = await loginAdmin(ctx.app, admin.email);
  // $10 minimum and a 2.5% fee for these tests.
  await ctx.app.db
    .update(platformSettings)
    .set({ withdrawalMinimumCents: 1000, withdrawalFeeBasisPoints: 250 });
});
afterEach(async () => {
  await expectLedgerReconciles(ctx.app.db);
});
afterAll(async () => {
  await ctx.close();
});

const body = (overrides: Record<string, unknown> = {}) => ({
  amount: 40,
  paymentMethod: 'NAYAPAY',
  bankName: 'NayaPay',
  accountHolderName: 'Fatima Noor',
  accountNumber: ownPayoutAccount(),
  ...overrides,
});

async function fundedMember(cents: number) {
  return signedInMember(ctx.app, { status: 'ACTIVE', cents });
}

const withdraw = (token: string, payload: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/withdraw',
    headers: bearer(token),
    payload: payload as Record<string, unknown>,
  });
const setStatus = (id: string, status: string) =>
  ctx.app.inject({
    method: 'PATCH',
    url: `/api/withdraw/${id}/status`,
    headers: bearer(adminToken),
    payload: { status },
  });
const balanceOf = async (kind: 'WITHDRAWALS_PENDING' | 'WITHDRAWALS_PAID' | 'WITHDRAWAL_FEES') => {
  const id = await systemAccountId(ctx.app.db, kind);
  return accountBalanceCents(ctx.app.db, id);
};

describe('a member asks to withdraw', () => {
  it('shows the rules, holds the amount at once and records the fee', async () => {
    const m = await fundedMember(5000);
    const rules = await ctx.app.inject({
      method: 'GET',
      url: '/api/withdraw/rules',
      headers: bearer(m.token),
    });
    expect(rules.json()).toEqual({ withdrawalMinimum: 10, withdrawalFeePercent: 2.5 });
    const pendingBefore = await balanceOf('WITHDRAWALS_PENDING');
    const response = await withdraw(m.token, body({ amount: 40 }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      amount: 40,
      fee: 1,
      payout: 39,
      status: 'PENDING',
      accountHolderName: 'Fatima Noor',
    });
    expect(await walletBalanceCents(ctx.app.db, m.id)).toBe(1000);
    expect((await balanceOf('WITHDRAWALS_PENDING')) - pendingBefore).toBe(4000);
    // The held money cannot be spent twice.
    const again = await withdraw(m.token, body({ amount: 40 }));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: 'VALIDATION_ERROR', message: 'Insufficient balance.' });
  });

  it.each([
    [{ amount: 10.5 }, 'Withdrawals are in whole dollars.'],
    [{ amount: -10 }, 'Amount must be greater than zero.'],
    [{ amount: 'ten' }, 'Amount must be a number.'],
    [{ amount: 5_000_000 }, 'Amount must be at most $1,000,000.00.'],
    [
      { paymentMethod: 'CASH' },
      'Choose a payment method: EASYPAISA, SADAPAY, NAYAPAY, BINANCE or TRON_TRC20.',
    ],
    [{ bankName: '' }, 'Bank name is required.'],
    [{ bankName: '   ' }, 'Bank name is required.'],
    [{ bankName: 'T' }, 'Bank name must be at least 2 characters.'],
    [{ accountHolderName: undefined }, 'Account holder name is required.'],
    [{ accountHolderName: ' F ' }, 'Account holder name must be at least 2 characters.'],
    [{ accountNumber: '3' }, 'Account number must be at least 2 characters.'],
    [{ accountNumber: 'x'.repeat(81) }, 'Account number must be at most 80 characters.'],
    [{ amount: 1e-9 }, 'Amount can have at most 2 decimals.'],
    [{ bankName: 'Naya\u0000Pay' }, 'Text cannot contain NUL characters.'],
    [{ accountNumber: '0300\u0000' }, 'Text cannot contain NUL characters.'],
  ])('refuses %j and holds nothing', async (overrides, message) => {
    const m = await fundedMember(5000);
    const response = await withdraw(m.token, body(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'VALIDATION_ERROR', message });
    expect(await walletBalanceCents(ctx.app.db, m.id)).toBe(5000);
  });

  it('refuses less than the minimum', async () => {
    const m = await fundedMember(5000);
    const response = await withdraw(m.token, body({ amount: 9 }));
    expect(response.json()).toEqual({
      error: 'VALIDATION_ERROR',
      message: 'The minimum withdrawal is $10.00.',
    });
    expect(await ctx.app.db.select().from(withdrawals).where(eq(withdrawals.userId, m.id))).toEqual([]);
  });
});

describe('an admin decides a withdrawal', () => {
  it('COMPLETED pays out less the fee; it is final', async () => {
    const m = await fundedMember(10_000);
    const created = (await withdraw(m.token, body({ amount: 100 }))).json<{ id: string }>();
    const paidBefore = await balanceOf('WITHDRAWALS_PAID');
    const feesBefore = await balanceOf('WITHDRAWAL_FEES');
    const response = await setStatus(created.id, 'COMPLETED');
    expect(response.json()).toMatchObject({ status: 'COMPLETED', amount: 100, fee: 2.5, payout: 97.5 });
    expect((await balanceOf('WITHDRAWALS_PAID')) - paidBefore).toBe(9750);
    expect((await balanceOf('WITHDRAWAL_FEES')) - feesBefore).toBe(250);
    expect(await walletBalanceCents(ctx.app.db, m.id)).toBe(0);
    const notices = await ctx.app.db.select().from(notifications).where(eq(notifications.userId, m.id));
    expect(notices.map(({ title, message }) => ({ title, message }))).toEqual([
      {
        title: 'Withdrawal paid',
        message: 'We sent $97.50 to your NayaPay account: your $100.00 withdrawal less a $2.50 fee.',
      },
    ]);
    const again = await setStatus(created.id, 'REJECTED');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: 'CONFLICT',
      message: 'This withdrawal is already completed and cannot be changed.',
    });
    expect(await walletBalanceCents(ctx.app.db, m.id)).toBe(0);
  });

  it('the paid notice of a withdrawal without a fee names the amount', async () => {
    // The fee is fixed when the member asks, so a later change of the setting does not touch it.
    const m = await fundedMember(1100);
    await ctx.app.db.update(platformSettings).set({ withdrawalFeeBasisPoints: 0 });
    const asked = await withdraw(m.token, body({ amount: 11, paymentMethod: 'TRON_TRC20' })).finally(() =>
      ctx.app.db.update(platformSettings).set({ withdrawalFeeBasisPoints: 250 }),
    );
    const created = asked.json<{ id: string }>();
    expect((await setStatus(created.id, 'COMPLETED')).json()).toMatchObject({ fee: 0, payout: 11 });
    const notices = await ctx.app.db.select().from(notifications).where(eq(notifications.userId, m.id));
    expect(notices.map(({ title, message }) => ({ title, message }))).toEqual([
      {
        title: 'Withdrawal paid',
        message: 'Your withdrawal of $11.00 has been paid to your Tron (TRC20) account.',
      },
    ]);
  });

  it('REJECTED returns exactly the held amount; it is final', async () => {
    const m = await fundedMember(3000);
    const created = (await withdraw(m.token, body({ amount: 30 }))).json<{ id: string }>();
    expect(await walletBalanceCents(ctx.app.db, m.id)).toBe(0);
    expect((await setStatus(created.id, 'REJECTED')).json()).toMatchObject({ status: 'REJECTED' });
    expect(await walletBalanceCents(ctx.app.db, m.id)).toBe(3000);
    expect((await setStatus(created.id, 'COMPLETED')).statusCode).toBe(409);
    expect(await walletBalanceCents(ctx.app.db, m.id)).toBe(3000);
    const history = await ctx.app.inject({
      method: 'GET',
      url: '/api/withdraw/history?status=FAILED',
      headers: bearer(m.token),
    });
    expect(history.json()).toMatchObject([{ id: created.id, status: 'REJECTED', amount: 30 }]);
  });

  const remove = (id: string, payload?: object) =>
    ctx.app.inject({
      method: 'DELETE',
      url: `/api/withdraw/${id}`,
      headers: bearer(adminToken),
      ...(payload === undefined ? {} : { payload }),
    });
  const memberHistory = async (token: string, query = '') => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/withdraw/history${query}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ id: string; status: string; removed: { at: string; reason: string } | null }[]>();
  };

  it('deleting a PENDING withdrawal returns exactly the held amount once, tells the member why, and keeps the row as removed', async () => {
    const m = await fundedMember(2000);
    const created = (await withdraw(m.token, body({ amount: 20 }))).json<{ id: string }>();
    const pendingBefore = await balanceOf('WITHDRAWALS_PENDING');
    const paidBefore = await balanceOf('WITHDRAWALS_PAID');
    const feesBefore = await balanceOf('WITHDRAWAL_FEES');
    expect(
      (await remove(created.id, { reason: 'The account number does not match the holder.' })).statusCode,
    ).toBe(204);
    // The whole amount (fee included: none is taken) back, once; nothing paid out, no fee kept.
    expect(await walletBalanceCents(ctx.app.db, m.id)).toBe(2000);
    expect(await balanceOf('WITHDRAWALS_PENDING')).toBe(pendingBefore - 2000);
    expect(await balanceOf('WITHDRAWALS_PAID')).toBe(paidBefore);
    expect(await balanceOf('WITHDRAWAL_FEES')).toBe(feesBefore);
    expect((await remove(created.id)).statusCode).toBe(404);
    expect((await setStatus(created.id, 'REJECTED')).statusCode).toBe(404);
    expect(await walletBalanceCents(ctx.app.db, m.id)).toBe(2000);
    const notices = await ctx.app.db.select().from(notifications).where(eq(notifications.userId, m.id));
    expect(notices.map(({ title, message }) => ({ title, message }))).toEqual([
      {
        title: 'Withdrawal cancelled',
        message:
          'Your withdrawal of $20.00 to your NayaPay account was cancelled and the amount is back in your balance. Reason: The account number does not match the holder.',
      },
    ]);
    const list = await ctx.app.inject({
      method: 'GET',
      url: `/api/withdraw?search=${m.accountNumber}`,
      headers: bearer(adminToken),
    });
    expect(list.json()).toMatchObject({ items: [], total: 0 });
    const removedRow = {
      id: created.id,
      amount: 20,
      status: 'REJECTED',
      removed: { at: expect.any(String) as string, reason: 'The account number does not match the holder.' },
    };
    expect(await memberHistory(m.token)).toEqual([expect.objectContaining(removedRow)]);
    expect(await memberHistory(m.token, '?status=REMOVED')).toEqual([expect.objectContaining(removedRow)]);
    expect(await memberHistory(m.token, '?status=REJECTED')).toEqual([]);
    const [row] = await ctx.app.db.select().from(withdrawals).where(eq(withdrawals.id, created.id));
    expect(row).toMatchObject({ deletionReason: 'The account number does not match the holder.' });
    expect(row?.deletedByAdminId).toEqual(expect.any(String));
  });

  it('deleting a decided withdrawal moves nothing and tells the member nothing more', async () => {
    const m = await fundedMember(2000);
    const created = (await withdraw(m.token, body({ amount: 20 }))).json<{ id: string }>();
    await setStatus(created.id, 'REJECTED');
    expect((await remove(created.id)).statusCode).toBe(204);
    expect(await walletBalanceCents(ctx.app.db, m.id)).toBe(2000);
    const notices = await ctx.app.db.select().from(notifications).where(eq(notifications.userId, m.id));
    expect(notices.map((row) => row.title)).toEqual(['Withdrawal rejected']);
    expect(await memberHistory(m.token)).toEqual([
      expect.objectContaining({
        id: created.id,
        status: 'REJECTED',
        removed: { at: expect.any(String) as string, reason: 'Removed by our support team.' },
      }),
    ]);
  });

  it('lists withdrawals for admins with paging and filters, and refuses member tokens', async () => {
    const m = await fundedMember(10_000);
    await withdraw(m.token, body({ amount: 10 }));
    await withdraw(m.token, body({ amount: 11 }));
    const list = await ctx.app.inject({
      method: 'GET',
      url: `/api/withdraw?search=${m.email}&status=PENDING&pageSize=1`,
      headers: bearer(adminToken),
    });
    expect(list.json()).toMatchObject({
      total: 2,
      page: 1,
      pageSize: 1,
      items: [{ amount: 11, user: { id: m.id } }],
    });
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/withdraw', headers: bearer(m.token) })).statusCode,
    ).toBe(403);
  });
});

describe('withdrawal history', () => {
  it('pages the member’s own withdrawals newest first through a cursor, with the filters on every page', async () => {
    const m = await fundedMember(2000);
    const other = await fundedMember(2000);
    // Refused ones straight in the table, each booked as held and refunded.
    const rows = (userId: string, count: number, paymentMethod: 'NAYAPAY' | 'BINANCE') =>
      Array.from({ length: count }, (_, index) => ({
        userId,
        amountCents: 1000 + index,
        feeCents: 0,
        paymentMethod,
        bankName: 'Bank',
        accountHolderName: 'Holder',
        accountNumber: '0300',
        status: 'REJECTED' as const,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, index % 4)),
      }));
    const inserted = await ctx.app.db
      .insert(withdrawals)
      .values([...rows(m.id, 23, 'NAYAPAY'), ...rows(m.id, 4, 'BINANCE'), ...rows(other.id, 3, 'NAYAPAY')])
      .returning();
    await bookRefused(ctx.app.db, 'withdrawal', inserted);

    const pages = await readAllPages<{ id: string; paymentMethod: string; createdAt: string }>(
      ctx.app,
      m.token,
      '/api/withdraw/history?paymentMethod=NAYAPAY&status=FAILED&limit=10',
    );
    expect(pages.map((page) => page.length)).toEqual([10, 10, 3]);
    const listed = pages.flat();
    expect(new Set(listed.map((row) => row.id)).size).toBe(23);
    expect(listed.every((row) => row.paymentMethod === 'NAYAPAY')).toBe(true);
    const times = listed.map((row) => Date.parse(row.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const everything = await readAllPages(ctx.app, m.token, '/api/withdraw/history');
    expect(everything.map((page) => page.length)).toEqual([20, 7]);
    // The spec's query with its selects left at "All": an empty filter is no filter.
    const spec = await readAllPages(
      ctx.app,
      m.token,
      '/api/withdraw/history?paymentMethod=&status=&startDate=2026-01-01T00:00:00.000Z&endDate=2026-01-01T23:59:59.999Z',
    );
    expect(spec.map((page) => page.length)).toEqual([20, 7]);
    const binanceOnly = await readAllPages(
      ctx.app,
      m.token,
      '/api/withdraw/history?paymentMethod=BINANCE&status=',
    );
    expect(binanceOnly.flat()).toHaveLength(4);
    const notAnOption = await ctx.app.inject({
      method: 'GET',
      url: '/api/withdraw/history?paymentMethod=&status=DONE',
      headers: bearer(m.token),
    });
    expect(notAnOption.statusCode).toBe(400);
    expect(notAnOption.json()).toMatchObject({
      error: 'VALIDATION_ERROR',
      message: 'Choose a status: PENDING, COMPLETED, REJECTED, FAILED or REMOVED.',
    });
  });
});
