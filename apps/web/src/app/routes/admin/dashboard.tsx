import { RefreshCw } from 'lucide-react';
import { Navigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { useAdminDashboard } from '@/features/dashboard/api/get-admin-dashboard';
import {
  DashboardOverview,
  DashboardOverviewSkeleton,
} from '@/features/dashboard/components/dashboard-overview';
import { useAdminMe } from '@/features/admins/api/get-admin-me';
import { errorMessage } from '@/lib/api-client';

export default function AdminDashboardPage() {
  const me = useAdminMe();
  const supportOnly = me.data?.role === 'SUPPORT';
  const dashboard = useAdminDashboard(me.data !== undefined && !supportOnly);

  // Support staff work from support, chat and notifications; the dashboard is for operations.
  if (supportOnly) return <Navigate to="/admin/support" replace />;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-xl font-semibold text-slate-900">Overview</h2>
          <p className="mt-1 text-sm text-slate-500">
            Today's figures (Pakistan time) and the last 30 days. Each figure opens the screen to act on it.
          </p>
        </div>
        <Button
          variant="outline"
          size="sm"
          busy={dashboard.isFetching}
          icon={<RefreshCw className="size-4" aria-hidden="true" />}
          onClick={() => void dashboard.refetch()}
        >
          Refresh
        </Button>
      </div>
      {dashboard.data ? (
        <DashboardOverview dashboard={dashboard.data} />
      ) : dashboard.error ? (
        <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-sm text-red-700">
          {errorMessage(dashboard.error, 'Could not load the dashboard.')}
        </div>
      ) : (
        <DashboardOverviewSkeleton />
      )}
    </div>
  );
}
