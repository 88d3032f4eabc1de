import clsx from 'clsx';
import type { ComponentProps, ReactNode } from 'react';
import { Spinner } from './spinner';

type Tone = 'neutral' | 'danger';

const tones: Record<Tone, string> = {
  neutral:
    'border-slate-200 bg-white text-slate-600 hover:bg-slate-50 hover:text-slate-900 focus-visible:outline-green-600',
  danger:
    'border-red-200 bg-white text-red-600 hover:bg-red-50 hover:text-red-700 focus-visible:outline-red-600',
};

interface IconButtonProps extends Omit<ComponentProps<'button'>, 'aria-label' | 'children'> {
  /** The accessible name (also the hover hint unless `title` says otherwise). */
  label: string;
  icon: ReactNode;
  tone?: Tone;
  busy?: boolean;
}

/** A square button showing only an icon, for row actions in dense tables. */
export function IconButton({
  label,
  icon,
  tone = 'neutral',
  busy = false,
  title,
  disabled,
  className,
  type = 'button',
  ...props
}: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      title={title ?? label}
      disabled={disabled === true || busy}
      aria-busy={busy || undefined}
      className={clsx(
        'inline-flex size-9 shrink-0 items-center justify-center rounded-xl border transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60',
        tones[tone],
        className,
      )}
      {...props}
    >
      {busy ? <Spinner className="size-4" color={tone === 'danger' ? '#dc2626' : undefined} /> : icon}
    </button>
  );
}
