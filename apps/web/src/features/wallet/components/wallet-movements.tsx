import type { LedgerTransactionKind } from '@earnflow/contracts';
import type { MessageDescriptor } from '@lingui/core';
import clsx from 'clsx';
import {
  ArrowDownLeft,
  ArrowDownToLine,
  ArrowUpFromLine,
  ArrowUpRight,
  BadgeDollarSign,
  Gift,
  Plane,
  ReceiptText,
  RotateCcw,
  SlidersHorizontal,
  TrendingUp,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { LoadError } from '@/components/ui/load-error';
import { LoadMore } from '@/components/ui/load-more';
import { Skeleton } from '@/components/ui/skeleton';
import { defineMessages, ltr, useLanguage, useT } from '@/i18n/i18n';
import { formatDateTime } from '@/lib/date';
import { formatUsd } from '@/lib/money';
import walletEn from '@/locales/en/wallet';
import { useWalletMovements } from '../api/get-wallet-movements';

const m = defineMessages('wallet', walletEn);

/** A movement's kind in words: the title in Urdu, where the server's description stays in English. */
const kindLabels: Record<LedgerTransactionKind, MessageDescriptor> = {
  DEPOSIT: m.kindDeposit,
  WITHDRAWAL_REQUEST: m.kindWithdrawalRequest,
  WITHDRAWAL_PAID: m.kindWithdrawalPaid,
  WITHDRAWAL_REFUND: m.kindWithdrawalRefund,
  TRANSFER_SENT: m.kindTransferSent,
  TRANSFER_COMPLETED: m.kindTransferReceived,
  TRANSFER_REFUND: m.kindTransferRefund,
  ADJUSTMENT: m.kindAdjustment,
  REWARD: m.kindReward,
  REFERRAL_COMMISSION: m.kindReferral,
  LEVEL_PURCHASE: m.kindLevel,
  AVIATOR_BET: m.kindAviatorBet,
  AVIATOR_PAYOUT: m.kindAviatorPayout,
  OFFER_HOLD: m.kindOffer,
  OFFER_REVERSAL: m.kindOfferReversal,
  DEBT_SETTLEMENT: m.kindDebt,
};

const kindIcons: Record<LedgerTransactionKind, LucideIcon> = {
  DEPOSIT: ArrowDownToLine,
  WITHDRAWAL_REQUEST: ArrowUpFromLine,
  WITHDRAWAL_PAID: ArrowUpFromLine,
  WITHDRAWAL_REFUND: RotateCcw,
  TRANSFER_SENT: ArrowUpRight,
  TRANSFER_COMPLETED: ArrowDownLeft,
  TRANSFER_REFUND: RotateCcw,
  ADJUSTMENT: SlidersHorizontal,
  REWARD: Gift,
  REFERRAL_COMMISSION: Users,
  LEVEL_PURCHASE: TrendingUp,
  AVIATOR_BET: Plane,
  AVIATOR_PAYOUT: BadgeDollarSign,
  OFFER_HOLD: Gift,
  OFFER_REVERSAL: RotateCcw,
  DEBT_SETTLEMENT: RotateCcw,
};

/** "+$12.50" for money in, "-$5.00" for money out (the sign kept before the amount in Urdu too). */
export function formatSignedUsd(amount: number): string {
  return amount > 0 ? ltr(`+${formatUsd(amount)}`) : formatUsd(amount);
}

/** The movements of the member's wallet, newest first: what moved, when, and by how much. */
export function WalletMovements() {
  const t = useT();
  const urdu = useLanguage() === 'ur';
  const movements = useWalletMovements();

  if (movements.isPending) {
    return (
      <div role="status" aria-label={t(m.loadingMovements)} className="divide-y divide-slate-100">
        {[0, 1, 2].map((row) => (
          <div key={row} className="flex items-center gap-3 py-3">
            <Skeleton className="size-10 rounded-xl" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-3.5 w-40" />
              <Skeleton className="h-3 w-28" />
            </div>
            <Skeleton className="h-4 w-14" />
          </div>
        ))}
      </div>
    );
  }

  if (movements.failed) return <LoadError what={t(m.yourMovements)} onRetry={movements.retry} />;
  const items = movements.items ?? [];
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 py-8 text-center">
        <ReceiptText className="size-8 text-slate-300" aria-hidden="true" />
        <p className="text-sm font-medium text-slate-600">{t(m.noMovements)}</p>
        <p className="max-w-xs text-xs text-slate-500">{t(m.noMovementsDescription)}</p>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-3 pb-2">
      <ul aria-label={t(m.recentMovements)} className="divide-y divide-slate-100">
        {items.map((movement) => {
          const Icon = kindIcons[movement.kind];
          const credit = movement.amount > 0;
          return (
            <li key={movement.id} className="flex items-center gap-3 py-3">
              <span
                className={clsx(
                  'flex size-10 shrink-0 items-center justify-center rounded-xl',
                  credit ? 'bg-green-50 text-green-600' : 'bg-red-50 text-red-500',
                )}
              >
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <div className="min-w-0 flex-1">
                {/* A title too narrow beside a large amount lets the amount drop under it. Never clamped:
                    a transfer's sender account comes last ("Transfer from Bilal Ahmed (K7M2P9Q4RT)"). */}
                <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <p className="min-w-40 flex-1 text-sm font-semibold text-slate-900 [overflow-wrap:anywhere]">
                    {urdu ? t(kindLabels[movement.kind]) : movement.description}
                  </p>
                  <span
                    className={clsx(
                      'ms-auto text-sm font-bold whitespace-nowrap tabular-nums',
                      credit ? 'text-green-600' : 'text-red-600',
                    )}
                  >
                    {formatSignedUsd(movement.amount)}
                  </span>
                </div>
                {urdu ? (
                  <p
                    dir="auto"
                    className="text-xs text-slate-600 [overflow-wrap:anywhere] [text-align:match-parent]"
                  >
                    {movement.description}
                  </p>
                ) : null}
                <time dateTime={movement.createdAt} className="text-xs whitespace-nowrap text-slate-500">
                  {formatDateTime(movement.createdAt)}
                </time>
              </div>
            </li>
          );
        })}
      </ul>
      <LoadMore list={movements} label={t(m.loadMoreMovements)} />
    </div>
  );
}
