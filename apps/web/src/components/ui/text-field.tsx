import clsx from 'clsx';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { useLanguage } from '@/i18n/i18n';
import { translateText } from '@/i18n/server-text';

interface TextFieldProps extends ComponentProps<'input'> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  inputClassName?: string;
}

const leftToRightTypes = new Set(['email', 'tel', 'url']);

export function TextField({ label, error, hint, className, inputClassName, id, ...props }: TextFieldProps) {
  // A message in English from the contracts or the server shows in the member's language.
  useLanguage();
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  // The hint gives way to the error, so only what shows describes the field.
  const describedBy = error ? errorId : hint ? hintId : undefined;

  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <label htmlFor={inputId} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={inputId}
        // An address, a phone number or a link is written left to right in Urdu too.
        dir={leftToRightTypes.has(props.type ?? '') ? 'ltr' : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={clsx(
          'h-11 w-full rounded-xl border bg-white px-3.5 text-[15px] text-slate-900 shadow-xs transition',
          'placeholder:text-slate-500 focus:outline-none focus:ring-4 disabled:bg-slate-50 disabled:text-slate-500',
          error
            ? 'border-red-400 focus:border-red-500 focus:ring-red-100'
            : 'border-slate-300 focus:border-green-600 focus:ring-green-100',
          inputClassName,
        )}
        {...props}
      />
      {hint && !error ? (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-xs font-medium text-red-600">
          {translateText(error)}
        </p>
      ) : null}
    </div>
  );
}
