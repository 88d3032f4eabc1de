import type { Level, LevelStatus } from '@earnflow/contracts';
import { Trans } from '@lingui/react';
import clsx from 'clsx';
import { BadgeCheck, CircleAlert, Layers, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { defineMessages, useT } from '@/i18n/i18n';
import levelsEn from '@/locales/en/levels';
import levelCardEn from '@/locales/en/level-card';
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

const m = defineMessages('levels', levelsEn);
const levelCardMessages = defineMessages('level-card', levelCardEn);

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
  const t = useT();
  const current = status.current;
  if (!current) {
    return (
      <p className="rounded-2xl border border-slate-200/80 bg-white p-4 text-sm text-slate-600 shadow-sm">
        {onSale === 0 ? t(m.noLevelNoneOnSale) : t(m.noLevelBuyBelow)}
      </p>
    );
  }
  return (
    <section
      aria-label={t(m.yourLevel)}
      className={clsx(
        'flex items-center justify-between gap-3 rounded-2xl border p-4 shadow-sm',
        current.expired ? 'border-amber-200 bg-amber-50' : 'border-green-200 bg-green-50',
      )}
    >
      <LevelTitle level={current.level} />
      <div className="shrink-0 text-end text-xs">
        {current.expired ? (
          <Badge tone="amber">{t(m.expired)}</Badge>
        ) : (
          <p className="font-semibold text-green-800">
            {t(levelCardMessages.daysLeft, { count: current.daysLeft })}
          </p>
        )}
        <p className="mt-1 text-slate-600">
          {t(current.expired ? m.expiredOn : m.expiresOn, { date: formatDateTime(current.expiresAt) })}
        </p>
      </div>
    </section>
  );
}

/** /upgrade-level: the member's level and each level they can buy, with the price they would pay. */
export function UpgradeLevel({ balance }: { balance: number | undefined }) {
  const t = useT();
  const levels = useLevels();
  const status = useLevelStatus();
  const purchase = usePurchaseLevel();
  const keys = useSubmissionKeys();

  async function buy(level: Level, cost: number, upgrade: boolean) {
    const confirmed = await confirmAction({
      title: t(upgrade ? m.confirmUpgradeTitle : m.confirmBuyTitle, { level: level.level }),
      text: t(m.confirmText, { cost: formatUsd(cost), title: level.title, days: level.expiryInDays }),
      confirmButtonText: t(upgrade ? m.yesUpgrade : m.yesBuy),
      icon: 'question',
    });
    if (!confirmed) return;
    const idempotencyKey = keys.keyFor({ levelId: level.id });
    try {
      await purchase.mutateAsync({ levelId: level.id, idempotencyKey });
      keys.settle();
      await showAlert(
        'success',
        t(m.activatedTitle),
        t(m.activatedText, { level: level.level, title: level.title }),
      );
    } catch (error) {
      keys.settle(error);
      await showAlertWithDetail('error', t(m.purchaseFailed), errorMessage(error, t(m.somethingWentWrong)));
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
        <Trans
          id={m.yourBalance.id}
          message={m.yourBalance.message}
          values={{ amount: balance === undefined ? '…' : formatUsd(balance) }}
          components={{ 0: <span className="font-semibold text-slate-900" /> }}
        />
      </p>
      {loading ? (
        <LevelCardsSkeleton />
      ) : !levels.data || !status.data ? (
        <LoadError
          what={t(levels.data ? levelCardMessages.loadWhatYourLevel : m.loadWhatLevels)}
          onRetry={retryLoad}
          retrying={levels.isFetching || status.isFetching}
        />
      ) : levels.data.length === 0 ? (
        <EmptyState
          icon={<Layers className="size-7" aria-hidden="true" />}
          title={t(m.noLevelsOnSaleTitle)}
          description={t(m.noLevelsOnSaleDescription)}
        />
      ) : (
        <ul aria-label={t(m.levelsYouCanBuy)} className="flex flex-col gap-3">
          {levels.data.map((level) => {
            const offer = offerFor(level, status.data);
            const short = offer.kind === 'buy' && balance !== undefined && balance < offer.cost;
            return (
              <li key={level.id} className="rounded-2xl border border-slate-200/80 bg-white p-4 shadow-sm">
                <div className="flex items-start justify-between gap-3">
                  <LevelTitle level={level} />
                  <div className="shrink-0 text-end">
                    <p className="text-xs whitespace-nowrap text-slate-500">
                      {t(offer.kind === 'buy' && offer.upgrade ? m.youPayTheDifference : m.price)}
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
                      <BadgeCheck className="size-4" aria-hidden="true" /> {t(m.yourCurrentLevel)}
                    </p>
                  ) : offer.kind === 'below' ? (
                    <p className="rounded-xl bg-slate-50 py-3 text-center text-sm text-slate-600">
                      {t(m.levelIsHigher)}
                    </p>
                  ) : short ? (
                    <div className="flex flex-col gap-3">
                      <p role="note" className="flex gap-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
                        <CircleAlert className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden="true" />
                        {t(m.balanceShort, { amount: formatUsd(offer.cost - balance) })}
                      </p>
                      <Link to="/deposit" className={buttonClasses('outline', 'md', true)}>
                        {t(m.depositNow)}
                      </Link>
                    </div>
                  ) : (
                    <Button
                      fullWidth
                      busy={purchase.isPending && purchase.variables.levelId === level.id}
                      busyText={t(m.buying)}
                      disabled={purchase.isPending}
                      onClick={() => void buy(level, offer.cost, offer.upgrade)}
                    >
                      {t(offer.upgrade ? m.upgradeFor : m.buyFor, { amount: formatUsd(offer.cost) })}
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
