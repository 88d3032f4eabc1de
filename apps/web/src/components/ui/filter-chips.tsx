import clsx from 'clsx';
import type { SelectOption } from './select-field';

interface FilterChipsProps<Value extends string> {
  /** Names the group for assistive technology ("Payment method"). */
  label: string;
  options: readonly SelectOption<Value>[];
  value: Value;
  onChange: (value: Value) => void;
  className?: string;
}

/** A row of toggle chips of which exactly one is on; it scrolls sideways on narrow screens. */
export function FilterChips<Value extends string>({
  label,
  options,
  value,
  onChange,
  className,
}: FilterChipsProps<Value>) {
  return (
    <div
      role="group"
      aria-label={label}
      className={clsx(
        '-mx-4 flex gap-2 overflow-x-auto px-4 pt-0.5 pb-1 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden',
        className,
      )}
    >
      {options.map((option) => {
        const active = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(option.value)}
            className={clsx(
              'relative h-10 shrink-0 rounded-full px-4 text-sm font-semibold whitespace-nowrap transition',
              // 44 px tall to a tap; the row's padding keeps that inside its scroll box.
              'before:absolute before:inset-x-0 before:top-1/2 before:h-11 before:-translate-y-1/2',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-600',
              active
                ? 'bg-green-600 text-white shadow-sm shadow-green-600/30'
                : 'border border-slate-200 bg-white text-slate-600 hover:border-green-300 hover:text-green-700',
            )}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
