import { centsToDollars, reconciliationSchema, type Reconciliation } from '@earnflow/contracts';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { activeOwners } from '../admins/admins.service';
import { queueEmail } from '../mail/mail.service';
import { ledgerAlarmEmail } from '../mail/mail.templates';
import { reconcile, type ReconciliationReport } from './reconciliation';
import {
  insertReconciliationRun,
  latestRunOk,
  latestRunReport,
  lockReconciliationRuns,
} from './reconciliation.repository';

// Any fixed number: one run at a time decides whether its failure is new.
const ALARM_LOCK_ID = 727_002;

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
 * until the next run: the check reads every entry, so it runs on a schedule or on an operator's word. A
 * failure after a pass (or as the first run) e-mails every owner at once, in the same transaction as the
 * run is stored: once per failure, not on every run that finds it still failing.
 */
export async function runReconciliation(
  db: Database,
  clock: Clock,
  { appName }: { appName: string },
): Promise<Reconciliation> {
  const report = await reconcile(db);
  const checkedAt = clock.now();
  const answer = inDollars(report, checkedAt);
  await db.transaction(async (tx) => {
    await lockReconciliationRuns(tx, ALARM_LOCK_ID);
    const previousOk = await latestRunOk(tx);
    await insertReconciliationRun(tx, {
      ok: report.ok,
      problems: report.checks.reduce((sum, check) => sum + check.problems, 0),
      report: answer,
      checkedAt,
    });
    if (report.ok || previousOk === false) return;
    for (const owner of await activeOwners(tx)) {
      await queueEmail(tx, ledgerAlarmEmail(appName, owner.email, owner.name, answer));
    }
  });
  return answer;
}

/** The newest stored run in full; none when there is none yet, or it was stored before runs kept it all. */
export async function latestReconciliation(db: Database): Promise<Reconciliation | undefined> {
  const run = await latestRunReport(db);
  if (run === undefined) return undefined;
  const stored = reconciliationSchema.safeParse(run.report);
  return stored.success ? stored.data : undefined;
}
