import { OffersList } from '@/features/bonuses/components/offers-list';

export default function OffersPage() {
  return (
    <div className="flex flex-col gap-5">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Hot Offers</h1>
        <p className="mt-1 text-sm text-slate-500">Promotions running right now.</p>
      </header>
      <OffersList />
    </div>
  );
}
