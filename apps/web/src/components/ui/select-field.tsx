import clsx from 'clsx';
import { ChevronDown } from 'lucide-react';
import { useId, type ComponentProps } from 'react';
import { useLanguage } from '@/i18n/i18n';
import { translateText } from '@/i18n/server-text';

export interface SelectOption<Value extends string = string> {
  value: Value;
  label: string;
}

interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'children'> {
  label: string;
  options: readonly SelectOption[];
  error?: string | undefined;
  /** A first, empty choice such as "Choose a method". */
  placeholder?: string;
}

/** A labelled native select in the text field's look. */
export function SelectField({
  label,
  options,
  error,
  placeholder,
  className,
  id,
  ...props
}: SelectFieldProps) {
  // A message in English from the contracts or the server shows in the member's language.
  useLanguage();
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const errorId = `${selectId}-error`;

  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <label htmlFor={selectId} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="relative">
        <select
          id={selectId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={clsx(
            'h-11 w-full appearance-none rounded-xl border bg-white ps-3.5 pe-10 text-[15px] text-slate-900 shadow-xs transition',
            'focus:outline-none focus:ring-4 disabled:bg-slate-50 disabled:text-slate-500',
            error
              ? 'border-red-400 focus:border-red-500 focus:ring-red-100'
              : 'border-slate-300 focus:border-green-600 focus:ring-green-100',
          )}
          {...props}
        >
          {placeholder !== undefined ? (
            <option value="" disabled>
              {placeholder}
            </option>
          ) : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          className="pointer-events-none absolute end-3.5 top-1/2 size-4 -translate-y-1/2 text-slate-400"
          aria-hidden="true"
        />
      </div>
      {error ? (
        <p id={errorId} className="text-xs font-medium text-red-600">
          {translateText(error)}
        </p>
      ) : null}
    </div>
  );
}
