import { Link } from 'react-router';
import { Card, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { BalanceCard } from '@/features/profile/components/balance-card';
import { useWallet } from '@/features/wallet/api/get-wallet';
import { WalletMovements } from '@/features/wallet/components/wallet-movements';
import { defineMessages, useT } from '@/i18n/i18n';
import walletEn from '@/locales/en/wallet';
import { moneyActions } from './money-actions';

const m = defineMessages('wallet', walletEn);

/** The other money screens: the wallet page does not link to itself. */
const actions = moneyActions.filter(({ to }) => to !== '/wallet');

export default function WalletPage() {
  const t = useT();
  const wallet = useWallet();

  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t(m.title)}</h1>

      {wallet.data ? (
        <BalanceCard balance={wallet.data.currentBalance} />
      ) : (
        <div role="status" aria-label={t(m.loadingBalance)} className="rounded-3xl bg-white p-5 shadow-sm">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="mt-3 h-9 w-40" />
          <Skeleton className="mt-2 h-4 w-32" />
        </div>
      )}

      <nav aria-label={t(m.walletActions)}>
        <ul className="grid grid-cols-4 gap-2">
          {actions.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="flex flex-col items-center gap-2 rounded-2xl border border-slate-200/80 bg-white px-1 py-3 text-xs font-semibold text-slate-700 shadow-sm transition hover:border-green-300 hover:text-green-700 focus-visible:outline-2 focus-visible:outline-green-600"
              >
                <span className="flex size-10 items-center justify-center rounded-xl bg-green-50 text-green-600">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                {t(label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <Card className="pb-2">
        <CardHeader title={t(m.recentMovements)} description={t(m.recentMovementsDescription)} />
        <div className="-mt-2">
          <WalletMovements />
        </div>
      </Card>
    </div>
  );
}
