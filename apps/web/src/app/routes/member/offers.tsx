import { OffersList } from '@/features/bonuses/components/offers-list';
import { OfferwallList } from '@/features/offerwalls/components/offerwall-list';

export default function OffersPage() {
  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Offers</h1>
        <p className="mt-1 text-sm text-slate-500">
          Partner offerwalls and the promotions running right now.
        </p>
      </header>
      <OfferwallList />
      <section aria-labelledby="hot-offers-heading" className="flex flex-col gap-3">
        <h2 id="hot-offers-heading" className="text-lg font-bold text-slate-900">
          Hot Offers
        </h2>
        <OffersList />
      </section>
    </div>
  );
}
