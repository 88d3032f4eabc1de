import clsx from 'clsx';
import type { ComponentProps, ReactNode } from 'react';
import { Spinner } from './spinner';

type Variant = 'primary' | 'secondary' | 'ghost' | 'link' | 'danger' | 'outline' | 'danger-outline';
type Size = 'sm' | 'md' | 'lg';

const variants: Record<Variant, string> = {
  primary: 'bg-green-600 text-white shadow-sm hover:bg-green-700 focus-visible:outline-green-600',
  secondary: 'bg-green-50 text-green-700 hover:bg-green-100 focus-visible:outline-green-600',
  outline:
    'border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 focus-visible:outline-green-600',
  ghost: 'text-slate-600 hover:bg-slate-100 focus-visible:outline-slate-400',
  link: 'text-green-700 hover:bg-green-50 focus-visible:outline-green-600',
  'danger-outline':
    'border border-red-200 bg-white text-red-600 hover:bg-red-50 focus-visible:outline-red-600',
  danger: 'bg-red-600 text-white shadow-sm hover:bg-red-700 focus-visible:outline-red-600',
};

const sizes: Record<Size, string> = {
  sm: 'h-9 px-3 text-sm gap-1.5',
  md: 'h-11 px-4 text-sm gap-2',
  lg: 'h-12 px-5 text-base gap-2',
};

export function buttonClasses(variant: Variant = 'primary', size: Size = 'md', fullWidth = false): string {
  return clsx(
    'inline-flex items-center justify-center rounded-xl font-semibold transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60',
    'aria-disabled:cursor-not-allowed aria-disabled:opacity-60',
    variants[variant],
    sizes[size],
    fullWidth && 'w-full',
  );
}

interface ButtonProps extends ComponentProps<'button'> {
  variant?: Variant;
  size?: Size;
  fullWidth?: boolean;
  /** While true the button is disabled and reads `busyText`. */
  busy?: boolean;
  busyText?: string;
  icon?: ReactNode;
  /**
   * While disabled or busy, the button stays focusable (aria-disabled, clicks ignored) instead of being
   * natively disabled: for a button that disables itself once pressed, so focus does not drop to the page.
   */
  focusableWhenDisabled?: boolean;
}

export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  busy = false,
  busyText,
  icon,
  focusableWhenDisabled = false,
  className,
  disabled,
  children,
  type = 'button',
  onClick,
  ...props
}: ButtonProps) {
  const onDark = variant === 'primary' || variant === 'danger';
  const off = disabled === true || busy;
  const softOff = off && focusableWhenDisabled;
  return (
    <button
      type={type}
      disabled={off && !focusableWhenDisabled}
      aria-disabled={softOff || undefined}
      aria-busy={busy || undefined}
      className={clsx(buttonClasses(variant, size, fullWidth), className)}
      // A click on a button that is off does nothing, not even submit its form.
      onClick={softOff ? (event) => event.preventDefault() : onClick}
      {...props}
    >
      {busy ? <Spinner className="size-4" color={onDark ? '#ffffff' : undefined} /> : icon}
      {busy && busyText ? busyText : children}
    </button>
  );
}
