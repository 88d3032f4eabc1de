import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminDashboard } from '@earnflow/contracts';
import { accounts, admins } from '../../db/schema';
import { createTestContext, type TestContext } from '../../../test/app';
import { bearer, loginAdmin, seedAdmin, seedMember } from '../../../test/factories';
import { expectLedgerReconciles } from '../../../test/money';
import { walletAccountId } from './ledger.service';

const SUBJECT = 'EarnFlow: the ledger does not reconcile';
const metricsToken = 'metrics-token-for-the-alarm-test';

describe('when the books disagree', () => {
  let ctx: TestContext;
  let token: string;
  let owners: string[];
  let others: string[];

  beforeAll(async () => {
    ctx = await createTestContext({ env: { METRICS_TOKEN: metricsToken } });
    // Runs are made by the test, one at a time; the worker only sends what they queue (drain).
    await ctx.app.jobs.stop();
    const owner = await seedAdmin(ctx.app.db, { role: 'OWNER' });
    const second = await seedAdmin(ctx.app.db, { role: 'OWNER' });
    const disabled = await seedAdmin(ctx.app.db, { role: 'OWNER' });
    await ctx.app.db.update(admins).set({ disabledAt: new Date() }).where(eq(admins.id, disabled.id));
    const admin = await seedAdmin(ctx.app.db, { role: 'ADMIN' });
    owners = [owner.email, second.email];
    others = [disabled.email, admin.email];
    token = await loginAdmin(ctx.app, owner.email);
  });
  afterAll(async () => {
    await ctx.close();
  });

  const check = async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/reconcile?fresh=true',
      headers: bearer(token),
    });
    expect(response.statusCode, response.body).toBe(200);
    await ctx.app.jobs.drain();
    return response.json<{ ok: boolean }>().ok;
  };
  const alarmsTo = (to: string) =>
    ctx.mail.messages.filter((mail) => mail.to.includes(to) && mail.subject === SUBJECT).length;
  const waitForMail = async (expected: number) => {
    const deadline = Date.now() + 10_000;
    while (owners.some((to) => alarmsTo(to) < expected) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  it('e-mails every active owner once per failure, shows it red on the dashboard and says so on /ready', async () => {
    const member = await seedMember(ctx.app.db);
    const wallet = await walletAccountId(ctx.app.db, member.id);
    const shift = (cents: number) =>
      ctx.app.db
        .update(accounts)
        .set({ balance: sql`${accounts.balance} + ${cents}` })
        .where(eq(accounts.id, wallet));

    expect(await check()).toBe(true);
    await shift(100);
    expect(await check()).toBe(false);
    await waitForMail(1);
    // Still failing: no second e-mail.
    expect(await check()).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const to of owners) expect(alarmsTo(to)).toBe(1);
    for (const to of others) expect(alarmsTo(to)).toBe(0);
    const mail = ctx.mail.messages.find((message) => message.subject === SUBJECT);
    expect(mail?.raw).toContain('Every balance equals its ledger entries: 1 problem(s)');

    const dashboard = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard',
      headers: bearer(token),
    });
    const { reconciliation } = dashboard.json<AdminDashboard>();
    expect(reconciliation.ok).toBe(false);
    expect(reconciliation.failedChecks.map((failed) => failed.id)).toEqual([
      'BALANCES_MATCH_ENTRIES',
      'LEDGER_SUMS_TO_ZERO',
    ]);
    const ready = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready', ledger: { ok: false, problems: 2 } });
    const metrics = await ctx.app.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: bearer(metricsToken),
    });
    expect(metrics.body).toMatch(/^earnflow_ledger_reconciled 0$/m);

    // Mended, then broken again: a new failure, a new e-mail.
    await shift(-100);
    expect(await check()).toBe(true);
    await shift(100);
    expect(await check()).toBe(false);
    await waitForMail(2);
    for (const to of owners) expect(alarmsTo(to)).toBe(2);
    await shift(-100);
    await expectLedgerReconciles(ctx.app.db);
  });
});
