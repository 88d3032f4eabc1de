import clsx from 'clsx';
import { CalendarDays } from 'lucide-react';
import { useId } from 'react';
import DatePicker from 'react-datepicker';
import 'react-datepicker/dist/react-datepicker.css';
import { defineMessages, useLanguage, useT } from '@/i18n/i18n';
import uiEn from '@/locales/en/ui';
import { urduDateLocale } from './urdu-date-locale';
import './date-field.css';

const m = defineMessages('ui', uiEn);

interface DateFieldProps {
  label: string;
  selected: Date | null;
  onChange: (date: Date | null) => void;
  /** Later days cannot be picked or typed (e.g. today: no future dates). */
  maxDate?: Date;
  minDate?: Date | undefined;
  disabled?: boolean;
  placeholder?: string;
  /** For the two halves of a range: highlights the days between them. */
  range?: { role: 'start' | 'end'; start: Date | null; end: Date | null };
  className?: string;
}

function isAfterDay(date: Date, limit: Date): boolean {
  const day = new Date(date.getFullYear(), date.getMonth(), date.getDate());
  const limitDay = new Date(limit.getFullYear(), limit.getMonth(), limit.getDate());
  return day.getTime() > limitDay.getTime();
}

/**
 * A labelled day picker (react-datepicker, its default MM/dd/yyyy format). Emptying the text clears it; no
 * separate clear button, whose name would contain the label and make the field ambiguous to find by label.
 */
export function DateField({
  label,
  selected,
  onChange,
  maxDate,
  minDate,
  disabled = false,
  placeholder = 'MM/DD/YYYY',
  range,
  className,
}: DateFieldProps) {
  const t = useT();
  const language = useLanguage();
  const id = useId();
  const rangeProps =
    range === undefined
      ? {}
      : {
          selectsStart: range.role === 'start',
          selectsEnd: range.role === 'end',
          startDate: range.start ?? undefined,
          endDate: range.end ?? undefined,
        };

  return (
    <div className={clsx('ef-date-field flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="relative">
        <CalendarDays
          className="pointer-events-none absolute start-3 top-1/2 z-[1] size-4 -translate-y-1/2 text-slate-400"
          aria-hidden="true"
        />
        <DatePicker
          id={id}
          selected={selected}
          onChange={(date: Date | null) => {
            // A typed date beyond the limits is ignored rather than applied.
            if (date && maxDate && isAfterDay(date, maxDate)) return;
            if (date && minDate && isAfterDay(minDate, date)) return;
            onChange(date);
          }}
          maxDate={maxDate}
          minDate={minDate}
          disabled={disabled}
          placeholderText={placeholder}
          locale={language === 'ur' ? urduDateLocale : undefined}
          previousMonthAriaLabel={t(m.previousMonth)}
          nextMonthAriaLabel={t(m.nextMonth)}
          autoComplete="off"
          showPopperArrow={false}
          calendarClassName="ef-calendar"
          popperClassName="ef-date-popper"
          popperPlacement="bottom-start"
          wrapperClassName="block w-full"
          className={clsx(
            'h-10 w-full rounded-lg border border-slate-300 bg-white ps-9 pe-3 text-sm text-slate-900 shadow-xs transition',
            'placeholder:text-slate-500 focus:border-green-600 focus:ring-4 focus:ring-green-100 focus:outline-none',
            'disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500',
          )}
          {...rangeProps}
        />
      </div>
    </div>
  );
}
