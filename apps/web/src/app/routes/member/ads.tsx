import { useSearchParams } from 'react-router';
import { AdWatch } from '@/features/rewards/components/ad-watch';
import { PageHeader } from './page-header';
import { RouteGuard } from './route-guard';

export default function AdPage() {
  const [params] = useSearchParams();
  return (
    <RouteGuard>
      <div className="flex flex-col gap-4">
        <PageHeader
          title="Watch Ad"
          description="Stay on this screen until the timer ends; it pauses while the tab is hidden."
          back="/daily-ads"
        />
        <AdWatch adId={params.get('id')} />
      </div>
    </RouteGuard>
  );
}
