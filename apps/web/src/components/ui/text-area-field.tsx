import clsx from 'clsx';
import { useId, type ComponentProps } from 'react';
import { useLanguage } from '@/i18n/i18n';
import { translateText } from '@/i18n/server-text';

interface TextAreaFieldProps extends ComponentProps<'textarea'> {
  label: string;
  error?: string | undefined;
  textareaClassName?: string;
}

/** A labelled multi-line field in the style of TextField. */
export function TextAreaField({
  label,
  error,
  className,
  textareaClassName,
  id,
  ...props
}: TextAreaFieldProps) {
  // A message in English from the contracts or the server shows in the member's language.
  useLanguage();
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <label htmlFor={inputId} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <textarea
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={clsx(
          'w-full rounded-xl border bg-white px-3.5 py-2.5 text-[15px] text-slate-900 shadow-xs transition',
          'placeholder:text-slate-500 focus:outline-none focus:ring-4 disabled:bg-slate-50 disabled:text-slate-500',
          error
            ? 'border-red-400 focus:border-red-500 focus:ring-red-100'
            : 'border-slate-300 focus:border-green-600 focus:ring-green-100',
          textareaClassName,
        )}
        {...props}
      />
      {error ? (
        <p id={errorId} className="text-xs font-medium text-red-600">
          {translateText(error)}
        </p>
      ) : null}
    </div>
  );
}
