import clsx from 'clsx';
import { ChevronRight, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';

export interface LinkCardProps {
  to: string;
  label: string;
  description: string;
  icon: LucideIcon;
  /** The icon tile's colours. */
  tint?: string;
}

/** A full-width card linking to another screen: icon, label, one line of description and a chevron. */
export function LinkCard({
  to,
  label,
  description,
  icon: Icon,
  tint = 'bg-green-50 text-green-600',
}: LinkCardProps) {
  return (
    <Link
      to={to}
      className="flex items-center gap-4 rounded-2xl border border-slate-200/80 bg-white p-4 shadow-sm transition hover:border-green-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-green-600"
    >
      <span className={clsx('flex size-11 items-center justify-center rounded-xl', tint)}>
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-sm font-semibold text-slate-900">{label}</span>
        <span className="block text-xs text-slate-500">{description}</span>
      </span>
      <ChevronRight className="size-5 text-slate-400 rtl:-scale-x-100" aria-hidden="true" />
    </Link>
  );
}
