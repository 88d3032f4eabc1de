import type { MessageDescriptor } from '@lingui/core';
import { Clapperboard, CircleAlert, Coins, Flame, Layers, MonitorPlay, Plane, Settings } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { LinkCard, type LinkCardProps } from '@/components/ui/link-card';
import { LevelSummaryCard } from '@/features/levels/components/level-summary-card';
import { useMe } from '@/features/profile/api/get-me';
import { AccountNumber } from '@/features/profile/components/account-number';
import { BalanceCard } from '@/features/profile/components/balance-card';
import { StatusBadge } from '@/features/profile/components/status-badge';
import { defineMessages, useT } from '@/i18n/i18n';
import { greetingHourInPakistan } from '@/lib/date';
import homeEn from '@/locales/en/home';
import { EarningTiles } from './earning-tiles';
import { moneyActions } from './money-actions';

const m = defineMessages('home', homeEn);

interface Shortcut extends Omit<LinkCardProps, 'label' | 'description'> {
  label: MessageDescriptor;
  description: MessageDescriptor;
}

/** One tile for each way to earn that exists, then the places to follow it. */
const shortcuts: Shortcut[] = [
  { to: '/daily-ads', label: m.dailyAds, description: m.dailyAdsDescription, icon: MonitorPlay },
  {
    to: '/videos',
    label: m.videos,
    description: m.videosDescription,
    icon: Clapperboard,
    tint: 'bg-sky-50 text-sky-600',
  },
  { to: '/aviator', label: m.aviator, description: m.aviatorDescription, icon: Plane },
  {
    to: '/levels-info',
    label: m.levels,
    description: m.levelsDescription,
    icon: Layers,
    tint: 'bg-violet-50 text-violet-600',
  },
  {
    to: '/earnings-history',
    label: m.earnings,
    description: m.earningsDescription,
    icon: Coins,
    tint: 'bg-amber-50 text-amber-600',
  },
  { to: '/settings', label: m.settings, description: m.settingsDescription, icon: Settings },
];

function greeting(hour: number): MessageDescriptor {
  if (hour < 12) return m.goodMorning;
  if (hour < 18) return m.goodAfternoon;
  return m.goodEvening;
}

export default function HomePage() {
  const t = useT();
  const { data: user } = useMe();
  if (!user) return null;
  const firstName = user.name.split(' ')[0] ?? user.name;

  return (
    <div className="flex flex-col gap-5">
      <header className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm text-slate-500">{t(greeting(greetingHourInPakistan()))}</p>
          <h1 className="truncate text-2xl font-bold tracking-tight text-slate-900">{firstName}</h1>
        </div>
        <div className="flex flex-col items-end gap-1 pt-1">
          <span className="text-xs text-slate-500">{t(m.status)}</span>
          <StatusBadge status={user.status} />
        </div>
      </header>

      {user.status === 'PENDING' ? (
        <div className="flex gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
          <CircleAlert className="mt-0.5 size-5 shrink-0 text-amber-500" aria-hidden="true" />
          <p>{t(m.pendingNotice)}</p>
        </div>
      ) : null}

      <BalanceCard balance={user.Wallet.currentBalance} />

      <LevelSummaryCard />

      <nav aria-label={t(m.moneyNavigation)}>
        <ul className="grid grid-cols-5 gap-2">
          {moneyActions.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="group flex flex-col items-center gap-1.5 rounded-2xl py-1 text-[11px] font-semibold text-slate-700 transition hover:text-green-700 focus-visible:outline-2 focus-visible:outline-green-600 min-[380px]:text-xs"
              >
                <span className="flex size-12 items-center justify-center rounded-2xl border border-slate-200/80 bg-white text-green-600 shadow-sm transition group-hover:border-green-300 group-hover:shadow-md">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                {t(label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <Card className="flex flex-col gap-4">
        <div>
          <h2 className="text-sm font-medium text-slate-500">{t(m.accountNumber)}</h2>
          <AccountNumber accountNumber={user.accountNumber} />
          <p className="text-xs text-slate-500">{t(m.shareAccountNumber)}</p>
        </div>
        <div className="flex items-center gap-3 border-t border-slate-100 pt-4">
          <span className="flex size-10 items-center justify-center rounded-xl bg-orange-50 text-orange-500">
            <Flame className="size-5 fill-orange-300" aria-hidden="true" />
          </span>
          <div>
            <p className="text-sm font-semibold text-slate-900">{t(m.streak, { count: user.streakScore })}</p>
            <p className="text-xs text-slate-500">{t(m.keepStreak)}</p>
          </div>
        </div>
      </Card>

      <EarningTiles />

      <section aria-labelledby="shortcuts-heading">
        <h2 id="shortcuts-heading" className="mb-3 text-sm font-semibold text-slate-900">
          {t(m.waysToEarn)}
        </h2>
        <ul className="grid grid-cols-1 gap-3">
          {shortcuts.map(({ label, description, ...shortcut }) => (
            <li key={shortcut.to}>
              <LinkCard {...shortcut} label={t(label)} description={t(description)} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
