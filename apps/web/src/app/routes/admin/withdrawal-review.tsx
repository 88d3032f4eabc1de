import { useParams } from 'react-router';
import { AdminSection } from '@/components/ui/admin-section';
import { CheatLogSummary } from '@/features/admin-members/components/cheat-log-summary';
import { LinkedAccountsList } from '@/features/admin-members/components/linked-accounts-list';
import { SignalsTable } from '@/features/admin-members/components/signals-table';
import { WithdrawalReview } from '@/features/admin-withdrawals/components/withdrawal-review';

/** /admin/review-queue/{id}: the withdrawal and its risk, with the member's links, cheat log and activity. */
export default function AdminWithdrawalReviewPage() {
  const { id = '' } = useParams();
  return (
    <WithdrawalReview
      key={id}
      id={id}
      details={(review) => (
        <>
          <AdminSection
            title="Linked accounts"
            count={review.linked.length}
            description="Members who share a device or a payout account with this one, or were seen on one network again and again."
          >
            <LinkedAccountsList linked={review.linked} />
          </AdminSection>
          <AdminSection title="Cheat log" description="Earning attempts the server refused.">
            <CheatLogSummary cheats={review.cheats} />
          </AdminSection>
          <AdminSection
            title="Recent activity"
            description="The member's latest sign-ins and money moves, with address, network and device."
          >
            <SignalsTable signals={review.activity} caption="Recent activity" />
          </AdminSection>
        </>
      )}
    />
  );
}
