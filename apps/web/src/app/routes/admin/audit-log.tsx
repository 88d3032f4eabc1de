import { AuditLogTable } from '@/features/audit-log/components/audit-log-table';

export default function AdminAuditLogPage() {
  return <AuditLogTable />;
}
