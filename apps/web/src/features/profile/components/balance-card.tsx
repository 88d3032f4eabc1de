import { PKR_PER_USD } from '@earnflow/contracts';
import { defineMessages, useT } from '@/i18n/i18n';
import { formatPkr, formatUsd, usdToPkr } from '@/lib/money';
import balanceEn from '@/locales/en/balance';

const m = defineMessages('balance', balanceEn);

/** The wallet balance in dollars with its PKR equivalent. */
export function BalanceCard({ balance }: { balance: number }) {
  const t = useT();
  return (
    <section
      aria-labelledby="balance-heading"
      className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-green-600 via-green-600 to-emerald-700 p-5 text-white shadow-lg shadow-green-700/20"
    >
      <div className="absolute -end-10 -top-10 size-40 rounded-full bg-white/10" aria-hidden="true" />
      <div className="absolute -end-4 -bottom-16 size-32 rounded-full bg-white/5" aria-hidden="true" />
      <h2 id="balance-heading" className="relative text-sm font-medium text-green-50">
        {t(m.totalBalance)}
      </h2>
      <p className="relative mt-1 text-4xl font-bold tracking-tight tabular-nums">{formatUsd(balance)}</p>
      <p className="relative mt-1 text-base font-medium text-green-50 tabular-nums">
        ≈ {formatPkr(usdToPkr(balance))}
      </p>
      <p className="relative mt-4 inline-flex rounded-full bg-black/15 px-2.5 py-1 text-xs font-medium text-white">
        1 USD = {PKR_PER_USD} PKR
      </p>
    </section>
  );
}
