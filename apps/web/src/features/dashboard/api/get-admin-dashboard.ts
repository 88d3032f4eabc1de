import { adminDashboardSchema } from '@earnflow/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function getAdminDashboard() {
  return apiFetch('/admin/dashboard', { auth: 'admin', schema: adminDashboardSchema });
}

export function useAdminDashboard(enabled = true) {
  return useQuery({ queryKey: queryKeys.adminDashboard, queryFn: getAdminDashboard, enabled });
}
