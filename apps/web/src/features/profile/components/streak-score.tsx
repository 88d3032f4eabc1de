import { Flame } from 'lucide-react';
import { defineMessages, useT } from '@/i18n/i18n';
import balanceEn from '@/locales/en/balance';

const m = defineMessages('balance', balanceEn);

export function StreakScore({ score }: { score: number }) {
  const t = useT();
  return (
    <span
      role="img"
      aria-label={t(m.streakScore, { score })}
      title={t(m.streakExplained)}
      className="inline-flex h-9 shrink-0 items-center gap-1 rounded-full bg-orange-50 px-2 min-[360px]:px-2.5 text-sm font-semibold text-orange-700"
    >
      <Flame className="size-4 fill-orange-400" aria-hidden="true" />
      <span className="tabular-nums">{score}</span>
    </span>
  );
}
