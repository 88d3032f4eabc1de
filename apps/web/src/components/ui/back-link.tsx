import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';

interface BackLinkProps {
  to: string;
  label?: string;
}

/** A small "back" link above a page title. */
export function BackLink({ to, label = 'Back' }: BackLinkProps) {
  return (
    <Link
      to={to}
      className="relative inline-flex h-10 items-center gap-1.5 self-start rounded-full pr-3 pl-2 text-sm font-semibold text-slate-600 transition hover:bg-white hover:text-green-700 focus-visible:outline-2 focus-visible:outline-green-600 before:absolute before:inset-x-0 before:top-1/2 before:h-11 before:-translate-y-1/2"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {label}
    </Link>
  );
}
