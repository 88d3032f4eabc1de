import { RedeemForm } from '@/features/bonuses/components/redeem-form';

export default function RedeemPage() {
  return (
    <div className="flex flex-col gap-5">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Redeem Code</h1>
        <p className="mt-1 text-sm text-slate-500">
          Got a bonus code? Enter it to add the bonus to your balance.
        </p>
      </header>
      <RedeemForm />
    </div>
  );
}
