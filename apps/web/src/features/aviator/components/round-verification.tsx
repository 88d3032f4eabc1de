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
import { defineMessages, ltr, useT } from '@/i18n/i18n';
import aviatorEn from '@/locales/en/aviator';
import { formatUsd } from '@/lib/money';

const m = defineMessages('aviator', aviatorEn);

interface Verification {
  seedHash: string;
  crashHundredths: number;
}

/**
 * Recomputes the round here, with the browser's Web Crypto, from what the server revealed; 'unsupported'
 * where the browser cannot (Web Crypto needs a secure page).
 */
function useVerification(round: AviatorRound) {
  const [result, setResult] = useState<Verification | 'unsupported'>();
  const { serverSeed, clientSeed, nonce } = round;
  useEffect(() => {
    if (serverSeed === undefined) return;
    let current = true;
    Promise.all([aviatorSeedHash(serverSeed), aviatorCrashPoint(serverSeed, clientSeed, nonce)])
      .then(([seedHash, crashHundredths]) => {
        if (current) setResult({ seedHash, crashHundredths });
      })
      .catch(() => {
        if (current) setResult('unsupported');
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
      <dd className="font-mono text-xs break-all text-slate-800" dir="ltr">
        {value}
      </dd>
    </div>
  );
}

/** The verdict on one ended round: does the seed match its commitment, and does it give the crash point? */
export function RoundVerification({ round }: { round: AviatorRound }) {
  const t = useT();
  const result = useVerification(round);
  if (round.status === 'OPEN' || round.serverSeed === undefined || round.crashPoint === undefined) {
    return (
      <Card>
        <p className="text-sm text-slate-700">{t(m.stillInPlay)}</p>
      </Card>
    );
  }
  const crashPoint = round.crashPoint;
  const verdict =
    result === undefined || result === 'unsupported'
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
          <div role="status" aria-label={t(m.checking)} className="flex flex-col gap-2">
            <Skeleton className="h-6 w-48" />
            <Skeleton className="h-4 w-full" />
          </div>
        ) : result === 'unsupported' ? (
          <p className="text-sm text-red-700">{t(m.noCrypto)}</p>
        ) : verdict === undefined ? null : (
          <div className="flex flex-col gap-3">
            <p
              className={clsx(
                'text-lg font-bold',
                verdict.seedMatches && verdict.crashMatches ? 'text-green-700' : 'text-red-700',
              )}
              data-testid="aviator-verdict"
            >
              {t(verdict.seedMatches && verdict.crashMatches ? m.checksOut : m.doesNotCheckOut)}
            </p>
            <ul className="flex flex-col gap-2">
              <Check ok={verdict.seedMatches}>{t(verdict.seedMatches ? m.seedMatches : m.seedDiffers)}</Check>
              <Check ok={verdict.crashMatches}>
                {t(m.recomputed, {
                  computed: ltr(formatMultiplier(verdict.computed)),
                  server: ltr(formatMultiplier(crashPoint)),
                })}
              </Check>
            </ul>
          </div>
        )}
      </Card>

      <Card>
        <CardHeader title={t(m.round, { nonce: round.nonce })} />
        <dl className="grid grid-cols-2 gap-3 text-sm">
          <div>
            <dt className="text-xs font-medium text-slate-500">{t(m.betLabel)}</dt>
            <dd className="font-semibold text-slate-900">{formatUsd(round.betAmount)}</dd>
          </div>
          <div>
            <dt className="text-xs font-medium text-slate-500">{t(m.crashPoint)}</dt>
            <dd className="font-semibold text-slate-900" dir="ltr">
              {formatMultiplier(crashPoint)}
            </dd>
          </div>
          <div>
            <dt className="text-xs font-medium text-slate-500">{t(m.cashOutLabel)}</dt>
            <dd className="font-semibold text-slate-900">
              {round.cashoutMultiplier === null ? (
                t(m.none)
              ) : (
                <span dir="ltr">{formatMultiplier(round.cashoutMultiplier)}</span>
              )}
            </dd>
          </div>
          <div>
            <dt className="text-xs font-medium text-slate-500">{t(m.win)}</dt>
            <dd className="font-semibold text-slate-900">{formatUsd(round.winAmount)}</dd>
          </div>
        </dl>
        <dl className="mt-4 flex flex-col gap-3">
          <Field label={t(m.seedHashLabel)} value={round.serverSeedHash} />
          <Field label={t(m.serverSeedLabel)} value={round.serverSeed} />
          <Field label={t(m.clientSeed)} value={round.clientSeed} />
          <Field label={t(m.nonce)} value={String(round.nonce)} />
          <Field label={t(m.hmacMessage)} value={aviatorHmacMessage(round.clientSeed, round.nonce)} />
        </dl>
      </Card>

      <Card>
        <CardHeader title={t(m.howComputed)} />
        <ol className="list-decimal space-y-1.5 ps-5 text-sm text-slate-700">
          <li>{t(m.stepHash)}</li>
          <li>{t(m.stepHmac, { formula: ltr('h = HMAC-SHA256'), message: ltr('client seed:nonce') })}</li>
          <li>{t(m.stepDigits, { formula: ltr('X = r / 2^52') })}</li>
          <li>{t(m.stepCrash, { formula: ltr('max(1, floor(99 / (1 − X)) / 100)') })}</li>
        </ol>
      </Card>
    </div>
  );
}
