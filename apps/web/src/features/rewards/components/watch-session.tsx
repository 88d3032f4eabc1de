import { errorCodes, type WatchItem } from '@earnflow/contracts';
import { Trans } from '@lingui/react';
import { CircleCheck, CirclePause, CircleX } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { defineMessages, ltr, useT } from '@/i18n/i18n';
import rewardsEn from '@/locales/en/rewards';
import { clientErrorCodes, errorMessage, isApiError } from '@/lib/api-client';
import { formatPkr, formatUsd, usdToPkr } from '@/lib/money';
import type { WatchKind } from '../api/get-watch-list';
import { useCompleteView, useStartView } from '../api/watch';
import { useVisibleCountdown } from './use-visible-countdown';
import { WatchMedia } from './watch-media';

const m = defineMessages('rewards', rewardsEn);

type Phase =
  | { name: 'starting' }
  | { name: 'watching'; viewId: string; durationSeconds: number }
  | { name: 'crediting'; viewId: string }
  /** `amount` is null when the server only said the view had been credited already. */
  | { name: 'credited'; amount: number | null }
  /** `viewId` is kept while asking again can still credit the view. */
  | { name: 'refused'; message: string; viewId: string | null };

/**
 * What a failed completion means for the view. Its outcome is unknown when no answer came (status 0), the
 * server timed out, was busy or failed: the view may still be credited, so it is kept for Try again. Of
 * the server's refusals, "already credited" and "too early" have codes of their own.
 */
function completeFailure(error: unknown): 'credited' | 'keep' | 'final' {
  if (!isApiError(error)) return 'keep';
  if (error.code === errorCodes.alreadyCredited) return 'credited';
  if (error.code === errorCodes.watchNotFinished) return 'keep';
  if (error.status === 409) return 'final';
  const unknownOutcome =
    error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
  // An answer that did not match the contract still came from a view the server may have credited.
  return unknownOutcome || error.code === clientErrorCodes.invalidResponse ? 'keep' : 'final';
}

interface WatchSessionProps {
  kind: WatchKind;
  item: WatchItem;
  /** Links or buttons shown once the view is credited or refused (next ad, back to the list). */
  after: ReactNode;
  /** Moves focus to the title when the session opens in place of a list (the button pressed is gone). */
  focusTitle?: boolean;
}

/**
 * One watch: the server issues a view, the screen counts down (pausing while the tab is hidden), then asks
 * the server to credit it. The server's answer is the only thing that decides the reward.
 */
export function WatchSession({ kind, item, after, focusTitle = false }: WatchSessionProps) {
  const t = useT();
  const noun = kind === 'ads' ? 'ad' : 'video';
  const start = useStartView(kind);
  const complete = useCompleteView(kind);
  const [phase, setPhase] = useState<Phase>({ name: 'starting' });
  const startedFor = useRef<string | null>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (focusTitle) titleRef.current?.focus();
  }, [focusTitle]);

  useEffect(() => {
    // One view per item shown, even when effects run twice in development.
    if (startedFor.current === item.id) return;
    startedFor.current = item.id;
    start.mutate(item.id, {
      onSuccess: (view) =>
        setPhase({ name: 'watching', viewId: view.viewId, durationSeconds: view.durationSeconds }),
      onError: (error) =>
        setPhase({
          name: 'refused',
          viewId: null,
          message: errorMessage(error, t(m.startFailed, { noun })),
        }),
    });
  }, [item.id, noun, start, t]);

  const countdown = useVisibleCountdown(phase.name === 'watching' ? phase.durationSeconds : null);
  const completedFor = useRef<string | null>(null);

  const askForCredit = useCallback(
    (viewId: string) => {
      complete.mutate(viewId, {
        onSuccess: (result) => setPhase({ name: 'credited', amount: result.amount }),
        onError: (error) => {
          const failure = completeFailure(error);
          if (failure === 'credited') {
            setPhase({ name: 'credited', amount: null });
            return;
          }
          setPhase({
            name: 'refused',
            viewId: failure === 'keep' ? viewId : null,
            message: errorMessage(error, t(failure === 'keep' ? m.confirmFailed : m.creditFailed, { noun })),
          });
        },
      });
    },
    [complete, noun, t],
  );

  useEffect(() => {
    if (phase.name !== 'watching' || !countdown.done) return;
    const { viewId } = phase;
    if (completedFor.current === viewId) return;
    completedFor.current = viewId;
    askForCredit(viewId);
  }, [phase, countdown.done, askForCredit]);
  const crediting = phase.name === 'crediting' || (phase.name === 'watching' && countdown.done);

  function retry() {
    if (phase.name !== 'refused' || phase.viewId === null) return;
    const { viewId } = phase;
    setPhase({ name: 'crediting', viewId });
    askForCredit(viewId);
  }

  // One announcement per change of phase; the countdown itself is not read out each second.
  let announcement = '';
  if (crediting) announcement = t(m.timeUpAnnouncement);
  else if (phase.name === 'watching')
    announcement = countdown.paused
      ? t(m.pausedAnnouncement, { noun })
      : countdown.resumed
        ? t(m.resumedAnnouncement, { noun })
        : t(m.startedAnnouncement, { noun, seconds: phase.durationSeconds });
  else if (phase.name === 'credited')
    announcement =
      phase.amount === null
        ? t(m.creditedAnnouncement, { noun })
        : t(m.creditedAmountAnnouncement, { amount: ltr(formatUsd(phase.amount)) });
  else if (phase.name === 'refused') announcement = t(m.notCreditedAnnouncement, { message: phase.message });

  return (
    <div className="flex flex-col gap-4">
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <WatchMedia item={item} noun={noun} />
      <div className="rounded-2xl border border-slate-200/80 bg-white p-4 shadow-sm">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h2
              ref={titleRef}
              tabIndex={-1}
              className="line-clamp-2 text-base font-semibold text-slate-900 [overflow-wrap:anywhere] focus:outline-none"
            >
              {item.title}
            </h2>
            <p className="text-xs text-slate-500">
              <Trans
                id={m.pays.id}
                message={m.pays.message}
                values={{ usd: ltr(formatUsd(item.amount)), pkr: ltr(formatPkr(usdToPkr(item.amount))) }}
                components={{
                  0: <span className="whitespace-nowrap" />,
                  1: <span className="whitespace-nowrap" />,
                }}
              />
            </p>
          </div>
          {phase.name === 'watching' ? (
            <p className="shrink-0 rounded-full bg-green-50 px-3 py-1 text-sm font-bold text-green-800 tabular-nums">
              <span className="sr-only">{t(m.timeLeft)} </span>
              {t(m.seconds, { seconds: countdown.secondsLeft ?? phase.durationSeconds })}
            </p>
          ) : null}
        </div>
        <div className="mt-4">
          {phase.name === 'starting' ? (
            <p className="text-sm text-slate-600">{t(m.starting, { noun })}</p>
          ) : null}
          {phase.name === 'watching' && !crediting ? (
            <div className="flex flex-col gap-2">
              <div
                role="progressbar"
                aria-label={t(m.timeWatched, { noun })}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={Math.round(countdown.progress * 100)}
                className="h-2.5 overflow-hidden rounded-full bg-slate-100"
              >
                <div
                  className="h-full rounded-full bg-green-600"
                  style={{ width: `${String(Math.round(countdown.progress * 100))}%` }}
                />
              </div>
              <p className="flex items-center gap-1.5 text-sm text-slate-600">
                {countdown.paused ? (
                  <>
                    <CirclePause className="size-4 text-amber-600" aria-hidden="true" />
                    {t(m.paused)}
                  </>
                ) : (
                  t(m.keepWatching)
                )}
              </p>
            </div>
          ) : null}
          {crediting ? <p className="text-sm text-slate-600">{t(m.adding)}</p> : null}
          {phase.name === 'credited' ? (
            <p className="flex items-center gap-2 rounded-xl bg-green-50 p-3 text-sm font-semibold text-green-800">
              <CircleCheck className="size-5 shrink-0" aria-hidden="true" />
              {phase.amount === null
                ? t(m.creditedNoAmount, { noun })
                : t(m.credited, { amount: ltr(formatUsd(phase.amount)) })}
            </p>
          ) : null}
          {phase.name === 'refused' ? (
            <div className="flex flex-col gap-3">
              <p className="flex items-start gap-2 rounded-xl bg-red-50 p-3 text-sm text-red-800">
                <CircleX className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                {phase.message}
              </p>
              {phase.viewId !== null ? (
                <Button variant="outline" onClick={retry}>
                  {t(m.tryAgain)}
                </Button>
              ) : null}
            </div>
          ) : null}
        </div>
        {phase.name === 'credited' || phase.name === 'refused' ? <div className="mt-4">{after}</div> : null}
      </div>
    </div>
  );
}
