import { ReceiptText } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router';
import { BackLink } from '@/components/ui/back-link';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState, NoMatchesState } from '@/components/ui/empty-state';
import { LoadMore } from '@/components/ui/load-more';
import { defineMessages, useT } from '@/i18n/i18n';
import paymentHistoryEn from '@/locales/en/payment-history';
import {
  defaultPaymentHistoryFilters,
  isDefaultPaymentHistoryFilters,
  type PaymentHistoryFilterValues,
} from '../payment-history-filters';
import { PaymentHistoryFilters } from './payment-history-filters';
import { PaymentHistoryList, type PaymentHistoryEntry } from './payment-history-list';

const m = defineMessages('payment-history', paymentHistoryEn);

interface PaymentHistoryScreenProps {
  title: string;
  description: string;
  filters: PaymentHistoryFilterValues;
  onFiltersChange: (filters: PaymentHistoryFilterValues) => void;
  /** Names the list, e.g. "Deposits". */
  label: string;
  icon: ReactNode;
  loading: boolean;
  entries: PaymentHistoryEntry[] | undefined;
  /** The list's "Load more": the next page of the server's cursor. */
  more: ComponentProps<typeof LoadMore>['list'];
  /** The empty state's text, e.g. "You haven't made any deposits yet. …". */
  emptyDescription: string;
  /** The empty state's link to where a payment is made, e.g. Go to Deposit → /deposit. */
  emptyAction: { to: string; label: string };
}

/** A member's deposit or withdrawal history page: back link, heading, filters and the list. */
export function PaymentHistoryScreen({
  title,
  description,
  filters,
  onFiltersChange,
  label,
  icon,
  loading,
  entries,
  more,
  emptyDescription,
  emptyAction,
}: PaymentHistoryScreenProps) {
  const t = useT();
  const filtered = !isDefaultPaymentHistoryFilters(filters);
  return (
    <div className="flex flex-col gap-4">
      <BackLink to="/" />
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        <p className="mt-1 text-sm text-slate-500">{description}</p>
      </header>
      <PaymentHistoryFilters value={filters} onChange={onFiltersChange} />
      <PaymentHistoryList
        label={label}
        loading={loading}
        icon={icon}
        entries={entries}
        empty={
          filtered ? (
            <NoMatchesState
              what={label.toLowerCase()}
              onClear={() => onFiltersChange(defaultPaymentHistoryFilters())}
            />
          ) : (
            <EmptyState
              icon={<ReceiptText className="size-7" aria-hidden="true" />}
              title={t(m.noHistory)}
              description={emptyDescription}
              action={
                <Link to={emptyAction.to} className={buttonClasses('primary')}>
                  {emptyAction.label}
                </Link>
              }
            />
          )
        }
      />
      {loading || !entries || entries.length === 0 ? null : (
        <LoadMore list={more} label={t(m.loadMore, { what: label.toLowerCase() })} />
      )}
    </div>
  );
}
