import { ReferScreen } from '@/features/referrals/components/refer-screen';

export default function ReferPage() {
  return (
    <div className="flex flex-col gap-5">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Refer & Earn</h1>
        <p className="mt-1 text-sm text-slate-500">
          Invite friends with your code and earn when they buy a level.
        </p>
      </header>
      <ReferScreen />
    </div>
  );
}
