import type { UserStatus } from '@earnflow/contracts';
import { Badge } from '@/components/ui/badge';

const tones = { ACTIVE: 'green', PENDING: 'amber', SUSPENDED: 'red' } as const;
const labels = { ACTIVE: 'Active', PENDING: 'Pending', SUSPENDED: 'Suspended' } as const;

export function MemberStatusBadge({ status }: { status: UserStatus }) {
  return <Badge tone={tones[status]}>{labels[status]}</Badge>;
}
