import { AdminWithdrawalsList } from '@/features/admin-withdrawals/components/admin-withdrawals-list';

/** Withdrawals: the requests still waiting to be paid or rejected. */
export default function AdminPendingWithdrawalsPage() {
  return (
    <AdminWithdrawalsList
      heading="Awaiting payout"
      description="Requests waiting to be paid out. Rejecting one returns the amount to the member's wallet."
      status="PENDING"
    />
  );
}
