import type { Level } from '@earnflow/contracts';
import type { ReactNode } from 'react';
import { formatPkr, formatUsd, usdToPkr } from '@/lib/money';

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
  const rows: [string, ReactNode][] = [
    ['Ads per day', <span className="font-semibold text-slate-900 tabular-nums">{level.adsPerDay}</span>],
    ['Rate per ad', <UsdPkr usd={level.ratePerAd} />],
    ['Daily earning', <UsdPkr usd={level.dailyEarning} />],
    ['Monthly earning', <UsdPkr usd={level.monthlyEarning} />],
    [
      'Validity',
      <span className="font-semibold text-slate-900">
        {level.expiryInDays} {level.expiryInDays === 1 ? 'day' : 'days'}
      </span>,
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
  return (
    <div className="flex min-w-0 flex-1 items-center gap-3">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-green-600 text-sm font-bold text-white">
        L{level.level}
      </span>
      <div className="min-w-0">
        <Heading className="line-clamp-2 text-base font-semibold text-slate-900 [overflow-wrap:anywhere]">
          {level.title}
        </Heading>
        <p className="text-xs text-slate-500">Level {level.level}</p>
      </div>
    </div>
  );
}
