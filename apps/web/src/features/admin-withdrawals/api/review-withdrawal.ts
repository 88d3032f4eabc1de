import { adminWithdrawalSchema, type ReviewDecisionBody } from '@earnflow/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { withdrawalReviewKey } from './get-withdrawal-review';

interface ReviewWithdrawalVariables extends ReviewDecisionBody {
  id: string;
}

export function reviewWithdrawal({ id, ...body }: ReviewWithdrawalVariables) {
  return apiFetch(`/withdraw/${encodeURIComponent(id)}/review`, {
    method: 'POST',
    auth: 'admin',
    body,
    schema: adminWithdrawalSchema,
  });
}

/**
 * POST /withdraw/{id}/review: approve (pays), reject (refunds) or suspend the member (refunds, signs them
 * out); settles once the withdrawal lists and the queue have been reloaded.
 */
export function useReviewWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewWithdrawal,
    onSettled: async (_data, _error, { id }) => {
      // Not reloaded while its screen is still open (the decision leaves it), but read afresh when opened again.
      void queryClient.invalidateQueries({ queryKey: withdrawalReviewKey(id), refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminLedger });
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminAuditLog });
      // A refund changes the member's balance, a suspension their status.
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminMembers });
      await queryClient.invalidateQueries({ queryKey: queryKeys.adminWithdrawals });
    },
  });
}
