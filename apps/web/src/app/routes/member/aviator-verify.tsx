import { useParams } from 'react-router';
import { BackLink } from '@/components/ui/back-link';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useRound } from '@/features/aviator/api/get-round';
import { RoundVerification } from '@/features/aviator/components/round-verification';
import { errorMessage } from '@/lib/api-client';

export default function AviatorVerifyPage() {
  const { roundId = '' } = useParams();
  const round = useRound(roundId);

  return (
    <div className="flex flex-col gap-5">
      <BackLink to="/aviator" label="Back to Aviator" />
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Verify Round</h1>
        <p className="mt-1 text-sm text-slate-500">
          Your browser recomputes the crash point from the revealed seed.
        </p>
      </header>
      {round.data !== undefined ? (
        <RoundVerification round={round.data} />
      ) : round.error ? (
        <Card>
          <p className="text-sm text-red-700">{errorMessage(round.error, 'Could not load this round.')}</p>
        </Card>
      ) : (
        <Card role="status" aria-label="Loading round">
          <Skeleton className="h-6 w-48" />
          <Skeleton className="mt-3 h-4 w-full" />
        </Card>
      )}
    </div>
  );
}
