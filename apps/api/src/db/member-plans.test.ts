import { sql, type SQLWrapper } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/app';
import { testDatabaseKind } from '../../test/database';
import { seedMember } from '../../test/factories';
import { expectLedgerReconciles, fundWallet } from '../../test/money';
import type { Executor } from './client';
import { memberLedgerQuery } from '../modules/members/members.repository';
import { memberProgressQuery, memberSubmissionsQuery } from '../modules/tasks/tasks.service';
import { movementsQuery } from '../modules/wallet/wallet.repository';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  Plans?: PlanNode[];
}

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

/**
 * The executed plan of a statement, with every scan of a table forced through an index (as on a
 * ledger of millions of entries, where a member's few rows are never worth a sequential read).
 */
async function executedPlan(db: Executor, query: SQLWrapper): Promise<PlanNode[]> {
  const plan = await db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_bitmapscan = off`);
    const result: unknown = await tx.execute(sql`explain (analyze, format json) ${query}`);
    const { rows } = result as { rows: { 'QUERY PLAN': [{ Plan: PlanNode }] }[] };
    return rows[0]?.['QUERY PLAN'][0].Plan;
  });
  if (plan === undefined) throw new Error('no plan');
  return nodes(plan);
}

function entriesRead(plan: PlanNode[]): number {
  return plan
    .filter((node) => node['Relation Name'] === 'ledger_entries')
    .reduce((sum, node) => sum + node['Actual Rows'] * node['Actual Loops'], 0);
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await expectLedgerReconciles(ctx.app.db);
});
afterAll(async () => {
  await ctx.close();
});

// A page of a member's history must cost the same on their first day and after years of daily credits.
describe.skipIf(testDatabaseKind() !== 'postgres')(
  'a page of wallet entries reads only its rows (PostgreSQL)',
  () => {
    it('reads the member wallet in index order and stops after the page, for the member and the console', async () => {
      const member = await seedMember(ctx.app.db, { status: 'ACTIVE' });
      for (let posting = 0; posting < 120; posting += 1) await fundWallet(ctx.app.db, member.id, 100);
      await ctx.app.db.execute(sql`analyze ledger_entries`);

      const memberPage = await executedPlan(
        ctx.app.db,
        movementsQuery(ctx.app.db, (fields) => fields, member.id, undefined, 21, sql`true`),
      );
      expect(memberPage.filter((node) => node['Node Type'] === 'Sort')).toEqual([]);
      expect(
        memberPage.some(
          (node) => node['Index Name'] === 'ledger_entries_account_idx' && node['Node Type'] === 'Index Scan',
        ),
      ).toBe(true);
      expect(entriesRead(memberPage)).toBe(21);

      const consolePage = await executedPlan(ctx.app.db, memberLedgerQuery(ctx.app.db, member.id, 20, 40));
      expect(consolePage.filter((node) => node['Node Type'] === 'Sort')).toEqual([]);
      expect(entriesRead(consolePage)).toBe(60);
    });
  },
);

describe.skipIf(testDatabaseKind() !== 'postgres')(
  'the member tasks screen reads by index (PostgreSQL)',
  () => {
    it("finds one member's progress and proofs through their own indexes, not by reading every member's", async () => {
      const member = await seedMember(ctx.app.db, { status: 'ACTIVE' });
      const progress = await executedPlan(ctx.app.db, memberProgressQuery(ctx.app.db, member.id));
      const proofs = await executedPlan(ctx.app.db, memberSubmissionsQuery(ctx.app.db, member.id));
      expect(progress.map((node) => node['Node Type'])).not.toContain('Seq Scan');
      expect(progress.map((node) => node['Index Name'])).toContain('task_progress_user_idx');
      expect(proofs.map((node) => node['Node Type'])).not.toContain('Seq Scan');
      expect(proofs.map((node) => node['Index Name'])).toContain('task_submissions_user_created_idx');
    });
  },
);
