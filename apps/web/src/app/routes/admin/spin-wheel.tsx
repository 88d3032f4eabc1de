import { RewardSettingsForm } from '@/features/admin-spin/components/reward-settings-form';
import { SpinSegmentsManager } from '@/features/admin-spin/components/spin-segments-manager';

export default function AdminSpinWheelPage() {
  return (
    <div className="flex flex-col gap-8">
      <RewardSettingsForm />
      <SpinSegmentsManager />
    </div>
  );
}
