import { AdminWithdrawalsList } from '@/features/admin-withdrawals/components/admin-withdrawals-list';

export default function AdminAllWithdrawalsPage() {
  return (
    <AdminWithdrawalsList
      heading="Withdrawal records"
      description="Every withdrawal request, newest first. Completed and rejected ones are final."
    />
  );
}
