import { AdminDepositsList } from '@/features/admin-deposits/components/admin-deposits-list';

/** New Deposits: the deposits still waiting for review. */
export default function AdminNewDepositsPage() {
  return (
    <AdminDepositsList
      heading="Awaiting review"
      description="Deposits waiting for review. Completing one credits the member's wallet."
      status="PENDING"
    />
  );
}
