import { UpgradeLevel } from '@/features/levels/components/upgrade-level';
import { useMe } from '@/features/profile/api/get-me';
import { PageHeader } from './page-header';

export default function UpgradeLevelPage() {
  const { data: user } = useMe();
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Upgrade Level"
        description="Buy a level to earn from daily ads. Upgrading an active level costs only the difference."
      />
      <UpgradeLevel balance={user?.Wallet.currentBalance} />
    </div>
  );
}
