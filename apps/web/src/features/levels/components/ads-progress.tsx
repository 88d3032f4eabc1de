import { defineMessages, useT } from '@/i18n/i18n';
import levelCardEn from '@/locales/en/level-card';

const m = defineMessages('level-card', levelCardEn);

/** Today's ads done out of the level's allowance, as a bar. */
export function AdsProgress({ done, limit }: { done: number; limit: number }) {
  const t = useT();
  const percent = limit === 0 ? 0 : Math.min(100, Math.round((done / limit) * 100));
  return (
    <div>
      <div className="flex justify-between text-sm">
        <span className="text-slate-600">{t(m.adsToday)}</span>
        <span className="font-semibold text-slate-900 tabular-nums">
          {t(m.adsDoneOfLimit, { done, limit })}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={t(m.adsWatchedToday)}
        aria-valuemin={0}
        aria-valuemax={limit}
        aria-valuenow={Math.min(done, limit)}
        className="mt-2 h-2.5 overflow-hidden rounded-full bg-slate-100"
      >
        <div
          className="h-full rounded-full bg-green-600 transition-all"
          style={{ width: `${String(percent)}%` }}
        />
      </div>
    </div>
  );
}
