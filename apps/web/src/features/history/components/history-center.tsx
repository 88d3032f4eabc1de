import { ArrowDownToLine, ArrowUpFromLine, ChevronRight, Coins, Disc3, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';

interface HistoryLink {
  to: string;
  label: string;
  description: string;
  icon: LucideIcon;
  tint: string;
}

const historyLinks: HistoryLink[] = [
  {
    to: '/deposit-history',
    label: 'Deposit History',
    description: 'Money you added and its status',
    icon: ArrowDownToLine,
    tint: 'bg-green-50 text-green-600',
  },
  {
    to: '/withdrawal-history',
    label: 'Withdrawal History',
    description: 'Payouts you requested',
    icon: ArrowUpFromLine,
    tint: 'bg-sky-50 text-sky-600',
  },
  {
    to: '/earnings-history',
    label: 'Earnings',
    description: 'Ads, referrals and bonuses',
    icon: Coins,
    tint: 'bg-amber-50 text-amber-600',
  },
  {
    to: '/spin-history',
    label: 'Spin History',
    description: 'Your spins and what they won',
    icon: Disc3,
    tint: 'bg-violet-50 text-violet-600',
  },
];

/** The History Center: one link per history list. */
export function HistoryCenter() {
  return (
    <nav aria-label="History lists">
      <ul className="flex flex-col gap-3">
        {historyLinks.map(({ to, label, description, icon: Icon, tint }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex items-center gap-4 rounded-2xl border border-slate-200/80 bg-white p-4 shadow-sm transition hover:border-green-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-green-600"
            >
              <span className={`flex size-11 items-center justify-center rounded-xl ${tint}`}>
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block text-sm font-semibold text-slate-900">{label}</span>
                <span className="block text-xs text-slate-500">{description}</span>
              </span>
              <ChevronRight className="size-5 text-slate-400" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
