import { ArrowLeftRight } from 'lucide-react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Card } from '@/components/ui/card';
import { TransferForm } from '@/features/transfers/components/transfer-form';
import { useWallet } from '@/features/wallet/api/get-wallet';
import { defineMessages, useT } from '@/i18n/i18n';
import { isApiError } from '@/lib/api-client';
import { formatPkr, formatUsd, usdToPkr } from '@/lib/money';
import { clearMemberSession } from '@/lib/session';
import transferEn from '@/locales/en/transfer';

const m = defineMessages('transfer', transferEn);

export default function TransferPage() {
  const t = useT();
  const navigate = useNavigate();
  const wallet = useWallet();
  const { error } = wallet;
  const balance = wallet.data?.currentBalance;

  useEffect(() => {
    if (!error) return;
    // Spec §6 and §8: a 401 from the balance fetch sends the member to /login; other failures are logged.
    if (isApiError(error, 401)) {
      clearMemberSession();
      void navigate('/login', { replace: true });
    } else {
      console.warn('Could not load the balance.', error);
    }
  }, [error, navigate]);

  return (
    <div className="flex flex-col gap-5">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t(m.title)}</h1>
        <p className="mt-1 text-sm text-slate-500">{t(m.description)}</p>
      </header>

      <section
        aria-label={t(m.currentBalance)}
        className="flex items-center gap-4 rounded-3xl bg-gradient-to-br from-green-600 to-emerald-700 p-5 text-white shadow-lg shadow-green-700/20"
      >
        <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-white/15">
          <ArrowLeftRight className="size-6" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <p className="text-sm font-medium text-green-50">{t(m.currentBalance)}</p>
          {balance === undefined ? (
            <>
              <span aria-hidden="true" className="mt-1 block h-7 w-28 animate-pulse rounded-lg bg-white/25" />
              <span
                aria-hidden="true"
                className="mt-1.5 block h-4 w-24 animate-pulse rounded-lg bg-white/20"
              />
            </>
          ) : (
            <>
              <p className="text-2xl font-bold tracking-tight tabular-nums">{formatUsd(balance)}</p>
              <p className="text-sm font-medium text-green-50 tabular-nums">
                {t(m.pkrEquivalent, { amount: formatPkr(usdToPkr(balance)) })}
              </p>
            </>
          )}
        </div>
      </section>

      <Card>
        <TransferForm balance={balance} />
      </Card>
    </div>
  );
}
