import { auditPageSchema } from '@earnflow/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '@/lib/api-client';
import { withQuery } from '@/lib/query-string';
import { queryKeys } from '@/lib/query-keys';

export const AUDIT_PAGE_SIZE = 25;

export interface AuditLogFilters {
  page: number;
  adminId?: string;
  action?: string;
  startDate?: string;
  endDate?: string;
}

/** GET /admin/audit-log: newest first, filtered by admin, action and dates, server-paged. */
export function useAuditLog(filters: AuditLogFilters) {
  return useQuery({
    queryKey: [...queryKeys.adminAuditLog, filters],
    queryFn: ({ signal }) =>
      apiFetch(withQuery('/admin/audit-log', { ...filters, pageSize: AUDIT_PAGE_SIZE }), {
        auth: 'admin',
        schema: auditPageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /admin/audit-log/actions: the actions the log holds, for the filter. */
export function useAuditActions() {
  return useQuery({
    queryKey: [...queryKeys.adminAuditLog, 'actions'],
    queryFn: ({ signal }) =>
      apiFetch('/admin/audit-log/actions', { auth: 'admin', schema: z.array(z.string()), signal }),
  });
}
