import { ExternalLink, LayoutGrid } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { defineMessages, useT } from '@/i18n/i18n';
import offerwallsEn from '@/locales/en/offerwalls';
import { useOfferwalls } from '../api/get-offerwalls';

const m = defineMessages('offerwalls', offerwallsEn);

/**
 * The offerwalls operators connected: each opens the network's wall with the member's signed link. With
 * none connected the section is left out.
 */
export function OfferwallList() {
  const t = useT();
  const walls = useOfferwalls();
  if (walls.isPending) {
    return (
      <div role="status" aria-label={t(m.loading)} className="flex flex-col gap-3">
        <Skeleton className="h-20 rounded-2xl" />
      </div>
    );
  }
  if (!walls.data) {
    return (
      <LoadError what={t(m.loadWhat)} onRetry={() => void walls.refetch()} retrying={walls.isFetching} />
    );
  }
  if (walls.data.length === 0) return null;
  return (
    <section aria-labelledby="offerwalls-heading" className="flex flex-col gap-3">
      <div>
        <h2 id="offerwalls-heading" className="text-lg font-bold text-slate-900">
          {t(m.heading)}
        </h2>
        <p className="mt-0.5 text-sm text-slate-500">{t(m.description)}</p>
      </div>
      <ul aria-label={t(m.heading)} className="flex flex-col gap-3">
        {walls.data.map((wall) => (
          <li
            key={wall.slug}
            className="flex items-center gap-3 rounded-2xl border border-slate-200/80 bg-white p-3.5 shadow-sm"
          >
            <span
              aria-hidden="true"
              className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-green-500 to-emerald-700 text-white"
            >
              <LayoutGrid className="size-6" />
            </span>
            <h3 className="min-w-0 flex-1 text-base font-semibold [overflow-wrap:anywhere] text-slate-900">
              {wall.name}
            </h3>
            <a
              href={wall.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t(m.openWall, { name: wall.name })}
              className={buttonClasses('primary', 'md')}
            >
              {t(m.open)}
              <ExternalLink className="ms-1.5 size-4" aria-hidden="true" />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
