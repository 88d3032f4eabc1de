import {
  AVIATOR_MAX_CRASH_HUNDREDTHS,
  AVIATOR_MIN_BET,
  AVIATOR_MIN_CRASH_HUNDREDTHS,
  formatMultiplier,
} from '@earnflow/contracts';
import { Trans } from '@lingui/react';
import clsx from 'clsx';
import { Plane } from 'lucide-react';
import { useRef, useState, type SyntheticEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/text-field';
import { defineMessages, ltr, translate, useT } from '@/i18n/i18n';
import aviatorEn from '@/locales/en/aviator';
import { formatUsd, parseTypedDecimal } from '@/lib/money';
import type { AviatorGame } from './use-aviator-game';

const m = defineMessages('aviator', aviatorEn);

interface AviatorGameProps {
  game: AviatorGame;
  /** The member's balance as the server last gave it; undefined while loading. */
  balance: number | undefined;
  maxBet: number | undefined;
  maxWin: number | undefined;
}

/** Why Start is blocked for this bet (spec §5: under 1 or above the balance), or undefined. */
export function betProblem(text: string, balance: number | undefined, maxBet: number | undefined) {
  const bet = parseTypedDecimal(text);
  if (bet === null) return translate(m.betInvalid);
  if (bet < AVIATOR_MIN_BET) return translate(m.betBelowMin, { amount: ltr(formatUsd(AVIATOR_MIN_BET)) });
  if (balance !== undefined && bet > balance) return translate(m.betAboveBalance);
  if (maxBet !== undefined && bet > maxBet)
    return translate(m.betAboveMax, { amount: ltr(formatUsd(maxBet)) });
  return undefined;
}

/** The spec's aviator screen: balance, bet amount, Start, Cash Out and a result line. */
export function AviatorGameCard({ game, balance, maxBet, maxWin }: AviatorGameProps) {
  const t = useT();
  const [betText, setBetText] = useState('1');
  const [blocked, setBlocked] = useState<string>();
  const betInput = useRef<HTMLInputElement>(null);
  const { phase, multiplier, round } = game;
  const inFlight = phase === 'starting' || phase === 'running' || phase === 'cashing';
  const crashed = phase === 'crashed';
  // A logarithmic climb: the plane moves visibly at 1.2× and reaches its highest point at 11.00×. It flies
  // in the lower half, under the multiplier, so it never crosses the number.
  const progress = Math.min(
    1,
    Math.log(multiplier / AVIATOR_MIN_CRASH_HUNDREDTHS) /
      Math.log(AVIATOR_MAX_CRASH_HUNDREDTHS / AVIATOR_MIN_CRASH_HUNDREDTHS),
  );

  function onStart(event: SyntheticEvent) {
    event.preventDefault();
    const problem = betProblem(betText, balance, maxBet);
    setBlocked(problem);
    if (problem !== undefined) {
      // The field names its error (aria-describedby): focus there so the reason is read out.
      betInput.current?.focus();
      return;
    }
    game.start(parseTypedDecimal(betText) ?? 0);
  }

  return (
    <Card className="flex flex-col gap-4">
      <div className="flex items-center justify-between">
        <p className="text-sm font-medium text-slate-600">{t(m.balance)}</p>
        <p className="text-lg font-bold text-slate-900 tabular-nums" data-testid="aviator-balance">
          {balance === undefined ? '…' : formatUsd(balance)}
        </p>
      </div>

      {/* A chart of the climb: it runs left to right in either language, as the multiplier reads. */}
      <div
        className={clsx(
          'relative h-48 overflow-hidden rounded-2xl bg-gradient-to-b',
          crashed ? 'from-rose-950 to-slate-900' : 'from-slate-900 to-emerald-950',
        )}
      >
        <svg
          className="absolute inset-0 size-full"
          viewBox="0 0 100 100"
          preserveAspectRatio="none"
          aria-hidden="true"
        >
          <path
            d={`M 6 94 Q ${String(6 + progress * 60)} 94 ${String(8 + progress * 78)} ${String(88 - progress * 36)}`}
            className={crashed ? 'stroke-rose-400/60' : 'stroke-emerald-400/70'}
            fill="none"
            strokeWidth="1.2"
            vectorEffect="non-scaling-stroke"
          />
        </svg>
        <Plane
          aria-hidden="true"
          className={clsx(
            'absolute size-8 -translate-x-1/2 translate-y-1/2 rotate-[25deg] transition-all duration-100 ease-linear',
            crashed ? 'text-rose-400 opacity-40' : 'text-emerald-300',
          )}
          style={{ left: `${String(8 + progress * 78)}%`, bottom: `${String(12 + progress * 36)}%` }}
        />
        <div className="absolute inset-x-0 top-0 flex flex-col items-center pt-5">
          <p
            className={clsx(
              'text-5xl font-black tracking-tight tabular-nums',
              crashed ? 'text-rose-300' : phase === 'cashed' ? 'text-amber-300' : 'text-white',
            )}
          >
            <span className="sr-only">{t(m.multiplier)} </span>
            <span data-testid="aviator-multiplier" dir="ltr">
              {formatMultiplier(multiplier / 100)}
            </span>
          </p>
          {crashed ? <p className="mt-1 text-lg font-bold text-rose-300">{t(m.flewAway)}</p> : null}
        </div>
      </div>

      <ResultLine game={game} />

      <form className="flex flex-col gap-3" onSubmit={onStart} noValidate>
        <TextField
          ref={betInput}
          label={t(m.betAmount)}
          name="betAmount"
          type="number"
          inputMode="decimal"
          min={AVIATOR_MIN_BET}
          step="0.01"
          value={betText}
          disabled={inFlight}
          error={blocked ?? (phase === 'idle' ? game.error : undefined)}
          hint={
            maxBet === undefined || maxWin === undefined
              ? undefined
              : t(m.betRange, {
                  min: ltr(formatUsd(AVIATOR_MIN_BET)),
                  max: ltr(formatUsd(maxBet)),
                  maxWin: ltr(formatUsd(maxWin)),
                })
          }
          onChange={(event) => {
            setBetText(event.target.value);
            setBlocked(undefined);
          }}
        />
        <div className="grid grid-cols-2 gap-3">
          <Button
            type="submit"
            size="lg"
            busy={phase === 'starting'}
            busyText={t(m.starting)}
            focusableWhenDisabled
            disabled={inFlight || balance === undefined || balance < AVIATOR_MIN_BET}
          >
            {t(m.start)}
          </Button>
          <Button
            type="button"
            size="lg"
            variant="danger"
            className="bg-amber-700! hover:bg-amber-800! focus-visible:outline-amber-700!"
            busy={phase === 'cashing'}
            busyText={t(m.cashingOut)}
            focusableWhenDisabled
            disabled={phase !== 'running'}
            onClick={game.cashOut}
          >
            {t(m.cashOut)}
          </Button>
        </div>
        {balance !== undefined && balance < AVIATOR_MIN_BET && !inFlight ? (
          <p className="text-xs text-slate-500">
            {t(m.needAtLeast, { amount: ltr(formatUsd(AVIATOR_MIN_BET)) })}
          </p>
        ) : null}
        {round !== undefined && inFlight && phase !== 'starting' ? (
          <p className="text-xs text-slate-500">
            {t(m.inPlayNote, {
              bet: ltr(formatUsd(round.betAmount)),
              amount: ltr(formatUsd(Math.min(Math.floor(round.betAmount * multiplier) / 100, round.maxWin))),
            })}
          </p>
        ) : null}
      </form>
    </Card>
  );
}

function ResultLine({ game }: { game: AviatorGame }) {
  const t = useT();
  const { phase, round, error } = game;
  let content: ReactNode;
  let tone = 'bg-slate-50 text-slate-700';
  if (phase === 'crashed' && round !== undefined) {
    tone = 'bg-rose-50 text-rose-800';
    content = (
      <Trans
        id={m.crashedResult.id}
        message={m.crashedResult.message}
        values={{
          crash: ltr(formatMultiplier(round.crashPoint ?? round.multiplier)),
          bet: ltr(formatUsd(round.betAmount)),
        }}
        components={{ 0: <strong /> }}
      />
    );
  } else if (phase === 'cashed' && round !== undefined) {
    tone = 'bg-green-50 text-green-800';
    const message = round.crashPoint === undefined ? m.cashedResult : m.cashedResultFlewOn;
    content = (
      <Trans
        id={message.id}
        message={message.message}
        values={{
          multiplier: ltr(formatMultiplier(round.cashoutMultiplier ?? round.multiplier)),
          win: ltr(formatUsd(round.winAmount)),
          crash: round.crashPoint === undefined ? '' : ltr(formatMultiplier(round.crashPoint)),
        }}
        components={{ 0: <strong /> }}
      />
    );
  } else if (phase === 'running' || phase === 'cashing') {
    content = error ?? t(m.flying);
  } else if (phase === 'starting') {
    content = t(m.takingOff);
  } else {
    content = t(m.enterBet);
  }
  return (
    <p
      role="status"
      aria-live="polite"
      className={clsx('rounded-xl px-4 py-3 text-sm', tone)}
      data-testid="aviator-result"
    >
      {content}
    </p>
  );
}
