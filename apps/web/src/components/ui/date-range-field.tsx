import { CalendarDays } from 'lucide-react';
import { useId, useState } from 'react';
import DatePicker from 'react-datepicker';
import 'react-datepicker/dist/react-datepicker.css';
import { defineMessages, useLanguage, useT } from '@/i18n/i18n';
import { todayInPakistan } from '@/lib/pakistan-days';
import uiEn from '@/locales/en/ui';
import { urduDateLocale } from './urdu-date-locale';
import './date-range-field.css';

const m = defineMessages('ui', uiEn);

export interface DateRange {
  start: Date;
  /** Inclusive: the whole of this day belongs to the range. */
  end: Date;
}

/** Today to today (in Pakistan): the spec's default for every history range. */
export function todayRange(): DateRange {
  const today = todayInPakistan();
  return { start: today, end: today };
}

interface DateRangeFieldProps {
  label: string;
  value: DateRange;
  onChange: (range: DateRange) => void;
  /** The latest day that can be picked; today in Pakistan unless told otherwise. */
  maxDate?: Date;
  className?: string;
}

/**
 * A labelled date-range picker (react-datepicker: MM/dd/yyyy, one month shown). A range is reported once
 * both ends are picked; closing the calendar after one pick makes a one-day range.
 */
export function DateRangeField({ label, value, onChange, maxDate, className }: DateRangeFieldProps) {
  const t = useT();
  const language = useLanguage();
  const inputId = useId();
  const [draft, setDraft] = useState<[Date | null, Date | null]>([value.start, value.end]);
  // The range can change from outside (Clear filters): the field then shows the new one.
  const [shown, setShown] = useState([value.start.getTime(), value.end.getTime()]);
  if (shown[0] !== value.start.getTime() || shown[1] !== value.end.getTime()) {
    setShown([value.start.getTime(), value.end.getTime()]);
    setDraft([value.start, value.end]);
  }

  function handleChange([start, end]: [Date | null, Date | null]) {
    setDraft([start, end]);
    if (start && end) onChange({ start, end });
  }

  function handleClose() {
    const [start, end] = draft;
    if (start && !end) {
      setDraft([start, start]);
      onChange({ start, end: start });
    } else if (!start) {
      setDraft([value.start, value.end]);
    }
  }

  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="relative">
        <CalendarDays
          className="pointer-events-none absolute start-3.5 top-1/2 z-[1] size-4 -translate-y-1/2 text-green-600"
          aria-hidden="true"
        />
        <DatePicker
          id={inputId}
          selectsRange
          startDate={draft[0]}
          endDate={draft[1]}
          onChange={handleChange}
          onCalendarClose={handleClose}
          maxDate={maxDate ?? todayInPakistan()}
          dateFormat="MM/dd/yyyy"
          monthsShown={1}
          locale={language === 'ur' ? urduDateLocale : undefined}
          previousMonthAriaLabel={t(m.previousMonth)}
          nextMonthAriaLabel={t(m.nextMonth)}
          autoComplete="off"
          popperPlacement="bottom-start"
          showPopperArrow={false}
          calendarClassName="date-range-calendar"
          wrapperClassName="w-full"
          className="h-11 w-full rounded-xl border border-slate-300 bg-white ps-10 pe-3 text-[15px] text-slate-900 shadow-xs transition focus:border-green-600 focus:ring-4 focus:ring-green-100 focus:outline-none"
        />
      </div>
    </div>
  );
}
