import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { accounts, memberStatusCounts, users } from '../../db/schema';
import type { AdminDashboard } from '@earnflow/contracts';
import { createTestContext, type TestContext } from '../../../test/app';
import { TestClock } from '../../../test/clock';
import { plantAviatorSeed } from '../../../test/aviator';
import { bearer, loginAdmin, loginMember, seedAdmin, seedMember, uploadFile } from '../../../test/factories';
import { expectLedgerReconciles, fundWallet } from '../../../test/money';
import { decideEarning, payReward, recordPendingEarning } from '../earnings/earnings.service';
import { createDashboardService } from './dashboard.service';

const backupsOff = {
  status: () =>
    Promise.resolve({ enabled: false, everyHours: 24, last: null, lastError: null, overdue: false }),
};
import { dashboardProviders, type DashboardProvider } from './dashboard.providers';

let ctx: TestContext;
// 23:30 in Karachi on 1 March 2026: the business day is still the 1st.
const clock = new TestClock(new Date('2026-03-01T18:30:00Z'));
beforeAll(async () => {
  ctx = await createTestContext({ clock });
});
afterAll(async () => {
  await ctx.close();
});

async function dashboard(token: string) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/admin/dashboard',
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return response.json<AdminDashboard>();
}

const valueOf = (board: AdminDashboard, id: string) =>
  board.figures.find((figure) => figure.id === id)?.value;

describe('GET /admin/dashboard', () => {
  it('counts members from the maintained counts, rewards by source and 30 days of charts', async () => {
    await seedMember(ctx.app.db, { status: 'PENDING' });
    const active = await seedMember(ctx.app.db, { status: 'ACTIVE' });
    const suspended = await seedMember(ctx.app.db, { status: 'SUSPENDED' });
    await seedMember(ctx.app.db, { status: 'PENDING', referredById: suspended.id });
    await ctx.app.db.transaction(async (tx) => {
      for (const [source, cents, reference] of [
        ['ADS', 25, 'a1'],
        ['ADS', 75, 'a2'],
        ['SPIN', 300, 's1'],
      ] as const) {
        await payReward(tx, {
          userId: active.id,
          source,
          amountCents: cents,
          description: 'Reward',
          referenceType: 'dashboard-test',
          referenceId: reference,
          now: clock.now(),
        });
      }
    });
    const admin = await seedAdmin(ctx.app.db);
    const board = await dashboard(await loginAdmin(ctx.app, admin.email));

    expect(board.today).toBe('2026-03-01');
    expect(valueOf(board, 'members.total')).toBe(4);
    expect(valueOf(board, 'members.pending')).toBe(2);
    expect(valueOf(board, 'members.active')).toBe(1);
    expect(valueOf(board, 'members.suspended')).toBe(1);
    expect(valueOf(board, 'rewards.today.ADS')).toBe(1);
    expect(valueOf(board, 'rewards.today.SPIN')).toBe(3);
    expect(valueOf(board, 'rewards.today.total')).toBe(4);
    expect(valueOf(board, 'deposits.pending')).toBe(0);
    expect(board.figures.every((figure) => figure.href.startsWith('/admin/'))).toBe(true);
    const hrefOf = (id: string) => board.figures.find((figure) => figure.id === id)?.href;
    // Each figure opens its list filtered as far as that list allows.
    expect(hrefOf('members.active')).toBe('/admin/users?status=ACTIVE');
    expect(hrefOf('deposits.completedToday')).toBe('/admin/all-deposits?today=1');
    expect(hrefOf('deposits.completedTodayAmount')).toBe('/admin/all-deposits?today=1');
    expect(board.days).toHaveLength(30);
    expect(board.days.at(-1)).toBe('2026-03-01');
    const rewards = board.charts.find((chart) => chart.id === 'rewards.paid');
    expect(rewards?.series[0]?.values.at(-1)).toBe(4);
    // The scheduled run may or may not have happened yet; it never finds a problem here.
    expect([null, true]).toContain(board.reconciliation.ok);
    await expectLedgerReconciles(ctx.app.db);
  });

  it('keeps the per-status counts equal to the members table through inserts, updates and deletes', async () => {
    const extra = await seedMember(ctx.app.db, { status: 'PENDING' });
    await ctx.app.db.update(users).set({ status: 'ACTIVE' }).where(eq(users.status, 'PENDING'));
    await ctx.app.db.update(users).set({ name: 'Renamed' }).where(eq(users.id, extra.id));
    await ctx.app.db.delete(accounts).where(eq(accounts.userId, extra.id));
    await ctx.app.db.delete(users).where(eq(users.id, extra.id));
    const actual = await ctx.app.db
      .select({ status: users.status, members: sql<number>`count(*)::int` })
      .from(users)
      .groupBy(users.status);
    const kept = await ctx.app.db.select().from(memberStatusCounts);
    for (const status of ['PENDING', 'ACTIVE', 'SUSPENDED'] as const) {
      expect(kept.find((row) => row.status === status)?.members ?? 0, status).toBe(
        actual.find((row) => row.status === status)?.members ?? 0,
      );
    }
  });

  it('counts a reward approved later on the day it is paid, and not a rejected one', async () => {
    const member = await seedMember(ctx.app.db, { status: 'ACTIVE' });
    const service = createDashboardService({
      db: ctx.app.db,
      clock,
      providers: dashboardProviders,
      backups: backupsOff,
      appName: 'EarnFlow',
    });
    const paidChart = async () =>
      (await service.dashboard()).charts.find((chart) => chart.id === 'rewards.paid')?.series[0]?.values;
    const chartBefore = await paidChart();
    // Submitted yesterday (Karachi), decided today.
    const today = clock.now();
    onTestFinished(() => clock.set(today));
    clock.set(new Date(today.getTime() - 24 * 60 * 60 * 1000));
    const pending = (referenceId: string) =>
      ctx.app.db.transaction((tx) =>
        recordPendingEarning(tx, {
          userId: member.id,
          source: 'TASKS',
          amountCents: 150,
          description: 'Task',
          referenceType: 'dashboard-test',
          referenceId,
          now: clock.now(),
        }),
      );
    const approved = await pending('t1');
    const rejected = await pending('t2');
    clock.set(today);
    const before = await service.dashboard();
    expect(valueOf(before, 'rewards.today.TASKS')).toBe(0);
    await ctx.app.db.transaction((tx) => decideEarning(tx, approved, 'APPROVED', clock.now()));
    await ctx.app.db.transaction((tx) => decideEarning(tx, rejected, 'REJECTED', clock.now()));
    const after = await service.dashboard();
    expect(valueOf(after, 'rewards.today.TASKS')).toBe(1.5);
    // Today's bar grows by the reward; yesterday's, when it was submitted, does not.
    const chartAfter = await paidChart();
    expect(chartAfter?.at(-1)).toBe((chartBefore?.at(-1) ?? 0) + 1.5);
    expect(chartAfter?.at(-2)).toBe(chartBefore?.at(-2));
    await expectLedgerReconciles(ctx.app.db);
  });

  it('shows the task proofs waiting for review', async () => {
    const adminToken = await loginAdmin(ctx.app, (await seedAdmin(ctx.app.db)).email);
    const board = () => dashboard(adminToken);
    const before = valueOf(await board(), 'tasks.pendingProofs') ?? 0;
    const task = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/tasks',
      headers: bearer(adminToken),
      payload: { title: 'Follow us', description: 'Send a screenshot.', reward: 1 },
    });
    const taskId = task.json<{ id: string }>().id;
    const member = await seedMember(ctx.app.db, { status: 'ACTIVE' });
    const token = await loginMember(ctx.app, member.email);
    const as = (method: 'PATCH' | 'POST', url: string, payload: object) =>
      ctx.app.inject({ method, url, headers: bearer(token), payload });
    await as('PATCH', `/api/tasks/${taskId}/status`, { status: 'in_progress' });
    const proof = await as('POST', '/api/tasks/verify', {
      taskId,
      screenshotUrl: await uploadFile(ctx.app, token),
    });
    expect(proof.statusCode, proof.body).toBe(201);
    const after = await board();
    expect(valueOf(after, 'tasks.pendingProofs')).toBe(before + 1);
    expect(after.figures.find((figure) => figure.id === 'tasks.pendingProofs')).toMatchObject({
      href: '/admin/tasks',
      attention: true,
    });
  });

  it('shows levels sold today, the aviator house result and open support tickets', async () => {
    const adminToken = await loginAdmin(ctx.app, (await seedAdmin(ctx.app.db)).email);
    const member = await seedMember(ctx.app.db, { status: 'ACTIVE' });
    await fundWallet(ctx.app.db, member.id, 10_000);
    const token = await loginMember(ctx.app, member.email);
    const call = async (method: 'POST', url: string, payload: object, as = token) => {
      const response = await ctx.app.inject({ method, url, headers: bearer(as), payload });
      expect(response.statusCode, response.body).toBeLessThan(300);
      return response.json<{ id?: string; round?: { id: string } }>();
    };
    const level = await call(
      'POST',
      '/api/levels',
      {
        level: 77,
        title: 'Dashboard',
        adsPerDay: 2,
        ratePerAd: 0.5,
        price: 12.5,
        expiryInDays: 30,
        isActive: true,
      },
      adminToken,
    );
    await call('POST', `/api/levels/${level.id ?? ''}/purchase`, {});
    // A round that crashes at 1.25 while the member waits: the house keeps the $2 bet.
    await plantAviatorSeed(ctx.app.db, member.id, 125);
    const opened = await call('POST', '/api/aviator/bet', { betAmount: 2, didCashout: false, winAmount: 0 });
    clock.advance(30_000);
    const crashed = await ctx.app.inject({
      method: 'POST',
      url: '/api/aviator/bet',
      headers: bearer(token),
      payload: { betAmount: 2, didCashout: true, winAmount: 0, roundId: opened.round?.id },
    });
    expect(crashed.statusCode).toBe(409);
    await call('POST', '/api/support', { subject: 'Deposit', message: 'Where is my deposit?' });

    const board = await dashboard(adminToken);
    expect(valueOf(board, 'levels.soldToday')).toBe(1);
    expect(valueOf(board, 'levels.soldTodayAmount')).toBe(12.5);
    expect(valueOf(board, 'aviator.roundsToday')).toBe(1);
    expect(valueOf(board, 'aviator.houseResultToday')).toBe(2);
    expect(valueOf(board, 'support.openTickets')).toBe(1);
    expect(board.figures.find((figure) => figure.id === 'support.openTickets')).toMatchObject({
      href: '/admin/support',
      attention: true,
    });
    await expectLedgerReconciles(ctx.app.db);
  });

  it('shows the newest scheduled reconciliation', async () => {
    const service = createDashboardService({
      db: ctx.app.db,
      clock,
      providers: [],
      backups: backupsOff,
      appName: 'EarnFlow',
    });
    expect(await service.recordReconciliation()).toEqual({ ok: true, problems: 0 });
    const board = await service.dashboard();
    expect(board.reconciliation).toEqual({
      ok: true,
      problems: 0,
      checkedAt: clock.now().toISOString(),
      failedChecks: [],
    });
  });

  it('takes figures from every provider in the registry', async () => {
    const support: DashboardProvider = {
      id: 'support',
      figures: async () => [
        {
          id: 'support.open',
          group: 'Support',
          label: 'Open tickets',
          value: 7,
          format: 'count',
          href: '/admin/support',
          attention: true,
        },
      ],
    };
    const service = createDashboardService({
      db: ctx.app.db,
      clock,
      providers: [support],
      backups: backupsOff,
      appName: 'EarnFlow',
    });
    const board = await service.dashboard();
    expect(board.figures).toEqual([expect.objectContaining({ id: 'support.open', value: 7 })]);
  });
});
