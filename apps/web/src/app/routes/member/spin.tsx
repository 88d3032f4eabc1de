import { useSpinState } from '@/features/spin/api/spin';
import { SpinScreen } from '@/features/spin/components/spin-screen';
import { defineMessages, useT, type Translate } from '@/i18n/i18n';
import spinEn from '@/locales/en/spin';
import titlesEn from '@/locales/en/titles';

const m = defineMessages('spin', spinEn);
const titles = defineMessages('titles', titlesEn);

/** The day's allowance as the admins set it: "One free spin a day.", "10 free spins a day." */
function allowance(t: Translate, spinsPerDay: number): string {
  return spinsPerDay === 0 ? t(m.paused) : t(m.perDay, { count: spinsPerDay });
}

export default function SpinPage() {
  const t = useT();
  const spinsPerDay = useSpinState().data?.spinsPerDay;
  return (
    <div className="flex flex-col gap-5">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t(titles.spinAndWin)}</h1>
        <p className="mt-1 text-sm text-slate-500">
          {spinsPerDay === undefined ? '' : `${allowance(t, spinsPerDay)} `}
          {t(m.intro)}
        </p>
      </header>
      <SpinScreen />
    </div>
  );
}
