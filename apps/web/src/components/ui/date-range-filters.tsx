import { FilterX } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { defineMessages, useT } from '@/i18n/i18n';
import { todayInPakistan } from '@/lib/pakistan-days';
import uiEn from '@/locales/en/ui';
import { Button } from './button';
import { DateField } from './date-field';

const m = defineMessages('ui', uiEn);

interface DateRangeFiltersProps {
  from: Date | null;
  to: Date | null;
  todayOnly: boolean;
  onFromChange: (date: Date | null) => void;
  onToChange: (date: Date | null) => void;
  onTodayOnlyChange: (todayOnly: boolean) => void;
  onClear: () => void;
  /** The checkbox text, e.g. "Show only today's deposits". */
  todayLabel: string;
  /** Names the filter group for screen readers. */
  label?: string;
  /** Shown at the far end of the bar (e.g. a refresh button). */
  actions?: ReactNode;
}

/** Start date, end date (no days after today in Pakistan; the end includes its whole day) and a "today only" checkbox. */
export function DateRangeFilters({
  from,
  to,
  todayOnly,
  onFromChange,
  onToChange,
  onTodayOnlyChange,
  onClear,
  todayLabel,
  label,
  actions,
}: DateRangeFiltersProps) {
  const t = useT();
  const checkboxId = useId();
  const today = todayInPakistan();
  const hasFilters = todayOnly || from !== null || to !== null;

  return (
    <div
      role="group"
      aria-label={label ?? t(m.filters)}
      className="flex flex-wrap items-end gap-x-4 gap-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <DateField
        label={t(m.startDate)}
        selected={from}
        onChange={onFromChange}
        maxDate={today}
        disabled={todayOnly}
        range={{ role: 'start', start: from, end: to }}
        className="w-44"
      />
      <DateField
        label={t(m.endDate)}
        selected={to}
        onChange={onToChange}
        maxDate={today}
        minDate={from ?? undefined}
        disabled={todayOnly}
        range={{ role: 'end', start: from, end: to }}
        className="w-44"
      />
      <div className="flex h-10 items-center gap-2.5">
        <input
          id={checkboxId}
          type="checkbox"
          checked={todayOnly}
          onChange={(event) => onTodayOnlyChange(event.target.checked)}
          className="size-4 rounded border-slate-300 accent-green-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-600"
        />
        <label htmlFor={checkboxId} className="text-sm font-medium text-slate-700 select-none">
          {todayLabel}
        </label>
      </div>
      {hasFilters ? (
        <div className="flex h-10 items-center">
          <Button
            variant="ghost"
            size="sm"
            onClick={onClear}
            icon={<FilterX className="size-4" aria-hidden="true" />}
          >
            {t(m.clearFilters)}
          </Button>
        </div>
      ) : null}
      {actions ? <div className="ms-auto flex items-center gap-2">{actions}</div> : null}
    </div>
  );
}
