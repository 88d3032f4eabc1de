import {
  aviatorCrashPoint,
  aviatorHmacMessage,
  aviatorSeedHash,
  formatMultiplier,
  hundredthsToMultiplier,
  type AviatorRound,
} from '@earnflow/contracts';
import clsx from 'clsx';
import { CircleCheck, CircleX } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Card, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatUsd } from '@/lib/money';

interface Verification {
  seedHash: string;
  crashHundredths: number;
}

/** Recomputes the round here, with the browser's Web Crypto, from what the server revealed. */
function useVerification(round: AviatorRound) {
  const [result, setResult] = useState<Verification | { error: string }>();
  const { serverSeed, clientSeed, nonce } = round;
  useEffect(() => {
    if (serverSeed === undefined) return;
    let current = true;
    Promise.all([aviatorSeedHash(serverSeed), aviatorCrashPoint(serverSeed, clientSeed, nonce)])
      .then(([seedHash, crashHundredths]) => {
        if (current) setResult({ seedHash, crashHundredths });
      })
      .catch(() => {
        if (current)
          setResult({ error: 'This browser cannot compute SHA-256 here (it needs a secure https page).' });
      });
    return () => {
      current = false;
    };
  }, [serverSeed, clientSeed, nonce]);
  return result;
}

function Check({ ok, children }: { ok: boolean; children: ReactNode }) {
  const Icon = ok ? CircleCheck : CircleX;
  return (
    <li className={clsx('flex items-start gap-2 text-sm', ok ? 'text-green-800' : 'text-red-700')}>
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{children}</span>
    </li>
  );
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className="font-mono text-xs break-all text-slate-800">{value}</dd>
    </div>
  );
}

/** The verdict on one ended round: does the seed match its commitment, and does it give the crash point? */
export function RoundVerification({ round }: { round: AviatorRound }) {
  const result = useVerification(round);
  if (round.status === 'OPEN' || round.serverSeed === undefined || round.crashPoint === undefined) {
    return (
      <Card>
        <p className="text-sm text-slate-700">
          This round is still in play. Its server seed is revealed when it ends; come back then to verify it.
        </p>
      </Card>
    );
  }
  const crashPoint = round.crashPoint;
  const verdict =
    result === undefined || 'error' in result
      ? undefined
      : {
          seedMatches: result.seedHash === round.serverSeedHash,
          crashMatches: hundredthsToMultiplier(result.crashHundredths) === crashPoint,
          computed: hundredthsToMultiplier(result.crashHundredths),
        };

  return (
    <div className="flex flex-col gap-4">
      <Card aria-live="polite">
        {result === undefined ? (
          <div role="status" aria-label="Checking the round" className="flex flex-col gap-2">
            <Skeleton className="h-6 w-48" />
            <Skeleton className="h-4 w-full" />
          </div>
        ) : 'error' in result ? (
          <p className="text-sm text-red-700">{result.error}</p>
        ) : verdict === undefined ? null : (
          <div className="flex flex-col gap-3">
            <p
              className={clsx(
                'text-lg font-bold',
                verdict.seedMatches && verdict.crashMatches ? 'text-green-700' : 'text-red-700',
              )}
              data-testid="aviator-verdict"
            >
              {verdict.seedMatches && verdict.crashMatches
                ? 'This round checks out.'
                : 'This round does not check out.'}
            </p>
            <ul className="flex flex-col gap-2">
              <Check ok={verdict.seedMatches}>
                {verdict.seedMatches
                  ? 'The revealed server seed matches the hash committed before the round.'
                  : 'The revealed server seed does not match the hash committed before the round.'}
              </Check>
              <Check ok={verdict.crashMatches}>
                Recomputed in your browser: {formatMultiplier(verdict.computed)}; the server said{' '}
                {formatMultiplier(crashPoint)}.
              </Check>
            </ul>
          </div>
        )}
      </Card>

      <Card>
        <CardHeader title={`Round ${String(round.nonce)}`} />
        <dl className="grid grid-cols-2 gap-3 text-sm">
          <div>
            <dt className="text-xs font-medium text-slate-500">Bet</dt>
            <dd className="font-semibold text-slate-900">{formatUsd(round.betAmount)}</dd>
          </div>
          <div>
            <dt className="text-xs font-medium text-slate-500">Crash point</dt>
            <dd className="font-semibold text-slate-900">{formatMultiplier(crashPoint)}</dd>
          </div>
          <div>
            <dt className="text-xs font-medium text-slate-500">Cash-out</dt>
            <dd className="font-semibold text-slate-900">
              {round.cashoutMultiplier === null ? 'None' : formatMultiplier(round.cashoutMultiplier)}
            </dd>
          </div>
          <div>
            <dt className="text-xs font-medium text-slate-500">Win</dt>
            <dd className="font-semibold text-slate-900">{formatUsd(round.winAmount)}</dd>
          </div>
        </dl>
        <dl className="mt-4 flex flex-col gap-3">
          <Field label="Server seed hash (committed before the round)" value={round.serverSeedHash} />
          <Field label="Server seed (revealed)" value={round.serverSeed} />
          <Field label="Client seed" value={round.clientSeed} />
          <Field label="Nonce" value={String(round.nonce)} />
          <Field label="HMAC message" value={aviatorHmacMessage(round.clientSeed, round.nonce)} />
        </dl>
      </Card>

      <Card>
        <CardHeader title="How it is computed" />
        <ol className="list-decimal space-y-1.5 pl-5 text-sm text-slate-700">
          <li>SHA-256 of the server seed must equal the hash shown before you bet.</li>
          <li>h = HMAC-SHA256 with the server seed as key over “client seed:nonce”.</li>
          <li>r = the first 13 hex digits of h (52 bits); X = r / 2^52.</li>
          <li>Crash point = max(1, floor(99 / (1 − X)) / 100), at most 11.00.</li>
        </ol>
      </Card>
    </div>
  );
}
