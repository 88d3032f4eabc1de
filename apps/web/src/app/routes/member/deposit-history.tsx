import { paymentMethodLabels } from '@earnflow/contracts';
import { ArrowDownToLine } from 'lucide-react';
import { useState } from 'react';
import { useDepositHistory } from '@/features/deposits/api/get-deposit-history';
import { PaymentHistoryScreen } from '@/features/history/components/payment-history-screen';
import { defaultPaymentHistoryFilters, toHistoryQuery } from '@/features/history/payment-history-filters';
import { defineMessages, useT } from '@/i18n/i18n';
import depositsEn from '@/locales/en/deposits';
import titlesEn from '@/locales/en/titles';
import { formatUsd } from '@/lib/money';

const m = defineMessages('deposits', depositsEn);
const titles = defineMessages('titles', titlesEn);

export default function DepositHistoryPage() {
  const t = useT();
  const [filters, setFilters] = useState(defaultPaymentHistoryFilters);
  const history = useDepositHistory(toHistoryQuery(filters));

  return (
    <PaymentHistoryScreen
      title={t(titles.depositHistory)}
      description={t(m.historyDescription)}
      filters={filters}
      onFiltersChange={setFilters}
      label={t(m.historyLabel)}
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
                  ? t(m.removedCredited, { amount: formatUsd(deposit.amount) })
                  : t(m.removedNotCredited),
            }
          : {}),
      }))}
      emptyDescription={t(m.historyEmpty)}
      emptyAction={{ to: '/deposit', label: t(m.goToDeposit) }}
    />
  );
}
