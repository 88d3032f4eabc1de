import { eq } from 'drizzle-orm';

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import type { SpinResult, SpinState } from '@earnflow/contracts';

import { auditLog, earnings, spins } from '../../db/schema';

import { createTestContext, type TestContext } from '../../../test/app';

import { TestClock } from '../../../test/clock';

import { testDatabaseKind } from '../../../test/database';

import { bearer, loginAdmin, loginMember, seedAdmin, signedInMember } from '../../../test/factories';
import { expectLedgerReconciles } from '../../../test/money';

import { letBackIn, sessionEndings } from '../../../test/session-endings';

import { walletBalanceCents } from '../ledger/ledger.service';

import { prizeWords } from './spin.service';

let ctx: TestContext;
let adminToken: string;
// 23:00 in Karachi on 1 March 2026: an hour later it is the 2nd there.
const clock = new TestClock(new Date('2026-03-01T18:00:00Z'));

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

const admin = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: bearer(adminToken), ...(payload ? { payload } : {}) });

async function setWheel(segments: { label: string; prize: number; weight: number }[]) {
  const current = (await admin('GET', '/api/spin/segments')).json<{ id: string }[]>();
  for (const segment of current) await admin('DELETE', `/api/spin/segments/${segment.id}`);
  for (const segment of segments) {
    const response = await admin('POST', '/api/spin/segments', { ...segment, colour: '#16a34a' });
    expect(response.statusCode).toBe(201);
  }
}

describe('a prize in words', () => {
  it('names the prize once when the label is the prize', () => {
    expect(prizeWords('$0.50', 50)).toBe('$0.50');
    expect(prizeWords('0.5', 50)).toBe('$0.50');
    expect(prizeWords('$1', 100)).toBe('$1.00');
    expect(prizeWords('$1,000', 100_000)).toBe('$1,000.00');
    expect(prizeWords('Jackpot', 500)).toBe('Jackpot ($5.00)');
    expect(prizeWords('$2', 100)).toBe('$2 ($1.00)');
  });
});

describe('spin & win', () => {
  it('admins set segments and spins per day; bad input is a 400 with a message', async () => {
    await setWheel([{ label: 'Try Again', prize: 0, weight: 3 }]);
    const created = await admin('POST', '/api/spin/segments', {
      label: '$1',
      prize: 1,
      weight: 1,
      colour: '#2563eb',
    });
    expect(created.json()).toEqual([
      expect.objectContaining({ label: 'Try Again', prize: 0, chancePercent: 75 }),
      expect.objectContaining({ label: '$1', prize: 1, chancePercent: 25, isActive: true }),
    ]);
    // The audit log keeps what the admin set; a chance depends on the other segments, so it is not kept.
    const [logged] = await ctx.app.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.targetId, created.json<{ id: string; label: string }[]>()[1]?.id ?? ''));
    expect(logged?.after).toEqual({ label: '$1', prize: 1, weight: 1, colour: '#2563eb', isActive: true });
    const tryAgainPays = await admin('POST', '/api/spin/segments', {
      label: 'try again',
      prize: 5,
      weight: 1,
      colour: '#2563eb',
    });
    expect(tryAgainPays.json()).toEqual({
      error: 'VALIDATION_ERROR',
      message: "'Try Again' pays nothing: set its prize to 0.",
    });
    const tryAgain = created.json<{ id: string; label: string }[]>().find((row) => row.label === 'Try Again');
    const madeToPay = await admin('PATCH', `/api/spin/segments/${tryAgain?.id ?? ''}`, { prize: 1 });
    expect(madeToPay.json()).toEqual(tryAgainPays.json());
    for (const bad of [
      { label: 'x', prize: -1, weight: 1, colour: '#000000' },
      { label: 'x', prize: 1.234, weight: 1, colour: '#000000' },
      { label: 'x', prize: 1, weight: 0, colour: '#000000' },
      { label: 'x', prize: 1, weight: 1, colour: 'red' },
      { label: '', prize: 1, weight: 1, colour: '#000000' },
    ]) {
      const response = await admin('POST', '/api/spin/segments', bad);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).not.toBe('');
    }
    expect((await admin('GET', '/api/reward-settings')).json()).toEqual({
      spinsPerDay: 1,
      referralPercent: 10,
    });
    expect((await admin('PATCH', '/api/reward-settings', { spinsPerDay: -1 })).statusCode).toBe(400);
    const { token } = await member();
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/spin/segments', headers: bearer(token) })).statusCode,
    ).toBe(403);
  });

  it('a prize is paid as a Spin earning; spins run out for the Karachi day and come back the next', async () => {
    await setWheel([{ label: '$0.50', prize: 0.5, weight: 1 }]);
    const someone = await member();
    const spin = (key?: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/spin',
        headers: { ...bearer(someone.token), ...(key ? { 'idempotency-key': key } : {}) },
      });
    const state = (
      await ctx.app.inject({ method: 'GET', url: '/api/spin', headers: bearer(someone.token) })
    ).json<SpinState>();
    expect(state).toMatchObject({ spinsLeft: 1, segments: [{ label: '$0.50', amount: 0.5 }] });
    expect(JSON.stringify(state)).not.toContain('weight');

    const first = await spin('k1');
    expect(first.statusCode).toBe(201);
    expect(first.json<SpinResult>()).toMatchObject({ result: '$0.50', amount: 0.5, spinsLeft: 0 });
    // The same key answers the same spin again, without a second one.
    expect((await spin('k1')).json()).toEqual(first.json());
    const second = await spin('k2');
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ message: 'You have no spins left today. Come back tomorrow.' });
    expect(await walletBalanceCents(ctx.app.db, someone.id)).toBe(50);
    const [earning] = await ctx.app.db.select().from(earnings).where(eq(earnings.userId, someone.id));
    expect(earning).toMatchObject({
      source: 'SPIN',
      status: 'APPROVED',
      amount: 50,
      description: 'Spin & Win: $0.50',
      referenceType: 'spin',
      referenceId: first.json<SpinResult>().id,
    });

    clock.advance(60 * 60 * 1000);
    expect((await spin('k3')).statusCode).toBe(201);
    const history = await ctx.app.inject({
      method: 'GET',
      url: '/api/spin/history',
      headers: bearer(someone.token),
    });
    expect(history.json()).toEqual([
      expect.objectContaining({ result: '$0.50', amount: 0.5 }),
      expect.objectContaining({ result: '$0.50', amount: 0.5 }),
    ]);
    const today = await ctx.app.inject({
      method: 'GET',
      url: `/api/spin/history?startDate=${encodeURIComponent('2026-03-01T19:00:00.000Z')}`,
      headers: bearer(someone.token),
    });
    expect(today.json()).toHaveLength(1);
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/spin/history?startDate=yesterday',
      headers: bearer(someone.token),
    });
    expect(bad.statusCode).toBe(400);
  });

  it("'Try Again' pays nothing and writes no earning", async () => {
    await setWheel([{ label: 'Try Again', prize: 0, weight: 1 }]);
    const someone = await member();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/spin',
      headers: bearer(someone.token),
    });
    expect(response.json()).toMatchObject({ result: 'Try Again', amount: 0 });
    expect(await walletBalanceCents(ctx.app.db, someone.id)).toBe(0);
    expect(await ctx.app.db.select().from(earnings).where(eq(earnings.userId, someone.id))).toEqual([]);
  });

  it('an empty wheel cannot be spun', async () => {
    await setWheel([]);
    const someone = await member();
    const state = await ctx.app.inject({ method: 'GET', url: '/api/spin', headers: bearer(someone.token) });
    expect(state.json()).toMatchObject({ spinsLeft: 0, segments: [] });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/spin',
      headers: bearer(someone.token),
    });
    expect(response.statusCode).toBe(409);
  });

  it('refuses a session that ended after its first spin, before anything else and paying nothing', async () => {
    await setWheel([{ label: '$0.10', prize: 0.1, weight: 1 }]);
    expect((await admin('PATCH', '/api/reward-settings', { spinsPerDay: 20 })).statusCode).toBe(200);
    const someone = await member();
    const spin = (token: string, key?: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/spin',
        headers: { ...bearer(token), ...(key === undefined ? {} : { 'idempotency-key': key }) },
      });
    for (const { end, answer, status } of sessionEndings(ctx.app.db, () => clock.now())) {
      // A plain spin, a bad key, a replay of an answered key and the wheel's state: the session's
      // refusal first.
      for (const call of [
        (token: string) => spin(token),
        (token: string) => spin(token, ' '),
        (token: string) => spin(token, token),
        (token: string) => ctx.app.inject({ url: '/api/spin', headers: bearer(token) }),
      ]) {
        // A spin makes the session known to this process; later ones check it in their statement.
        const token = await loginMember(ctx.app, someone.email);
        expect((await spin(token, token)).statusCode).toBe(201);
        await end(someone.id);
        const response = await call(token);
        expect(response.statusCode).toBe(status);
        expect(response.json()).toEqual(answer);
        await letBackIn(ctx.app.db, someone.id);
      }
    }
    // Twelve spins, one per session; the refused calls paid nothing.
    expect(await ctx.app.db.select().from(spins).where(eq(spins.userId, someone.id))).toHaveLength(12);
    expect(await walletBalanceCents(ctx.app.db, someone.id)).toBe(120);
    const token = await loginMember(ctx.app, someone.email);
    expect((await ctx.app.inject({ url: '/api/spin', headers: bearer(token) })).json()).toMatchObject({
      spinsLeft: 8,
      spinsPerDay: 20,
    });
    expect((await admin('PATCH', '/api/reward-settings', { spinsPerDay: 1 })).statusCode).toBe(200);
  });
});

describe.skipIf(testDatabaseKind() !== 'postgres')('spin under concurrency (PostgreSQL)', () => {
  it('twenty concurrent spins with one spin left give exactly one result', async () => {
    await setWheel([{ label: '$1', prize: 1, weight: 1 }]);
    const someone = await member();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/spin',
          headers: { ...bearer(someone.token), 'idempotency-key': `concurrent-${String(index)}` },
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    expect(await walletBalanceCents(ctx.app.db, someone.id)).toBe(100);
  });
});
