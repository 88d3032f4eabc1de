import { LevelUp } from '@/features/levels/components/level-up';
import { PageHeader } from './page-header';

export default function LevelUpPage() {
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="My Level" description="Your level at a glance and what the next one pays." />
      <LevelUp />
    </div>
  );
}
