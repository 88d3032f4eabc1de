import { LedgerMovements } from '@/features/admin-transactions/components/ledger-movements';
import { PendingTransfers } from '@/features/admin-transactions/components/pending-transfers';
import { ReconciliationCard } from '@/features/admin-transactions/components/reconciliation-card';

/** Transfers waiting for verification, the ledger and its balance check. */
export default function AdminTransactionsPage() {
  return (
    <div className="flex flex-col gap-8">
      <ReconciliationCard />
      <PendingTransfers />
      <LedgerMovements />
    </div>
  );
}
