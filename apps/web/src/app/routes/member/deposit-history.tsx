import { paymentMethodLabels } from '@earnflow/contracts';
import { ArrowDownToLine } from 'lucide-react';
import { useState } from 'react';
import { useDepositHistory } from '@/features/deposits/api/get-deposit-history';
import { PaymentHistoryScreen } from '@/features/history/components/payment-history-screen';
import { defaultPaymentHistoryFilters, toHistoryQuery } from '@/features/history/payment-history-filters';
import { formatUsd } from '@/lib/money';

export default function DepositHistoryPage() {
  const [filters, setFilters] = useState(defaultPaymentHistoryFilters);
  const history = useDepositHistory(toHistoryQuery(filters));

  return (
    <PaymentHistoryScreen
      title="Deposit History"
      description="Your deposits and where each one stands."
      filters={filters}
      onFiltersChange={setFilters}
      label="Deposits"
      loading={history.isPending}
      more={history}
      icon={<ArrowDownToLine className="size-5" aria-hidden="true" />}
      entries={history.items?.map((deposit) => ({
        id: deposit.id,
        amount: formatUsd(deposit.amount),
        status: deposit.status,
        methodLabel: paymentMethodLabels[deposit.paymentMethod],
        createdAt: deposit.createdAt,
        removed: deposit.removed,
        // What became of the money of a deposit an admin removed: only a completed one was credited.
        ...(deposit.removed
          ? {
              detail:
                deposit.status === 'COMPLETED'
                  ? `${formatUsd(deposit.amount)} was added to your balance and stays there`
                  : 'Nothing was added to your balance',
            }
          : {}),
      }))}
      emptyDescription="You haven't made any deposits yet. Deposit now and your history will appear here."
      emptyAction={{ to: '/deposit', label: 'Go to Deposit' }}
    />
  );
}
