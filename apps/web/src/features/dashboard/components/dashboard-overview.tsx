import type { AdminDashboard, DashboardFigure } from '@earnflow/contracts';
import clsx from 'clsx';
import { ArrowUpRight, CircleCheck, CircleAlert, CircleHelp } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/date';
import { formatUsd } from '@/lib/money';
import { BackupStatus } from './backup-status';

// Recharts loads with the charts only: the figures show first and the member app never carries it.
const DashboardCharts = lazy(() => import('./dashboard-charts'));

const numberFormat = new Intl.NumberFormat('en-US');

export function formatFigure(value: number, format: DashboardFigure['format']): string {
  return format === 'money' ? formatUsd(value) : numberFormat.format(value);
}

/** Figures in their groups, in the order the providers give them. */
function groupsOf(figures: DashboardFigure[]): [string, DashboardFigure[]][] {
  const groups = new Map<string, DashboardFigure[]>();
  for (const figure of figures) groups.set(figure.group, [...(groups.get(figure.group) ?? []), figure]);
  return [...groups.entries()];
}

function ReconciliationStatus({ reconciliation }: { reconciliation: AdminDashboard['reconciliation'] }) {
  const { ok, problems, checkedAt, failedChecks } = reconciliation;
  const Icon = ok === null ? CircleHelp : ok ? CircleCheck : CircleAlert;
  return (
    <Link
      to="/admin/transactions"
      className={clsx(
        'flex items-center gap-4 rounded-2xl border p-5 shadow-sm transition hover:shadow-md focus-visible:outline-2 focus-visible:outline-green-600',
        ok === false ? 'border-red-200 bg-red-50' : 'border-slate-200 bg-white',
      )}
    >
      <Icon
        className={clsx(
          'size-8 shrink-0',
          ok === null ? 'text-slate-400' : ok ? 'text-green-600' : 'text-red-600',
        )}
        aria-hidden="true"
      />
      <div className="min-w-0 flex-1">
        <p className="text-base font-semibold text-slate-900">
          {ok === null
            ? 'Ledger not checked yet'
            : ok
              ? 'Ledger balanced'
              : `Ledger out of balance: ${numberFormat.format(problems)} problem${problems === 1 ? '' : 's'}`}
        </p>
        {ok === false && failedChecks.length > 0 && (
          <ul className="mt-1 list-disc pl-5 text-sm text-red-700">
            {failedChecks.map((check) => (
              <li key={check.id}>
                {check.name}: {numberFormat.format(check.problems)}
              </li>
            ))}
          </ul>
        )}
        <p className="mt-0.5 text-sm text-slate-500">
          {checkedAt === null
            ? 'The check runs every 10 minutes.'
            : `Last checked ${formatDateTime(checkedAt)}. Runs every 10 minutes.`}
        </p>
      </div>
      <ArrowUpRight className="size-5 text-slate-400" aria-hidden="true" />
    </Link>
  );
}

export function DashboardOverview({ dashboard }: { dashboard: AdminDashboard }) {
  return (
    <div className="flex flex-col gap-6">
      <ReconciliationStatus reconciliation={dashboard.reconciliation} />
      <BackupStatus backup={dashboard.backup} />
      <div className="grid items-start gap-4 md:grid-cols-2 2xl:grid-cols-3">
        {groupsOf(dashboard.figures).map(([group, figures]) => (
          <section
            key={group}
            aria-label={group}
            className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <h2 className="text-sm font-semibold tracking-wide text-slate-500 uppercase">{group}</h2>
            <ul className="mt-3 grid grid-cols-2 gap-2">
              {figures.map((figure) => (
                <li key={figure.id}>
                  <Link
                    to={figure.href}
                    className={clsx(
                      'group block rounded-xl px-3 py-2.5 transition hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-green-600',
                      figure.attention && 'bg-amber-50 hover:bg-amber-100',
                    )}
                  >
                    <span className="flex items-center gap-1 text-xs font-medium text-slate-600">
                      {figure.label}
                      <ArrowUpRight
                        className="size-3.5 text-slate-400 opacity-0 transition group-hover:opacity-100"
                        aria-hidden="true"
                      />
                    </span>
                    <span className="mt-1 block text-2xl font-bold tracking-tight text-slate-900 tabular-nums">
                      {formatFigure(figure.value, figure.format)}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <Suspense fallback={<ChartsSkeleton />}>
        <DashboardCharts days={dashboard.days} charts={dashboard.charts} />
      </Suspense>
    </div>
  );
}

function ChartsSkeleton() {
  return (
    <div className="grid gap-4 xl:grid-cols-2" aria-hidden="true">
      {Array.from({ length: 3 }, (_, index) => (
        <Skeleton key={index} className="h-80 rounded-2xl" />
      ))}
    </div>
  );
}

export function DashboardOverviewSkeleton() {
  return (
    <div className="flex flex-col gap-6" aria-hidden="true">
      <Skeleton className="h-20 rounded-2xl" />
      <Skeleton className="h-20 rounded-2xl" />
      <div className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} className="h-48 rounded-2xl" />
        ))}
      </div>
    </div>
  );
}
