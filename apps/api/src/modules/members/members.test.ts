import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema';
import { createTestContext, type TestContext } from '../../../test/app';
import { bearer, loginAdmin, loginMember, seedAdmin, seedMember, uploadFile } from '../../../test/factories';
import { enableAllPaymentMethods, expectLedgerReconciles, fundWallet } from '../../../test/money';

let ctx: TestContext;
let adminToken: string;
let adminId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  const admin = await seedAdmin(ctx.app.db, { role: 'ADMIN' });
  adminId = admin.id;
  adminToken = await loginAdmin(ctx.app, admin.email);
});
afterAll(async () => {
  await ctx.close();
});

const asAdmin = () => bearer(adminToken);

async function auditOf(userId: string) {
  return ctx.app.db.select().from(auditLog).where(eq(auditLog.targetId, userId));
}

describe('members list', () => {
  it('pages, searches by name, e-mail or account number, filters by status and sorts', async () => {
    const zara = await seedMember(ctx.app.db, { name: 'Zara Listed', status: 'ACTIVE' });
    const adam = await seedMember(ctx.app.db, { name: 'Adam Listed', status: 'SUSPENDED' });
    await fundWallet(ctx.app.db, zara.id, 1234);

    const byName = await ctx.app.inject({
      method: 'GET',
      url: '/api/users?search=listed&sort=name',
      headers: asAdmin(),
    });
    expect(byName.statusCode).toBe(200);
    const page = byName.json<{ items: { id: string; balance: number }[]; total: number }>();
    expect(page.items.map((item) => item.id)).toEqual([adam.id, zara.id]);
    expect(page.total).toBe(2);
    expect(page.items[1]?.balance).toBe(12.34);
    const badStatus = await ctx.app.inject({
      method: 'GET',
      url: '/api/users?status=pending',
      headers: asAdmin(),
    });
    expect(badStatus.json()).toMatchObject({
      error: 'VALIDATION_ERROR',
      message: 'Choose a status: PENDING, ACTIVE or SUSPENDED.',
    });

    const byAccount = await ctx.app.inject({
      method: 'GET',
      url: `/api/users?search=${zara.accountNumber.toLowerCase()}`,
      headers: asAdmin(),
    });
    expect(byAccount.json<{ items: { id: string }[] }>().items.map((item) => item.id)).toEqual([zara.id]);

    const byEmail = await ctx.app.inject({
      method: 'GET',
      url: `/api/users?search=${encodeURIComponent(adam.email)}`,
      headers: asAdmin(),
    });
    expect(byEmail.json<{ items: { id: string }[] }>().items.map((item) => item.id)).toEqual([adam.id]);

    const suspended = await ctx.app.inject({
      method: 'GET',
      url: '/api/users?status=SUSPENDED&pageSize=1',
      headers: asAdmin(),
    });
    const suspendedPage = suspended.json<{ items: { status: string }[]; total: number; pageSize: number }>();
    expect(suspendedPage.items.every((item) => item.status === 'SUSPENDED')).toBe(true);
    expect(suspendedPage.total).toBeGreaterThanOrEqual(1);

    const wildcard = await ctx.app.inject({
      method: 'GET',
      url: '/api/users?search=%25',
      headers: asAdmin(),
    });
    expect(wildcard.json<{ total: number }>().total).toBe(0);
  });

  it('stops counting a search at 1,000 matches and says so, counting further on deep pages', async () => {
    await ctx.app.db.execute(sql`
      INSERT INTO users (name, email, password_hash, account_number, status)
      SELECT 'Capped Person ' || n, 'capped' || n || '@example.com', 'x', 'C' || lpad(n::text, 9, '0'), 'ACTIVE'
      FROM generate_series(1, 1001) AS n`);
    const list = async (query: string) => {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/users${query}`, headers: asAdmin() });
      expect(response.statusCode).toBe(200);
      return response.json<{
        items: { name: string }[];
        total: number;
        totalCapped?: boolean;
        page: number;
      }>();
    };
    const first = await list('?search=Capped%20Person');
    expect(first.total).toBe(1000);
    expect(first.totalCapped).toBe(true);
    expect(first.items).toHaveLength(20);
    // Page 45 counts up to ten pages past itself (1,100 rows), which covers all 1,001: exact again.
    const deep = await list('?search=Capped%20Person&page=45');
    expect(deep.total).toBe(1001);
    expect(deep.totalCapped).toBeUndefined();
    expect(deep.items).toHaveLength(20);
    const last = await list('?search=Capped%20Person&page=51');
    expect(last.items).toHaveLength(1);
    expect((await list('?search=Capped%20Person%201001')).total).toBe(1);
  });

  it('refuses bad filters with a message', async () => {
    for (const query of ['status=GONE', 'sort=balance', 'page=0', 'pageSize=500']) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/users?${query}`,
        headers: asAdmin(),
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ message: string }>().message.length).toBeGreaterThan(3);
    }
  });
});

describe("a member's page", () => {
  it('shows profile, referrer, referrals and each paged list', async () => {
    const referrer = await seedMember(ctx.app.db, { name: 'Referrer One', status: 'ACTIVE' });
    const member = await seedMember(ctx.app.db, {
      name: 'Page Member',
      status: 'ACTIVE',
      referredById: referrer.id,
    });
    await fundWallet(ctx.app.db, member.id, 500);
    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/api/users/${member.id}`,
      headers: asAdmin(),
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      id: member.id,
      name: 'Page Member',
      balance: 5,
      referrer: { id: referrer.id, name: 'Referrer One' },
      referrals: 0,
      level: null,
      streakScore: 0,
    });
    // After buying a level, the page shows it with its expiry.
    await fundWallet(ctx.app.db, referrer.id, 500);
    const level = await ctx.app.inject({
      method: 'POST',
      url: '/api/levels',
      headers: asAdmin(),
      payload: {
        level: 31,
        title: 'Page level',
        adsPerDay: 1,
        ratePerAd: 0.1,
        price: 2,
        expiryInDays: 7,
        isActive: true,
      },
    });
    expect(level.statusCode, level.body).toBe(201);
    const bought = await ctx.app.inject({
      method: 'POST',
      url: `/api/levels/${level.json<{ id: string }>().id}/purchase`,
      headers: bearer(await loginMember(ctx.app, referrer.email)),
    });
    expect(bought.statusCode, bought.body).toBe(201);
    const withLevel = await ctx.app.inject({
      method: 'GET',
      url: `/api/users/${referrer.id}`,
      headers: asAdmin(),
    });
    expect(withLevel.json()).toMatchObject({
      balance: 3,
      level: { level: 31, title: 'Page level', expired: false },
    });
    const referrals = await ctx.app.inject({
      method: 'GET',
      url: `/api/users/${referrer.id}/activity/referrals`,
      headers: asAdmin(),
    });
    expect(referrals.json<{ items: { id: string }[] }>().items.map((item) => item.id)).toEqual([member.id]);
    for (const kind of ['deposits', 'withdrawals', 'transfers', 'earnings', 'ledger']) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/users/${member.id}/activity/${kind}`,
        headers: asAdmin(),
      });
      expect(response.statusCode, kind).toBe(200);
    }
    const ledger = await ctx.app.inject({
      method: 'GET',
      url: `/api/users/${member.id}/activity/ledger`,
      headers: asAdmin(),
    });
    expect(ledger.json<{ items: { amount: number }[]; total: number }>()).toMatchObject({
      total: 1,
      items: [{ amount: 5 }],
    });
    const missing = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/00000000-0000-4000-8000-000000000000',
      headers: asAdmin(),
    });
    expect(missing.statusCode).toBe(404);
    const missingActivity = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/00000000-0000-4000-8000-000000000000/activity/ledger',
      headers: asAdmin(),
    });
    expect(missingActivity.statusCode).toBe(404);
    expect(missingActivity.json()).toMatchObject({ message: 'Member not found.' });
    const badKind = await ctx.app.inject({
      method: 'GET',
      url: `/api/users/${member.id}/activity/secrets`,
      headers: asAdmin(),
    });
    expect(badKind.statusCode).toBe(400);
  });
});

describe("a member's transfers tab", () => {
  it('lists sent and received transfers together, newest first, signed, paged, with their total', async () => {
    const member = await seedMember(ctx.app.db, { name: 'Tab Member', status: 'ACTIVE' });
    const friend = await seedMember(ctx.app.db, { name: 'Tab Friend', status: 'ACTIVE' });
    await fundWallet(ctx.app.db, member.id, 10_000);
    await fundWallet(ctx.app.db, friend.id, 10_000);
    const send = async (from: typeof member, to: typeof member, amount: number, note?: string) => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/transfer',
        headers: bearer(await loginMember(ctx.app, from.email)),
        payload: { recipientAccountNumber: to.accountNumber, amount, senderName: from.name, note },
      });
      expect(response.statusCode, response.body).toBe(201);
    };
    await send(member, friend, 1, 'rent');
    await send(friend, member, 2);
    await send(member, friend, 3);
    const tab = async (page: number) =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/users/${member.id}/activity/transfers?page=${String(page)}&pageSize=2`,
          headers: asAdmin(),
        })
      ).json<{ items: { title: string; detail: string; amount: number; status: string }[]; total: number }>();
    const first = await tab(1);
    expect(first.total).toBe(3);
    expect(first.items).toEqual([
      expect.objectContaining({
        title: 'Sent to Tab Friend',
        detail: friend.accountNumber,
        amount: -3,
        status: 'Pending',
      }),
      expect.objectContaining({ title: 'Received from Tab Friend', detail: friend.accountNumber, amount: 2 }),
    ]);
    const second = await tab(2);
    expect(second.items).toEqual([
      expect.objectContaining({
        title: 'Sent to Tab Friend',
        detail: `${friend.accountNumber} · rent`,
        amount: -1,
      }),
    ]);
    expect((await tab(1)).items[0]).toHaveProperty(
      'createdAt',
      expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
    );
    await expectLedgerReconciles(ctx.app.db);
  });
});

describe('suspend and reactivate', () => {
  it('signs the member out everywhere, blocks sign-in and money, and audits both ways', async () => {
    const member = await seedMember(ctx.app.db, { status: 'ACTIVE' });
    await fundWallet(ctx.app.db, member.id, 10_000);
    const memberToken = await loginMember(ctx.app, member.email);

    const noReason = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/users/${member.id}/status`,
      headers: asAdmin(),
      payload: { status: 'SUSPENDED' },
    });
    expect(noReason.statusCode).toBe(400);
    expect((await auditOf(member.id)).length).toBe(0);

    const suspend = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/users/${member.id}/status`,
      headers: asAdmin(),
      payload: { status: 'SUSPENDED', reason: 'Chargeback reported' },
    });
    expect(suspend.statusCode).toBe(200);
    expect(suspend.json()).toMatchObject({ status: 'SUSPENDED', activeSessions: 0 });

    const oldSession = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: bearer(memberToken),
    });
    expect(oldSession.statusCode).toBe(401);
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: member.email, password: member.password },
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json()).toEqual({
      error: 'ACCOUNT_SUSPENDED',
      message: 'Your account is suspended. Please contact support.',
    });

    // A token made another way (say, in flight) still cannot move money.
    const { createSession } = await import('../sessions/sessions.service');
    const token = await createSession(ctx.app.db, ctx.app.clock, { kind: 'USER', userId: member.id }, {});
    const transfer = await ctx.app.inject({
      method: 'POST',
      url: '/api/transfer',
      headers: bearer(token),
      payload: { recipientAccount: 'ABCDEFGHJK', amount: 1, senderName: 'X' },
    });
    expect(transfer.statusCode).toBe(403);
    expect(transfer.json<{ error: string }>().error).toBe('ACCOUNT_SUSPENDED');

    const again = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/users/${member.id}/status`,
      headers: asAdmin(),
      payload: { status: 'SUSPENDED', reason: 'Twice' },
    });
    expect(again.statusCode).toBe(409);

    const reactivate = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/users/${member.id}/status`,
      headers: asAdmin(),
      payload: { status: 'ACTIVE', reason: 'Resolved with the bank' },
    });
    expect(reactivate.json()).toMatchObject({ status: 'ACTIVE' });
    expect(await loginMember(ctx.app, member.email)).toBeTruthy();

    const entries = await auditOf(member.id);
    expect(entries.map((entry) => [entry.action, entry.adminId, entry.before, entry.after])).toEqual([
      [
        'member.suspend',
        adminId,
        { status: 'ACTIVE' },
        { status: 'SUSPENDED', reason: 'Chargeback reported' },
      ],
      [
        'member.reactivate',
        adminId,
        { status: 'SUSPENDED' },
        { status: 'ACTIVE', reason: 'Resolved with the bank' },
      ],
    ]);
  });

  it('gives a PENDING member back PENDING, not ACTIVE', async () => {
    const member = await seedMember(ctx.app.db, { status: 'PENDING' });
    for (const status of ['SUSPENDED', 'ACTIVE']) {
      const response = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/users/${member.id}/status`,
        headers: asAdmin(),
        payload: { status, reason: 'Checking the rules' },
      });
      expect(response.statusCode).toBe(200);
    }
    const [row] = await ctx.app.db.select().from(users).where(eq(users.id, member.id));
    expect(row?.status).toBe('PENDING');
  });

  it('gives ACTIVE to a PENDING member whose deposit was completed while suspended', async () => {
    await enableAllPaymentMethods(ctx.app.db);
    const member = await seedMember(ctx.app.db, { status: 'PENDING' });
    const token = await loginMember(ctx.app, member.email);
    const deposit = await ctx.app.inject({
      method: 'POST',
      url: '/api/deposits',
      headers: bearer(token),
      payload: {
        amount: 50,
        paymentMethod: 'EASYPAISA',
        transactionId: 'TRX-WHILE-SUSPENDED',
        receipt: await uploadFile(ctx.app, token),
      },
    });
    expect(deposit.statusCode, deposit.body).toBe(201);
    const setStatus = (status: string) =>
      ctx.app.inject({
        method: 'PATCH',
        url: `/api/users/${member.id}/status`,
        headers: asAdmin(),
        payload: { status, reason: 'Checking the receipt' },
      });
    expect((await setStatus('SUSPENDED')).statusCode).toBe(200);
    const completed = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/deposits/${deposit.json<{ id: string }>().id}/status`,
      headers: asAdmin(),
      payload: { status: 'COMPLETED' },
    });
    expect(completed.statusCode, completed.body).toBe(200);
    const reactivated = await setStatus('ACTIVE');
    expect(reactivated.json()).toMatchObject({ status: 'ACTIVE', balance: 50 });
    const entry = (await auditOf(member.id)).find((row) => row.action === 'member.reactivate');
    expect(entry?.after).toEqual({ status: 'ACTIVE', reason: 'Checking the receipt' });
    await expectLedgerReconciles(ctx.app.db);
  });
});

describe('balance adjustments', () => {
  it('goes through the ledger, once per Idempotency-Key, never below zero, audited', async () => {
    const member = await seedMember(ctx.app.db, { status: 'ACTIVE' });
    const adjust = (amount: number, key: string, reason = 'Goodwill credit') =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/users/${member.id}/adjust-balance`,
        headers: { ...asAdmin(), 'idempotency-key': key },
        payload: { amount, reason },
      });

    const credit = await adjust(25.5, 'credit-1');
    expect(credit.statusCode).toBe(200);
    expect(credit.json()).toMatchObject({ balance: 25.5 });
    const retried = await adjust(25.5, 'credit-1');
    expect(retried.json()).toEqual(credit.json());
    const reused = await adjust(30, 'credit-1');
    expect(reused.statusCode).toBe(409);

    const tooMuch = await adjust(-26, 'debit-1', 'Reverse a mistake');
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json<{ message: string }>().message).toBe(
      'The balance cannot go below zero: this member has $25.50.',
    );
    const debit = await adjust(-5.5, 'debit-2', 'Reverse a mistake');
    expect(debit.json()).toMatchObject({ balance: 20 });

    for (const payload of [
      { amount: 0, reason: 'Zero' },
      { amount: 1.005, reason: 'Fractions' },
      { amount: 5 },
      { amount: 5, reason: '' },
      { amount: 2_000_000, reason: 'Too much' },
      { amount: '5', reason: 'Text' },
    ]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: `/api/users/${member.id}/adjust-balance`,
        headers: asAdmin(),
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }

    const entries = await auditOf(member.id);
    expect(
      entries.map((entry) => [entry.action, entry.before, (entry.after as { balance: number }).balance]),
    ).toEqual([
      ['member.adjust-balance', { balance: 0 }, 25.5],
      ['member.adjust-balance', { balance: 25.5 }, 20],
    ]);
    await expectLedgerReconciles(ctx.app.db);
  });
});

describe('other actions', () => {
  it('signs out all sessions and resends verification to an unverified member', async () => {
    const member = await seedMember(ctx.app.db, { status: 'ACTIVE' });
    const memberToken = await loginMember(ctx.app, member.email);
    const signOut = await ctx.app.inject({
      method: 'POST',
      url: `/api/users/${member.id}/sign-out-all`,
      headers: asAdmin(),
      payload: { reason: 'Phone lost' },
    });
    expect(signOut.statusCode).toBe(204);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(memberToken) }))
        .statusCode,
    ).toBe(401);

    const verified = await ctx.app.inject({
      method: 'POST',
      url: `/api/users/${member.id}/resend-verification`,
      headers: asAdmin(),
    });
    expect(verified.statusCode).toBe(409);
    const unverified = await seedMember(ctx.app.db, { verified: false });
    const resend = await ctx.app.inject({
      method: 'POST',
      url: `/api/users/${unverified.id}/resend-verification`,
      headers: asAdmin(),
    });
    expect(resend.statusCode).toBe(200);
    expect((await auditOf(unverified.id)).map((entry) => entry.action)).toEqual([
      'member.resend-verification',
    ]);
  });
});
