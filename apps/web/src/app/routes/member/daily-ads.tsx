import { House, MonitorPlay } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { RouteGuard } from './route-guard';

export default function DailyAdsPage() {
  return (
    <RouteGuard>
      <div className="flex flex-col gap-5">
        <header>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">Daily Ads</h1>
          <p className="mt-1 text-sm text-slate-500">
            Watch an ad to the end and its reward goes to your balance.
          </p>
        </header>
        <EmptyState
          icon={<MonitorPlay className="size-7" aria-hidden="true" />}
          title="No ads available right now"
          description="There are no reward ads to watch at the moment. New ads appear here as soon as they are published, so check back later."
          action={
            <Link to="/" className={buttonClasses('secondary')}>
              <House className="size-4" aria-hidden="true" />
              Back to home
            </Link>
          }
        />
      </div>
    </RouteGuard>
  );
}
