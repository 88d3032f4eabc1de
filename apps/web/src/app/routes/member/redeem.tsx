import { RedeemForm } from '@/features/bonuses/components/redeem-form';
import { defineMessages, useT } from '@/i18n/i18n';
import bonusesEn from '@/locales/en/bonuses';
import titlesEn from '@/locales/en/titles';

const m = defineMessages('bonuses', bonusesEn);
const titles = defineMessages('titles', titlesEn);

export default function RedeemPage() {
  const t = useT();
  return (
    <div className="flex flex-col gap-5">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t(titles.redeemCode)}</h1>
        <p className="mt-1 text-sm text-slate-500">{t(m.redeemDescription)}</p>
      </header>
      <RedeemForm />
    </div>
  );
}
