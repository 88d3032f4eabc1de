import { FilterX, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { defineMessages, useT } from '@/i18n/i18n';
import uiEn from '@/locales/en/ui';
import { Button } from './button';

const m = defineMessages('ui', uiEn);

interface EmptyStateProps {
  icon: ReactNode;
  title: string;
  description: string;
  action?: ReactNode;
}

export function EmptyState({ icon, title, description, action }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <div className="mb-4 flex size-14 items-center justify-center rounded-2xl bg-green-50 text-green-600">
        {icon}
      </div>
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <p className="mt-2 max-w-xs text-sm leading-relaxed text-slate-500">{description}</p>
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  );
}

/**
 * An empty list with filters on: says nothing matches them (not that there is nothing at all) and offers
 * to clear them. The list's own empty text stays for the list that is truly empty.
 */
export function NoMatchesState({ what, onClear }: { what: string; onClear: () => void }) {
  const t = useT();
  return (
    <EmptyState
      icon={<SearchX className="size-7" aria-hidden="true" />}
      title={t(m.nothingMatches)}
      description={t(m.noneOfYourMatch, { what })}
      action={
        <Button icon={<FilterX className="size-4" aria-hidden="true" />} onClick={onClear}>
          {t(m.clearFilters)}
        </Button>
      }
    />
  );
}
