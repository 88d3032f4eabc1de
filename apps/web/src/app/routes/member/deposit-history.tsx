import { paymentMethodLabels } from '@earnflow/contracts';
import { ArrowDownToLine, ReceiptText } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { BackLink } from '@/components/ui/back-link';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useDepositHistory } from '@/features/deposits/api/get-deposit-history';
import { PaymentHistoryFilters } from '@/features/history/components/payment-history-filters';
import { PaymentHistoryList } from '@/features/history/components/payment-history-list';
import { defaultPaymentHistoryFilters, toHistoryQuery } from '@/features/history/payment-history-filters';
import { formatUsd } from '@/lib/money';

export default function DepositHistoryPage() {
  const [filters, setFilters] = useState(defaultPaymentHistoryFilters);
  const history = useDepositHistory(toHistoryQuery(filters));

  return (
    <div className="flex flex-col gap-4">
      <BackLink to="/" />
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Deposit History</h1>
        <p className="mt-1 text-sm text-slate-500">Your deposits and where each one stands.</p>
      </header>
      <PaymentHistoryFilters value={filters} onChange={setFilters} />
      <PaymentHistoryList
        label="Deposits"
        loading={history.isPending}
        icon={<ArrowDownToLine className="size-5" aria-hidden="true" />}
        entries={history.data?.map((deposit) => ({
          id: deposit.id,
          amount: formatUsd(deposit.amount),
          status: deposit.status,
          methodLabel: paymentMethodLabels[deposit.paymentMethod],
          createdAt: deposit.createdAt,
        }))}
        empty={
          <EmptyState
            icon={<ReceiptText className="size-7" aria-hidden="true" />}
            title="No history found"
            description="You haven't made any deposits yet. Deposit now and your history will appear here."
            action={
              <Link to="/deposit" className={buttonClasses('primary')}>
                Go to Deposit
              </Link>
            }
          />
        }
      />
    </div>
  );
}
