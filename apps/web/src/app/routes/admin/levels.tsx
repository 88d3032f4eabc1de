import { LevelsManager } from '@/features/admin-levels/components/levels-manager';

export default function AdminLevelsPage() {
  return <LevelsManager />;
}
