import { useSearchParams } from 'react-router';
import { AdWatch } from '@/features/rewards/components/ad-watch';
import { defineMessages, useT } from '@/i18n/i18n';
import rewardsEn from '@/locales/en/rewards';
import titlesEn from '@/locales/en/titles';
import { PageHeader } from './page-header';
import { RouteGuard } from './route-guard';

const m = defineMessages('rewards', rewardsEn);
const titles = defineMessages('titles', titlesEn);

export default function AdPage() {
  const t = useT();
  const [params] = useSearchParams();
  return (
    <RouteGuard>
      <div className="flex flex-col gap-4">
        <PageHeader title={t(titles.watchAd)} description={t(m.watchAdIntro)} back="/daily-ads" />
        <AdWatch adId={params.get('id')} />
      </div>
    </RouteGuard>
  );
}
