import type { SpinResult } from '@earnflow/contracts';
import { Disc3, History } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { defineMessages, ltr, useT } from '@/i18n/i18n';
import spinEn from '@/locales/en/spin';
import titlesEn from '@/locales/en/titles';
import { errorMessage } from '@/lib/api-client';
import { showAlert } from '@/lib/dialogs';
import { useSubmissionKeys } from '@/lib/idempotency';
import { formatPkr, formatUsd, usdToPkr } from '@/lib/money';
import { useRefreshAfterSpin, useSpin, useSpinState } from '../api/spin';
import { rotationFor, SpinWheel } from './spin-wheel';

const m = defineMessages('spin', spinEn);
const titles = defineMessages('titles', titlesEn);

/** Spin & Win: the server draws the prize, the wheel turns to it, and only then the result shows. */
export function SpinScreen() {
  const t = useT();
  const state = useSpinState();
  const spin = useSpin();
  const keys = useSubmissionKeys();
  const refresh = useRefreshAfterSpin();
  const [rotation, setRotation] = useState(0);
  const [landing, setLanding] = useState<SpinResult | null>(null);
  const [shown, setShown] = useState<SpinResult | null>(null);
  // From the press until the wheel turns: the draw, then maybe reloading the wheel (spinsLeft is still old).
  const [resolving, setResolving] = useState(false);

  const fallback = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(fallback.current), []);

  const segments = state.data?.segments ?? [];
  const spinsLeft = state.data?.spinsLeft ?? 0;
  const turning = landing !== null;

  async function handleSpin() {
    if (resolving) return;
    setResolving(true);
    setShown(null);
    const key = keys.keyFor({ spin: true });
    try {
      const result = await spin.mutateAsync(key);
      keys.settle();
      let wheel = segments;
      // The wheel changed since it was loaded: load it again so it turns to the segment drawn.
      if (!wheel.some((segment) => segment.id === result.segment.id)) {
        wheel = (await state.refetch()).data?.segments ?? wheel;
      }
      const index = Math.max(
        wheel.findIndex((segment) => segment.id === result.segment.id),
        0,
      );
      setLanding(result);
      setRotation((current) => rotationFor(current, index, Math.max(wheel.length, 1)));
      // A hidden tab may never report the end of the turn: the result shows anyway.
      fallback.current = window.setTimeout(() => handleStopped(result), 6000);
    } catch (error) {
      keys.settle(error);
      void showAlert('error', t(m.spinFailed), errorMessage(error, t(m.couldNotSpin)));
      void refresh();
    } finally {
      setResolving(false);
    }
  }

  function handleStopped(result: SpinResult | null = landing) {
    window.clearTimeout(fallback.current);
    setLanding(null);
    if (!result) return;
    setShown(result);
    void refresh();
    if (result.amount > 0) {
      void showAlert(
        'success',
        t(m.wonAlert, { amount: ltr(formatUsd(result.amount)) }),
        t(m.addedToBalance),
      );
    } else {
      void showAlert('info', result.result, t(m.noPrize));
    }
  }

  if (state.isPending) {
    return (
      <div className="flex flex-col items-center gap-4" role="status" aria-label={t(m.loadingWheel)}>
        <Skeleton className="size-[280px] rounded-full" />
        <Skeleton className="h-12 w-full rounded-xl" />
      </div>
    );
  }

  if (!state.data) {
    return (
      <LoadError what={t(m.loadWheel)} onRetry={() => void state.refetch()} retrying={state.isFetching} />
    );
  }

  if (segments.length === 0) {
    return (
      <EmptyState
        icon={<Disc3 className="size-7" aria-hidden="true" />}
        title={t(m.notReadyTitle)}
        description={t(m.notReadyDescription)}
        action={
          <Link to="/" className={buttonClasses('primary')}>
            {t(m.goHome)}
          </Link>
        }
      />
    );
  }

  return (
    <div className="flex flex-col gap-5">
      <Card className="flex flex-col items-center gap-5 pt-8">
        <SpinWheel
          segments={segments}
          rotation={rotation}
          spinning={turning}
          onStopped={() => handleStopped()}
        />
        <p className="text-sm text-slate-600" aria-live="polite">
          {turning ? t(m.spinning) : spinsLeft > 0 ? t(m.spinsLeft, { count: spinsLeft }) : t(m.noSpinsLeft)}
        </p>
        <Button
          size="lg"
          fullWidth
          onClick={() => void handleSpin()}
          disabled={spinsLeft < 1 || turning || resolving}
          busy={spin.isPending}
          busyText={t(m.spinning)}
          icon={<Disc3 className="size-5" aria-hidden="true" />}
        >
          {t(m.spinNow)}
        </Button>
      </Card>
      {shown ? (
        <Card aria-label={t(m.yourResult)} className="text-center" data-testid="spin-result">
          <p className="text-sm text-slate-500">{t(m.yourResult)}</p>
          <p className="mt-1 text-2xl font-bold text-slate-900">
            {shown.amount > 0 ? t(m.won, { amount: ltr(formatUsd(shown.amount)) }) : shown.result}
          </p>
          {shown.amount > 0 ? (
            <p className="text-sm text-slate-500">
              {t(m.aboutPkr, { amount: ltr(formatPkr(usdToPkr(shown.amount))) })}
            </p>
          ) : null}
        </Card>
      ) : null}
      <Link to="/spin-history" className={buttonClasses('outline', 'md', true)}>
        <History className="size-4" aria-hidden="true" />
        {t(titles.spinHistory)}
      </Link>
    </div>
  );
}
