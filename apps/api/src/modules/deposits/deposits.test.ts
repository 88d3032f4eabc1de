import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, deposits, notifications, paymentMethodSettings, users } from '../../db/schema';
import { createTestContext, type TestContext } from '../../../test/app';
import { bearer, loginAdmin, loginMember, seedAdmin, seedMember } from '../../../test/factories';
import { enableAllPaymentMethods, expectLedgerReconciles } from '../../../test/money';
import { walletBalanceCents } from '../ledger/ledger.repository';

let ctx: TestContext;
let adminToken: string;
let adminId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  await enableAllPaymentMethods(ctx.app.db);
  const admin = await seedAdmin(ctx.app.db);
  adminId = admin.id;
  adminToken = await loginAdmin(ctx.app, admin.email);
});
afterEach(async () => {
  await expectLedgerReconciles(ctx.app.db);
});
afterAll(async () => {
  await ctx.close();
});

let trx = 0;
const body = (overrides: Record<string, unknown> = {}) => ({
  amount: 25.5,
  paymentMethod: 'EASYPAISA',
  transactionId: `TRX-${Date.now()}-${(trx += 1)}`,
  receipt: '/uploads/0123456789abcdef0123456789abcdef.png',
  ...overrides,
});

async function member() {
  const seeded = await seedMember(ctx.app.db);
  return { ...seeded, token: await loginMember(ctx.app, seeded.email) };
}

const deposit = (token: string, payload: unknown, key?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/deposits',
    headers: { ...bearer(token), ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload: payload as Record<string, unknown>,
  });

const setStatus = (id: string, status: string, token = adminToken) =>
  ctx.app.inject({
    method: 'PATCH',
    url: `/api/deposits/${id}/status`,
    headers: bearer(token),
    payload: { status },
  });

describe('a member submits a deposit', () => {
  it('records it as PENDING without moving money', async () => {
    const m = await member();
    const response = await deposit(
      m.token,
      body({ amount: 25.5, paymentMethod: 'SADAPAY', transactionId: ' ABC123 ' }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      user: { id: m.id, name: m.name, email: m.email, accountNumber: m.accountNumber },
      amount: 25.5,
      paymentMethod: 'SADAPAY',
      transactionId: 'ABC123',
      status: 'PENDING',
    });
    expect(await walletBalanceCents(ctx.app.db, m.id)).toBe(0);
  });

  it.each([
    [{ amount: '10' }, 'amount: Amount must be a number.'],
    [{ amount: -5 }, 'amount: Amount must be greater than zero.'],
    [{ amount: 0 }, 'amount: Amount must be greater than zero.'],
    [{ amount: 1.005 }, 'amount: Amount can have at most 2 decimals.'],
    [{ amount: 1_000_000.01 }, 'amount: Amount must be at most 1,000,000.'],
    [{ amount: 1e308 }, 'amount: Amount must be at most 1,000,000.'],
    [{ amount: undefined }, 'amount: Amount must be a number.'],
    [
      { paymentMethod: 'PAYPAL' },
      'paymentMethod: Choose a payment method: EASYPAISA, SADAPAY, NAYAPAY, BINANCE or TRON_TRC20.',
    ],
    [{ transactionId: 'ab' }, 'transactionId: Transaction ID must be at least 4 characters.'],
    [{ transactionId: undefined }, 'transactionId: Transaction ID is required.'],
    [{ receipt: undefined }, 'receipt: Upload the receipt first.'],
    [{ receipt: 'javascript:alert(1)' }, 'receipt: The receipt must be a file uploaded here.'],
  ])('refuses %j with a clear 400 and records nothing', async (overrides, message) => {
    const m = await member();
    const response = await deposit(m.token, body(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'VALIDATION_ERROR', message });
    expect(await ctx.app.db.select().from(deposits).where(eq(deposits.userId, m.id))).toEqual([]);
  });

  it('refuses a method the admins have not enabled', async () => {
    const m = await member();
    await ctx.app.db
      .update(paymentMethodSettings)
      .set({ enabled: false })
      .where(eq(paymentMethodSettings.method, 'BINANCE'));
    const response = await deposit(m.token, body({ paymentMethod: 'BINANCE' }));
    await ctx.app.db
      .update(paymentMethodSettings)
      .set({ enabled: true })
      .where(eq(paymentMethodSettings.method, 'BINANCE'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'VALIDATION_ERROR',
      message: 'This payment method is not available right now.',
    });
  });

  it('refuses a transaction id already used for the same method, by anyone', async () => {
    const first = await member();
    const second = await member();
    const used = body({ transactionId: `DUP-${Date.now()}` });
    expect((await deposit(first.token, used)).statusCode).toBe(201);
    const again = await deposit(second.token, { ...used, transactionId: used.transactionId.toLowerCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: 'CONFLICT',
      message: 'This transaction ID has already been submitted for Easypaisa.',
    });
    const otherMethod = await deposit(second.token, { ...used, paymentMethod: 'NAYAPAY' });
    expect(otherMethod.statusCode).toBe(201);
  });

  it('answers a repeated Idempotency-Key with the first answer and one deposit; another body is a 409', async () => {
    const m = await member();
    const payload = body();
    const first = await deposit(m.token, payload, 'key-1');
    const second = await deposit(m.token, payload, 'key-1');
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(await ctx.app.db.select().from(deposits).where(eq(deposits.userId, m.id))).toHaveLength(1);
    const different = await deposit(m.token, body(), 'key-1');
    expect(different.statusCode).toBe(409);
    expect(different.json()).toEqual({
      error: 'CONFLICT',
      message: 'This Idempotency-Key was already used for a different request.',
    });
    // Keys are per member: another member may use the same key.
    const other = await member();
    expect((await deposit(other.token, body(), 'key-1')).statusCode).toBe(201);
    const tooLong = await deposit(m.token, body(), 'k'.repeat(256));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({
      error: 'VALIDATION_ERROR',
      message: 'Idempotency-Key must be 1 to 255 characters.',
    });
  });

  it('needs a member token', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: '/api/deposits', payload: body() })).statusCode).toBe(
      401,
    );
    const response = await deposit(adminToken, body());
    expect(response.statusCode).toBe(403);
  });
});

describe('deposit history', () => {
  it('lists only the member’s own deposits, filtered by method, status and an inclusive date range', async () => {
    const m = await member();
    const other = await member();
    await deposit(other.token, body());
    const easypaisa = (await deposit(m.token, body({ paymentMethod: 'EASYPAISA', amount: 10 }))).json<{
      id: string;
    }>();
    const binance = (await deposit(m.token, body({ paymentMethod: 'BINANCE', amount: 20 }))).json<{
      id: string;
    }>();
    await setStatus(binance.id, 'FAILED');
    const history = async (query: string) => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/deposits/history${query}`,
        headers: bearer(m.token),
      });
      expect(response.statusCode).toBe(200);
      return response.json<{ id: string; status: string }[]>().map((row) => row.id);
    };
    expect(await history('')).toEqual([binance.id, easypaisa.id]);
    expect(await history('?paymentMethod=EASYPAISA')).toEqual([easypaisa.id]);
    expect(await history('?status=FAILED')).toEqual([binance.id]);
    expect(await history('?status=REJECTED')).toEqual([binance.id]);
    expect(await history('?status=COMPLETED')).toEqual([]);
    const now = new Date();
    const startOfDay = new Date(now.getFullYear(), now.getMonth(), now.getDate()).toISOString();
    const endOfDay = new Date(
      now.getFullYear(),
      now.getMonth(),
      now.getDate(),
      23,
      59,
      59,
      999,
    ).toISOString();
    expect(await history(`?startDate=${startOfDay}&endDate=${endOfDay}`)).toHaveLength(2);
    expect(await history(`?endDate=${new Date(Date.now() - 86_400_000).toISOString()}`)).toEqual([]);
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/deposits/history?startDate=yesterday',
      headers: bearer(m.token),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      error: 'VALIDATION_ERROR',
      message: 'startDate: startDate must be an ISO date-time.',
    });
  });
});

describe('an admin decides a deposit', () => {
  it('COMPLETED credits the wallet once, activates the member, notifies and audits', async () => {
    const m = await member();
    const created = (await deposit(m.token, body({ amount: 42.25 }))).json<{ id: string }>();
    const response = await setStatus(created.id, 'COMPLETED');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: created.id, status: 'COMPLETED', amount: 42.25 });
    expect(await walletBalanceCents(ctx.app.db, m.id)).toBe(4225);
    const [user] = await ctx.app.db.select().from(users).where(eq(users.id, m.id));
    expect(user?.status).toBe('ACTIVE');
    const me = await ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(m.token) });
    expect(me.json()).toMatchObject({
      currentBalance: 42.25,
      status: 'ACTIVE',
      Wallet: { currentBalance: 42.25 },
    });
    const notices = await ctx.app.db.select().from(notifications).where(eq(notifications.userId, m.id));
    expect(notices.map((row) => row.title)).toEqual(['Deposit completed']);
    const audit = await ctx.app.db.select().from(auditLog).where(eq(auditLog.targetId, created.id));
    expect(audit).toMatchObject([
      { adminId, action: 'deposit.completed', before: { status: 'PENDING' }, after: { status: 'COMPLETED' } },
    ]);

    for (const status of ['COMPLETED', 'FAILED', 'PENDING']) {
      const again = await setStatus(created.id, status);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        error: 'CONFLICT',
        message: 'This deposit is already completed and cannot be changed.',
      });
    }
    expect(await walletBalanceCents(ctx.app.db, m.id)).toBe(4225);
  });

  it('FAILED moves nothing and is final', async () => {
    const m = await member();
    const created = (await deposit(m.token, body())).json<{ id: string }>();
    expect((await setStatus(created.id, 'PENDING')).json()).toMatchObject({ status: 'PENDING' });
    expect((await setStatus(created.id, 'FAILED')).json()).toMatchObject({ status: 'FAILED' });
    const again = await setStatus(created.id, 'COMPLETED');
    expect(again.json()).toEqual({
      error: 'CONFLICT',
      message: 'This deposit is already rejected and cannot be changed.',
    });
    expect(await walletBalanceCents(ctx.app.db, m.id)).toBe(0);
  });

  it('refuses bad status, unknown ids and member tokens', async () => {
    const m = await member();
    const created = (await deposit(m.token, body())).json<{ id: string }>();
    expect((await setStatus(created.id, 'APPROVED')).statusCode).toBe(400);
    expect((await setStatus('not-a-uuid', 'COMPLETED')).json()).toEqual({
      error: 'VALIDATION_ERROR',
      message: 'id: Invalid id.',
    });
    expect((await setStatus('00000000-0000-4000-8000-000000000000', 'COMPLETED')).statusCode).toBe(404);
    const byMember = await setStatus(created.id, 'COMPLETED', m.token);
    expect(byMember.statusCode).toBe(403);
    expect(await walletBalanceCents(ctx.app.db, m.id)).toBe(0);
  });

  it('delete hides it from both lists and keeps money already moved', async () => {
    const m = await member();
    const created = (await deposit(m.token, body({ amount: 5 }))).json<{ id: string }>();
    await setStatus(created.id, 'COMPLETED');
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/deposits/${created.id}`,
      headers: bearer(adminToken),
    });
    expect(removed.statusCode).toBe(204);
    expect(await walletBalanceCents(ctx.app.db, m.id)).toBe(500);
    const history = await ctx.app.inject({
      method: 'GET',
      url: '/api/deposits/history',
      headers: bearer(m.token),
    });
    expect(history.json()).toEqual([]);
    const again = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/deposits/${created.id}`,
      headers: bearer(adminToken),
    });
    expect(again.statusCode).toBe(404);
    const [audit] = await ctx.app.db.select().from(auditLog).where(eq(auditLog.action, 'deposit.delete'));
    expect(audit?.targetId).toBe(created.id);
  });
});

describe('the admin deposit list', () => {
  it('pages 20 at a time, newest first, with status, date and search filters on the server', async () => {
    const m = await seedMember(ctx.app.db, { name: 'Paging Person' });
    const token = await loginMember(ctx.app, m.email);
    const ids: string[] = [];
    for (let index = 0; index < 25; index += 1) {
      ids.push((await deposit(token, body({ amount: index + 1 }))).json<{ id: string }>().id);
    }
    const list = async (query: string) => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/deposits${query}`,
        headers: bearer(adminToken),
      });
      expect(response.statusCode).toBe(200);
      return response.json<{ items: { id: string }[]; total: number; page: number; pageSize: number }>();
    };
    const first = await list(`?search=Paging%20Person&pageSize=20`);
    expect(first.total).toBe(25);
    expect(first.items).toHaveLength(20);
    expect(first.items[0]?.id).toBe(ids[24]);
    const second = await list(`?search=${m.accountNumber}&page=2&pageSize=20`);
    expect(second).toMatchObject({ total: 25, page: 2, pageSize: 20 });
    expect(second.items.map((row) => row.id)).toEqual(ids.slice(0, 5).reverse());
    await setStatus(ids[0] ?? '', 'COMPLETED');
    expect((await list(`?search=Paging&status=COMPLETED`)).total).toBe(1);
    expect((await list(`?search=Paging&status=PENDING`)).total).toBe(24);
    expect(
      (await list(`?search=Paging&endDate=${new Date(Date.now() - 86_400_000).toISOString()}`)).total,
    ).toBe(0);
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/deposits?pageSize=500',
          headers: bearer(adminToken),
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/deposits', headers: bearer(token) })).statusCode,
    ).toBe(403);
  });
});
