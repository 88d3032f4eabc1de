import { OffersList } from '@/features/bonuses/components/offers-list';
import { OfferwallList } from '@/features/offerwalls/components/offerwall-list';
import { defineMessages, useT } from '@/i18n/i18n';
import bonusesEn from '@/locales/en/bonuses';
import titlesEn from '@/locales/en/titles';

const m = defineMessages('bonuses', bonusesEn);
const titles = defineMessages('titles', titlesEn);

export default function OffersPage() {
  const t = useT();
  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t(titles.offers)}</h1>
        <p className="mt-1 text-sm text-slate-500">{t(m.offersDescription)}</p>
      </header>
      <OfferwallList />
      <section aria-labelledby="hot-offers-heading" className="flex flex-col gap-3">
        <h2 id="hot-offers-heading" className="text-lg font-bold text-slate-900">
          {t(m.hotOffersHeading)}
        </h2>
        <OffersList />
      </section>
    </div>
  );
}
