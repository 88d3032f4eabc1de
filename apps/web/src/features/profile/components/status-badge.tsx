import type { UserStatus } from '@earnflow/contracts';
import { Badge } from '@/components/ui/badge';

const statusDisplay = {
  PENDING: { label: 'Pending', tone: 'amber' },
  ACTIVE: { label: 'Active', tone: 'green' },
  SUSPENDED: { label: 'Suspended', tone: 'red' },
} as const satisfies Record<UserStatus, { label: string; tone: 'amber' | 'green' | 'red' }>;

export function StatusBadge({ status }: { status: UserStatus }) {
  const { label, tone } = statusDisplay[status];
  return <Badge tone={tone}>{label}</Badge>;
}
