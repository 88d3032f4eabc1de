import { useParams } from 'react-router';
import { BackLink } from '@/components/ui/back-link';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useRound } from '@/features/aviator/api/get-round';
import { RoundVerification } from '@/features/aviator/components/round-verification';
import { defineMessages, useT } from '@/i18n/i18n';
import aviatorEn from '@/locales/en/aviator';
import titlesEn from '@/locales/en/titles';
import { errorMessage } from '@/lib/api-client';

const m = defineMessages('aviator', aviatorEn);
const titles = defineMessages('titles', titlesEn);

export default function AviatorVerifyPage() {
  const t = useT();
  const { roundId = '' } = useParams();
  const round = useRound(roundId);

  return (
    <div className="flex flex-col gap-5">
      <BackLink to="/aviator" label={t(m.backToAviator)} />
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t(titles.verifyRound)}</h1>
        <p className="mt-1 text-sm text-slate-500">{t(m.verifyIntro)}</p>
      </header>
      {round.data !== undefined ? (
        <RoundVerification round={round.data} />
      ) : round.error ? (
        <Card>
          <p className="text-sm text-red-700">{errorMessage(round.error, t(m.loadRoundFailed))}</p>
        </Card>
      ) : (
        <Card role="status" aria-label={t(m.loadingRound)}>
          <Skeleton className="h-6 w-48" />
          <Skeleton className="mt-3 h-4 w-full" />
        </Card>
      )}
    </div>
  );
}
