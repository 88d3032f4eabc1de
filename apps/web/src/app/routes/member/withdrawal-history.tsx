import { paymentMethodLabels } from '@earnflow/contracts';
import { ArrowUpFromLine } from 'lucide-react';
import { useState } from 'react';
import { PaymentHistoryScreen } from '@/features/history/components/payment-history-screen';
import { defaultPaymentHistoryFilters, toHistoryQuery } from '@/features/history/payment-history-filters';
import { useWithdrawalHistory } from '@/features/withdrawals/api/get-withdrawal-history';
import { withdrawalOutcome } from '@/features/withdrawals/components/withdrawal-outcome';
import { formatUsd } from '@/lib/money';

export default function WithdrawalHistoryPage() {
  const [filters, setFilters] = useState(defaultPaymentHistoryFilters);
  const history = useWithdrawalHistory(toHistoryQuery(filters));

  return (
    <PaymentHistoryScreen
      title="Withdrawal History"
      description="Your payout requests and where each one stands."
      filters={filters}
      onFiltersChange={setFilters}
      label="Withdrawals"
      loading={history.isPending}
      more={history}
      icon={<ArrowUpFromLine className="size-5" aria-hidden="true" />}
      entries={history.items?.map((withdrawal) => ({
        id: withdrawal.id,
        // Spec §3: a withdrawal amount is shown as a whole-dollar figure.
        amount: formatUsd(withdrawal.amount, 0),
        status: withdrawal.status,
        methodLabel: paymentMethodLabels[withdrawal.paymentMethod],
        createdAt: withdrawal.createdAt,
        detail: withdrawalOutcome(withdrawal),
        // An admin's deletion refunds a pending withdrawal (it becomes REJECTED), so the outcome holds.
        removed: withdrawal.removed,
      }))}
      emptyDescription="You haven't made any withdrawals yet..."
      emptyAction={{ to: '/withdraw', label: 'Go to Withdraw' }}
    />
  );
}
