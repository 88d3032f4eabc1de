import clsx from 'clsx';
import { Wallet } from 'lucide-react';
import { useState } from 'react';
import { defineMessages, ltr, useT } from '@/i18n/i18n';
import { formatBalance, formatBalanceDown, type Currency } from '@/lib/money';
import balanceEn from '@/locales/en/balance';

const m = defineMessages('balance', balanceEn);

const otherCurrency: Record<Currency, Currency> = { USD: 'PKR', PKR: 'USD' };

/**
 * The top bar balance: one click switches between USD and PKR, one decimal (spec §9), cut rather than
 * rounded so it never shows more than the member has ($44.65 shows $44.6; the exact figure is its tooltip
 * and the wallet's). Its accessible name starts with the amount it shows ("$12.5 balance, show in PKR"),
 * so what is seen is what is announced.
 */
export function BalanceChip({ balance }: { balance: number }) {
  const t = useT();
  const [currency, setCurrency] = useState<Currency>('USD');
  const next = otherCurrency[currency];
  const amount = formatBalanceDown(balance, currency, 1);
  return (
    <button
      type="button"
      aria-label={t(m.balanceChipLabel, { amount: ltr(amount), currency: next })}
      title={t(m.balanceChipTitle, { amount: ltr(formatBalance(balance, currency)), currency: next })}
      onClick={() => setCurrency(next)}
      className={clsx(
        'relative inline-flex h-9 max-w-full min-w-0 items-center gap-1.5 rounded-full bg-green-600 px-2.5 font-semibold text-white shadow-sm transition hover:bg-green-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-600 min-[400px]:pe-3',
        // Drawn 36 px high, it answers taps 44 px high like the top bar's icon buttons.
        'before:absolute before:inset-x-0 before:top-1/2 before:h-11 before:-translate-y-1/2',
        // Rupee amounts run to 15 characters ("Rs 27,999,997.2"): smaller type keeps them whole in the top bar.
        amount.length > 10 ? 'text-xs min-[400px]:text-sm' : 'text-sm',
      )}
    >
      <Wallet className="hidden size-4 shrink-0 min-[400px]:block" aria-hidden="true" />
      <span className="truncate tabular-nums">{amount}</span>
    </button>
  );
}
