import { EarningsHistory } from '@/features/earnings/components/earnings-history';
import { PageHeader } from './page-header';

export default function EarningsHistoryPage() {
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="Earnings History" description="Every reward you earned and where it came from." />
      <EarningsHistory />
    </div>
  );
}
