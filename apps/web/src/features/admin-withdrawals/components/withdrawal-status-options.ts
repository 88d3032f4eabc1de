import type { WithdrawalStatus } from '@earnflow/contracts';
import { statusOptionLabel, type StatusOption } from '@/components/ui/status-select';

export const withdrawalStatusOptions = [
  { value: 'PENDING', label: 'Pending', tone: 'amber' },
  { value: 'COMPLETED', label: 'Completed', tone: 'green' },
  { value: 'REJECTED', label: 'Rejected', tone: 'red' },
] as const satisfies readonly StatusOption<WithdrawalStatus>[];

export function withdrawalStatusLabel(status: WithdrawalStatus): string {
  return statusOptionLabel(withdrawalStatusOptions, status);
}

/** Spec §4: COMPLETED and REJECTED are final; the dropdown is disabled for them. */
export function isFinalWithdrawalStatus(status: WithdrawalStatus): boolean {
  return status === 'COMPLETED' || status === 'REJECTED';
}
