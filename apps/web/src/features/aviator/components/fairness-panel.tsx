import { formatMultiplier, type AviatorRound } from '@earnflow/contracts';
import { ShieldCheck } from 'lucide-react';
import { useState, type SyntheticEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { TextField } from '@/components/ui/text-field';
import { defineMessages, ltr, useT } from '@/i18n/i18n';
import aviatorEn from '@/locales/en/aviator';
import { errorMessage } from '@/lib/api-client';
import { useChangeClientSeed, useFairness } from '../api/fairness';

const m = defineMessages('aviator', aviatorEn);

interface FairnessPanelProps {
  /** The round in play, whose commitment is shown instead of the next round's. */
  current: AviatorRound | undefined;
  /** The last round that ended on this screen: its crash point and revealed seed. */
  last: AviatorRound | undefined;
}

function Value({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className="font-mono text-xs break-all text-slate-800" dir="ltr" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/**
 * Provably fair: the hash of the server seed committed before the bet, the member's client seed (which
 * they can change) and the nonce; after a round, its crash point, its revealed seed and a link to check it.
 */
export function FairnessPanel({ current, last }: FairnessPanelProps) {
  const t = useT();
  const fairness = useFairness();
  const change = useChangeClientSeed();
  const [seedText, setSeedText] = useState<string>();
  const [seedError, setSeedError] = useState<string>();
  const [saved, setSaved] = useState(false);
  const data = fairness.data;

  function onSave(event: SyntheticEvent) {
    event.preventDefault();
    setSaved(false);
    const clientSeed = (seedText ?? data?.clientSeed ?? '').trim();
    if (clientSeed === '') {
      setSeedError(t(m.seedRequired));
      return;
    }
    change.mutate(
      { clientSeed },
      {
        onSuccess: () => {
          setSeedError(undefined);
          setSeedText(undefined);
          setSaved(true);
        },
        onError: (failure) => {
          setSeedError(errorMessage(failure, t(m.seedSaveFailed)));
        },
      },
    );
  }

  return (
    <Card aria-labelledby="fairness-title">
      <CardHeader titleId="fairness-title" title={t(m.fairTitle)} description={t(m.fairDescription)} />
      {fairness.isPending ? (
        <div role="status" aria-label={t(m.loadingFairness)} className="flex flex-col gap-2">
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      ) : data === undefined ? (
        <LoadError
          what={t(m.loadFairness)}
          onRetry={() => void fairness.refetch()}
          retrying={fairness.isFetching}
        />
      ) : (
        <div className="flex flex-col gap-4">
          <dl className="flex flex-col gap-3">
            <Value
              label={t(current === undefined ? m.nextSeedHash : m.currentSeedHash)}
              value={current?.serverSeedHash ?? data.serverSeedHash}
              testId="aviator-seed-hash"
            />
            <Value label={t(m.nonce)} value={String(current?.nonce ?? data.nonce)} />
          </dl>
          <form className="flex items-end gap-2" onSubmit={onSave} noValidate>
            <TextField
              className="flex-1"
              label={t(m.clientSeed)}
              name="clientSeed"
              value={seedText ?? data.clientSeed}
              maxLength={64}
              autoComplete="off"
              error={seedError}
              hint={t(saved ? m.seedSaved : m.seedHint)}
              onChange={(event) => {
                setSeedText(event.target.value);
                setSaved(false);
              }}
            />
            <Button
              type="submit"
              variant="outline"
              busy={change.isPending}
              busyText={t(m.saving)}
              className="mb-5"
            >
              {t(m.save)}
            </Button>
          </form>
        </div>
      )}
      {last === undefined || last.crashPoint === undefined || last.serverSeed === undefined ? null : (
        <div className="mt-4 flex flex-col gap-3 rounded-xl border border-green-100 bg-green-50/60 p-4">
          <p className="flex items-center gap-2 text-sm font-semibold text-green-800">
            <ShieldCheck className="size-4" aria-hidden="true" />
            {t(m.roundCrashedAt, { nonce: last.nonce, crash: ltr(formatMultiplier(last.crashPoint)) })}
          </p>
          <dl className="flex flex-col gap-3">
            <Value label={t(m.revealedSeed)} value={last.serverSeed} testId="aviator-revealed-seed" />
            <Value label={t(m.committedHash)} value={last.serverSeedHash} />
          </dl>
          <Link
            to={`/aviator/verify/${last.id}`}
            className="relative self-start text-sm font-semibold text-green-700 underline underline-offset-2 before:absolute before:inset-x-0 before:top-1/2 before:h-11 before:-translate-y-1/2 hover:text-green-800"
          >
            {t(m.verifyThisRound)}
          </Link>
        </div>
      )}
    </Card>
  );
}
