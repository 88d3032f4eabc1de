import { paymentMethodLabels } from '@earnflow/contracts';
import { ArrowUpFromLine } from 'lucide-react';
import { useState } from 'react';
import { PaymentHistoryScreen } from '@/features/history/components/payment-history-screen';
import { defaultPaymentHistoryFilters, toHistoryQuery } from '@/features/history/payment-history-filters';
import { useWithdrawalHistory } from '@/features/withdrawals/api/get-withdrawal-history';
import { withdrawalOutcome } from '@/features/withdrawals/components/withdrawal-outcome';
import { defineMessages, useT } from '@/i18n/i18n';
import titlesEn from '@/locales/en/titles';
import withdrawalsEn from '@/locales/en/withdrawals';
import { formatUsd } from '@/lib/money';

const m = defineMessages('withdrawals', withdrawalsEn);
const titles = defineMessages('titles', titlesEn);

export default function WithdrawalHistoryPage() {
  const t = useT();
  const [filters, setFilters] = useState(defaultPaymentHistoryFilters);
  const history = useWithdrawalHistory(toHistoryQuery(filters));

  return (
    <PaymentHistoryScreen
      title={t(titles.withdrawalHistory)}
      description={t(m.historyDescription)}
      filters={filters}
      onFiltersChange={setFilters}
      label={t(m.historyLabel)}
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
      emptyDescription={t(m.historyEmpty)}
      emptyAction={{ to: '/withdraw', label: t(m.goToWithdraw) }}
    />
  );
}
