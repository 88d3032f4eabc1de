import { paymentMethodLabels } from '@earnflow/contracts';
import { DateRangeField } from '@/components/ui/date-range-field';
import { FilterChips } from '@/components/ui/filter-chips';
import { SelectField } from '@/components/ui/select-field';
import { defineMessages, useT } from '@/i18n/i18n';
import paymentHistoryEn from '@/locales/en/payment-history';
import {
  methodFilterValues,
  statusFilterOptions,
  type PaymentHistoryFilterValues,
} from '../payment-history-filters';

const m = defineMessages('payment-history', paymentHistoryEn);

interface PaymentHistoryFiltersProps {
  value: PaymentHistoryFilterValues;
  onChange: (value: PaymentHistoryFilterValues) => void;
}

/** Method chips, a date range (today by default, never beyond today) and a status dropdown. */
export function PaymentHistoryFilters({ value, onChange }: PaymentHistoryFiltersProps) {
  const t = useT();
  return (
    <div className="flex flex-col gap-3">
      <FilterChips
        label={t(m.paymentMethod)}
        options={methodFilterValues.map((method) => ({
          value: method,
          label: method === 'ALL' ? t(m.all) : paymentMethodLabels[method],
        }))}
        value={value.method}
        onChange={(method) => onChange({ ...value, method })}
      />
      <div className="grid grid-cols-1 gap-3 min-[440px]:grid-cols-[minmax(0,1fr)_10rem]">
        <DateRangeField
          label={t(m.dateRange)}
          value={value.range}
          onChange={(range) => onChange({ ...value, range })}
        />
        <SelectField
          label={t(m.status)}
          options={statusFilterOptions.map((option) => ({ value: option.value, label: t(option.label) }))}
          value={value.status}
          onChange={(event) => {
            const status = statusFilterOptions.find((option) => option.value === event.target.value);
            if (status) onChange({ ...value, status: status.value });
          }}
        />
      </div>
    </div>
  );
}
