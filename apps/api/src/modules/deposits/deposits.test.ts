import { randomUUID } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { auditLog, deposits, notifications, paymentMethodSettings, uploads, users } from '../../db/schema';
import { createTestContext, type TestContext } from '../../../test/app';
import { TestClock } from '../../../test/clock';
import {
  bearer,
  loginAdmin,
  loginMember,
  seedAdmin,
  seedMember,
  tinyPng,
  uploadFile,
  signedInMember,
} from '../../../test/factories';
import { enableAllPaymentMethods, expectLedgerReconciles } from '../../../test/money';
import { readAllPages } from '../../../test/paging';
import { walletBalanceCents } from '../ledger/ledger.service';

let ctx: TestContext;
let adminToken: string;
let adminId: string;
let adminEmail: string;
const clock = new TestClock();
beforeAll(async () => {
  ctx = await createTestContext({ clock });
  await enableAllPaymentMethods(ctx.app.db);
  const admin = await seedAdmin(ctx.app.db);
  adminId = admin.id;
  adminEmail = admin.email;
  adminToken = await loginAdmin(ctx.app, admin.email);
});
afterEach(async () => {
  await expectLedgerReconciles(ctx.app.db);
});
afterAll(async () => {
  await ctx.close();
});

let trx = 0;
/** A deposit body whose receipt the member (by token) has just uploaded, unless the overrides set one. */
const body = async (token: string, overrides: Record<string, unknown> = {}) => ({
  amount: 25.5,
  paymentMethod: 'EASYPAISA',
  transactionId: `TRX-${Date.now()}-${(trx += 1)}`,
  receipt: 'receipt' in overrides ? overrides.receipt : await uploadFile(ctx.app, token),
  ...overrides,
});

async function member() {
  return signedInMember(ctx.app);
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
      await body(m.token, { amount: 25.5, paymentMethod: 'SADAPAY', transactionId: ' ABC123 ' }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      user: { id: m.id, name: m.name, email: m.email, accountNumber: m.accountNumber },
      amount: 25.5,
      paymentMethod: 'SADAPAY',
      transactionId: 'ABC123',
      paidTo: { accountTitle: 'EarnFlow Ltd', accountNumber: '03001234567' },
      status: 'PENDING',
    });
    expect(await walletBalanceCents(ctx.app.db, m.id)).toBe(0);
  });

  it('keeps the account the member was shown to pay into, whatever the settings say later', async () => {
    const m = await member();
    const response = await deposit(m.token, await body(m.token, { paymentMethod: 'NAYAPAY' }));
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json<{ id: string }>();
    await ctx.app.db
      .update(paymentMethodSettings)
      .set({ accountTitle: 'New Title', accountNumber: '03119999999' })
      .where(eq(paymentMethodSettings.method, 'NAYAPAY'));
    try {
      const list = await ctx.app.inject({
        method: 'GET',
        url: '/api/deposits?status=PENDING&pageSize=100',
        headers: bearer(adminToken),
      });
      const listed = list
        .json<{ items: { id: string; paidTo: unknown }[] }>()
        .items.find((item) => item.id === id);
      expect(listed?.paidTo).toEqual({ accountTitle: 'EarnFlow Ltd', accountNumber: '03001234567' });
      const later = await deposit(m.token, await body(m.token, { paymentMethod: 'NAYAPAY' }));
      expect(later.json()).toMatchObject({
        paidTo: { accountTitle: 'New Title', accountNumber: '03119999999' },
      });
    } finally {
      await enableAllPaymentMethods(ctx.app.db);
    }
  });

  it.each([
    [{ amount: '10' }, 'Amount must be a number.'],
    [{ amount: -5 }, 'Amount must be greater than zero.'],
    [{ amount: 0 }, 'Amount must be greater than zero.'],
    [{ amount: 1.005 }, 'Amount can have at most 2 decimals.'],
    [{ amount: 1_000_000.01 }, 'Amount must be at most $1,000,000.00.'],
    [{ amount: 1e308 }, 'Amount must be at most $1,000,000.00.'],
    [{ amount: undefined }, 'Amount must be a number.'],
    [{ amount: 0.000000001 }, 'Amount can have at most 2 decimals.'],
    [{ amount: 1e-9 }, 'Amount can have at most 2 decimals.'],
    [{ transactionId: 'TX\u0000123' }, 'Text cannot contain NUL characters.'],
    [{ receipt: '/uploads/a\u0000.png' }, 'Text cannot contain NUL characters.'],
    [
      { paymentMethod: 'PAYPAL' },
      'Choose a payment method: EASYPAISA, SADAPAY, NAYAPAY, BINANCE or TRON_TRC20.',
    ],
    [{ transactionId: 'ab' }, 'Transaction ID must be at least 4 characters.'],
    [{ transactionId: undefined }, 'Transaction ID is required.'],
    [{ transactionId: '  ' }, 'Transaction ID is required.'],
    [{ receipt: undefined }, 'Upload the receipt first.'],
    [{ receipt: 'javascript:alert(1)' }, 'The receipt must be a file uploaded here.'],
  ])('refuses %j with a clear 400 and records nothing', async (overrides, message) => {
    const m = await member();
    const response = await deposit(m.token, await body(m.token, overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'VALIDATION_ERROR', message });
    expect(await ctx.app.db.select().from(deposits).where(eq(deposits.userId, m.id))).toEqual([]);
  });

  it('refuses a method the admins have not enabled', async () => {
    const m = await member();
    await ctx.app.db
      .update(paymentMethodSettings)
      .set({ enabled: false })
      .where(eq(paymentMethodSettings.method, 'BINANCE'));
    const response = await deposit(m.token, await body(m.token, { paymentMethod: 'BINANCE' }));
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
    const used = await body(first.token, { transactionId: `DUP-${Date.now()}` });
    expect((await deposit(first.token, used)).statusCode).toBe(201);
    const own = await body(second.token);
    const again = await deposit(second.token, { ...own, transactionId: used.transactionId.toLowerCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: 'CONFLICT',
      message: 'This transaction ID has already been submitted for Easypaisa.',
    });
    const otherMethod = await deposit(second.token, {
      ...own,
      transactionId: used.transactionId,
      paymentMethod: 'NAYAPAY',
    });
    expect(otherMethod.statusCode).toBe(201);
  });

  it('refuses a transaction id that reads the same to a person: full-width, other dashes, hidden characters, case', async () => {
    const first = await member();
    const second = await member();
    const id = `TRX-A-${String(Date.now())}`;
    const stored = await deposit(first.token, await body(first.token, { transactionId: id }));
    expect(stored.statusCode).toBe(201);
    expect(stored.json<{ transactionId: string }>().transactionId).toBe(id);
    const fullWidth = Array.from(id, (c) => c).map((c) =>
      /[A-Z0-9]/.test(c) ? String.fromCodePoint((c.codePointAt(0) ?? 0) + 0xfee0) : c,
    );
    for (const lookAlike of [
      id.replaceAll('-', '\u2011'),
      fullWidth.join(''),
      id.replace('-A-', '-\u200BA\u2060-'),
      id.replaceAll('-', ' \u2013 '),
      id.toLowerCase(),
      `\uFEFF${id.replaceAll('-', '\uFF0D')}`,
    ]) {
      const again = await deposit(second.token, await body(second.token, { transactionId: lookAlike }));
      expect(again.statusCode, JSON.stringify(lookAlike)).toBe(409);
      expect(again.json()).toEqual({
        error: 'CONFLICT',
        message: 'This transaction ID has already been submitted for Easypaisa.',
      });
    }
    // What a transaction id never holds is refused with a message that says what it may hold.
    const odd = await deposit(second.token, await body(second.token, { transactionId: 'TRX<script>' }));
    expect(odd.statusCode).toBe(400);
    expect(odd.json<{ message: string }>().message).toBe(
      'Transaction ID can only have letters, digits and . _ : # / -',
    );
    expect(await ctx.app.db.select().from(deposits).where(eq(deposits.userId, second.id))).toEqual([]);
  });

  it('answers a repeated Idempotency-Key with the first answer and one deposit; another body is a 409', async () => {
    const m = await member();
    const payload = await body(m.token);
    const first = await deposit(m.token, payload, 'key-1');
    const second = await deposit(m.token, payload, 'key-1');
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(await ctx.app.db.select().from(deposits).where(eq(deposits.userId, m.id))).toHaveLength(1);
    const different = await deposit(m.token, await body(m.token), 'key-1');
    expect(different.statusCode).toBe(409);
    expect(different.json()).toEqual({
      error: 'CONFLICT',
      message: 'This Idempotency-Key was already used for a different request.',
    });
    // Keys are per member: another member may use the same key.
    const other = await member();
    expect((await deposit(other.token, await body(other.token), 'key-1')).statusCode).toBe(201);
    const tooLong = await deposit(m.token, await body(m.token), 'k'.repeat(256));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({
      error: 'VALIDATION_ERROR',
      message: 'Idempotency-Key must be 1 to 255 characters.',
    });
  });

  it('needs a member token', async () => {
    const anyReceipt = { receipt: '/uploads/0123456789abcdef0123456789abcdef.png' };
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/deposits', payload: await body('', anyReceipt) }))
        .statusCode,
    ).toBe(401);
    const response = await deposit(adminToken, await body(adminToken, anyReceipt));
    expect(response.statusCode).toBe(403);
  });
});

describe('a deposit receipt', () => {
  const notOwn = {
    error: 'VALIDATION_ERROR',
    message: 'Upload the receipt first: only a file you uploaded here can be attached.',
  };

  it('is the member’s own upload, recorded with its owner, type and size', async () => {
    const m = await member();
    const url = await uploadFile(ctx.app, m.token);
    const [upload] = await ctx.app.db.select().from(uploads).where(eq(uploads.url, url));
    expect(upload).toMatchObject({
      userId: m.id,
      adminId: null,
      kind: 'DOCUMENT',
      contentType: 'image/png',
      sizeBytes: tinyPng.length,
      createdAt: clock.now(),
      deletedAt: null,
    });
    const response = await deposit(m.token, await body(m.token, { receipt: url }));
    expect(response.statusCode).toBe(201);
    // Shown through a signed, expiring link: the receipt is private (decision 0139).
    const shown = response.json<{ receipt: string }>().receipt;
    expect(shown).toMatch(new RegExp(`^${url}\\?expires=\\d+&signature=[\\w-]+$`));
    expect((await ctx.app.inject({ method: 'GET', url: shown })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(403);
    const [row] = await ctx.app.db.select().from(deposits).where(eq(deposits.userId, m.id));
    expect(row?.receiptUploadId).toBe(upload?.id);
  });

  it('refuses paths, outside addresses and other members’ uploads with one clear message', async () => {
    const m = await member();
    const other = await member();
    const theirs = await uploadFile(ctx.app, other.token);
    const mine = await uploadFile(ctx.app, m.token);
    const name = mine.slice('/uploads/'.length);
    for (const receipt of [
      theirs,
      '/uploads/../secret.png',
      `/uploads/../uploads/${name}`,
      `/uploads/%2e%2e/${name}`,
      `/uploads/x/${name}`,
      `/uploads/${'a'.repeat(32)}.png`,
      `https://evil.example/uploads/${name}`,
      `https://evil.example/${name}`,
      'https://example.com/receipt.png',
      '/uploads/',
    ]) {
      const response = await deposit(m.token, await body(m.token, { receipt }));
      expect(response.json(), receipt).toEqual(notOwn);
      expect(response.statusCode).toBe(400);
    }
    expect(await ctx.app.db.select().from(deposits).where(eq(deposits.userId, m.id))).toEqual([]);
    // The member's own file still works, and the other member's stays theirs to use.
    expect((await deposit(m.token, await body(m.token, { receipt: mine }))).statusCode).toBe(201);
    expect((await deposit(other.token, await body(other.token, { receipt: theirs }))).statusCode).toBe(201);
  });

  it('must be a document type: an image taken by the media call is fine, a GIF or a video is not', async () => {
    const m = await member();
    const png = await uploadFile(ctx.app, m.token, '/api/upload');
    expect((await deposit(m.token, await body(m.token, { receipt: png }))).statusCode).toBe(201);
    const gif = await uploadFile(
      ctx.app,
      m.token,
      '/api/upload',
      Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64'),
    );
    const response = await deposit(m.token, await body(m.token, { receipt: gif }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'VALIDATION_ERROR',
      message: 'This file type is not allowed. Upload a PDF, PNG, JPEG or SVG file.',
    });
  });

  it('is the receipt of one deposit only', async () => {
    const m = await member();
    const receipt = await uploadFile(ctx.app, m.token);
    expect((await deposit(m.token, await body(m.token, { receipt }))).statusCode).toBe(201);
    const again = await deposit(m.token, await body(m.token, { receipt }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: 'CONFLICT',
      message: 'This receipt is already attached to another deposit. Upload the receipt of this payment.',
    });
    expect(await ctx.app.db.select().from(deposits).where(eq(deposits.userId, m.id))).toHaveLength(1);
  });

  it('refuses a removed upload, and one uploaded more than a day ago', async () => {
    const m = await member();
    const removed = await uploadFile(ctx.app, m.token);
    await ctx.app.db.update(uploads).set({ deletedAt: clock.now() }).where(eq(uploads.url, removed));
    const gone = await deposit(m.token, await body(m.token, { receipt: removed }));
    expect(gone.statusCode).toBe(400);
    expect(gone.json()).toEqual({
      error: 'VALIDATION_ERROR',
      message: 'This file was removed. Upload the receipt again.',
    });

    const dayOld = await uploadFile(ctx.app, m.token);
    const old = await uploadFile(ctx.app, m.token);
    // A day passes on the clock, and the admin's 12-hour session with it: the later tests sign in again.
    onTestFinished(async () => {
      adminToken = await loginAdmin(ctx.app, adminEmail);
    });
    clock.advance(24 * 60 * 60 * 1000);
    expect((await deposit(m.token, await body(m.token, { receipt: dayOld }))).statusCode).toBe(201);
    clock.advance(1);
    const stale = await deposit(m.token, await body(m.token, { receipt: old }));
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toEqual({
      error: 'VALIDATION_ERROR',
      message: 'This file was uploaded more than a day ago. Upload the receipt again.',
    });
  });
});

describe('deposit history', () => {
  it('lists only the member’s own deposits, filtered by method, status and an inclusive date range', async () => {
    // Taken around the deposits (stamped by the database's clock), so a run across midnight still covers them.
    const before = new Date();
    const m = await member();
    const other = await member();
    await deposit(other.token, await body(other.token));
    const easypaisa = (
      await deposit(m.token, await body(m.token, { paymentMethod: 'EASYPAISA', amount: 10 }))
    ).json<{
      id: string;
    }>();
    const binance = (
      await deposit(m.token, await body(m.token, { paymentMethod: 'BINANCE', amount: 20 }))
    ).json<{
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
    const startOfDay = new Date(before.getFullYear(), before.getMonth(), before.getDate()).toISOString();
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
    // The spec's query with its selects left at "All": an empty filter is no filter.
    expect(await history(`?paymentMethod=&status=&startDate=${startOfDay}&endDate=${endOfDay}`)).toEqual([
      binance.id,
      easypaisa.id,
    ]);
    expect(await history('?paymentMethod=&status=FAILED&startDate=&endDate=')).toEqual([binance.id]);
    const notAnOption = await ctx.app.inject({
      method: 'GET',
      url: '/api/deposits/history?paymentMethod=CASH&status=',
      headers: bearer(m.token),
    });
    expect(notAnOption.statusCode).toBe(400);
    expect(notAnOption.json()).toMatchObject({
      error: 'VALIDATION_ERROR',
      message: 'Choose a payment method: EASYPAISA, SADAPAY, NAYAPAY, BINANCE or TRON_TRC20.',
    });
    expect(await history(`?endDate=${new Date(Date.now() - 86_400_000).toISOString()}`)).toEqual([]);
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/deposits/history?startDate=yesterday',
      headers: bearer(m.token),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      error: 'VALIDATION_ERROR',
      message: 'Start date must be a date and time such as 2026-01-31T00:00:00Z.',
    });
    const backwards = await ctx.app.inject({
      method: 'GET',
      url: `/api/deposits/history?startDate=${endOfDay}&endDate=${startOfDay}`,
      headers: bearer(m.token),
    });
    expect(backwards.json()).toMatchObject({
      error: 'VALIDATION_ERROR',
      message: 'The end date must be on or after the start date.',
    });
    for (const url of [
      '/api/deposits/history?startDate=0000-01-01T00:00:00Z',
      '/api/deposits/history?endDate=0000-12-31T23:59:59.999Z',
    ]) {
      const yearZero = await ctx.app.inject({ method: 'GET', url, headers: bearer(m.token) });
      expect(yearZero.statusCode).toBe(400);
      expect(yearZero.json<{ message: string }>().message).toMatch(
        /^(Start|End) date must be between the years 2000 and 2099\.$/,
      );
    }
  });
});

describe('deposit history pages', () => {
  /** Deposits straight in the table at chosen instants (microseconds, as PostgreSQL keeps them). */
  async function insertDeposits(
    userId: string,
    instants: string[],
    status: 'PENDING' | 'FAILED' = 'PENDING',
  ) {
    if (instants.length === 0) return [];
    return ctx.app.db
      .insert(deposits)
      .values(
        instants.map((at, index) => ({
          userId,
          amountCents: index + 1,
          paymentMethod: 'EASYPAISA' as const,
          transactionId: `PAGE-${randomUUID()}`,
          status,
          createdAt: sql`${at}::timestamptz`,
        })),
      )
      .returning({ id: deposits.id, createdAt: deposits.createdAt });
  }
  const ids = (pages: { id: string }[][]) => pages.flat().map((row) => row.id);

  it('pages newest first through a cursor, past the old 500-row cut, without repeating or losing a row', async () => {
    const m = await member();
    const other = await member();
    // 505 rows, many sharing an instant and some a microsecond apart, which a millisecond cursor would mix up.
    const instants = Array.from({ length: 505 }, (_, index) => {
      const second = String(Math.floor(index / 10) % 60).padStart(2, '0');
      const minute = String(Math.floor(index / 600)).padStart(2, '0');
      return `2026-01-01T10:${minute}:${second}.12345${index % 3}Z`;
    });
    const inserted = await insertDeposits(m.id, instants);
    await insertDeposits(other.id, instants.slice(0, 5));
    const expected = [...inserted]
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id.localeCompare(a.id))
      .map((row) => row.id);

    const pages = await readAllPages<{ id: string }>(ctx.app, m.token, '/api/deposits/history?limit=100');
    expect(pages.map((page) => page.length)).toEqual([100, 100, 100, 100, 100, 5]);
    expect(new Set(ids(pages)).size).toBe(505);
    // Ties within one microsecond go by id, descending; the order is the database's own.
    const inOrder = await ctx.app.db
      .select({ id: deposits.id })
      .from(deposits)
      .where(eq(deposits.userId, m.id))
      .orderBy(desc(deposits.createdAt), desc(deposits.id));
    expect(ids(pages)).toEqual(inOrder.map((row) => row.id));
    expect(new Set(ids(pages))).toEqual(new Set(expected));

    // 20 by default; the last page has no next cursor.
    const first = await ctx.app.inject({
      method: 'GET',
      url: '/api/deposits/history',
      headers: bearer(m.token),
    });
    expect(first.json<unknown[]>()).toHaveLength(20);
    expect(first.headers['x-next-cursor']).toMatch(/^[A-Za-z0-9_-]+$/);
    const all = await readAllPages<{ id: string }>(ctx.app, m.token, '/api/deposits/history?limit=7');
    expect(all.slice(0, -1).every((page) => page.length === 7)).toBe(true);
    expect(ids(all)).toEqual(ids(pages));
  });

  it('keeps the filters on every page, and a row added meanwhile does not shift the next page', async () => {
    const m = await member();
    const pending = await insertDeposits(m.id, [
      '2026-02-01T10:00:00.000001Z',
      '2026-02-01T10:00:00.000002Z',
    ]);
    await insertDeposits(m.id, ['2026-02-01T10:00:00.000003Z', '2026-02-01T10:00:00.000004Z'], 'FAILED');
    const firstPage = await ctx.app.inject({
      method: 'GET',
      url: '/api/deposits/history?status=PENDING&limit=1',
      headers: bearer(m.token),
    });
    expect(firstPage.json()).toMatchObject([{ id: pending[1]?.id }]);
    await insertDeposits(m.id, ['2026-02-01T11:00:00.000000Z']);
    const cursor = String(firstPage.headers['x-next-cursor']);
    const secondPage = await ctx.app.inject({
      method: 'GET',
      url: `/api/deposits/history?status=PENDING&limit=1&cursor=${cursor}`,
      headers: bearer(m.token),
    });
    expect(secondPage.json()).toMatchObject([{ id: pending[0]?.id, status: 'PENDING' }]);
    expect(secondPage.headers['x-next-cursor']).toBeUndefined();
  });

  it.each([
    ['limit=0', 'limit is a whole number from 1 to 100.'],
    ['limit=101', 'limit is a whole number from 1 to 100.'],
    ['limit=2.5', 'limit is a whole number from 1 to 100.'],
    ['limit=abc', 'limit is a whole number from 1 to 100.'],
    ['cursor=not%20a%20cursor', 'The list position is not valid. Load the list again.'],
    [`cursor=${'a'.repeat(201)}`, 'The list position is not valid. Load the list again.'],
    ['cursor=abc', 'The list position is not valid. Load the list again.'],
    [
      `cursor=${Buffer.from('2026-01-01T00:00:00.000000Z|12').toString('base64url')}`,
      'The list position is not valid. Load the list again.',
    ],
    ...['0000-13-45T99:00:00.000000Z', '2026-02-30T00:00:00.000000Z', '0000-01-01T00:00:00.000000Z'].map(
      (at) => [
        `cursor=${Buffer.from(`${at}|${randomUUID()}`).toString('base64url')}`,
        'The list position is not valid. Load the list again.',
      ],
    ),
  ])('refuses %s with a clear 400', async (query, message) => {
    const m = await member();
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/deposits/history?${query}`,
      headers: bearer(m.token),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'VALIDATION_ERROR', message });
  });
});

describe('an admin decides a deposit', () => {
  it('COMPLETED credits the wallet once, activates the member, notifies and audits', async () => {
    const m = await member();
    const created = (await deposit(m.token, await body(m.token, { amount: 42.25 }))).json<{ id: string }>();
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
    expect(notices[0]?.message).toBe('Your deposit of $42.25 has been added to your balance.');
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
    const created = (await deposit(m.token, await body(m.token))).json<{ id: string }>();
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
    const created = (await deposit(m.token, await body(m.token))).json<{ id: string }>();
    expect((await setStatus(created.id, 'APPROVED')).statusCode).toBe(400);
    expect((await setStatus('not-a-uuid', 'COMPLETED')).json()).toMatchObject({
      error: 'VALIDATION_ERROR',
      message: 'Invalid id.',
    });
    expect((await setStatus('00000000-0000-4000-8000-000000000000', 'COMPLETED')).statusCode).toBe(404);
    const byMember = await setStatus(created.id, 'COMPLETED', m.token);
    expect(byMember.statusCode).toBe(403);
    expect(await walletBalanceCents(ctx.app.db, m.id)).toBe(0);
  });

  const remove = (id: string, payload?: object) =>
    ctx.app.inject({
      method: 'DELETE',
      url: `/api/deposits/${id}`,
      headers: bearer(adminToken),
      ...(payload === undefined ? {} : { payload }),
    });
  const memberHistory = async (token: string, query = '') => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/deposits/history${query}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ id: string; status: string; removed: { at: string; reason: string } | null }[]>();
  };
  const adminList = async (m: { accountNumber: string }) =>
    (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/deposits?search=${m.accountNumber}`,
        headers: bearer(adminToken),
      })
    ).json<{ items: unknown[]; total: number }>();

  it('delete hides it from the admin lists, keeps money already moved, and the member sees it removed', async () => {
    const m = await member();
    const created = (await deposit(m.token, await body(m.token, { amount: 5 }))).json<{ id: string }>();
    await setStatus(created.id, 'COMPLETED');
    // The spec's call has no body: the member reads the default reason.
    expect((await remove(created.id)).statusCode).toBe(204);
    expect(await walletBalanceCents(ctx.app.db, m.id)).toBe(500);
    expect(await adminList(m)).toMatchObject({ items: [], total: 0 });
    expect(await memberHistory(m.token)).toEqual([
      expect.objectContaining({
        id: created.id,
        status: 'COMPLETED',
        removed: { at: expect.any(String) as string, reason: 'Removed by our support team.' },
      }),
    ]);
    // The member heard of the decision already; the delete tells them nothing more.
    const notices = await ctx.app.db.select().from(notifications).where(eq(notifications.userId, m.id));
    expect(notices.map((row) => row.title)).toEqual(['Deposit completed']);
    expect((await remove(created.id)).statusCode).toBe(404);
    const [audit] = await ctx.app.db.select().from(auditLog).where(eq(auditLog.action, 'deposit.delete'));
    expect(audit).toMatchObject({ adminId, targetId: created.id });
    const [row] = await ctx.app.db.select().from(deposits).where(eq(deposits.id, created.id));
    expect(row).toMatchObject({ deletedByAdminId: adminId, deletionReason: null, status: 'COMPLETED' });
  });

  it('deleting a PENDING deposit credits nothing, keeps the row as rejected and removed with the admin’s reason', async () => {
    const m = await member();
    const created = (
      await deposit(
        m.token,
        await body(m.token, { amount: 20, paymentMethod: 'SADAPAY', transactionId: 'SP-778899' }),
      )
    ).json<{ id: string }>();
    const kept = (await deposit(m.token, await body(m.token, { amount: 3 }))).json<{ id: string }>();
    expect(
      (await remove(created.id, { reason: '  The payment never reached our account.  ' })).statusCode,
    ).toBe(204);
    expect(await walletBalanceCents(ctx.app.db, m.id)).toBe(0);
    const notices = await ctx.app.db.select().from(notifications).where(eq(notifications.userId, m.id));
    expect(notices.map(({ title, message }) => ({ title, message }))).toEqual([
      {
        title: 'Deposit removed',
        message:
          'Your deposit of $20.00 via SadaPay (transaction ID SP-778899) was removed and nothing was added to your balance. Reason: The payment never reached our account. If you made this payment, contact support.',
      },
    ]);
    const removedRow = {
      id: created.id,
      status: 'FAILED',
      removed: { at: expect.any(String) as string, reason: 'The payment never reached our account.' },
    };
    expect(await memberHistory(m.token)).toEqual([
      expect.objectContaining({ id: kept.id, status: 'PENDING', removed: null }),
      expect.objectContaining(removedRow),
    ]);
    // A status filter lists what is still standing; REMOVED lists what was removed.
    expect(await memberHistory(m.token, '?status=PENDING')).toEqual([
      expect.objectContaining({ id: kept.id }),
    ]);
    expect(await memberHistory(m.token, '?status=REJECTED')).toEqual([]);
    expect(await memberHistory(m.token, '?status=FAILED')).toEqual([]);
    expect(await memberHistory(m.token, '?status=REMOVED')).toEqual([expect.objectContaining(removedRow)]);
    // Removed is final: no decision can credit it afterwards.
    expect((await setStatus(created.id, 'COMPLETED')).statusCode).toBe(404);
    expect(await walletBalanceCents(ctx.app.db, m.id)).toBe(0);
    expect(await adminList(m)).toMatchObject({ items: [{ id: kept.id }], total: 1 });
    const [audit] = await ctx.app.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} = 'deposit.delete' and ${auditLog.targetId} = ${created.id}`);
    expect(audit).toMatchObject({
      before: { status: 'PENDING' },
      after: { deleted: true, reason: 'The payment never reached our account.' },
    });
  });

  it('refuses a reason that is too long or not text, and changes nothing', async () => {
    const m = await member();
    const created = (await deposit(m.token, await body(m.token))).json<{ id: string }>();
    const tooLong = await remove(created.id, { reason: 'x'.repeat(301) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({
      error: 'VALIDATION_ERROR',
      message: 'Reason must be at most 300 characters.',
    });
    expect((await remove(created.id, { reason: 7 })).statusCode).toBe(400);
    expect(await memberHistory(m.token)).toEqual([
      expect.objectContaining({ id: created.id, status: 'PENDING', removed: null }),
    ]);
  });
});

describe('the admin deposit list', () => {
  it('pages 20 at a time, newest first, with status, date and search filters on the server', async () => {
    const m = await seedMember(ctx.app.db, { name: 'Paging Person' });
    const token = await loginMember(ctx.app, m.email);
    const ids: string[] = [];
    for (let index = 0; index < 25; index += 1) {
      ids.push((await deposit(token, await body(token, { amount: index + 1 }))).json<{ id: string }>().id);
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

  it('searches a member by e-mail from its beginning, and transaction ids anywhere, listing each deposit once', async () => {
    const owner = await seedMember(ctx.app.db, { name: 'Qx7 Owner' });
    const other = await seedMember(ctx.app.db, { name: 'Someone Else' });
    // Rejected ones straight in the table: nothing is booked for them.
    const row = (userId: string, transactionId: string, minute: number) => ({
      userId,
      amountCents: 500,
      paymentMethod: 'EASYPAISA' as const,
      transactionId,
      status: 'FAILED' as const,
      createdAt: new Date(Date.UTC(2026, 1, 1, 0, minute)),
    });
    const inserted = await ctx.app.db
      .insert(deposits)
      .values([
        row(owner.id, 'PLAIN-1', 1),
        // The owner's name and this transaction id both hold "qx7": listed once.
        row(owner.id, 'QX7-BOTH', 2),
        row(other.id, 'REF-qx7-3', 3),
        row(other.id, 'UNRELATED', 4),
      ])
      .returning({ id: deposits.id, transactionId: deposits.transactionId });
    const idOf = (transactionId: string) =>
      inserted.find((item) => item.transactionId === transactionId)?.id ?? '';
    const list = async (search: string) => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/deposits?search=${encodeURIComponent(search)}`,
        headers: bearer(adminToken),
      });
      expect(response.statusCode).toBe(200);
      return response.json<{ items: { id: string }[]; total: number; totalCapped?: boolean }>();
    };
    const fragment = await list('QX7');
    expect(fragment.items.map((item) => item.id)).toEqual([
      idOf('REF-qx7-3'),
      idOf('QX7-BOTH'),
      idOf('PLAIN-1'),
    ]);
    expect(fragment.total).toBe(3);
    // An e-mail, whole or its beginning with the @, names its member's deposits.
    const byEmail = await list(owner.email.toUpperCase());
    expect(byEmail.items.map((item) => item.id)).toEqual([idOf('QX7-BOTH'), idOf('PLAIN-1')]);
    expect((await list(owner.email.slice(0, owner.email.indexOf('@') + 3))).total).toBe(2);
    // Without the @ the text is looked for anywhere, so the local part's end finds them too.
    expect((await list(owner.email.slice(3, owner.email.indexOf('@')))).total).toBe(2);
    // LIKE wildcards typed in a search match themselves.
    expect((await list('%')).total).toBe(0);
  });

  it('counts a search up to the cap and says "1000+" beyond it, exact on its last page', async () => {
    const member = await seedMember(ctx.app.db, { name: 'Bulk Payer' });
    await ctx.app.db.execute(sql`
      INSERT INTO deposits (user_id, amount_cents, payment_method, transaction_id, status, created_at)
      SELECT ${member.id}::uuid, 100, 'EASYPAISA', 'BULKTRX-' || n, 'FAILED',
             timestamptz '2026-03-01' + n * interval '1 second'
      FROM generate_series(1, 1001) AS n`);
    const list = async (query: string) => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/deposits?search=BULKTRX${query}`,
        headers: bearer(adminToken),
      });
      expect(response.statusCode).toBe(200);
      return response.json<{ items: { transactionId: string }[]; total: number; totalCapped?: boolean }>();
    };
    const first = await list('');
    expect(first).toMatchObject({ total: 1000, totalCapped: true });
    expect(first.items.map((item) => item.transactionId).slice(0, 2)).toEqual([
      'BULKTRX-1001',
      'BULKTRX-1000',
    ]);
    const last = await list('&page=51');
    expect(last).toMatchObject({ total: 1001 });
    expect(last.totalCapped).toBeUndefined();
    expect(last.items.map((item) => item.transactionId)).toEqual(['BULKTRX-1']);
    // Past the end: no rows, and the total is still told.
    expect(await list('&page=60')).toMatchObject({ items: [], total: 1001 });
  });

  it('refuses a NUL in the search and a year-0000 date with a clear 400', async () => {
    const cases = [
      ['?search=Ali%00Raza', 'Text cannot contain NUL characters.'],
      ['?startDate=0000-01-01T00:00:00Z', 'Start date must be between the years 2000 and 2099.'],
      ['?endDate=0000-01-01T00:00:00Z', 'End date must be between the years 2000 and 2099.'],
    ];
    for (const [query, message] of cases) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/deposits${query}`,
        headers: bearer(adminToken),
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ error: 'VALIDATION_ERROR', message });
    }
  });
});
