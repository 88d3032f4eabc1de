import { formatMultiplier, type AviatorRound } from '@earnflow/contracts';
import { Plane } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardHeader } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { LoadMore } from '@/components/ui/load-more';
import { Skeleton } from '@/components/ui/skeleton';
import { defineMessages, ltr, useT } from '@/i18n/i18n';
import aviatorEn from '@/locales/en/aviator';
import { formatDateTime } from '@/lib/date';
import { formatUsd } from '@/lib/money';
import type { CursorList } from '@/hooks/use-cursor-list';

const m = defineMessages('aviator', aviatorEn);

/** The member's recent rounds: bet, crash point, cash-out and win, each with a link to verify it. */
export function RecentRounds({ rounds }: { rounds: CursorList<AviatorRound> }) {
  const t = useT();
  const items = rounds.items ?? [];

  return (
    <Card aria-labelledby="recent-rounds-title">
      <CardHeader titleId="recent-rounds-title" title={t(m.recentTitle)} />
      {rounds.isPending ? (
        <div role="status" aria-label={t(m.loadingRounds)} className="flex flex-col gap-3">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} className="h-12 w-full" />
          ))}
        </div>
      ) : rounds.failed ? (
        <LoadError what={t(m.loadRounds)} onRetry={rounds.retry} />
      ) : items.length === 0 ? (
        <div className="flex flex-col items-center gap-2 py-6 text-center">
          <Plane className="size-8 text-slate-300" aria-hidden="true" />
          <p className="text-sm font-medium text-slate-600">{t(m.noRounds)}</p>
          <p className="text-xs text-slate-500">{t(m.noRoundsHint)}</p>
        </div>
      ) : (
        <div className="flex flex-col gap-3">
          <ul className="divide-y divide-slate-100" aria-label={t(m.recentLabel)}>
            {items.map((round) => (
              <li key={round.id} className="flex items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="text-sm font-semibold text-slate-900">
                    {t(m.bet, { amount: ltr(formatUsd(round.betAmount)) })}
                    <span className="ms-2 text-xs font-medium text-slate-500">
                      {round.status === 'OPEN'
                        ? t(m.inPlay)
                        : t(m.crashedAt, {
                            crash: ltr(formatMultiplier(round.crashPoint ?? round.multiplier)),
                          })}
                    </span>
                  </p>
                  <p className="text-xs text-slate-500">
                    {round.cashoutMultiplier === null
                      ? t(m.noCashOut)
                      : t(m.cashedOutAt, { multiplier: ltr(formatMultiplier(round.cashoutMultiplier)) })}{' '}
                    · {formatDateTime(round.startedAt)}
                  </p>
                </div>
                <div className="flex shrink-0 flex-col items-end gap-0.5">
                  <p
                    className={
                      round.status === 'CASHED_OUT'
                        ? 'text-sm font-bold text-green-700 tabular-nums'
                        : round.status === 'CRASHED'
                          ? 'text-sm font-bold text-rose-700 tabular-nums'
                          : 'text-sm font-bold text-slate-500 tabular-nums'
                    }
                  >
                    {/* As the result line says it: the payout of a cash-out, the bet of a crash. */}
                    {round.status === 'CASHED_OUT'
                      ? t(m.won, { amount: ltr(formatUsd(round.winAmount)) })
                      : round.status === 'CRASHED'
                        ? t(m.lost, { amount: ltr(formatUsd(round.betAmount)) })
                        : '—'}
                  </p>
                  {round.status === 'OPEN' ? null : (
                    <Link
                      to={`/aviator/verify/${round.id}`}
                      className="relative text-xs font-semibold text-green-700 underline underline-offset-2 before:absolute before:top-1/2 before:left-1/2 before:h-11 before:w-full before:min-w-11 before:-translate-x-1/2 before:-translate-y-1/2"
                      aria-label={t(m.verifyRound, { nonce: round.nonce })}
                    >
                      {t(m.verify)}
                    </Link>
                  )}
                </div>
              </li>
            ))}
          </ul>
          <LoadMore list={rounds} label={t(m.loadMoreRounds)} />
        </div>
      )}
    </Card>
  );
}
