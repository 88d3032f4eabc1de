import { ExternalLink, Flame } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useMediaFailed } from '@/hooks/use-media-failed';
import { defineMessages, useT } from '@/i18n/i18n';
import bonusesEn from '@/locales/en/bonuses';
import { formatDateTime } from '@/lib/date';
import { useOffers } from '../api/bonuses';

const m = defineMessages('bonuses', bonusesEn);

/** The offer's picture; with none, or one that does not load, the offer's gradient and flame instead. */
function OfferImage({ url }: { url: string | null }) {
  const [failed, onError] = useMediaFailed(url);
  if (url && !failed) {
    return (
      <img src={url} alt="" className="aspect-video w-full object-cover" loading="lazy" onError={onError} />
    );
  }
  return (
    <div
      data-testid="offer-image-placeholder"
      className="flex aspect-[3/1] items-center justify-center bg-gradient-to-br from-orange-500 to-rose-600"
    >
      <Flame className="size-10 text-white" aria-hidden="true" />
    </div>
  );
}

export function OffersList() {
  const t = useT();
  const offers = useOffers();
  if (offers.isPending) {
    return (
      <div role="status" aria-label={t(m.loadingOffers)} className="flex flex-col gap-4">
        <Skeleton className="h-56 rounded-2xl" />
        <Skeleton className="h-56 rounded-2xl" />
      </div>
    );
  }
  if (!offers.data) {
    return (
      <LoadError
        what={t(m.loadWhatOffers)}
        onRetry={() => void offers.refetch()}
        retrying={offers.isFetching}
      />
    );
  }
  const list = offers.data;
  if (list.length === 0) {
    return (
      <EmptyState
        icon={<Flame className="size-7" aria-hidden="true" />}
        title={t(m.noOffersTitle)}
        description={t(m.noOffersDescription)}
        action={
          <Link to="/" className={buttonClasses('primary')}>
            {t(m.goToHome)}
          </Link>
        }
      />
    );
  }
  return (
    <ul aria-label={t(m.hotOffersList)} className="flex flex-col gap-4">
      {list.map((offer) => (
        <li
          key={offer.id}
          className="overflow-hidden rounded-2xl border border-slate-200/80 bg-white shadow-sm"
        >
          <OfferImage url={offer.imageUrl} />
          <div className="flex min-w-0 flex-col gap-2 p-4">
            <h3 className="text-lg font-bold text-slate-900 [overflow-wrap:anywhere]">{offer.title}</h3>
            <p className="text-sm leading-relaxed whitespace-pre-line text-slate-600 [overflow-wrap:anywhere]">
              {offer.description}
            </p>
            {offer.endsAt ? (
              <p className="text-xs font-medium text-orange-700">
                {t(m.endsOn, { date: formatDateTime(offer.endsAt) })}
              </p>
            ) : null}
            {offer.link ? (
              offer.link.startsWith('/') ? (
                <Link to={offer.link} className={buttonClasses('primary', 'md', true)}>
                  {t(m.openOffer)}
                </Link>
              ) : (
                <a
                  href={offer.link}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={buttonClasses('primary', 'md', true)}
                >
                  {t(m.openOffer)}
                  <ExternalLink className="size-4" aria-hidden="true" />
                </a>
              )
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
