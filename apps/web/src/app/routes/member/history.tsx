import { BackLink } from '@/components/ui/back-link';
import { HistoryCenter } from '@/features/history/components/history-center';
import { defineMessages, useT } from '@/i18n/i18n';
import historyCenterEn from '@/locales/en/history-center';

const m = defineMessages('history-center', historyCenterEn);

export default function HistoryPage() {
  const t = useT();
  return (
    <div className="flex flex-col gap-4">
      <BackLink to="/" />
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t(m.title)}</h1>
        <p className="mt-1 text-sm text-slate-500">{t(m.description)}</p>
      </header>
      <HistoryCenter />
    </div>
  );
}
