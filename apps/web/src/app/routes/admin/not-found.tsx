import { NotFound } from '@/components/ui/not-found';

export default function AdminNotFoundPage() {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <NotFound homeTo="/admin/dashboard" homeLabel="Go to dashboard" />
    </div>
  );
}
