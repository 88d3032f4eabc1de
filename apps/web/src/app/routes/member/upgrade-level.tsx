import { UpgradeLevel } from '@/features/levels/components/upgrade-level';
import { useMe } from '@/features/profile/api/get-me';
import { defineMessages, useT } from '@/i18n/i18n';
import levelsEn from '@/locales/en/levels';
import titlesEn from '@/locales/en/titles';
import { PageHeader } from './page-header';

const m = defineMessages('levels', levelsEn);
const titles = defineMessages('titles', titlesEn);

export default function UpgradeLevelPage() {
  const t = useT();
  const { data: user } = useMe();
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={t(titles.upgradeLevel)} description={t(m.upgradeDescription)} />
      <UpgradeLevel balance={user?.Wallet.currentBalance} />
    </div>
  );
}
