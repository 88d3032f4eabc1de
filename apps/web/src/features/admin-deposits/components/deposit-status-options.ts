import type { DepositStatus } from '@earnflow/contracts';
import { statusOptionLabel, type StatusOption } from '@/components/ui/status-select';

/** Design §9: FAILED reads 'Rejected' everywhere an admin sees it. */
export const depositStatusOptions = [
  { value: 'PENDING', label: 'Pending', tone: 'amber' },
  { value: 'COMPLETED', label: 'Completed', tone: 'green' },
  { value: 'FAILED', label: 'Rejected', tone: 'red' },
] as const satisfies readonly StatusOption<DepositStatus>[];

export function depositStatusLabel(status: DepositStatus): string {
  return statusOptionLabel(depositStatusOptions, status);
}

/** Spec §4: COMPLETED and FAILED are final; the dropdown is disabled for them. */
export function isFinalDepositStatus(status: DepositStatus): boolean {
  return status === 'COMPLETED' || status === 'FAILED';
}
