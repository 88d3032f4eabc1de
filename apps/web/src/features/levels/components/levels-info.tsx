import { Layers, Rocket } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { defineMessages, useT } from '@/i18n/i18n';
import levelsEn from '@/locales/en/levels';
import { useLevels } from '../api/get-levels';
import { LevelFigures, LevelTitle, UsdPkr } from './level-figures';

const m = defineMessages('levels', levelsEn);

/** Every level on sale with what it costs and pays. */
export function LevelsInfo() {
  const t = useT();
  const levels = useLevels();
  if (levels.isPending) return <LevelCardsSkeleton />;
  if (!levels.data) {
    return (
      <LoadError
        what={t(m.loadWhatLevels)}
        onRetry={() => void levels.refetch()}
        retrying={levels.isFetching}
      />
    );
  }
  if (levels.data.length === 0) {
    return (
      <EmptyState
        icon={<Layers className="size-7" aria-hidden="true" />}
        title={t(m.noLevelsTitle)}
        description={t(m.noLevelsDescription)}
      />
    );
  }
  return (
    <ul aria-label={t(m.levelsList)} className="flex flex-col gap-3">
      {levels.data.map((level) => (
        <li key={level.id} className="rounded-2xl border border-slate-200/80 bg-white p-4 shadow-sm">
          <div className="flex items-start justify-between gap-3">
            <LevelTitle level={level} />
            <div className="shrink-0 text-end">
              <p className="text-xs text-slate-500">{t(m.price)}</p>
              <UsdPkr usd={level.price} strong />
            </div>
          </div>
          <div className="mt-4 border-t border-slate-100 pt-4">
            <LevelFigures level={level} />
          </div>
        </li>
      ))}
      <li>
        <Link to="/upgrade-level" className={buttonClasses('primary', 'lg', true)}>
          <Rocket className="size-4" aria-hidden="true" />
          {t(m.upgradeYourLevel)}
        </Link>
      </li>
    </ul>
  );
}

export function LevelCardsSkeleton() {
  const t = useT();
  return (
    <div role="status" aria-label={t(m.loadingLevels)} className="flex flex-col gap-3">
      {[0, 1, 2].map((row) => (
        <div
          key={row}
          className="flex flex-col gap-4 rounded-2xl border border-slate-200/80 bg-white p-4 shadow-sm"
        >
          <div className="flex justify-between">
            <Skeleton className="h-10 w-40" />
            <Skeleton className="h-10 w-20" />
          </div>
          <Skeleton className="h-24 w-full" />
        </div>
      ))}
    </div>
  );
}
