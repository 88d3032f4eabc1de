import { LevelsInfo } from '@/features/levels/components/levels-info';
import { defineMessages, useT } from '@/i18n/i18n';
import levelsEn from '@/locales/en/levels';
import titlesEn from '@/locales/en/titles';
import { PageHeader } from './page-header';

const m = defineMessages('levels', levelsEn);
const titles = defineMessages('titles', titlesEn);

export default function LevelsInfoPage() {
  const t = useT();
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={t(titles.levels)} description={t(m.levelsInfoDescription)} />
      <LevelsInfo />
    </div>
  );
}
