import { DailyAds } from '@/features/rewards/components/daily-ads';
import { PageHeader } from './page-header';
import { RouteGuard } from './route-guard';

export default function DailyAdsPage() {
  return (
    <RouteGuard>
      <div className="flex flex-col gap-4">
        <PageHeader
          title="Daily Ads"
          description="Watch an ad to the end and its reward goes to your balance."
        />
        <DailyAds />
      </div>
    </RouteGuard>
  );
}
