import { formatMultiplier } from '@earnflow/contracts';
import { useFairness } from '@/features/aviator/api/fairness';
import { useRecentRounds } from '@/features/aviator/api/get-rounds';
import { AviatorGameCard } from '@/features/aviator/components/aviator-game';
import { FairnessPanel } from '@/features/aviator/components/fairness-panel';
import { RecentRounds } from '@/features/aviator/components/recent-rounds';
import { useAviatorGame } from '@/features/aviator/components/use-aviator-game';
import { useWallet } from '@/features/wallet/api/get-wallet';
import { defineMessages, ltr, useT } from '@/i18n/i18n';
import aviatorEn from '@/locales/en/aviator';
import titlesEn from '@/locales/en/titles';

const m = defineMessages('aviator', aviatorEn);
const titles = defineMessages('titles', titlesEn);

export default function AviatorPage() {
  const t = useT();
  const wallet = useWallet();
  const fairness = useFairness();
  const rounds = useRecentRounds();
  const game = useAviatorGame(rounds.items?.[0]);
  const inPlay = game.phase === 'running' || game.phase === 'cashing';
  const ended = game.phase === 'cashed' || game.phase === 'crashed';

  return (
    <div className="flex flex-col gap-5">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t(titles.aviator)}</h1>
        <p className="mt-1 text-sm text-slate-500">{t(m.intro, { start: ltr(formatMultiplier(1)) })}</p>
      </header>
      <AviatorGameCard
        game={game}
        balance={wallet.data?.currentBalance}
        maxBet={fairness.data?.maxBet}
        maxWin={fairness.data?.maxWin}
      />
      <FairnessPanel current={inPlay ? game.round : undefined} last={ended ? game.round : undefined} />
      <RecentRounds rounds={rounds} />
    </div>
  );
}
