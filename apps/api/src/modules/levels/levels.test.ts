import { eq } from 'drizzle-orm';

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import type { Level, LevelPurchaseResponse, LevelStatus } from '@earnflow/contracts';

import { accounts, auditLog, levels, memberLevels, notifications, users } from '../../db/schema';

import { createTestContext, type TestContext } from '../../../test/app';

import { TestClock } from '../../../test/clock';

import { testDatabaseKind } from '../../../test/database';

import { bearer, loginAdmin, seedAdmin, signedInMember } from '../../../test/factories';
import { expectLedgerReconciles } from '../../../test/money';
import { accountBalanceCents, walletBalanceCents } from '../ledger/ledger.repository';

let ctx: TestContext;
let adminToken: string;
const clock = new TestClock('2026-11-22T08:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
let levelNumber = 0;

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

const levelBody = (overrides: Record<string, unknown> = {}) => ({
  level: (levelNumber += 1),
  title: `Level ${String(levelNumber)}`,
  adsPerDay: 5,
  ratePerAd: 0.25,
  dailyEarning: 999,
  monthlyEarning: 999,
  price: 10,
  expiryInDays: 30,
  isActive: true,
  ...overrides,
});

async function createLevel(overrides: Record<string, unknown> = {}): Promise<Level> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/levels',
    headers: bearer(adminToken),
    payload: levelBody(overrides),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Level>();
}

async function member(cents = 0, status: 'PENDING' | 'ACTIVE' = 'PENDING') {
  return signedInMember(ctx.app, { status, cents });
}

const buy = (token: string, levelId: string, key?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/levels/${levelId}/purchase`,
    headers: { ...bearer(token), ...(key === undefined ? {} : { 'idempotency-key': key }) },
  });

// The account appears with the first purchase a process handles.
const levelSalesBalance = async () => {
  const [row] = await ctx.app.db.select().from(accounts).where(eq(accounts.kind, 'LEVEL_SALES'));
  return row === undefined ? 0 : accountBalanceCents(ctx.app.db, row.id);
};

describe('managing levels', () => {
  it('derives daily and monthly earning on the server, in whatever the client sent', async () => {
    const level = await createLevel({ adsPerDay: 4, ratePerAd: 0.35, dailyEarning: 1, monthlyEarning: 2 });
    expect(level).toMatchObject({ adsPerDay: 4, ratePerAd: 0.35, dailyEarning: 1.4, monthlyEarning: 42 });
    const [audit] = await ctx.app.db.select().from(auditLog).where(eq(auditLog.targetId, level.id));
    expect(audit?.action).toBe('level.create');

    const patched = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/levels/${level.id}`,
      headers: bearer(adminToken),
      payload: { ...levelBody({ level: level.level, title: 'Gold', adsPerDay: 10, ratePerAd: 0.1 }) },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ title: 'Gold', dailyEarning: 1, monthlyEarning: 30 });
  });

  it('keeps level numbers unique', async () => {
    const level = await createLevel();
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/levels',
      headers: bearer(adminToken),
      payload: { ...levelBody(), level: level.level },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'A level with this number already exists.' });
    const other = await createLevel();
    const clash = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/levels/${other.id}`,
      headers: bearer(adminToken),
      payload: { ...levelBody(), level: level.level },
    });
    expect(clash.statusCode).toBe(409);
  });

  it('refuses bad input and member tokens with a message, changing nothing', async () => {
    const before = await ctx.app.db.select().from(levels);
    const { token } = await member();
    const cases: [Record<string, unknown>, string][] = [
      [{ price: 10.005 }, 'Price can have at most 2 decimals.'],
      [{ price: -5 }, 'Price must be greater than zero.'],
      [{ ratePerAd: 0.001 }, 'Rate per ad can have at most 2 decimals.'],
      [{ adsPerDay: 2.5 }, 'Ads per day must be a whole number from 1 to 1000.'],
      [{ level: '3' }, 'Level must be a whole number from 1 to 1000.'],
      [{ expiryInDays: 0 }, 'Expiry days must be a whole number from 1 to 3650.'],
      [{ title: '' }, 'Title is required.'],
    ];
    for (const [overrides, message] of cases) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/levels',
        headers: bearer(adminToken),
        payload: levelBody(overrides),
      });
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(message);
    }
    const asMember = await ctx.app.inject({
      method: 'POST',
      url: '/api/levels',
      headers: bearer(token),
      payload: levelBody(),
    });
    expect(asMember.statusCode).toBe(403);
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/levels' });
    expect(anonymous.statusCode).toBe(401);
    const unknown = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/levels/00000000-0000-4000-8000-000000000000',
      headers: bearer(adminToken),
    });
    expect(unknown.statusCode).toBe(404);
    expect(await ctx.app.db.select().from(levels)).toHaveLength(before.length);
  });

  it('shows members the active levels only; admins see every level not deleted', async () => {
    const hidden = await createLevel({ isActive: false });
    const shown = await createLevel();
    const { token } = await member();
    const forMember = (
      await ctx.app.inject({ method: 'GET', url: '/api/levels', headers: bearer(token) })
    ).json<Level[]>();
    expect(forMember.map((level) => level.id)).toContain(shown.id);
    expect(forMember.map((level) => level.id)).not.toContain(hidden.id);
    const forAdmin = (
      await ctx.app.inject({ method: 'GET', url: '/api/levels', headers: bearer(adminToken) })
    ).json<Level[]>();
    expect(forAdmin.map((level) => level.id)).toEqual(expect.arrayContaining([hidden.id, shown.id]));
    const numbers = forAdmin.map((level) => level.level);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
  });

  it('keeps a level off sale when an edit leaves isActive out; a new level without it is on sale', async () => {
    const withoutSwitch: Record<string, unknown> = levelBody();
    delete withoutSwitch['isActive'];
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/levels',
      headers: bearer(adminToken),
      payload: withoutSwitch,
    });
    expect(created.json()).toMatchObject({ isActive: true });
    const level = await createLevel({ isActive: false });
    const edit: Record<string, unknown> = levelBody({ level: level.level, title: 'Renamed' });
    delete edit['isActive'];
    const edited = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/levels/${level.id}`,
      headers: bearer(adminToken),
      payload: edit,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Renamed', isActive: false });
  });

  it('answers a SUPPORT admin with the role refusal, not as a member who must sign in', async () => {
    const support = await seedAdmin(ctx.app.db, { role: 'SUPPORT' });
    const token = await loginAdmin(ctx.app, support.email);
    const response = await ctx.app.inject({ method: 'GET', url: '/api/levels', headers: bearer(token) });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: 'ROLE_NOT_ALLOWED',
      message: 'Your admin role does not allow this.',
    });
  });
});

describe('buying a level', () => {
  it('pays from the wallet to level sales, lasts expiryInDays and makes a PENDING member active', async () => {
    const level = await createLevel({ price: 12.5, expiryInDays: 10 });
    const buyer = await member(2000);
    const salesBefore = await levelSalesBalance();
    const response = await buy(buyer.token, level.id, 'buy-1');
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json<LevelPurchaseResponse>();
    expect(body).toMatchObject({ user: { status: 'ACTIVE' }, wallet: { currentBalance: 7.5 }, paid: 12.5 });
    expect(body.level.expiresAt).toBe(new Date(clock.now().getTime() + 10 * DAY).toISOString());
    expect(body.level.daysLeft).toBe(10);
    expect((await levelSalesBalance()) - salesBefore).toBe(1250);
    const [user] = await ctx.app.db.select().from(users).where(eq(users.id, buyer.id));
    expect(user?.status).toBe('ACTIVE');
    const [notice] = await ctx.app.db.select().from(notifications).where(eq(notifications.userId, buyer.id));
    expect(notice).toMatchObject({
      title: 'Level activated',
      message: `You are now on Level ${String(level.level)}: ${level.title}, until 2 Dec 2026, 1:00 pm Pakistan time. You paid $12.50.`,
    });

    // The same key answers the first purchase again and pays nothing more.
    const replay = await buy(buyer.token, level.id, 'buy-1');
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(body);
    expect(await walletBalanceCents(ctx.app.db, buyer.id)).toBe(750);
    // The same key for another level is another request: a conflict, not the first answer.
    const other = await createLevel({ price: 15 });
    const reused = await buy(buyer.token, other.id, 'buy-1');
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toEqual({
      error: 'CONFLICT',
      message: 'This Idempotency-Key was already used for a different request.',
    });
    expect(await walletBalanceCents(ctx.app.db, buyer.id)).toBe(750);

    const status = (
      await ctx.app.inject({ method: 'GET', url: '/api/levels/me', headers: bearer(buyer.token) })
    ).json<LevelStatus>();
    expect(status).toMatchObject({ current: { level: { id: level.id }, daysLeft: 10 }, adsPerDay: 5 });
  });

  it('refuses the same or a lower level while one is active, and charges the difference upward', async () => {
    const low = await createLevel({ price: 10 });
    const high = await createLevel({ price: 25 });
    const buyer = await member(5000, 'ACTIVE');
    expect((await buy(buyer.token, high.id)).statusCode).toBe(201);
    const same = await buy(buyer.token, high.id);
    expect(same.statusCode).toBe(409);
    expect(same.json()).toMatchObject({
      message: 'You already have this level. You can buy it again when it expires.',
    });
    const lower = await buy(buyer.token, low.id);
    expect(lower.statusCode).toBe(409);
    expect(lower.json()).toMatchObject({
      message: 'You already have a higher level. Choose a level above your current one.',
    });
    expect(await walletBalanceCents(ctx.app.db, buyer.id)).toBe(2500);

    const other = await member(5000, 'ACTIVE');
    expect((await buy(other.token, low.id)).statusCode).toBe(201);
    const upgrade = await buy(other.token, high.id);
    expect(upgrade.statusCode, upgrade.body).toBe(201);
    expect(upgrade.json()).toMatchObject({ paid: 15, wallet: { currentBalance: 25 } });
    const holdings = await ctx.app.db.select().from(memberLevels).where(eq(memberLevels.userId, other.id));
    expect(holdings.filter((holding) => holding.endedAt === null)).toHaveLength(1);
  });

  it('counts an upgrade from the price paid, and sells a new level that took a deleted held level’s number', async () => {
    const admin = (method: 'PATCH' | 'DELETE', id: string, payload?: Record<string, unknown>) =>
      ctx.app.inject({ method, url: `/api/levels/${id}`, headers: bearer(adminToken), payload });
    const base = await createLevel({ price: 10 });
    const top = await createLevel({ price: 50 });
    const buyer = await member(10_000, 'ACTIVE');
    expect((await buy(buyer.token, base.id)).statusCode).toBe(201);
    const repriced = await admin('PATCH', base.id, levelBody({ level: base.level, price: 30 }));
    expect(repriced.statusCode, repriced.body).toBe(200);
    const status = (
      await ctx.app.inject({ method: 'GET', url: '/api/levels/me', headers: bearer(buyer.token) })
    ).json<LevelStatus>();
    expect(status.current).toMatchObject({ level: { id: base.id, price: 30 }, boughtAtPrice: 10 });
    const upgrade = await buy(buyer.token, top.id);
    expect(upgrade.statusCode, upgrade.body).toBe(201);
    expect(upgrade.json()).toMatchObject({ paid: 40, wallet: { currentBalance: 50 } });

    const old = await createLevel({ price: 5 });
    const holder = await member(10_000, 'ACTIVE');
    expect((await buy(holder.token, old.id)).statusCode).toBe(201);
    expect((await admin('DELETE', old.id)).statusCode).toBe(204);
    const successor = await createLevel({ level: old.level, price: 40 });
    const bought = await buy(holder.token, successor.id);
    expect(bought.statusCode, bought.body).toBe(201);
    expect(bought.json()).toMatchObject({ paid: 35, level: { level: { id: successor.id } } });
    await expectLedgerReconciles(ctx.app.db);
  });

  it('refuses a short balance with a message and changes nothing', async () => {
    const level = await createLevel({ price: 50 });
    const buyer = await member(4999);
    const response = await buy(buyer.token, level.id);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Insufficient balance.' });
    expect(await walletBalanceCents(ctx.app.db, buyer.id)).toBe(4999);
    expect(await ctx.app.db.select().from(memberLevels).where(eq(memberLevels.userId, buyer.id))).toEqual([]);
    const [user] = await ctx.app.db.select().from(users).where(eq(users.id, buyer.id));
    expect(user?.status).toBe('PENDING');
  });

  it('refuses unknown and inactive levels, and admin tokens', async () => {
    const hidden = await createLevel({ isActive: false });
    const buyer = await member(5000);
    expect((await buy(buyer.token, hidden.id)).statusCode).toBe(404);
    expect((await buy(buyer.token, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await buy(adminToken, hidden.id)).statusCode).toBe(403);
    expect(await walletBalanceCents(ctx.app.db, buyer.id)).toBe(5000);
  });

  it('sells the same level again once it expired, at the full price', async () => {
    const level = await createLevel({ price: 10, expiryInDays: 1 });
    const buyer = await member(3000);
    expect((await buy(buyer.token, level.id)).statusCode).toBe(201);
    clock.advance(DAY - 1);
    expect((await buy(buyer.token, level.id)).statusCode).toBe(409);
    clock.advance(1);
    const again = await buy(buyer.token, level.id);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toMatchObject({ paid: 10 });
    expect(await walletBalanceCents(ctx.app.db, buyer.id)).toBe(1000);
  });

  it('lets holders keep a deleted level until it expires; it is no longer sold', async () => {
    // The clock moved past the admin session of the first tests.
    adminToken = await loginAdmin(ctx.app, (await seedAdmin(ctx.app.db)).email);
    const level = await createLevel({ price: 10, expiryInDays: 3 });
    const holder = await member(3000);
    expect((await buy(holder.token, level.id)).statusCode).toBe(201);
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/levels/${level.id}`,
      headers: bearer(adminToken),
    });
    expect(removed.statusCode).toBe(204);
    const status = (
      await ctx.app.inject({ method: 'GET', url: '/api/levels/me', headers: bearer(holder.token) })
    ).json<LevelStatus>();
    expect(status.current).toMatchObject({ level: { id: level.id }, expired: false });
    const buyer = await member(3000);
    expect((await buy(buyer.token, level.id)).statusCode).toBe(404);
    // Its number is free for a new level.
    await createLevel({ level: level.level });
  });
});

describe.skipIf(testDatabaseKind() !== 'postgres')('level purchases at once (PostgreSQL)', () => {
  it('sells one level once to a member buying it many times at once, each request with its own key', async () => {
    const level = await createLevel({ price: 10 });
    const buyer = await member(5000, 'ACTIVE');
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) => buy(buyer.token, level.id, `at-once-${String(index)}`)),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes, answers.map((answer) => answer.body).join('\n')).toEqual([
      201,
      ...Array<number>(11).fill(409),
    ]);
    expect(await walletBalanceCents(ctx.app.db, buyer.id)).toBe(4000);
  });

  it('charges a purchase and an upgrade at once exactly as one after the other', async () => {
    const low = await createLevel({ price: 10 });
    const high = await createLevel({ price: 25 });
    for (let round = 0; round < 5; round += 1) {
      const buyer = await member(5000, 'ACTIVE');
      const [first, second] = await Promise.all([
        buy(buyer.token, low.id, `low-${String(round)}`),
        buy(buyer.token, high.id, `high-${String(round)}`),
      ]);
      expect([first.statusCode, second.statusCode], `${first.body} ${second.body}`).not.toContain(500);
      const holdings = await ctx.app.db.select().from(memberLevels).where(eq(memberLevels.userId, buyer.id));
      const open = holdings.filter((holding) => holding.endedAt === null);
      expect(open).toHaveLength(1);
      // Either the high level alone (25), or the low one then the upgrade (10 + 15): 25 in every order.
      expect(await walletBalanceCents(ctx.app.db, buyer.id)).toBe(2500);
    }
  });
});
