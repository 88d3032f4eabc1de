import { EarningsHistory } from '@/features/earnings/components/earnings-history';
import { defineMessages, useT } from '@/i18n/i18n';
import earningsHistoryEn from '@/locales/en/earnings-history';
import { PageHeader } from './page-header';

const m = defineMessages('earnings-history', earningsHistoryEn);

export default function EarningsHistoryPage() {
  const t = useT();
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={t(m.title)} description={t(m.description)} />
      <EarningsHistory />
    </div>
  );
}
