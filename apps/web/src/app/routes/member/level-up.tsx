import { LevelUp } from '@/features/levels/components/level-up';
import { defineMessages, useT } from '@/i18n/i18n';
import levelsEn from '@/locales/en/levels';
import titlesEn from '@/locales/en/titles';
import { PageHeader } from './page-header';

const m = defineMessages('levels', levelsEn);
const titles = defineMessages('titles', titlesEn);

export default function LevelUpPage() {
  const t = useT();
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={t(titles.myLevel)} description={t(m.levelUpDescription)} />
      <LevelUp />
    </div>
  );
}
