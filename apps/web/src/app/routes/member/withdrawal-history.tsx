import { paymentMethodLabels } from '@earnflow/contracts';
import { ArrowUpFromLine, ReceiptText } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { BackLink } from '@/components/ui/back-link';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PaymentHistoryFilters } from '@/features/history/components/payment-history-filters';
import { PaymentHistoryList } from '@/features/history/components/payment-history-list';
import { defaultPaymentHistoryFilters, toHistoryQuery } from '@/features/history/payment-history-filters';
import { useWithdrawalHistory } from '@/features/withdrawals/api/get-withdrawal-history';
import { formatUsd } from '@/lib/money';

export default function WithdrawalHistoryPage() {
  const [filters, setFilters] = useState(defaultPaymentHistoryFilters);
  const history = useWithdrawalHistory(toHistoryQuery(filters));

  return (
    <div className="flex flex-col gap-4">
      <BackLink to="/" />
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Withdrawal History</h1>
        <p className="mt-1 text-sm text-slate-500">Your payout requests and where each one stands.</p>
      </header>
      <PaymentHistoryFilters value={filters} onChange={setFilters} />
      <PaymentHistoryList
        label="Withdrawals"
        loading={history.isPending}
        icon={<ArrowUpFromLine className="size-5" aria-hidden="true" />}
        entries={history.data?.map((withdrawal) => ({
          id: withdrawal.id,
          // Spec §3: a withdrawal amount is shown as a whole-dollar figure.
          amount: formatUsd(withdrawal.amount, 0),
          status: withdrawal.status,
          methodLabel: paymentMethodLabels[withdrawal.paymentMethod],
          createdAt: withdrawal.createdAt,
          detail: `Fee ${formatUsd(withdrawal.fee)} · You receive ${formatUsd(withdrawal.payout)}`,
        }))}
        empty={
          <EmptyState
            icon={<ReceiptText className="size-7" aria-hidden="true" />}
            title="No history found"
            description="You haven't made any withdrawals yet..."
            action={
              <Link to="/withdraw" className={buttonClasses('primary')}>
                Go to Withdraw
              </Link>
            }
          />
        }
      />
    </div>
  );
}
