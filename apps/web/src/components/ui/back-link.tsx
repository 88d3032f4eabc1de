import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { defineMessages, useT } from '@/i18n/i18n';
import uiEn from '@/locales/en/ui';

const m = defineMessages('ui', uiEn);

interface BackLinkProps {
  to: string;
  label?: string;
}

/** A small "back" link above a page title. */
export function BackLink({ to, label }: BackLinkProps) {
  const t = useT();
  return (
    <Link
      to={to}
      className="relative inline-flex h-10 items-center gap-1.5 self-start rounded-full ps-2 pe-3 text-sm font-semibold text-slate-600 transition hover:bg-white hover:text-green-700 focus-visible:outline-2 focus-visible:outline-green-600 before:absolute before:inset-x-0 before:top-1/2 before:h-11 before:-translate-y-1/2"
    >
      <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" />
      {label ?? t(m.back)}
    </Link>
  );
}
