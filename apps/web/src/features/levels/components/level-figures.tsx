import type { Level } from '@earnflow/contracts';
import type { ReactNode } from 'react';
import { defineMessages, useT } from '@/i18n/i18n';
import levelsEn from '@/locales/en/levels';
import { formatPkr, formatUsd, usdToPkr } from '@/lib/money';

const m = defineMessages('levels', levelsEn);

/** A dollar amount with its PKR figure under it (spec: rewards in USD with the PKR equivalent). */
export function UsdPkr({ usd, strong = false }: { usd: number; strong?: boolean }) {
  return (
    <span className="flex flex-col whitespace-nowrap">
      <span
        className={
          strong
            ? 'text-base font-bold text-slate-900 tabular-nums'
            : 'font-semibold text-slate-900 tabular-nums'
        }
      >
        {formatUsd(usd)}
      </span>
      <span className="text-xs text-slate-500 tabular-nums">{formatPkr(usdToPkr(usd))}</span>
    </span>
  );
}

/** A level's figures: ads per day, rate per ad, daily and monthly earning, validity. */
export function LevelFigures({ level }: { level: Level }) {
  const t = useT();
  const rows: [string, ReactNode][] = [
    [t(m.adsPerDay), <span className="font-semibold text-slate-900 tabular-nums">{level.adsPerDay}</span>],
    [t(m.ratePerAd), <UsdPkr usd={level.ratePerAd} />],
    [t(m.dailyEarning), <UsdPkr usd={level.dailyEarning} />],
    [t(m.monthlyEarning), <UsdPkr usd={level.monthlyEarning} />],
    [
      t(m.validity),
      <span className="font-semibold text-slate-900">{t(m.days, { count: level.expiryInDays })}</span>,
    ],
  ];
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="flex flex-col gap-0.5">
          <dt className="text-xs text-slate-500">{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The level's number and title as a heading line. */
export function LevelTitle({ level, as: Heading = 'h2' }: { level: Level; as?: 'h2' | 'h3' }) {
  const t = useT();
  return (
    <div className="flex min-w-0 flex-1 items-center gap-3">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-green-600 text-sm font-bold text-white">
        L{level.level}
      </span>
      <div className="min-w-0">
        <Heading className="line-clamp-2 text-base font-semibold text-slate-900 [overflow-wrap:anywhere]">
          {level.title}
        </Heading>
        <p className="text-xs text-slate-500">{t(m.levelNumber, { level: level.level })}</p>
      </div>
    </div>
  );
}
