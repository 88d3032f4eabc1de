import { reconciliationSchema, type AdminDashboard, type BackupStatus } from '@earnflow/contracts';
import type { Database } from '../../db/client';
import { addBusinessDays, businessDayBounds, businessDayStart } from '../../lib/business-day';
import type { Clock } from '../../lib/clock';
import { runReconciliation } from '../ledger/reconciliation-runs';
import type { DashboardProvider } from './dashboard.providers';
import { latestReconciliationOutcome, latestReconciliationRun } from './dashboard.repository';

export const CHART_DAYS = 30;
export const RECONCILE_JOB = 'reconcile';
/** Reconciliation reads the whole ledger, so it runs on a schedule and the dashboard shows its newest result. */
export const RECONCILE_EVERY_SECONDS = 600;

/** What disagrees in a stored run: its failed checks (none when the report is from before runs kept it). */
function failedChecksOf(report: unknown): AdminDashboard['reconciliation']['failedChecks'] {
  const parsed = reconciliationSchema.safeParse(report);
  if (!parsed.success) return [];
  return parsed.data.checks
    .filter((check) => !check.ok)
    .map(({ id, name, problems }) => ({ id, name, problems }));
}

export function createDashboardService({
  db,
  clock,
  providers,
  backups,
  appName,
}: {
  db: Database;
  clock: Clock;
  providers: DashboardProvider[];
  backups: { status(): Promise<BackupStatus> };
  appName: string;
}) {
  return {
    async dashboard(): Promise<AdminDashboard> {
      const { day: today, start: todayStart, end: todayEnd } = businessDayBounds(clock.now());
      const days = Array.from({ length: CHART_DAYS }, (_, index) =>
        addBusinessDays(today, index - CHART_DAYS + 1),
      );
      const window = { db, today, todayStart, todayEnd, days, since: businessDayStart(days[0] ?? today) };
      const figures = [];
      const charts = [];
      for (const provider of providers) {
        figures.push(...(await provider.figures(window)));
        if (provider.charts !== undefined) charts.push(...(await provider.charts(window)));
      }
      const lastRun = await latestReconciliationRun(db);
      return {
        today,
        figures,
        days,
        charts,
        reconciliation: {
          ok: lastRun?.ok ?? null,
          problems: lastRun?.problems ?? 0,
          checkedAt: lastRun?.checkedAt.toISOString() ?? null,
          failedChecks: lastRun === undefined || lastRun.ok ? [] : failedChecksOf(lastRun.report),
        },
        backup: await backups.status(),
      };
    },

    /** The newest reconciliation's outcome, for /ready: null before the first run. */
    async ledgerStatus(): Promise<{ ok: boolean | null; problems: number; checkedAt: string | null }> {
      const lastRun = await latestReconciliationOutcome(db);
      return {
        ok: lastRun?.ok ?? null,
        problems: lastRun?.problems ?? 0,
        checkedAt: lastRun?.checkedAt.toISOString() ?? null,
      };
    },

    /** Runs the full reconciliation and keeps its outcome for the dashboard and /admin/transactions. */
    async recordReconciliation() {
      const run = await runReconciliation(db, clock, { appName });
      return { ok: run.ok, problems: run.checks.reduce((sum, check) => sum + check.problems, 0) };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
