import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { receiptReference } from '@earnflow/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/app';
import { bearer, loginAdmin, loginMember, seedAdmin, seedMember } from '../../../test/factories';
import { expectLedgerReconciles, fundWallet } from '../../../test/money';
import { readAllPages } from '../../../test/paging';

let ctx: TestContext;
let adminToken: string;
beforeAll(async () => {
  ctx = await createTestContext();
  const admin = await seedAdmin(ctx.app.db);
  adminToken = await loginAdmin(ctx.app, admin.email);
});
afterEach(async () => {
  await expectLedgerReconciles(ctx.app.db);
});
afterAll(async () => {
  await ctx.close();
});

describe('wallet and ledger views', () => {
  it('shows a member their balance and their own movements only', async () => {
    const member = await seedMember(ctx.app.db, { status: 'ACTIVE', name: 'Wallet Owner' });
    const other = await seedMember(ctx.app.db, { status: 'ACTIVE' });
    await fundWallet(ctx.app.db, member.id, 2000);
    await fundWallet(ctx.app.db, other.id, 999);
    const token = await loginMember(ctx.app, member.email);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/transfer',
      headers: bearer(token),
      payload: { recipientAccountNumber: other.accountNumber, amount: 5, senderName: 'Wallet Owner' },
    });
    const wallet = await ctx.app.inject({ method: 'GET', url: '/api/wallets/me', headers: bearer(token) });
    expect(wallet.json()).toEqual({ currentBalance: 15 });
    const movements = await ctx.app.inject({
      method: 'GET',
      url: '/api/wallets/movements?limit=5',
      headers: bearer(token),
    });
    expect(movements.json()).toMatchObject([
      { kind: 'TRANSFER_SENT', amount: -5 },
      { kind: 'ADJUSTMENT', amount: 20 },
    ]);
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/wallets/movements?limit=1000',
      headers: bearer(token),
    });
    expect(bad.statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/wallets/me' })).statusCode).toBe(401);
  });

  it('filters the admin ledger by kind, both sides of each posting, newest first', async () => {
    const sender = await seedMember(ctx.app.db, { status: 'ACTIVE', name: 'Kind Sender' });
    const recipient = await seedMember(ctx.app.db, { status: 'ACTIVE' });
    await fundWallet(ctx.app.db, sender.id, 3000);
    const token = await loginMember(ctx.app, sender.email);
    const page = (kind: string) =>
      ctx.app.inject({ method: 'GET', url: `/api/admin/ledger?kind=${kind}`, headers: bearer(adminToken) });
    const before = (await page('TRANSFER_SENT')).json<{ total: number }>().total;
    for (const amount of [3, 4]) {
      const sent = await ctx.app.inject({
        method: 'POST',
        url: '/api/transfer',
        headers: bearer(token),
        payload: { recipientAccountNumber: recipient.accountNumber, amount, senderName: 'Kind Sender' },
      });
      expect(sent.statusCode, sent.body).toBe(201);
    }
    const transfers = (await page('TRANSFER_SENT')).json<{
      total: number;
      items: { kind: string; amount: number; accountKind: string }[];
    }>();
    expect(transfers.total).toBe(before + 4);
    expect(transfers.items.every((item) => item.kind === 'TRANSFER_SENT')).toBe(true);
    expect(transfers.items.slice(0, 4).map((item) => [item.accountKind, item.amount])).toEqual([
      ['TRANSFERS_PENDING', 4],
      ['WALLET', -4],
      ['TRANSFERS_PENDING', 3],
      ['WALLET', -3],
    ]);
    expect((await page('REWARD')).json()).toMatchObject({ total: 0, items: [] });
  });

  it('finds a transfer’s postings by the reference its receipt shows', async () => {
    const sender = await seedMember(ctx.app.db, { status: 'ACTIVE', name: 'Receipt Sender' });
    const recipient = await seedMember(ctx.app.db, { status: 'ACTIVE' });
    await fundWallet(ctx.app.db, sender.id, 1000);
    const token = await loginMember(ctx.app, sender.email);
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/transfer',
      headers: bearer(token),
      payload: { recipientAccountNumber: recipient.accountNumber, amount: 6, senderName: 'Receipt Sender' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const transferId = sent.json<{ id: string }>().id;
    const reference = receiptReference(transferId);
    for (const search of [reference, `Ref. ${reference}`, reference.toLowerCase()]) {
      const found = await ctx.app.inject({
        method: 'GET',
        url: `/api/admin/ledger?search=${encodeURIComponent(search)}`,
        headers: bearer(adminToken),
      });
      expect(found.statusCode).toBe(200);
      expect(found.json()).toMatchObject({
        total: 2,
        items: [
          { kind: 'TRANSFER_SENT', referenceId: transferId, accountKind: 'TRANSFERS_PENDING', amount: 6 },
          { kind: 'TRANSFER_SENT', referenceId: transferId, accountKind: 'WALLET', amount: -6 },
        ],
      });
    }
    // A reference one off names no posting of this transfer.
    const other = (Number.parseInt(reference, 16) ^ 1).toString(16).padStart(8, '0').toUpperCase();
    const missed = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/ledger?search=${other}`,
      headers: bearer(adminToken),
    });
    expect(
      missed
        .json<{ items: { referenceId: string }[] }>()
        .items.some((item) => item.referenceId === transferId),
    ).toBe(false);
  });

  it('lets admins search the ledger, reconcile and read the audit log', async () => {
    const member = await seedMember(ctx.app.db, { name: 'Ledger Searchable' });
    await fundWallet(ctx.app.db, member.id, 700);
    const ledger = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/ledger?search=${member.accountNumber}`,
      headers: bearer(adminToken),
    });
    expect(ledger.json()).toMatchObject({
      total: 1,
      items: [{ amount: 7, accountKind: 'WALLET', user: { id: member.id, name: 'Ledger Searchable' } }],
    });
    const reconcile = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/reconcile',
      headers: bearer(adminToken),
    });
    expect(reconcile.json()).toMatchObject({
      ok: true,
      total: 0,
      mismatches: [],
      unbalancedTransactions: [],
    });
    const audit = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/audit-log',
      headers: bearer(adminToken),
    });
    expect(audit.statusCode).toBe(200);
    const memberToken = await loginMember(ctx.app, member.email);
    for (const url of ['/api/admin/ledger', '/api/admin/reconcile', '/api/admin/audit-log']) {
      expect((await ctx.app.inject({ method: 'GET', url, headers: bearer(memberToken) })).statusCode).toBe(
        403,
      );
    }
  });
});

describe('wallet movements', () => {
  it('pages the member’s own movements newest first through a cursor', async () => {
    const member = await seedMember(ctx.app.db, { status: 'ACTIVE' });
    const other = await seedMember(ctx.app.db, { status: 'ACTIVE' });
    for (let cents = 1; cents <= 23; cents += 1) await fundWallet(ctx.app.db, member.id, cents);
    await fundWallet(ctx.app.db, other.id, 50);
    const token = await loginMember(ctx.app, member.email);
    const pages = await readAllPages<{ id: number; amount: number }>(
      ctx.app,
      token,
      '/api/wallets/movements?limit=10',
    );
    expect(pages.map((page) => page.length)).toEqual([10, 10, 3]);
    // Funded 0.01, 0.02 … 0.23 in turn: newest first is the reverse.
    expect(pages.flat().map((movement) => movement.amount)).toEqual(
      Array.from({ length: 23 }, (_, index) => (23 - index) / 100),
    );
    const uuidCursor = Buffer.from(`2026-01-01T00:00:00.000000Z|${randomUUID()}`).toString('base64url');
    const bad = await ctx.app.inject({
      method: 'GET',
      url: `/api/wallets/movements?cursor=${uuidCursor}`,
      headers: bearer(token),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      error: 'VALIDATION_ERROR',
      message: 'The list position is not valid. Load the list again.',
    });
  });
});

describe('member reads that check their session in their own query', () => {
  // GET /users/me and GET /wallets/me read the session and the answer in one statement; every other
  // member call goes through requireUser (GET /wallets/movements here). They must refuse alike.
  const paths = ['/api/users/me', '/api/wallets/me', '/api/wallets/movements'];
  const answers = async (headers: Record<string, string>) =>
    Promise.all(
      paths.map(async (url) => {
        const response = await ctx.app.inject({ method: 'GET', url, headers });
        return { url, status: response.statusCode, body: response.json<Record<string, unknown>>() };
      }),
    );
  const expectAll = async (
    headers: Record<string, string>,
    status: number,
    body: Record<string, unknown>,
  ) => {
    expect(await answers(headers)).toEqual(paths.map((url) => ({ url, status, body })));
  };

  it('refuses a missing, unknown, ended, admin or suspended session with the same answers', async () => {
    const ended = { error: 'UNAUTHORIZED', message: 'Your session has ended. Please sign in again.' };
    await expectAll({}, 401, { error: 'UNAUTHORIZED', message: 'Please sign in to continue.' });
    await expectAll(bearer('not-a-session'), 401, ended);
    await expectAll(bearer(adminToken), 403, { error: 'FORBIDDEN', message: 'This needs a member sign-in.' });

    const member = await seedMember(ctx.app.db, { status: 'ACTIVE' });
    const token = await loginMember(ctx.app, member.email);
    const ok = await answers(bearer(token));
    expect(ok.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(ok[0]?.body).toMatchObject({ id: member.id, currentBalance: 0 });
    expect(ok[1]?.body).toEqual({ currentBalance: 0 });

    await ctx.app.db.execute(sql`update users set status = 'SUSPENDED' where id = ${member.id}`);
    await expectAll(bearer(token), 403, {
      error: 'ACCOUNT_SUSPENDED',
      message: 'Your account is suspended. Please contact support.',
    });
    await ctx.app.db.execute(sql`update users set status = 'ACTIVE' where id = ${member.id}`);
    expect((await answers(bearer(token))).map((answer) => answer.status)).toEqual([200, 200, 200]);

    await ctx.app.db.execute(
      sql`update sessions set expires_at = now() - interval '1 second' where user_id = ${member.id}`,
    );
    await expectAll(bearer(token), 401, ended);
  });
});
