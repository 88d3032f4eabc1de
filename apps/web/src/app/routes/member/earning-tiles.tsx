import type { MessageDescriptor } from '@lingui/core';
import { Disc3, Flame, Gift, ListChecks, Users } from 'lucide-react';
import { Link } from 'react-router';
import type { LucideIcon } from 'lucide-react';
import { defineMessages, useT } from '@/i18n/i18n';
import homeEn from '@/locales/en/home';

const m = defineMessages('home', homeEn);

const tiles: {
  to: string;
  label: MessageDescriptor;
  description: MessageDescriptor;
  icon: LucideIcon;
  tint: string;
}[] = [
  {
    to: '/spin',
    label: m.spinAndWin,
    description: m.spinDescription,
    icon: Disc3,
    tint: 'bg-amber-50 text-amber-700',
  },
  {
    to: '/tasks',
    label: m.tasks,
    description: m.tasksDescription,
    icon: ListChecks,
    tint: 'bg-sky-50 text-sky-700',
  },
  {
    to: '/refer',
    label: m.referAndEarn,
    description: m.referDescription,
    icon: Users,
    tint: 'bg-violet-50 text-violet-700',
  },
  {
    to: '/redeem',
    label: m.redeem,
    description: m.redeemDescription,
    icon: Gift,
    tint: 'bg-rose-50 text-rose-700',
  },
  {
    to: '/offers',
    label: m.hotOffers,
    description: m.offersDescription,
    icon: Flame,
    tint: 'bg-orange-50 text-orange-700',
  },
];

/** Home's tiles for the earning features beyond daily ads. */
export function EarningTiles() {
  const t = useT();
  return (
    <section aria-labelledby="earn-more-heading">
      <h2 id="earn-more-heading" className="mb-3 text-sm font-semibold text-slate-900">
        {t(m.earnMore)}
      </h2>
      <ul className="grid grid-cols-2 gap-3">
        {tiles.map(({ to, label, description, icon: Icon, tint }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex h-full items-center gap-3 rounded-2xl border border-slate-200/80 bg-white p-3 shadow-sm transition hover:border-green-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-green-600"
            >
              <span className={`flex size-10 shrink-0 items-center justify-center rounded-xl ${tint}`}>
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span className="min-w-0">
                <span className="block text-sm font-semibold text-slate-900">{t(label)}</span>
                <span className="block text-xs text-slate-500">{t(description)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
