import type { UserStatus } from '@earnflow/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { Badge } from '@/components/ui/badge';
import { defineMessages, useT } from '@/i18n/i18n';
import balanceEn from '@/locales/en/balance';

const m = defineMessages('balance', balanceEn);

const statusDisplay = {
  PENDING: { label: m.statusPending, tone: 'amber' },
  ACTIVE: { label: m.statusActive, tone: 'green' },
  SUSPENDED: { label: m.statusSuspended, tone: 'red' },
} as const satisfies Record<UserStatus, { label: MessageDescriptor; tone: 'amber' | 'green' | 'red' }>;

export function StatusBadge({ status }: { status: UserStatus }) {
  const t = useT();
  const { label, tone } = statusDisplay[status];
  return <Badge tone={tone}>{t(label)}</Badge>;
}
