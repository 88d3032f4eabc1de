import type { AdminWithdrawal, ReviewDecisionBody } from '@earnflow/contracts';
import { Ban, CircleCheck, CircleX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { handledByAdminFrame } from '@/lib/admin-session';
import { errorMessage } from '@/lib/api-client';
import { dialog, showAlertWithDetail, showLoading, showToast } from '@/lib/dialogs';
import { formatUsd } from '@/lib/money';
import { useReviewWithdrawal } from '../api/review-withdrawal';

type Decision = ReviewDecisionBody['decision'];

interface DecisionTexts {
  title: string;
  text: string;
  confirmButtonText: string;
  danger: boolean;
  done: string;
}

function decisionTexts(decision: Decision, withdrawal: AdminWithdrawal): DecisionTexts {
  const member = `${withdrawal.user.name} (${withdrawal.user.accountNumber})`;
  if (decision === 'APPROVE') {
    return {
      title: 'Approve this withdrawal?',
      text: `${formatUsd(withdrawal.payout)} will be marked as paid out to ${member}. This cannot be undone.`,
      confirmButtonText: 'Yes, approve it',
      danger: false,
      done: 'Withdrawal approved',
    };
  }
  if (decision === 'REJECT') {
    return {
      title: 'Reject this withdrawal?',
      text: `${formatUsd(withdrawal.amount)} will be refunded to ${member}. This cannot be undone.`,
      confirmButtonText: 'Yes, reject it',
      danger: true,
      done: 'Withdrawal rejected',
    };
  }
  return {
    title: 'Suspend this member?',
    text: `The withdrawal is rejected and ${formatUsd(withdrawal.amount)} refunded; ${member} is suspended and signed out everywhere until an admin reactivates them.`,
    confirmButtonText: 'Yes, suspend them',
    danger: true,
    done: 'Withdrawal rejected and member suspended',
  };
}

/** The question before a decision, with an optional reason for the audit log; undefined when cancelled. */
async function askDecision(texts: DecisionTexts): Promise<{ reason?: string } | undefined> {
  const result = await dialog.fire<string>({
    icon: texts.danger ? 'warning' : 'question',
    title: texts.title,
    text: texts.text,
    input: 'textarea',
    inputLabel: 'Reason (optional, kept in the audit log)',
    inputAttributes: { maxlength: '500' },
    showCancelButton: true,
    confirmButtonText: texts.confirmButtonText,
    cancelButtonText: 'Cancel',
    focusCancel: true,
    ...(texts.danger ? { confirmButtonColor: 'var(--color-red-600)' } : {}),
  });
  if (!result.isConfirmed) return undefined;
  const reason = result.value?.trim() ?? '';
  return reason === '' ? {} : { reason };
}

interface ReviewDecisionsProps {
  withdrawal: AdminWithdrawal;
  /** After a decision went through (the lists are reloaded by then). */
  onDecided: () => void;
  /** After a decision was refused (someone else decided first, say): the screen reloads. */
  onFailed: () => void;
}

/** Approve (pays), Reject (refunds) and Suspend member, each asked first. */
export function ReviewDecisions({ withdrawal, onDecided, onFailed }: ReviewDecisionsProps) {
  const review = useReviewWithdrawal();

  async function decide(decision: Decision) {
    const texts = decisionTexts(decision, withdrawal);
    const answer = await askDecision(texts);
    if (answer === undefined) return;
    showLoading('Saving the decision...');
    try {
      await review.mutateAsync({ id: withdrawal.id, decision, ...answer });
      void showToast('success', texts.done);
      onDecided();
    } catch (error) {
      if (handledByAdminFrame(error)) return;
      void showAlertWithDetail('error', 'Error', 'Could not save the decision.', errorMessage(error, ''));
      onFailed();
    }
  }

  return (
    <div role="group" aria-label="Decision" className="flex flex-wrap gap-2">
      <Button
        disabled={review.isPending}
        icon={<CircleCheck className="size-4" aria-hidden="true" />}
        onClick={() => void decide('APPROVE')}
      >
        Approve
      </Button>
      <Button
        variant="danger-outline"
        disabled={review.isPending}
        icon={<CircleX className="size-4" aria-hidden="true" />}
        onClick={() => void decide('REJECT')}
      >
        Reject
      </Button>
      <Button
        variant="danger"
        disabled={review.isPending}
        icon={<Ban className="size-4" aria-hidden="true" />}
        onClick={() => void decide('SUSPEND_MEMBER')}
      >
        Suspend member
      </Button>
    </div>
  );
}
