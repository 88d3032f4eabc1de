import { BackLink } from '@/components/ui/back-link';
import { HistoryCenter } from '@/features/history/components/history-center';

export default function HistoryPage() {
  return (
    <div className="flex flex-col gap-4">
      <BackLink to="/" />
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">History Center</h1>
        <p className="mt-1 text-sm text-slate-500">Everything you deposited, withdrew, earned and won.</p>
      </header>
      <HistoryCenter />
    </div>
  );
}
