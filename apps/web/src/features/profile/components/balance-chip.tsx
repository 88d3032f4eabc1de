import { Wallet } from 'lucide-react';
import { useId, useState } from 'react';
import { formatBalance, type Currency } from '@/lib/money';

/** The top bar balance: one click switches between USD and PKR, one decimal (spec §9). */
export function BalanceChip({ balance }: { balance: number }) {
  const [currency, setCurrency] = useState<Currency>('USD');
  const amountId = useId();
  return (
    <button
      type="button"
      aria-label="Toggle currency"
      aria-describedby={amountId}
      title={currency === 'USD' ? 'Show in PKR' : 'Show in USD'}
      onClick={() => setCurrency((current) => (current === 'USD' ? 'PKR' : 'USD'))}
      className="inline-flex h-9 max-w-full min-w-0 items-center gap-1.5 rounded-full bg-green-600 px-2.5 min-[400px]:pr-3 text-sm font-semibold text-white shadow-sm transition hover:bg-green-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-600"
    >
      <Wallet className="hidden size-4 shrink-0 min-[400px]:block" aria-hidden="true" />
      <span id={amountId} className="truncate tabular-nums">
        {formatBalance(balance, currency, 1)}
      </span>
    </button>
  );
}
