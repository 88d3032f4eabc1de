import { Flame } from 'lucide-react';

export function StreakScore({ score }: { score: number }) {
  return (
    <span
      role="img"
      aria-label={`Streak score ${score}`}
      title="Streak: consecutive days with a completed ad"
      className="inline-flex h-9 shrink-0 items-center gap-1 rounded-full bg-orange-50 px-2 min-[360px]:px-2.5 text-sm font-semibold text-orange-700"
    >
      <Flame className="size-4 fill-orange-400" aria-hidden="true" />
      <span className="tabular-nums">{score}</span>
    </span>
  );
}
