import { eq } from 'drizzle-orm';

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { earnings, redeemCodes } from '../../db/schema';

import { createTestContext, type TestContext } from '../../../test/app';

import { TestClock } from '../../../test/clock';

import { testDatabaseKind } from '../../../test/database';

import { bearer, loginAdmin, seedAdmin, signedInMember } from '../../../test/factories';
import { expectLedgerReconciles } from '../../../test/money';

import { walletBalanceCents } from '../ledger/ledger.service';

let ctx: TestContext;
let adminToken: string;
const clock = new TestClock(new Date('2026-03-01T10:00:00Z'));
let sequence = 0;

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  adminToken = await loginAdmin(ctx.app, (await seedAdmin(ctx.app.db)).email);
});
afterEach(async () => {
  await expectLedgerReconciles(ctx.app.db);
});
afterAll(async () => {
  await ctx.close();
});

async function member() {
  return signedInMember(ctx.app, { status: 'ACTIVE' });
}

async function createCode(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/redeem-codes',
    headers: bearer(adminToken),
    payload: { code: `bonus-${String(sequence)}`, amount: 2.5, maxUses: 5, ...overrides },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: string; code: string }>();
}

const redeem = (token: string, code: string, key?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/redeem',
    headers: { ...bearer(token), ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload: { code },
  });

describe('redeem codes', () => {
  it('credits a code once per member as a Bonuses earning and refuses it the second time', async () => {
    const code = await createCode();
    expect(code.code).toMatch(/^BONUS-/);
    const someone = await member();
    const first = await redeem(someone.token, code.code.toLowerCase());
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ code: code.code, amount: 2.5 });
    const again = await redeem(someone.token, code.code);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'You have already redeemed this code.' });
    expect(await walletBalanceCents(ctx.app.db, someone.id)).toBe(250);
    const rows = await ctx.app.db.select().from(earnings).where(eq(earnings.userId, someone.id));
    expect(rows).toEqual([expect.objectContaining({ source: 'BONUSES', status: 'APPROVED', amount: 250 })]);
  });

  it('unknown, inactive, expired and used-up codes credit nothing', async () => {
    const someone = await member();
    expect((await redeem(someone.token, 'NO-SUCH-CODE')).json()).toEqual({
      error: 'VALIDATION_ERROR',
      message: 'This code is not valid or has expired.',
    });
    const inactive = await createCode({ isActive: false });
    expect((await redeem(someone.token, inactive.code)).statusCode).toBe(400);
    const expiring = await createCode({ expiresAt: '2026-03-01T11:00:00Z' });
    clock.advance(2 * 60 * 60 * 1000);
    expect((await redeem(someone.token, expiring.code)).statusCode).toBe(400);
    const single = await createCode({ maxUses: 1 });
    expect((await redeem((await member()).token, single.code)).statusCode).toBe(201);
    expect((await redeem(someone.token, single.code)).json()).toMatchObject({
      message: 'This code has been used up.',
    });
    expect((await redeem(someone.token, '')).statusCode).toBe(400);
    expect(await walletBalanceCents(ctx.app.db, someone.id)).toBe(0);
  });

  it('admins manage codes: duplicates, lower uses than used and bad amounts are refused', async () => {
    const code = await createCode({ maxUses: 3 });
    const duplicate = await ctx.app.inject({
      method: 'POST',
      url: '/api/redeem-codes',
      headers: bearer(adminToken),
      payload: { code: code.code, amount: 1, maxUses: 1 },
    });
    expect(duplicate.statusCode).toBe(409);
    await redeem((await member()).token, code.code);
    await redeem((await member()).token, code.code);
    const lower = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/redeem-codes/${code.id}`,
      headers: bearer(adminToken),
      payload: { maxUses: 1 },
    });
    expect(lower.statusCode).toBe(400);
    // An expiry already past on the server's clock is refused, on a new code and on a change.
    const past = new Date(clock.now().getTime() - 60_000).toISOString();
    const expiredCode = await ctx.app.inject({
      method: 'POST',
      url: '/api/redeem-codes',
      headers: bearer(adminToken),
      payload: { code: 'ALREADY-OVER', amount: 1, maxUses: 1, expiresAt: past },
    });
    expect(expiredCode.statusCode).toBe(400);
    expect(expiredCode.json()).toMatchObject({ message: 'The expiry must be in the future.' });
    const expiredChange = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/redeem-codes/${code.id}`,
      headers: bearer(adminToken),
      payload: { expiresAt: past },
    });
    expect(expiredChange.statusCode).toBe(400);
    for (const payload of [
      { code: 'ab', amount: 1, maxUses: 1 },
      { code: 'GOOD1', amount: 0, maxUses: 1 },
      { code: 'GOOD2', amount: 1.001, maxUses: 1 },
      { code: 'GOOD3', amount: 1, maxUses: 0 },
      { code: 'bad code!', amount: 1, maxUses: 1 },
    ]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/redeem-codes',
        headers: bearer(adminToken),
        payload,
      });
      expect(response.statusCode).toBe(400);
    }
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/redeem-codes',
      headers: bearer(adminToken),
    });
    expect(list.json()).toMatchObject({ page: 1, pageSize: 20 });
    expect(list.json<{ items: { code: string; usesCount: number }[] }>().items).toContainEqual(
      expect.objectContaining({ code: code.code, usesCount: 2 }),
    );
  });

  it('wrong codes are rate limited per member', async () => {
    const guesser = await member();
    const statuses: number[] = [];
    for (let index = 0; index < 12; index += 1)
      statuses.push((await redeem(guesser.token, `GUESS-${String(index)}`)).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    // Another member is not held back by the guesser.
    expect((await redeem((await member()).token, 'GUESS-X')).statusCode).toBe(400);
  });
});

describe.skipIf(testDatabaseKind() !== 'postgres')('redeem codes under concurrency (PostgreSQL)', () => {
  it('twenty members redeeming a 5-use code at once: exactly five are credited', async () => {
    const code = await createCode({ maxUses: 5, amount: 1 });
    const members = await Promise.all(Array.from({ length: 20 }, () => member()));
    const responses = await Promise.all(members.map((someone) => redeem(someone.token, code.code)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(15);
    const balances = await Promise.all(members.map((someone) => walletBalanceCents(ctx.app.db, someone.id)));
    expect(balances.reduce((sum, cents) => sum + cents, 0)).toBe(500);
    const [row] = await ctx.app.db.select().from(redeemCodes).where(eq(redeemCodes.id, code.id));
    expect(row?.usesCount).toBe(5);
  });

  it('one member redeeming the same code twenty times at once is credited once', async () => {
    const code = await createCode({ maxUses: 100, amount: 1 });
    const someone = await member();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) => redeem(someone.token, code.code, `same-${String(index)}`)),
    );
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(1);
    expect(await walletBalanceCents(ctx.app.db, someone.id)).toBe(100);
  });
});
