import clsx from 'clsx';
import { useId } from 'react';

interface LogoMarkProps {
  className?: string;
  spinning?: boolean;
}

/** The product mark: a green coin with a rising line. */
export function LogoMark({ className, spinning = false }: LogoMarkProps) {
  const gradientId = useId();
  return (
    <svg
      viewBox="0 0 48 48"
      aria-hidden="true"
      className={clsx('shrink-0', spinning && 'motion-safe:animate-spin', className)}
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#22c55e" />
          <stop offset="1" stopColor="#15803d" />
        </linearGradient>
      </defs>
      <circle cx="24" cy="24" r="22" fill={`url(#${gradientId})`} />
      <path
        d="M24 9a15 15 0 1 1-14.2 10.2"
        fill="none"
        stroke="#fff"
        strokeOpacity=".45"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <path
        d="M14 30l7-7 5 4 8-9M29 18h5v5"
        fill="none"
        stroke="#fff"
        strokeWidth="3.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

interface LogoProps {
  appName: string;
  className?: string;
  tone?: 'dark' | 'light';
}

export function Logo({ appName, className, tone = 'dark' }: LogoProps) {
  return (
    <span className={clsx('inline-flex items-center gap-2', className)}>
      <LogoMark className="size-9" />
      <span
        className={clsx(
          'text-xl font-bold tracking-tight',
          tone === 'dark' ? 'text-slate-900' : 'text-white',
        )}
      >
        {appName}
      </span>
    </span>
  );
}
