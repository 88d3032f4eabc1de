import type { WithdrawalHistoryItem } from '@earnflow/contracts';
import { defineMessages, translate } from '@/i18n/i18n';
import withdrawalsEn from '@/locales/en/withdrawals';
import { formatUsd } from '@/lib/money';

const m = defineMessages('withdrawals', withdrawalsEn);

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
  if (status === 'REJECTED') return translate(m.outcomeReturned, { amount: formatUsd(amount, 0) });
  const received = translate(status === 'COMPLETED' ? m.outcomeReceived : m.youWillReceiveAmount, {
    amount: formatUsd(payout),
  });
  return fee > 0 ? `${translate(m.outcomeFee, { fee: formatUsd(fee) })} · ${received}` : received;
}
