import { RewardItemsManager } from '@/features/admin-rewards/components/reward-items-manager';

export default function AdminRewardAdsPage() {
  return <RewardItemsManager kind="ads" />;
}
