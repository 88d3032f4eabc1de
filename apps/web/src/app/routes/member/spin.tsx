import { useSpinState } from '@/features/spin/api/spin';
import { SpinScreen } from '@/features/spin/components/spin-screen';

/** The day's allowance as the admins set it: "One free spin a day.", "10 free spins a day." */
function allowance(spinsPerDay: number): string {
  if (spinsPerDay === 0) return 'Free spins are paused for now.';
  return spinsPerDay === 1 ? 'One free spin a day.' : `${String(spinsPerDay)} free spins a day.`;
}

export default function SpinPage() {
  const spinsPerDay = useSpinState().data?.spinsPerDay;
  return (
    <div className="flex flex-col gap-5">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Spin & Win</h1>
        <p className="mt-1 text-sm text-slate-500">
          {spinsPerDay === undefined ? '' : `${allowance(spinsPerDay)} `}The prize goes straight to your
          balance.
        </p>
      </header>
      <SpinScreen />
    </div>
  );
}
