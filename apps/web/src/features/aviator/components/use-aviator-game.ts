import { aviatorMultiplierAt, type AviatorBetBody, type AviatorRound } from '@earnflow/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { defineMessages, translate } from '@/i18n/i18n';
import aviatorEn from '@/locales/en/aviator';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useSubmissionKeys } from '@/lib/idempotency';
import { queryKeys } from '@/lib/query-keys';
import { getRound } from '../api/get-round';
import { placeBet } from '../api/place-bet';

const m = defineMessages('aviator', aviatorEn);

/** How often the screen asks the server whether the plane has crashed (design: within about 300 ms). */
export const POLL_MS = 200;
/** How often the shown multiplier is redrawn; it moves in steps of 0.05 every 100 ms. */
const FRAME_MS = 50;

export type GamePhase = 'idle' | 'starting' | 'running' | 'cashing' | 'cashed' | 'crashed';

export interface AviatorGame {
  phase: GamePhase;
  /** The multiplier shown, in hundredths. */
  multiplier: number;
  /** The round in play or the last one played. */
  round: AviatorRound | undefined;
  /** Why the last action failed, in words for the member. */
  error: string | undefined;
  start: (betAmount: number) => void;
  cashOut: () => void;
}

/**
 * The state of the aviator screen: the idle → running → cashed out or crashed states of the spec, with
 * the server deciding every outcome. The multiplier shown follows the server's clock (the round's elapsed
 * time at each answer) and never passes the last moment the server said the round was in play, so a
 * Cash Out pressed on it is paid at least that figure unless the plane crashed while the press travelled
 * (paid − pressed ≤ 0.05 × (POLL_MS + a round trip) / 100 ms); the crash is learnt by polling the round. `latest` is the member's newest round
 * as the rounds list has it: one still in play while the screen is idle flies on here.
 */
export function useAviatorGame(latest: AviatorRound | undefined): AviatorGame {
  const queryClient = useQueryClient();
  const startKeys = useSubmissionKeys();
  const cashOutKeys = useSubmissionKeys();
  const reportKeys = useSubmissionKeys();
  const [phase, setPhase] = useState<GamePhase>('idle');
  const [multiplier, setMultiplier] = useState(100);
  const [round, setRound] = useState<AviatorRound>();
  const [error, setError] = useState<string>();
  const timers = useRef<{ frame?: number; poll?: number }>({});
  // The performance.now() at which the round started on the server's clock.
  const startedAt = useRef(0);
  // The round's elapsed time at the server's latest answer that it was still in play: the multiplier
  // shown never runs past it, so the screen never shows a figure the plane may already have crashed at.
  const confirmedElapsed = useRef(0);
  const active = useRef<{ id: string; betAmount: number } | null>(null);
  // A cash-out on its way: its answer settles the round (the server pays a cash-out it received before
  // the crash, even if a poll saw the crash first).
  const cashing = useRef(false);
  const mounted = useRef(true);

  const stopTimers = useCallback(() => {
    window.clearInterval(timers.current.frame);
    window.clearTimeout(timers.current.poll);
    timers.current = {};
  }, []);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      stopTimers();
    };
  }, [stopTimers]);

  /** Reloads the balance and the rounds list (which brings a round still in play to `latest`). */
  const refresh = useCallback(
    () =>
      Promise.all(
        [queryKeys.me, queryKeys.wallet, queryKeys.aviator].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
    [queryClient],
  );

  const showBalance = useCallback(
    async (balance: number) => {
      queryClient.setQueryData(queryKeys.wallet, { currentBalance: balance });
      await refresh();
    },
    [queryClient, refresh],
  );

  const settled = useCallback(
    (ended: AviatorRound) => {
      stopTimers();
      active.current = null;
      setRound(ended);
      setMultiplier(Math.round(ended.multiplier * 100));
      setPhase(ended.status === 'CASHED_OUT' ? 'cashed' : 'crashed');
    },
    [stopTimers],
  );

  /** The spec's closing call for a crash; the server already settled the round, this fetches the balance. */
  const reportCrash = useCallback(
    async (ended: AviatorRound) => {
      const body: AviatorBetBody = {
        betAmount: ended.betAmount,
        didCashout: false,
        winAmount: 0,
        roundId: ended.id,
      };
      try {
        const response = await placeBet({ body, idempotencyKey: reportKeys.keyFor(body) });
        reportKeys.settle();
        await showBalance(response.balance);
      } catch (failure) {
        reportKeys.settle(failure);
        console.warn('Could not report the crash.', failure);
        await queryClient.invalidateQueries({ queryKey: queryKeys.wallet });
      }
    },
    [queryClient, reportKeys, showBalance],
  );

  /** A round learnt ended from the server (a poll, a refused cash-out): the balance shown follows it. */
  const learntEnded = useCallback(
    async (ended: AviatorRound) => {
      settled(ended);
      if (ended.status === 'CRASHED') await reportCrash(ended);
      else await refresh();
    },
    [refresh, reportCrash, settled],
  );

  const poll = useCallback(
    (id: string) => {
      const next = () => {
        timers.current.poll = window.setTimeout(() => {
          void getRound(id)
            .then(async (polled) => {
              if (!mounted.current || active.current?.id !== id) return;
              if (polled.status === 'OPEN' || cashing.current) {
                if (polled.status === 'OPEN') {
                  startedAt.current = performance.now() - polled.elapsedMs;
                  confirmedElapsed.current = Math.max(confirmedElapsed.current, polled.elapsedMs);
                }
                next();
                return;
              }
              await learntEnded(polled);
            })
            .catch((failure: unknown) => {
              console.warn('Could not check the round.', failure);
              if (mounted.current && active.current?.id === id) next();
            });
        }, POLL_MS);
      };
      next();
    },
    [learntEnded],
  );

  const fly = useCallback(
    (started: AviatorRound) => {
      active.current = { id: started.id, betAmount: started.betAmount };
      startedAt.current = performance.now() - started.elapsedMs;
      confirmedElapsed.current = started.elapsedMs;
      setError(undefined);
      setRound(started);
      setMultiplier(aviatorMultiplierAt(started.elapsedMs));
      setPhase('running');
      timers.current.frame = window.setInterval(() => {
        const elapsed = Math.min(performance.now() - startedAt.current, confirmedElapsed.current);
        setMultiplier(aviatorMultiplierAt(elapsed));
      }, FRAME_MS);
      poll(started.id);
    },
    [poll],
  );

  const start = useCallback(
    (betAmount: number) => {
      setError(undefined);
      setPhase('starting');
      setMultiplier(100);
      const body: AviatorBetBody = { betAmount, didCashout: false, winAmount: 0 };
      const open = async () => {
        const answer = await placeBet({ body, idempotencyKey: startKeys.keyFor(body) });
        startKeys.settle();
        if (answer.round.status === 'OPEN') return answer;
        // Shortly after a crash nobody reported, the server takes this call as the crash's report (the
        // spec's closing call has the same payload): it is reported now, so the next call opens the round.
        const opened = await placeBet({ body, idempotencyKey: startKeys.keyFor(body) });
        startKeys.settle();
        return opened;
      };
      void open()
        .then(async (opened) => {
          if (!mounted.current) return;
          fly(opened.round);
          await showBalance(opened.balance);
        })
        .catch(async (failure: unknown) => {
          startKeys.settle(failure);
          if (!mounted.current) return;
          setPhase('idle');
          setError(errorMessage(failure, translate(m.startFailed)));
          // The round may be open all the same (its answer lost, or opened in another tab: a 409): the
          // reloaded list brings it to `latest`, and it flies on.
          await refresh();
        });
    },
    [fly, refresh, showBalance, startKeys],
  );

  const cashOut = useCallback(() => {
    const playing = active.current;
    if (playing === null) return;
    setPhase('cashing');
    cashing.current = true;
    setError(undefined);
    const shown = aviatorMultiplierAt(
      Math.min(performance.now() - startedAt.current, confirmedElapsed.current),
    );
    // The spec's payload carries the client's idea of the win; the server pays what its clock says.
    const body: AviatorBetBody = {
      betAmount: playing.betAmount,
      didCashout: true,
      winAmount: Math.floor(playing.betAmount * shown) / 100,
      roundId: playing.id,
    };
    void placeBet({ body, idempotencyKey: cashOutKeys.keyFor(body) })
      .then(async (response) => {
        cashOutKeys.settle();
        cashing.current = false;
        if (!mounted.current) return;
        settled(response.round);
        await showBalance(response.balance);
      })
      .catch(async (failure: unknown) => {
        cashOutKeys.settle(failure);
        cashing.current = false;
        if (!mounted.current) return;
        if (isApiError(failure, 409)) {
          // Too late (or already settled): the round as the server has it.
          const onServer = await getRound(playing.id).catch(() => undefined);
          if (onServer !== undefined && onServer.status !== 'OPEN') {
            await learntEnded(onServer);
            return;
          }
        }
        setPhase('running');
        setError(errorMessage(failure, translate(m.cashOutFailed)));
      });
  }, [cashOutKeys, learntEnded, settled, showBalance]);

  // A round still in play (the member came back, or a failed Start had opened it) flies on here.
  useEffect(() => {
    if (phase === 'idle' && latest?.status === 'OPEN' && active.current === null) fly(latest);
  }, [phase, latest, fly]);

  return { phase, multiplier, round, error, start, cashOut };
}
