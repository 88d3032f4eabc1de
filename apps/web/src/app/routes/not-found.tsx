import { Logo } from '@/components/ui/logo';
import { NotFound } from '@/components/ui/not-found';
import { getAppName } from '@/lib/document-title';

export default function NotFoundPage() {
  return (
    <main className="flex min-h-dvh flex-col items-center bg-gradient-to-b from-green-50 via-white to-white px-5 pt-12">
      <Logo appName={getAppName()} />
      <div className="mt-8 w-full max-w-md rounded-3xl border border-slate-200/80 bg-white shadow-lg shadow-green-900/5">
        <NotFound />
      </div>
    </main>
  );
}
