import { RewardItemsManager } from '@/features/admin-rewards/components/reward-items-manager';

export default function AdminVideoBonusPage() {
  return <RewardItemsManager kind="videos" />;
}
