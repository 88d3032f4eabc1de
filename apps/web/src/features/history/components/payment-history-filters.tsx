import { DateRangeField } from '@/components/ui/date-range-field';
import { FilterChips } from '@/components/ui/filter-chips';
import { SelectField } from '@/components/ui/select-field';
import {
  methodFilterOptions,
  statusFilterOptions,
  type PaymentHistoryFilterValues,
} from '../payment-history-filters';

interface PaymentHistoryFiltersProps {
  value: PaymentHistoryFilterValues;
  onChange: (value: PaymentHistoryFilterValues) => void;
}

/** Method chips, a date range (today by default, never beyond today) and a status dropdown. */
export function PaymentHistoryFilters({ value, onChange }: PaymentHistoryFiltersProps) {
  return (
    <div className="flex flex-col gap-3">
      <FilterChips
        label="Payment method"
        options={methodFilterOptions}
        value={value.method}
        onChange={(method) => onChange({ ...value, method })}
      />
      <div className="grid grid-cols-1 gap-3 min-[440px]:grid-cols-[minmax(0,1fr)_10rem]">
        <DateRangeField
          label="Date range"
          value={value.range}
          onChange={(range) => onChange({ ...value, range })}
        />
        <SelectField
          label="Status"
          options={statusFilterOptions}
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
