import clsx from 'clsx';
import { ChevronDown } from 'lucide-react';

export type StatusTone = 'green' | 'amber' | 'red' | 'slate';

export interface StatusOption<Value extends string> {
  value: Value;
  label: string;
  tone: StatusTone;
}

/** The label of `value` among `options`, or the value itself when none has it. */
export function statusOptionLabel<Value extends string>(
  options: readonly StatusOption<Value>[],
  value: Value,
): string {
  return options.find((option) => option.value === value)?.label ?? value;
}

const tones: Record<StatusTone, string> = {
  green: 'border-green-200 bg-green-50 text-green-800',
  amber: 'border-amber-200 bg-amber-50 text-amber-800',
  red: 'border-red-200 bg-red-50 text-red-700',
  slate: 'border-slate-200 bg-slate-50 text-slate-700',
};

interface StatusSelectProps<Value extends string> {
  /** The accessible name, e.g. "Status for Ayesha Khan". */
  label: string;
  value: Value;
  options: readonly StatusOption<Value>[];
  onChange: (value: Value) => void;
  disabled?: boolean;
  /** Why it is disabled, shown on hover (e.g. "Final status"). */
  disabledReason?: string | undefined;
}

/** A native status dropdown tinted by the current status (green done, amber waiting, red refused). */
export function StatusSelect<Value extends string>({
  label,
  value,
  options,
  onChange,
  disabled = false,
  disabledReason,
}: StatusSelectProps<Value>) {
  const current = options.find((option) => option.value === value);
  return (
    <div className="relative inline-flex">
      <select
        aria-label={label}
        value={value}
        disabled={disabled}
        title={disabled ? disabledReason : undefined}
        onChange={(event) => {
          const next = options.find((option) => option.value === event.target.value);
          if (next && next.value !== value) onChange(next.value);
        }}
        className={clsx(
          'h-9 min-w-30 appearance-none rounded-lg border py-0 ps-3 pe-8 text-sm font-semibold transition',
          'focus:ring-4 focus:ring-green-100 focus:outline-none disabled:cursor-not-allowed disabled:opacity-75',
          tones[current?.tone ?? 'slate'],
        )}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDown
        className={clsx(
          'pointer-events-none absolute end-2.5 top-1/2 size-4 -translate-y-1/2',
          disabled ? 'opacity-40' : 'opacity-70',
        )}
        aria-hidden="true"
      />
    </div>
  );
}
