import { AviatorLimitsForm } from '@/features/admin-aviator/components/aviator-limits-form';
import { AviatorRoundsTable } from '@/features/admin-aviator/components/aviator-rounds-table';
import { HouseSummary } from '@/features/admin-aviator/components/house-summary';

/** The aviator game as the house sees it: its result per day, the limits, and every round. */
export default function AdminAviatorPage() {
  return (
    <div className="flex flex-col gap-8">
      <HouseSummary />
      <AviatorLimitsForm />
      <AviatorRoundsTable />
    </div>
  );
}
