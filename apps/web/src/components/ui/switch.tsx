import clsx from 'clsx';
import type { ComponentProps } from 'react';

interface SwitchProps extends Omit<ComponentProps<'input'>, 'type' | 'role'> {
  label: string;
  /** Shown next to the switch; the accessible name is `label` either way. */
  visibleLabel?: string;
}

/** An on/off switch: a checkbox with role="switch", so it works with forms and react-hook-form. */
export function Switch({ label, visibleLabel, className, id, ...props }: SwitchProps) {
  return (
    <label className={clsx('inline-flex cursor-pointer items-center gap-2.5 select-none', className)}>
      <input id={id} type="checkbox" role="switch" aria-label={label} className="peer sr-only" {...props} />
      <span
        aria-hidden="true"
        className={clsx(
          'relative inline-flex h-6 w-11 shrink-0 rounded-full bg-slate-300 transition-colors',
          'peer-checked:bg-green-600 peer-focus-visible:ring-4 peer-focus-visible:ring-green-100',
          'peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
          'after:absolute after:start-0.5 after:top-0.5 after:size-5 after:rounded-full after:bg-white after:shadow-sm after:transition-transform',
          'peer-checked:after:translate-x-5 rtl:peer-checked:after:-translate-x-5',
        )}
      />
      {visibleLabel ? <span className="text-sm font-medium text-slate-700">{visibleLabel}</span> : null}
    </label>
  );
}
