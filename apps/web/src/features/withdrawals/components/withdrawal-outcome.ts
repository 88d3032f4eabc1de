import type { WithdrawalHistoryItem } from '@earnflow/contracts';
import { formatUsd } from '@/lib/money';

/**
 * What became of a withdrawal's money, in the member's words: the payout still to come or made, or, for a
 * rejected one, the whole amount back in the balance (no fee is taken then, so no payout is promised).
 */
export function withdrawalOutcome({
  status,
  amount,
  fee,
  payout,
}: Pick<WithdrawalHistoryItem, 'status' | 'amount' | 'fee' | 'payout'>): string {
  const feeText = fee > 0 ? `Fee ${formatUsd(fee)} · ` : '';
  if (status === 'REJECTED') return `${formatUsd(amount, 0)} returned to your balance`;
  if (status === 'COMPLETED') return `${feeText}You received ${formatUsd(payout)}`;
  return `${feeText}You will receive ${formatUsd(payout)}`;
}
