import { AdminDepositsList } from '@/features/admin-deposits/components/admin-deposits-list';

export default function AdminAllDepositsPage() {
  return (
    <AdminDepositsList
      heading="Deposit records"
      description="Every deposit members have submitted, newest first. Completed and rejected ones are final."
    />
  );
}
