import type { AdminDashboard } from '@earnflow/contracts';
import clsx from 'clsx';
import {
  Clock,
  MailQuestion,
  ShieldUser,
  UserCheck,
  UserPlus,
  UserX,
  Users,
  type LucideIcon,
} from 'lucide-react';

interface StatCard {
  label: string;
  value: number;
  icon: LucideIcon;
  tone: string;
  hint: string;
}

const numberFormat = new Intl.NumberFormat('en-US');

function statCards({ members, admins }: AdminDashboard): StatCard[] {
  return [
    {
      label: 'Total members',
      value: members.total,
      icon: Users,
      tone: 'bg-green-50 text-green-600',
      hint: 'All sign-ups',
    },
    {
      label: 'Active members',
      value: members.active,
      icon: UserCheck,
      tone: 'bg-emerald-50 text-emerald-600',
      hint: 'Deposited or bought a level',
    },
    {
      label: 'Pending members',
      value: members.pending,
      icon: Clock,
      tone: 'bg-amber-50 text-amber-600',
      hint: 'No deposit or level yet',
    },
    {
      label: 'Suspended members',
      value: members.suspended,
      icon: UserX,
      tone: 'bg-red-50 text-red-600',
      hint: 'Cannot sign in',
    },
    {
      label: 'Unverified emails',
      value: members.unverified,
      icon: MailQuestion,
      tone: 'bg-sky-50 text-sky-600',
      hint: 'Sign-up code not entered',
    },
    {
      label: 'New today',
      value: members.newToday,
      icon: UserPlus,
      tone: 'bg-violet-50 text-violet-600',
      hint: 'Signed up today',
    },
    {
      label: 'Admins',
      value: admins.total,
      icon: ShieldUser,
      tone: 'bg-slate-100 text-slate-700',
      hint: 'Console accounts',
    },
  ];
}

const breakdown = [
  { key: 'active', label: 'Active', color: 'bg-green-500' },
  { key: 'pending', label: 'Pending', color: 'bg-amber-400' },
  { key: 'suspended', label: 'Suspended', color: 'bg-red-500' },
] as const;

export function DashboardOverview({ dashboard }: { dashboard: AdminDashboard }) {
  const { members } = dashboard;
  const statusTotal = members.active + members.pending + members.suspended;

  return (
    <div className="flex flex-col gap-6">
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {statCards(dashboard).map(({ label, value, icon: Icon, tone, hint }) => (
          <li key={label} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <div className="flex items-start justify-between gap-3">
              <div>
                <p className="text-sm font-medium text-slate-500">{label}</p>
                <p className="mt-2 text-3xl font-bold tracking-tight text-slate-900 tabular-nums">
                  {numberFormat.format(value)}
                </p>
              </div>
              <span className={clsx('flex size-11 items-center justify-center rounded-xl', tone)}>
                <Icon className="size-5" aria-hidden="true" />
              </span>
            </div>
            <p className="mt-3 text-xs text-slate-400">{hint}</p>
          </li>
        ))}
      </ul>

      <section
        aria-labelledby="member-status-heading"
        className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <h2 id="member-status-heading" className="text-base font-semibold text-slate-900">
          Members by status
        </h2>
        {statusTotal === 0 ? (
          <p className="mt-3 text-sm text-slate-500">No members have signed up yet.</p>
        ) : (
          <>
            <div className="mt-4 flex h-3 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
              {breakdown.map(({ key, color }) => (
                <div
                  key={key}
                  className={color}
                  style={{ width: `${(members[key] / statusTotal) * 100}%` }}
                />
              ))}
            </div>
            <ul className="mt-4 flex flex-wrap gap-x-8 gap-y-2">
              {breakdown.map(({ key, label, color }) => (
                <li key={key} className="flex items-center gap-2 text-sm text-slate-600">
                  <span className={clsx('size-2.5 rounded-full', color)} aria-hidden="true" />
                  {label}
                  <span className="font-semibold text-slate-900 tabular-nums">
                    {numberFormat.format(members[key])}
                  </span>
                  <span className="text-slate-400 tabular-nums">
                    ({Math.round((members[key] / statusTotal) * 100)}%)
                  </span>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}

export function DashboardOverviewSkeleton() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-hidden="true">
      {Array.from({ length: 7 }, (_, index) => (
        <li key={index} className="h-[134px] animate-pulse rounded-2xl border border-slate-200 bg-white p-5">
          <div className="h-4 w-28 rounded bg-slate-100" />
          <div className="mt-3 h-8 w-16 rounded bg-slate-100" />
        </li>
      ))}
    </ul>
  );
}
