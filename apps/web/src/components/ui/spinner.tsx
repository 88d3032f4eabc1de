import clsx from 'clsx';

interface SpinnerProps {
  className?: string;
  /** Spec §9: the spinner is the product green (the theme's) unless told otherwise. */
  color?: string;
  label?: string;
}

export function Spinner({ className, color = 'var(--color-green-600)', label }: SpinnerProps) {
  return (
    <span role={label ? 'status' : undefined} className="inline-flex items-center">
      <svg
        viewBox="0 0 24 24"
        fill="none"
        aria-hidden="true"
        className={clsx('motion-safe:animate-spin', className ?? 'size-5')}
      >
        <circle cx="12" cy="12" r="9" style={{ stroke: color }} strokeOpacity="0.2" strokeWidth="3" />
        <path d="M21 12a9 9 0 0 0-9-9" style={{ stroke: color }} strokeWidth="3" strokeLinecap="round" />
      </svg>
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}
