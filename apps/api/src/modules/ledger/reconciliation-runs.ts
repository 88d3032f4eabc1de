import { desc } from 'drizzle-orm';
import { centsToDollars, reconciliationSchema, type Reconciliation } from '@earnflow/contracts';
import type { Database } from '../../db/client';
import { reconciliationRuns } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { reconcile, type ReconciliationReport } from './ledger.service';

/** The report as an operator reads it: amounts in dollars, with when it ran. */
function inDollars(report: ReconciliationReport, checkedAt: Date): Reconciliation {
  return {
    ...report,
    checkedAt: checkedAt.toISOString(),
    total: centsToDollars(report.total),
    mismatches: report.mismatches.map((row) => ({
      ...row,
      stored: centsToDollars(row.stored),
      computed: centsToDollars(row.computed),
    })),
    pendingAccounts: report.pendingAccounts.map((row) => ({
      ...row,
      stored: centsToDollars(row.stored),
      expected: centsToDollars(row.expected),
    })),
    depositCredits: report.depositCredits.map((row) => ({
      ...row,
      amount: row.amount === null ? null : centsToDollars(row.amount),
      credited: centsToDollars(row.credited),
    })),
  };
}

/**
 * Checks the whole ledger now and keeps the outcome, which the dashboard and /admin/transactions show
 * until the next run: the check reads every entry, so it runs on a schedule or on an operator's word.
 */
export async function runReconciliation(db: Database, clock: Clock): Promise<Reconciliation> {
  const report = await reconcile(db);
  const checkedAt = clock.now();
  const answer = inDollars(report, checkedAt);
  await db.insert(reconciliationRuns).values({
    ok: report.ok,
    problems: report.checks.reduce((sum, check) => sum + check.problems, 0),
    report: answer,
    checkedAt,
  });
  return answer;
}

/** The newest stored run in full; none when there is none yet, or it was stored before runs kept it all. */
export async function latestReconciliation(db: Database): Promise<Reconciliation | undefined> {
  const [run] = await db
    .select({ report: reconciliationRuns.report })
    .from(reconciliationRuns)
    .orderBy(desc(reconciliationRuns.checkedAt), desc(reconciliationRuns.id))
    .limit(1);
  if (run === undefined) return undefined;
  const stored = reconciliationSchema.safeParse(run.report);
  return stored.success ? stored.data : undefined;
}
