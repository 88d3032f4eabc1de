import { SpinScreen } from '@/features/spin/components/spin-screen';

export default function SpinPage() {
  return (
    <div className="flex flex-col gap-5">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Spin & Win</h1>
        <p className="mt-1 text-sm text-slate-500">
          One free spin a day. The prize goes straight to your balance.
        </p>
      </header>
      <SpinScreen />
    </div>
  );
}
