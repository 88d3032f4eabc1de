import { ReferScreen } from '@/features/referrals/components/refer-screen';
import { defineMessages, useT } from '@/i18n/i18n';
import referralsEn from '@/locales/en/referrals';
import titlesEn from '@/locales/en/titles';

const m = defineMessages('referrals', referralsEn);
const titles = defineMessages('titles', titlesEn);

export default function ReferPage() {
  const t = useT();
  return (
    <div className="flex flex-col gap-5">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t(titles.referAndEarn)}</h1>
        <p className="mt-1 text-sm text-slate-500">{t(m.description)}</p>
      </header>
      <ReferScreen />
    </div>
  );
}
