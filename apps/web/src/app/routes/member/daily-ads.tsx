import { DailyAds } from '@/features/rewards/components/daily-ads';
import { defineMessages, useT } from '@/i18n/i18n';
import rewardsEn from '@/locales/en/rewards';
import titlesEn from '@/locales/en/titles';
import { PageHeader } from './page-header';
import { RouteGuard } from './route-guard';

const m = defineMessages('rewards', rewardsEn);
const titles = defineMessages('titles', titlesEn);

export default function DailyAdsPage() {
  const t = useT();
  return (
    <RouteGuard>
      <div className="flex flex-col gap-4">
        <PageHeader title={t(titles.dailyAds)} description={t(m.dailyAdsIntro)} />
        <DailyAds />
      </div>
    </RouteGuard>
  );
}
