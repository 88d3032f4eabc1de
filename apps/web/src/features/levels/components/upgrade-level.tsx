import type { Level, LevelStatus } from '@earnflow/contracts';
import clsx from 'clsx';
import { BadgeCheck, CircleAlert, Layers, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/date';
import { confirmAction, showAlert, showAlertWithDetail } from '@/lib/dialogs';
import { useSubmissionKeys } from '@/lib/idempotency';
import { formatUsd } from '@/lib/money';
import { useLevelStatus } from '../api/get-level-status';
import { useLevels } from '../api/get-levels';
import { usePurchaseLevel } from '../api/purchase-level';
import { LevelFigures, LevelTitle, UsdPkr } from './level-figures';
import { LevelCardsSkeleton } from './levels-info';

type Offer = { kind: 'held' } | { kind: 'below' } | { kind: 'buy'; cost: number; upgrade: boolean };

/**
 * What buying `level` means for this member now: the server charges the same (design §3), the difference
 * to the held level's price when they bought it.
 */
export function offerFor(level: Level, status: LevelStatus | undefined): Offer {
  const current = status?.current;
  if (!current || current.expired) return { kind: 'buy', cost: level.price, upgrade: false };
  if (level.id === current.level.id) return { kind: 'held' };
  if (level.level < current.level.level) return { kind: 'below' };
  const cost = Math.max(Math.round((level.price - current.boughtAtPrice) * 100), 0) / 100;
  return { kind: 'buy', cost, upgrade: true };
}

/** The member's level; without one, how to get one (or that none is on sale, when none is). */
function CurrentLevel({ status, onSale }: { status: LevelStatus; onSale: number | undefined }) {
  const current = status.current;
  if (!current) {
    return (
      <p className="rounded-2xl border border-slate-200/80 bg-white p-4 text-sm text-slate-600 shadow-sm">
        {onSale === 0
          ? 'You have no level yet, and no level is on sale right now. Levels appear here once they are published.'
          : 'You have no level yet. Buy one below to start earning from daily ads.'}
      </p>
    );
  }
  return (
    <section
      aria-label="Your level"
      className={clsx(
        'flex items-center justify-between gap-3 rounded-2xl border p-4 shadow-sm',
        current.expired ? 'border-amber-200 bg-amber-50' : 'border-green-200 bg-green-50',
      )}
    >
      <LevelTitle level={current.level} />
      <div className="shrink-0 text-right text-xs">
        {current.expired ? (
          <Badge tone="amber">Expired</Badge>
        ) : (
          <p className="font-semibold text-green-800">
            {current.daysLeft} {current.daysLeft === 1 ? 'day' : 'days'} left
          </p>
        )}
        <p className="mt-1 text-slate-600">
          {current.expired ? 'Expired' : 'Expires'} {formatDateTime(current.expiresAt)}
        </p>
      </div>
    </section>
  );
}

/** /upgrade-level: the member's level and each level they can buy, with the price they would pay. */
export function UpgradeLevel({ balance }: { balance: number | undefined }) {
  const levels = useLevels();
  const status = useLevelStatus();
  const purchase = usePurchaseLevel();
  const keys = useSubmissionKeys();

  async function buy(level: Level, cost: number, upgrade: boolean) {
    const confirmed = await confirmAction({
      title: upgrade ? `Upgrade to Level ${String(level.level)}?` : `Buy Level ${String(level.level)}?`,
      text: `${formatUsd(cost)} will be paid from your balance. ${level.title} lasts ${String(level.expiryInDays)} ${level.expiryInDays === 1 ? 'day' : 'days'}.`,
      confirmButtonText: upgrade ? 'Yes, upgrade' : 'Yes, buy it',
      icon: 'question',
    });
    if (!confirmed) return;
    const idempotencyKey = keys.keyFor({ levelId: level.id });
    try {
      await purchase.mutateAsync({ levelId: level.id, idempotencyKey });
      keys.settle();
      await showAlert(
        'success',
        'Level activated',
        `You are now on Level ${String(level.level)}: ${level.title}.`,
      );
    } catch (error) {
      keys.settle(error);
      await showAlertWithDetail('error', 'Purchase failed', errorMessage(error, 'Something went wrong.'));
    }
  }

  function retryLoad() {
    if (!levels.data) void levels.refetch();
    if (!status.data) void status.refetch();
  }

  const loading = levels.isPending || status.isPending;
  return (
    <div className="flex flex-col gap-4">
      {status.data ? <CurrentLevel status={status.data} onSale={levels.data?.length} /> : null}
      <p className="flex items-center gap-2 text-sm text-slate-600">
        <Wallet className="size-4 text-green-600" aria-hidden="true" />
        Your balance:{' '}
        <span className="font-semibold text-slate-900">
          {balance === undefined ? '…' : formatUsd(balance)}
        </span>
      </p>
      {loading ? (
        <LevelCardsSkeleton />
      ) : !levels.data || !status.data ? (
        <LoadError
          what={levels.data ? 'your level' : 'the levels'}
          onRetry={retryLoad}
          retrying={levels.isFetching || status.isFetching}
        />
      ) : levels.data.length === 0 ? (
        <EmptyState
          icon={<Layers className="size-7" aria-hidden="true" />}
          title="No levels on sale yet"
          description="Levels appear here once they are published. Check back soon."
        />
      ) : (
        <ul aria-label="Levels you can buy" className="flex flex-col gap-3">
          {levels.data.map((level) => {
            const offer = offerFor(level, status.data);
            const short = offer.kind === 'buy' && balance !== undefined && balance < offer.cost;
            return (
              <li key={level.id} className="rounded-2xl border border-slate-200/80 bg-white p-4 shadow-sm">
                <div className="flex items-start justify-between gap-3">
                  <LevelTitle level={level} />
                  <div className="shrink-0 text-right">
                    <p className="text-xs whitespace-nowrap text-slate-500">
                      {offer.kind === 'buy' && offer.upgrade ? 'You pay the difference' : 'Price'}
                    </p>
                    <UsdPkr usd={offer.kind === 'buy' ? offer.cost : level.price} strong />
                    {offer.kind === 'buy' && offer.upgrade ? (
                      <p className="text-xs text-slate-500 line-through">{formatUsd(level.price)}</p>
                    ) : null}
                  </div>
                </div>
                <div className="mt-4 border-t border-slate-100 pt-4">
                  <LevelFigures level={level} />
                </div>
                <div className="mt-4">
                  {offer.kind === 'held' ? (
                    <p className="flex items-center justify-center gap-2 rounded-xl bg-green-50 py-3 text-sm font-semibold text-green-800">
                      <BadgeCheck className="size-4" aria-hidden="true" /> Your current level
                    </p>
                  ) : offer.kind === 'below' ? (
                    <p className="rounded-xl bg-slate-50 py-3 text-center text-sm text-slate-600">
                      Your level is higher than this one.
                    </p>
                  ) : short ? (
                    <div className="flex flex-col gap-3">
                      <p role="note" className="flex gap-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
                        <CircleAlert className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden="true" />
                        Your balance is {formatUsd(offer.cost - balance)} short of this level. Deposit first,
                        then come back to buy it.
                      </p>
                      <Link to="/deposit" className={buttonClasses('outline', 'md', true)}>
                        Deposit now
                      </Link>
                    </div>
                  ) : (
                    <Button
                      fullWidth
                      busy={purchase.isPending && purchase.variables.levelId === level.id}
                      busyText="Buying..."
                      disabled={purchase.isPending}
                      onClick={() => void buy(level, offer.cost, offer.upgrade)}
                    >
                      {offer.upgrade
                        ? `Upgrade for ${formatUsd(offer.cost)}`
                        : `Buy for ${formatUsd(offer.cost)}`}
                    </Button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
